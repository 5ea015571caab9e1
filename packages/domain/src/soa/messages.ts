// Scope of appointment texts (spec 02 §2.5-2.7, §4.3, §5.3, §8).
import { asText } from '../core/internal/text';

export const SOA_MESSAGES = {
  appointmentDateInvalid: 'Please enter a valid date as "MM/DD/YYYY" between today and 1 year.',
  bulkEmailDisabled:
    'We are experiencing technical difficulties with our bulk email vendor. The bulk Scope of Appointment (SOA) email send function is disabled at this time...',
  notEmailed: 'The eSignature Scope Of Appointment was not emailed.',
  agentPhoneMissing:
    'To send eSOA you need to have a phone number in your agent profile. Click on your name in the upper right hand corner and select "Profile" from the drop down to add your agent phone number',
  /** Not the spec's words (it names no such refusal): an eSignature is its owner's alone. */
  esignatureNotYours: 'This eSignature belongs to another user. Sign with one of your own eSignatures.',
  sent: 'SOA successfully sent',
  emailed: 'The eSignature Scope Of Appointment was emailed.',
  saveToGenerateDraft: 'Save to Generate Draft',
  generatingDraft: 'Generating Draft...',
  sendScopeOfAppointment: 'Email eSignature Scope of Appointment',
  sendEnhancedSoa: 'Email eSignature Enhanced SOA',
  processing: 'Processing',
} as const;

/** The names the subject line carries. */
export interface SoaEmailSubjectNames {
  lead: string | null | undefined;
  agent: string | null | undefined;
}

/** 'Medicare Health Plans - Scope of Appointment eSignature Request: for {lead} from {agent}' (spec 02 §2.5). */
export function soaEmailSubject(names: SoaEmailSubjectNames): string;
/** @deprecated Pass `{ lead, agent }`: two strings in a row are easy to swap. */
export function soaEmailSubject(lead: string, agent: string): string;
export function soaEmailSubject(namesOrLead: SoaEmailSubjectNames | string, agentName?: string): string {
  const { lead, agent } =
    typeof namesOrLead === 'object' && namesOrLead !== null ? namesOrLead : { lead: namesOrLead, agent: agentName };
  return `Medicare Health Plans - Scope of Appointment eSignature Request: for ${asText(lead).trim()} from ${asText(agent).trim()}`;
}

/*
 * The eSignature SOA email (spec 02 §2.5) names its parts — a signature block with 'TTY 711', an
 * opt-out line, plan-year disclaimers and a confidentiality notice — but not their words. Apart from
 * the field names (From, To, Subject) and 'TTY 711', which are the spec's, the copy below is ours,
 * written for a Medicare beneficiary reading an agent's email (see the package README).
 */
export const SOA_EMAIL_TEXT = {
  fromLabel: 'From',
  toLabel: 'To',
  subjectLabel: 'Subject',
  intro:
    'Thank you for your interest in Medicare health plans. Before we meet, Medicare requires that we agree on the scope of our appointment: the types of products we will discuss. Please review and sign the Scope of Appointment form electronically through the secure link in this email.',
  noObligation:
    'Signing the form does not obligate you to enroll in a plan, does not affect your current or future enrollment, and does not enroll you in a Medicare plan.',
  signLink: 'Review and Sign Scope of Appointment',
  signOff: 'Sincerely,',
  tty: 'TTY 711',
  optOut:
    'If you would rather not receive emails like this one, reply to this email with "Unsubscribe" and I will not email you again.',
  confidentiality:
    'CONFIDENTIALITY NOTICE: This email and any attachments are intended only for the person to whom they are addressed and may contain confidential information, including protected health information. If you received this email in error, please notify the sender by replying to it and then delete it. Any review, use, disclosure or distribution by anyone other than the intended recipient is prohibited.',
} as const;

/** The email's greeting: 'Dear {lead},', or 'Hello,' without a name (ours). */
export function soaEmailGreeting(lead: string | null | undefined): string {
  const name = asText(lead).trim();
  return name ? `Dear ${name},` : 'Hello,';
}

/** The heading over one plan year's disclaimers: '{year} Plan Year' (ours). */
export function soaPlanYearHeading(planYear: string | number | null | undefined): string {
  return `${asText(planYear).trim()} Plan Year`.trim();
}
