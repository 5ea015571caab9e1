/** The release label shown under the expanded sidebar (spec 01 §2). */
export const VERSION_LABEL = 'R2025Q3.4.1';

/** Every date and time is displayed in Central Time (spec 01 §9). */
export const DISPLAY_TIME_ZONE = 'America/Chicago';

/** Longest formatted phone number, `(xxx) xxx-xxxx` (spec 01 §9). */
export const PHONE_MAX_LENGTH = 14;
