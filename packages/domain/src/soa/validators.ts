// Scope of appointment forms (spec 02 §5.3).
import { SOA_CONTACT_METHODS } from '../core/constants/lookups';
import { SOA_APPOINTMENT_MAX_YEARS_AHEAD } from '../core/constants/limits';
import { addYears, centralDate, dateKey, parseUsDate } from '../core/internal/calendar';
import { asText, isBlank } from '../core/internal/text';
import { requiredMessage } from '../core/messages/field';
import { LEAD_MESSAGES } from '../leads/messages';
import { SOA_MESSAGES } from './messages';
import { isValidEmail } from '../core/validators/email';

/** How the SOA is obtained: remote (emailed), enhanced (self-service email) or face to face. */
export type SoaMethod = 'remote' | 'enhanced' | 'f2f';

export interface SoaFormValues {
  agentSignature?: string | null;
  /** MM/DD/YYYY. */
  aptDate?: string | null;
  contactMethod?: string | null;
  /** The lead's email: chosen among several, or entered when the lead has none. */
  email?: string | null;
  email_type?: string | null;
}

export interface SoaFormContext {
  method: SoaMethod;
  /** How many emails the lead has. */
  leadEmailCount: number;
  /** Whether the agent has a default email of their own (required to send when the lead has none). */
  agentHasDefaultEmail: boolean;
  now: Date;
}

export type SoaFormErrors = Partial<Record<keyof SoaFormValues | 'agentEmail', string>>;

/** An SOA appointment date: a real MM/DD/YYYY date between today and 1 year ahead (Central Time). */
export function validateSoaAppointmentDate(value: string | null | undefined, now: Date): string | undefined {
  const date = parseUsDate(value);
  const today = centralDate(now);
  const key = date ? dateKey(date) : Number.NaN;
  return key >= dateKey(today) && key <= dateKey(addYears(today, SOA_APPOINTMENT_MAX_YEARS_AHEAD))
    ? undefined
    : SOA_MESSAGES.appointmentDateInvalid;
}

/** Validates the remote, enhanced or face-to-face SOA form. */
export function validateSoaForm(values: SoaFormValues | null | undefined, context: SoaFormContext): SoaFormErrors {
  const v = values ?? {};
  const errors: SoaFormErrors = {};
  const set = (field: keyof SoaFormErrors, message: string | undefined) => {
    if (message) errors[field] = message;
  };
  const { method, leadEmailCount, now } = context;
  const hasEmails = leadEmailCount > 0;

  set('agentSignature', isBlank(v.agentSignature) ? requiredMessage('Agent Signature') : undefined);

  const dateAndMethodRequired = method === 'f2f' || (method === 'remote' && hasEmails);
  if (dateAndMethodRequired || !isBlank(v.aptDate)) set('aptDate', validateSoaAppointmentDate(asText(v.aptDate), now));
  if (dateAndMethodRequired || !isBlank(v.contactMethod)) {
    const known = (SOA_CONTACT_METHODS as readonly string[]).includes(asText(v.contactMethod));
    set('contactMethod', known ? undefined : requiredMessage('Initial Method of Contact'));
  }

  if (method !== 'f2f') {
    if (!hasEmails) {
      set('email', isValidEmail(asText(v.email)) ? undefined : LEAD_MESSAGES.emailInvalid);
      set('email_type', isBlank(v.email_type) ? requiredMessage('Email Type') : undefined);
      set('agentEmail', context.agentHasDefaultEmail ? undefined : requiredMessage('Agent Email'));
    } else if (leadEmailCount > 1) {
      set('email', isBlank(v.email) ? requiredMessage('Email') : undefined);
    }
  }
  return errors;
}
