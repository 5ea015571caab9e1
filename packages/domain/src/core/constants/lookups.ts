// Lookup lists and codes (spec 01 §3, §9; spec 02 §3, §9).

/** Relationship types, coded 1-8. */
export const RELATIONSHIP_TYPES = [
  { code: 1, name: 'Spouse' },
  { code: 2, name: 'Parent' },
  { code: 3, name: 'Child' },
  { code: 4, name: 'Sibling' },
  { code: 5, name: 'Grandparent' },
  { code: 6, name: 'Grandchild' },
  { code: 7, name: 'Referred' },
  { code: 8, name: 'Referred by' },
] as const;

/** Relationships of the preferred and emergency contacts; a value outside the list displays as Other. */
export const CONTACT_RELATIONSHIPS = [
  'Sibling',
  'Parent',
  'Child',
  'Spouse',
  'Grandparent',
  'Grandchild',
  'Friend',
  'Other',
] as const;
export type ContactRelationship = (typeof CONTACT_RELATIONSHIPS)[number];

export const MARITAL_STATUSES = [
  { code: 'S', name: 'Single' },
  { code: 'M', name: 'Married' },
  { code: 'D', name: 'Divorced' },
  { code: 'W', name: 'Widowed' },
] as const;
export type MaritalStatus = (typeof MARITAL_STATUSES)[number]['code'];

/** Gender of a lead: Male = M, Female = F (or blank). */
export const GENDERS = [
  { code: 'M', name: 'Male' },
  { code: 'F', name: 'Female' },
] as const;
export type Gender = (typeof GENDERS)[number]['code'];

/** The same list with the places of two of its items exchanged (a second order of one vocabulary). */
function swapped<T>(list: readonly T[], a: T, b: T): readonly T[] {
  return list.map((item) => (item === a ? b : item === b ? a : item));
}

/** Phone types of the shared editors and the user profile (spec 01 §3, §9; spec 02 §3.4). */
export const PHONE_TYPES = ['Home', 'Fax', 'Work', 'Mobile', 'Other'] as const;
export type PhoneType = (typeof PHONE_TYPES)[number];
/** Phone types in the order the lead record lists them (spec 02 §3.1, §9). */
export const LEAD_PHONE_TYPES: readonly PhoneType[] = swapped(PHONE_TYPES, 'Fax', 'Mobile');
/** The phone type of which only one may exist per list. */
export const MOBILE_PHONE_TYPE: PhoneType = 'Mobile';

/** Email types of the shared editors and the user profile. */
export const EMAIL_TYPES = ['Home', 'Other', 'Work'] as const;
export type EmailType = (typeof EMAIL_TYPES)[number];
/** Email types in the order the lead record lists them (spec 02 §9). */
export const LEAD_EMAIL_TYPES: readonly EmailType[] = swapped(EMAIL_TYPES, 'Other', 'Work');

export const ADDRESS_TYPES = ['Home', 'Billing', 'Business', 'Mailing', 'Other'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

/** Methods of initial contact on a scope of appointment. */
export const SOA_CONTACT_METHODS = ['Web', 'Email', 'Phone', 'Text', 'Walk in'] as const;
export type SoaContactMethod = (typeof SOA_CONTACT_METHODS)[number];

/** SOA request process types. */
export const SOA_PROCESS_TYPES = ['SOA', 'Enhanced', 'SOAF2F'] as const;
export type SoaProcessType = (typeof SOA_PROCESS_TYPES)[number];
/** Where an SOA request stands: sent to the client, signed, expired unsigned, or cancelled by the agent. */
export const SOA_STATUSES = ['sent', 'signed', 'expired', 'cancelled'] as const;
export type SoaStatus = (typeof SOA_STATUSES)[number];
/** How a client invite reaches the client: emailed (remote, Enhanced) or handed over face to face. */
export const CLIENT_INVITE_MODES = ['remote', 'f2f', 'enhanced'] as const;
export type ClientInviteMode = (typeof CLIENT_INVITE_MODES)[number];
/**
 * The kinds of SOA rule rows changing by date: the wait before an appointment, how long SOA and enrollment
 * records are kept, and how long sales and marketing call recordings are kept (soa/retention.ts).
 */
export const SOA_RULE_KINDS = ['waiting_period', 'soa_record_retention', 'marketing_call_retention'] as const;
export type SoaRuleKind = (typeof SOA_RULE_KINDS)[number];
/** Enhanced SOA email template type id, and the process type id of a single-lead send. */
export const ENHANCED_SOA_TEMPLATE_TYPE_ID = 5;
export const ENHANCED_SOA_SINGLE_PROCESS_TYPE_ID = 5;

/** Contact permission types; each '1' means do not contact. */
export const CONTACT_PERMISSION_TYPES = ['do_not_call', 'do_not_email', 'do_not_mail', 'do_not_text'] as const;
export type ContactPermissionType = (typeof CONTACT_PERMISSION_TYPES)[number];
/** How the permission history names each type. */
export const CONTACT_PERMISSION_LABELS: Readonly<Record<ContactPermissionType, string>> = {
  do_not_call: 'Call',
  do_not_email: 'Email',
  do_not_mail: 'Mail',
  do_not_text: 'Text',
};

/** Phone dialer behaviour type ids. */
export const DIAL_BEHAVIOR_TYPES = {
  browserDefault: 1,
  provider: 2,
  askEachTime: 3,
} as const;
export type DialBehaviorTypeId = (typeof DIAL_BEHAVIOR_TYPES)[keyof typeof DIAL_BEHAVIOR_TYPES];

/** Quick link hierarchy type ids: 1 system (the spec names none), 2 account, 3 user. */
export const QUICK_LINK_HIERARCHY_TYPES = {
  system: 1,
  account: 2,
  user: 3,
} as const;
export type QuickLinkHierarchyId = (typeof QUICK_LINK_HIERARCHY_TYPES)[keyof typeof QUICK_LINK_HIERARCHY_TYPES];
/** The hierarchy names, in id order (System 1, Account 2, User 3). */
export const QUICK_LINK_HIERARCHY_NAMES = ['System', 'Account', 'User'] as const;
export type QuickLinkHierarchyName = (typeof QUICK_LINK_HIERARCHY_NAMES)[number];
/** The name of a hierarchy id, as the quick link list shows it. */
export function quickLinkHierarchyName(id: QuickLinkHierarchyId): QuickLinkHierarchyName {
  return QUICK_LINK_HIERARCHY_NAMES[id - 1]!;
}

/** Self-service configuration option type ids. */
export const SELF_SERVICE_OPTION_TYPES = {
  sendReminderEmails: 3,
  personalInformationUpdate: 4,
  enhancedSoaAcknowledged: 5,
  agentCalendarUrl: 6,
} as const;
/** The hierarchy type of options 5 and 6. */
export const SELF_SERVICE_USER_HIERARCHY_TYPE_ID = '3';

/** Appointment importance: 1 important, 5 normal. */
export const APPOINTMENT_IMPORTANCE = {
  important: 1,
  normal: 5,
} as const;

/** New leads are created with this lead type. */
export const NEW_LEAD_TYPE_ID = '1';
/** The role a new user gets unless another is chosen. */
export const DEFAULT_ROLE_NAME = 'Agent';

/** Notice banner types. */
export const NOTICE_BANNER_TYPES = ['success', 'alert', 'warn', 'close', 'announcement'] as const;
export type NoticeBannerType = (typeof NOTICE_BANNER_TYPES)[number];
/** Confirm dialog types. */
export const CONFIRM_DIALOG_TYPES = ['ok', 'pick-role', 'yes-confirm'] as const;

/** Rich-text toolbar options; the link is optional per editor. */
export const RICH_TEXT_TOOLBAR = [
  'bold',
  'italic',
  'underline',
  'strike',
  'orderedList',
  'bulletList',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'alignLeft',
  'alignCenter',
  'alignRight',
  'alignJustify',
] as const;

export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The optional link button of a rich-text toolbar. */
export const RICH_TEXT_LINK_OPTION = 'link';
