// The New Lead dialog (spec 02 §5.2).
import { NAME_MAX_LENGTH } from '../core/constants/limits';
import { asText, charLength, isBlank } from '../core/internal/text';
import { invalidDataMessage, invalidLengthMessage } from '../core/messages/field';
import { CONTACT_EDITOR_MESSAGES } from '../contact-editors/messages';
import { LEAD_MESSAGES, NEW_LEAD_MESSAGES as M } from './messages';
import { isCompletePhone, isValidZip } from '../core/validators/contact-fields';
import { validateBirthdate } from '../core/validators/date';
import { isValidEmail } from '../core/validators/email';

export interface NewLeadValues {
  fname?: string | null;
  lname?: string | null;
  b2bpartner_id?: string | number | null;
  source_code?: string | null;
  phone_type?: string | null;
  phone?: string | null;
  email_type?: string | null;
  email?: string | null;
  dob?: string | null;
  gender?: string | null;
  zip?: string | null;
  county?: string | null;
  state_id?: string | null;
  notes?: string | null;
}

export type NewLeadErrors = Partial<Record<keyof NewLeadValues, string>>;

export interface NewLeadContext {
  now: Date;
  /** The one configured account whose form shows partner and tracking code: both are required there. */
  partnerFieldsShown?: boolean;
}

function requiredName(value: unknown, required: string, label: string): string | undefined {
  if (isBlank(value)) return required;
  return charLength(asText(value)) > NAME_MAX_LENGTH ? invalidLengthMessage(label) : undefined;
}

/** Validates the New Lead form; Add and Add + Details appear only when this is empty. */
export function validateNewLead(values: NewLeadValues | null | undefined, context: NewLeadContext): NewLeadErrors {
  const v = values ?? {};
  const errors: NewLeadErrors = {};
  const set = (field: keyof NewLeadValues, message: string | undefined) => {
    if (message) errors[field] = message;
  };
  set('fname', requiredName(v.fname, M.fnameRequired, 'First name'));
  set('lname', requiredName(v.lname, M.lnameRequired, 'Last name'));
  if (context.partnerFieldsShown) {
    set('b2bpartner_id', isBlank(v.b2bpartner_id) ? M.partnerRequired : undefined);
    set('source_code', isBlank(v.source_code) ? M.trackingCodeRequired : undefined);
  }
  set('phone', isBlank(v.phone) || isCompletePhone(asText(v.phone)) ? undefined : M.phoneInvalid);
  set('email', isBlank(v.email) || isValidEmail(asText(v.email)) ? undefined : LEAD_MESSAGES.emailInvalid);
  set('dob', validateBirthdate(asText(v.dob), context.now));
  set('gender', ['', 'M', 'F'].includes(asText(v.gender).trim()) ? undefined : invalidDataMessage('Gender'));
  set('zip', isBlank(v.zip) || isValidZip(asText(v.zip)) ? undefined : CONTACT_EDITOR_MESSAGES.zipInvalid);
  return errors;
}
