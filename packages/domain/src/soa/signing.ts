// The client's side of an eSignature scope of appointment (spec 02 §2.5-2.7, §3.10, §9): the product
// types the client chooses, the standard statement they sign, the signing page's messages, and the
// status an SOA record shows.
//
// The product groups and the statement follow CMS's model "Scope of Sales Appointment Confirmation
// Form" (Medicare Communications and Marketing Guidelines, 42 CFR 422.2264(c)(3) and
// 423.2264(c)(3)); the spec names the form but not its words, so the wording is CMS's model copy.
import { asText, isBlank } from '../core/internal/text';
import { type DateInput, toInstant } from '../core/internal/instant';
import { ruleInEffect } from '../core/internal/effective';
import { SOA_WAITING_PERIOD_RULES, type SoaWaitingPeriodRule } from './rules';

/** The product groups of CMS's model form, in the form's order: the wire value and the printed name. */
export const SOA_SIGNING_PRODUCT_TYPES = [
  { value: 'part_d', label: 'Stand-alone Medicare Prescription Drug Plans (Part D)' },
  { value: 'medicare_advantage', label: 'Medicare Advantage Plans (Part C) and Cost Plans' },
  { value: 'dental_vision_hearing', label: 'Dental/Vision/Hearing Products' },
  { value: 'hospital_indemnity', label: 'Hospital Indemnity Products' },
  { value: 'medigap', label: 'Medicare Supplement (Medigap) Products' },
] as const;

export type SoaSigningProductType = (typeof SOA_SIGNING_PRODUCT_TYPES)[number]['value'];

/** The wire values, in the form's order. */
export const SOA_SIGNING_PRODUCT_TYPE_VALUES = SOA_SIGNING_PRODUCT_TYPES.map((p) => p.value) as [
  SoaSigningProductType,
  ...SoaSigningProductType[],
];

/** The printed name of a product type (the value itself when it is not one of ours). */
export function soaProductTypeLabel(value: string): string {
  return SOA_SIGNING_PRODUCT_TYPES.find((p) => p.value === value)?.label ?? value;
}

/** The chosen product types, without repeats, in the form's order. */
export function orderSoaProductTypes(values: readonly string[]): SoaSigningProductType[] {
  return SOA_SIGNING_PRODUCT_TYPE_VALUES.filter((value) => values.includes(value));
}

/** CMS's model form text (the statement the client signs and the form's fixed lines). */
export const SOA_FORM_TEXT = {
  title: 'Scope of Sales Appointment Confirmation Form',
  intro:
    'The Centers for Medicare and Medicaid Services requires agents to document the scope of a marketing appointment prior to any face-to-face sales meeting to ensure understanding of what will be discussed between the agent and the Medicare beneficiary (or their authorized representative). All information provided on this form is confidential and should be completed by each person with Medicare or his/her authorized representative.',
  chooseProducts: 'Please mark the type(s) of product(s) you want the agent to discuss.',
  statement:
    'By signing this form, you agree to a meeting with a sales agent to discuss the types of products you marked above. Please note, the person who will discuss the products is either employed or contracted by a Medicare plan. They do not work directly for the Federal government. This individual may also be paid based on your enrollment in a plan. Signing this form does NOT obligate you to enroll in a plan, affect your current or future enrollment status, or enroll you in a Medicare plan.',
  retention: 'Scope of Appointment documentation is subject to CMS record retention requirements.',
} as const;

/** The signing page's texts (ours: the spec names the page, not its words). */
export const SOA_SIGNING_MESSAGES = {
  heading: 'Scope of Appointment',
  invalidLink: 'This link is not valid. Please ask your agent for a new one.',
  expiredLink: 'This link has expired. Please ask your agent for a new one.',
  usedLink: 'This Scope of Appointment has already been signed. Thank you.',
  tooMany: 'Too many attempts from this network. Please try again later.',
  productsLegend: 'Products to discuss',
  productsRequired: 'Please choose at least one type of product to discuss.',
  signatureLabel: 'Type your full name to sign',
  signatureHint: 'Typing your name here is your electronic signature.',
  signatureRequired: 'Please type your full name to sign.',
  sign: 'Sign',
  signing: 'Signing...',
  signed: 'Thank you. Your Scope of Appointment has been signed and your agent has been notified.',
  agencyLabel: 'Agency',
  agentLabel: 'Agent',
  appointmentLabel: 'Appointment date',
} as const;

/** The line under the page's heading: who asks for the signature. */
export function soaSigningIntro(agentName: string, agency: string): string {
  const agent = asText(agentName).trim();
  const by = agent ? `${agent} of ${asText(agency).trim()}` : asText(agency).trim();
  return `${by} asked you to confirm which products you would like to discuss at your appointment.`;
}

export interface SoaSigningValues {
  product_types: readonly string[];
  signer_name: string;
}

export interface SoaSigningErrors {
  product_types?: string;
  signer_name?: string;
}

/** The signing form's refusals: at least one known product type and a typed name (25 characters a name, two names). */
export function validateSoaSigning(values: SoaSigningValues): SoaSigningErrors {
  const errors: SoaSigningErrors = {};
  if (orderSoaProductTypes(values.product_types).length === 0)
    errors.product_types = SOA_SIGNING_MESSAGES.productsRequired;
  if (isBlank(values.signer_name)) errors.signer_name = SOA_SIGNING_MESSAGES.signatureRequired;
  return errors;
}

/** The most characters a typed signature holds (first and last name, 25 each, and a space). */
export const SOA_SIGNATURE_MAX_LENGTH = 51;

export type SoaRecordStatus = 'sent' | 'signed' | 'expired' | 'cancelled';

export const SOA_STATUS_LABELS: Record<SoaRecordStatus, string> = {
  sent: 'Sent',
  signed: 'Signed',
  expired: 'Expired',
  cancelled: 'Cancelled',
};

/** How an SOA was requested, as the records list names it. */
export const SOA_PROCESS_TYPE_LABELS: Record<'SOA' | 'Enhanced' | 'SOAF2F', string> = {
  SOA: 'Remote',
  Enhanced: 'Enhanced',
  SOAF2F: 'Face to face',
};

/**
 * What an SOA record shows: signed once signed; cancelled when the agent cancelled it; expired when
 * the server says so or its link's end has passed unsigned; otherwise sent.
 */
export function soaRecordStatus(
  record: { status?: string | null; signed_at?: DateInput; expires_at?: DateInput },
  now: Date,
): SoaRecordStatus {
  if (toInstant(record.signed_at) || record.status === 'signed') return 'signed';
  if (record.status === 'cancelled') return 'cancelled';
  const expires = toInstant(record.expires_at);
  if (record.status === 'expired' || (expires && expires.getTime() <= now.getTime())) return 'expired';
  return 'sent';
}

/** 'SOA must be at least {hours} hours before the appointment' (spec 02 §5.3, with the row's hours). */
export function soaWaitingPeriodNote(hours: number): string {
  return `SOA must be at least ${hours} hours before the appointment`;
}

/**
 * The waiting-period note for an appointment: the row of the waiting-period table in effect on the
 * appointment's date, when that row asks for a wait at all and covers this kind of appointment
 * (an unscheduled one, such as a walk-in, only when the row says so); undefined otherwise.
 */
export function soaAppointmentRuleNote(
  { appointmentAt, unscheduled = false }: { appointmentAt: DateInput; unscheduled?: boolean },
  rules: readonly SoaWaitingPeriodRule[] = SOA_WAITING_PERIOD_RULES,
): string | undefined {
  const at = toInstant(appointmentAt);
  const rule = at && ruleInEffect(rules, at);
  if (!rule || rule.waiting_hours <= 0) return undefined;
  if (unscheduled && !rule.applies_to_unscheduled) return undefined;
  return soaWaitingPeriodNote(rule.waiting_hours);
}
