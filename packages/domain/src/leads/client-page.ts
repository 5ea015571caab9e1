import {
  validateAddressEntry,
  validateEditorEmail,
  validateEditorPhone,
  type AddressEntryValues,
} from '../contact-editors/validators';
import { validateNewLead } from './new-lead';

// The client's self-service page (issue 13; the spec names the link's life, 60 days, and the
// agent's "Allow personal information update" option, not the page's words: these are ours).

export const CLIENT_PAGE_MESSAGES = {
  /** A token that opens nothing: mistyped, revoked, or its lead removed. */
  invalidLink: 'This link is not valid. Please ask your agent for a new one.',
  /** A link past its 60 days. */
  expiredLink: 'This link has expired. Please ask your agent for a new one.',
  /** The agent's option "Allow personal information update" is off. */
  updatesOff: 'Your agent reviews changes to your information personally. Please contact your agent to update it.',
  /** After a save. */
  updated: 'Thank you. Your information has been updated and your agent will see the changes.',
  /** A save with nothing changed. */
  nothingChanged: 'Nothing has changed.',
  /** Too many tries from one network. */
  tooMany: 'Too many attempts from this network. Please try again later.',
} as const;

/** The line under the page's heading: who sent the link. */
export function clientPageIntro(agentName: string, agency: string): string {
  const by = agentName ? `${agentName} of ${agency}` : agency;
  return `${by} asked you to review your personal information. Correct anything that is wrong and select Save.`;
}

export interface ClientInfoValues {
  fname?: string | null;
  lname?: string | null;
  dob?: string | null;
  phones?: ReadonlyArray<{ phone?: string | null; phone_class?: string | null }>;
  emails?: ReadonlyArray<{ email?: string | null; email_class?: string | null }>;
  addresses?: ReadonlyArray<AddressEntryValues & { address_class?: string | null }>;
}

export type ClientInfoErrors = Partial<Record<'fname' | 'lname' | 'dob' | 'phones' | 'emails' | 'addresses', string>>;

/**
 * The client's corrections, checked with the New Lead rules for names and birthdate and the
 * contact editors' rules for each live row (the first problem of a list names the list).
 */
export function validateClientInfo(values: ClientInfoValues, now: Date): ClientInfoErrors {
  const { fname, lname, dob } = validateNewLead({ fname: values.fname, lname: values.lname, dob: values.dob }, { now });
  const errors: ClientInfoErrors = {};
  if (fname) errors.fname = fname;
  if (lname) errors.lname = lname;
  if (dob) errors.dob = dob;
  const phone = values.phones
    ?.filter((p) => !p.phone_class)
    .map((p) => validateEditorPhone(p.phone))
    .find(Boolean);
  if (phone) errors.phones = phone;
  const email = values.emails
    ?.filter((e) => !e.email_class)
    .map((e) => validateEditorEmail(e.email, { required: true }))
    .find(Boolean);
  if (email) errors.emails = email;
  const address = values.addresses
    ?.filter((a) => !a.address_class)
    .map((a) => Object.values(validateAddressEntry(a))[0])
    .find(Boolean);
  if (address) errors.addresses = address;
  return errors;
}
