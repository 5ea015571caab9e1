// Lengths and ranges of spec 01 §5, §9 and spec 02 §5, §9.

/** Username (login name): 6 to 15 letters or digits. */
export const USERNAME_MIN_LENGTH = 6;
export const USERNAME_MAX_LENGTH = 15;
/** Password minimum length (registration and password change). */
export const PASSWORD_MIN_LENGTH = 8;
/** Length of the generated initial password of a new user. */
export const GENERATED_PASSWORD_LENGTH = 12;

/** Zip: exactly 5 digits. */
export const ZIP_LENGTH = 5;
/** Longest formatted phone number, `(xxx) xxx-xxxx`; a complete phone has all 14 characters. */
export const PHONE_MAX_LENGTH = 14;
/** A phone is sent as 10 digits without punctuation. */
export const PHONE_DIGITS = 10;
export const PHONE_EXT_MAX_LENGTH = 20;
/** Company (business name) at registration. */
export const COMPANY_MAX_LENGTH = 50;
/** Social security digits, as spec 01 §9 states them (an SSN itself has 9). */
export const SSN_DIGITS_MAX_LENGTH = 10;
/** SSN as masked, `ddd-dd-dddd`. */
export const SSN_MAX_LENGTH = 11;
/** Default maximum of a text input with a character counter. */
export const DEFAULT_INPUT_MAX_LENGTH = 200;

export const QUICK_LINK_TITLE_MAX_LENGTH = 100;
export const QUICK_LINK_URL_MAX_LENGTH = 200;
/** Notice titles are truncated to this many characters in lists. */
export const NOTICE_TITLE_MAX_LENGTH = 46;

/** Lead first and last names. */
export const NAME_MAX_LENGTH = 25;
export const PREFIX_MAX_LENGTH = 6;
export const INITIAL_MAX_LENGTH = 1;
/** Preferred and emergency contact names. */
export const CONTACT_NAME_MAX_LENGTH = 50;
export const TAG_MAX_LENGTH = 20;
export const MEDICAID_NUMBER_MAX_LENGTH = 20;
/** Medicare number: 11 characters, 13 when displayed with dashes (4-3-4). */
export const MEDICARE_NUMBER_LENGTH = 11;
export const MEDICARE_NUMBER_DISPLAY_MAX_LENGTH = 13;

export const HEIGHT_FEET_MAX = 8;
export const HEIGHT_INCHES_MAX = 12;
export const WEIGHT_MAX_LBS = 999;

/** Date input `MM/DD/YYYY`. */
export const DATE_INPUT_MAX_LENGTH = 10;
/** Dates may not be more than this many years ago. */
export const DATE_MAX_YEARS_AGO = 130;
/** Part A and Part B dates `MM/YYYY`, from 01/1965 to 2 years ahead. */
export const PART_DATE_MAX_LENGTH = 7;
export const PART_DATE_MIN_YEAR = 1965;
export const PART_DATE_MAX_YEARS_AHEAD = 2;

/** SOA appointment date: today to 1 year ahead. */
export const SOA_APPOINTMENT_MAX_YEARS_AHEAD = 1;
/** Bulk Enhanced SOA: at most this many emails per send. */
export const BULK_SOA_MAX_EMAILS = 5_000;
/** Client Self-Service links stay active this many days. */
export const SELF_SERVICE_LINK_ACTIVE_DAYS = 60;
/** Reminder emails: the first this many days after the invite… */
export const SELF_SERVICE_FIRST_REMINDER_DAYS = 7;
/** …the second this many days after the first. */
export const SELF_SERVICE_SECOND_REMINDER_DAYS = 3;
