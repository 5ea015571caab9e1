// Registration texts (spec 01 §2, §4, §5, §8). Where the spec only describes a text, the wording
// here is ours and README.md says so.
import { formatPhone } from '../core/format/phone';

export const REGISTRATION_MESSAGES = {
  loginRequired: 'Username is required.',
  loginInvalid: 'Username must be 6-15 letters or numbers.',
  passwordRequired: 'Password is required.',
  passwordWeak: 'Password must meet the minimum strength as defined.',
  confirmPwdRequired: 'Must confirm Password.',
  confirmPwdMismatch: 'Password must match.',
  fnameRequired: 'First Name is required.',
  fnameInvalid: 'First Name must contain letters, spaces, and hyphens only.',
  lnameRequired: 'Last Name is required.',
  lnameInvalid: 'Last Name must contain letters, spaces, and hyphens only.',
  emailRequired: 'Email Address is required.',
  emailInvalid: 'Enter a valid Email Address.',
  zipRequired: 'Zip Code is required.',
  zipInvalid: 'Enter a valid Zip Code.',
  phoneInvalid: 'Enter a valid Business Phone.',
  mphoneInvalid: 'Enter a valid Mobile Phone.',
  fphoneInvalid: 'Enter a valid Fax Number.',
  npnInvalid: 'Enter a valid NPN or click the checkbox if you do not have one.',
  incompleteForm: 'Please enter all the required fields before submission',
  notAgreed:
    'Your registration was not completed due to not accepting the web agreement. Please submit again if done in error or close page.',
  creatingAccount: 'Creating a User Account. Please Wait.',
  unexpectedError: 'An unexpected error occurred. Please try again.',
  usernameTaken:
    'Username already exists. Choose a different username or click on forgot password or contact us at the support phone.',
  invalidLink:
    'The registration link used is no longer valid. Please contact support at the support phone, or visit the sales site.',
  /** Described, not quoted, by the spec. */
  roleExpired:
    'The role of this registration link is no longer valid. Please contact the account owner for a new link.',
  /** Described, not quoted, by the spec: pending validation of credentials, staff contact within 24 hours. */
  pendingValidation:
    'Your user profile has been created, but it cannot be used until your credentials are validated. Our staff will contact you within 24 hours.',
  /** Described, not quoted, by the spec: shown with a login link. */
  accountCreated: 'Your user account has been created. You can now log in.',
} as const;

/** The account-info banner of an invitation link: the owner's name, email, phone and account id, and a warning. */
export function invitationBannerText(owner: {
  fname: string;
  lname: string;
  email: string;
  phone: string;
  account_id: number | string;
}): string {
  return (
    `You are registering under the account of ${owner.fname} ${owner.lname} (${owner.email}, ${owner.phone}), ` +
    `account ${owner.account_id}. If this is not intended, do not proceed.`
  );
}

/** How the agency is reached, as the server is configured (`SUPPORT_PHONE`, `SALES_SITE_URL`); empty when not set. */
export interface SupportContact {
  support_phone: string;
  sales_site_url: string;
}

/** The words the spec's messages hold where the support phone and the sales site go. */
export const SUPPORT_CONTACT_WORDS = { phone: 'the support phone', site: 'the sales site' } as const;

/**
 * A message with the support phone (formatted when it is a 10-digit number) and the sales site put
 * where the spec's words stand ('contact us at the support phone'); a part not configured keeps the
 * spec's words, so nothing invented is ever shown.
 */
export function withSupportContact(message: string, contact: Partial<SupportContact> | undefined): string {
  const phone = (contact?.support_phone ?? '').trim();
  const site = (contact?.sales_site_url ?? '').trim();
  let text = message;
  if (phone) text = text.replace(SUPPORT_CONTACT_WORDS.phone, /^\d{10}$/.test(phone) ? formatPhone(phone) : phone);
  if (site) text = text.replace(SUPPORT_CONTACT_WORDS.site, site);
  return text;
}
