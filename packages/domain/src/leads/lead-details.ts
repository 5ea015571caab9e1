// The Lead Details form (spec 02 §5.1). Each field has an inline message, and when the form is
// invalid on save each invalid field is reported as '{field} is required.', '{field} has an
// invalid length.', '{field} has an invalid format.' or '{field} contains invalid data.'
// (an invalid initial has its own message).
import {
  CONTACT_NAME_MAX_LENGTH,
  MEDICAID_NUMBER_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  PREFIX_MAX_LENGTH,
  SSN_MAX_LENGTH,
} from '../core/constants/limits';
import { clampHeightFeet, clampHeightInches, clampWeight } from './height';
import { asText, charLength, digitsOf, isBlank } from '../core/internal/text';
import {
  invalidDataMessage,
  invalidFormatMessage,
  invalidLengthMessage,
  requiredMessage,
} from '../core/messages/field';
import { LEAD_MESSAGES } from './messages';
import { CONTACT_EDITOR_MESSAGES } from '../contact-editors/messages';
import { isCompletePhone, isValidZip } from '../core/validators/contact-fields';
import { checkPastDate } from '../core/validators/date';
import { isValidEmail } from '../core/validators/email';
import { validateMedicareNumber } from './validate-medicare';
import { partDateProblem, validatePartDate } from './validate-part-date';

/** The form's values as typed. Entries marked for removal (a class value) are not validated. */
export interface LeadDetailsValues {
  title?: string | null;
  fname?: string | null;
  mname?: string | null;
  lname?: string | null;
  dob?: string | null;
  height_feet?: string | null;
  height_inches?: string | null;
  weight?: string | null;
  ssn?: string | null;
  hicn?: string | null;
  medicare_parta_date?: string | null;
  medicare_partb_date?: string | null;
  medicaid_number?: string | null;
  contact_name?: string | null;
  contact_phone?: string | null;
  emergency_name?: string | null;
  emergency_phone?: string | null;
  source_code?: string | null;
  phones?: ReadonlyArray<{ phone?: string | null; phone_class?: string | null }>;
  emails?: ReadonlyArray<{ email?: string | null; email_class?: string | null }>;
  addresses?: ReadonlyArray<{ zip?: string | null; address_class?: string | null }>;
}

export interface LeadDetailsContext {
  now: Date;
  /** The partner list mode is on: the tracking code is required. */
  trackingCodeRequired?: boolean;
}

/** Inline errors keyed by field (`phones.0`, `emails.1`, `addresses.0.zip` for rows), and the save summary lines. */
export interface LeadDetailsValidation {
  errors: Record<string, string>;
  summary: string[];
}

type Kind = 'required' | 'length' | 'format' | 'data';
interface Problem {
  kind: Kind;
  message: string;
}

const SUMMARY: Record<Kind, (label: string) => string> = {
  required: requiredMessage,
  length: invalidLengthMessage,
  format: invalidFormatMessage,
  data: invalidDataMessage,
};

const problem = (kind: Kind, message: string): Problem => ({ kind, message });

function tooLong(value: unknown, max: number, label: string): Problem | undefined {
  return charLength(asText(value)) > max ? problem('length', invalidLengthMessage(label)) : undefined;
}

function name(value: unknown, label: string): Problem | undefined {
  return isBlank(value) ? problem('required', requiredMessage(label)) : tooLong(value, NAME_MAX_LENGTH, label);
}

function clamped(result: { message: string | undefined }): Problem | undefined {
  return result.message ? problem('data', result.message) : undefined;
}

/** Contact and emergency phones under 10 digits are treated as empty. */
function contactPhone(value: unknown, label: string): Problem | undefined {
  if (digitsOf(value).length < 10) return undefined;
  return (
    tooLong(value, PHONE_MAX_LENGTH, label) ??
    (isCompletePhone(asText(value)) ? undefined : problem('format', CONTACT_EDITOR_MESSAGES.phoneInvalid))
  );
}

function partDate(value: unknown, part: 'A' | 'B', now: Date): Problem | undefined {
  const kind = partDateProblem(asText(value), now);
  if (!kind) return undefined;
  return problem(kind === 'format' ? 'format' : 'data', validatePartDate(asText(value), part, now) as string);
}

type Check = [field: string, label: string, check: () => Problem | undefined];

/** The phone, email and address rows' checks (class rows are the account's, not checked). */
function contactRowChecks(v: LeadDetailsValues): Check[] {
  const checks: Check[] = [];
  (v.phones ?? []).forEach((row, i) => {
    if (isBlank(row.phone_class))
      checks.push([
        `phones.${i}`,
        'Phone',
        () => (isCompletePhone(row.phone) ? undefined : problem('format', CONTACT_EDITOR_MESSAGES.phoneInvalid)),
      ]);
  });
  (v.emails ?? []).forEach((row, i) => {
    if (isBlank(row.email_class))
      checks.push([
        `emails.${i}`,
        'Email',
        () => (isValidEmail(row.email) ? undefined : problem('format', LEAD_MESSAGES.emailInvalid)),
      ]);
  });
  (v.addresses ?? []).forEach((row, i) => {
    if (isBlank(row.address_class))
      checks.push([
        `addresses.${i}.zip`,
        'Zip',
        () =>
          isBlank(row.zip) || isValidZip(row.zip) ? undefined : problem('format', CONTACT_EDITOR_MESSAGES.zipInvalid),
      ]);
  });
  return checks;
}

/** Validates the Lead Details form. */
export function validateLeadDetails(
  values: LeadDetailsValues | null | undefined,
  context: LeadDetailsContext,
): LeadDetailsValidation {
  const v = values ?? {};
  const { now } = context;
  const checks: Check[] = [
    ['title', 'Prefix', () => tooLong(v.title, PREFIX_MAX_LENGTH, 'Prefix')],
    ['fname', 'First Name', () => name(v.fname, 'First Name')],
    [
      'mname',
      'Initial',
      () =>
        isBlank(v.mname) || /^[A-Za-z]$/.test(asText(v.mname))
          ? undefined
          : problem('format', LEAD_MESSAGES.initialInvalid),
    ],
    ['lname', 'Last Name', () => name(v.lname, 'Last Name')],
    [
      'dob',
      'Birthdate',
      () => {
        const kind = isBlank(v.dob) ? undefined : checkPastDate(asText(v.dob), now);
        return kind && problem(kind === 'format' ? 'format' : 'data', LEAD_MESSAGES.dateInvalid);
      },
    ],
    ['height_feet', 'Height', () => clamped(clampHeightFeet(asText(v.height_feet)))],
    ['height_inches', 'Height', () => clamped(clampHeightInches(asText(v.height_inches)))],
    ['weight', 'Weight', () => clamped(clampWeight(asText(v.weight)))],
    [
      'ssn',
      'SSN',
      () =>
        isBlank(v.ssn)
          ? undefined
          : (tooLong(v.ssn, SSN_MAX_LENGTH, 'SSN') ??
            (/^\d{3}-?\d{2}-?\d{4}$/.test(asText(v.ssn).trim())
              ? undefined
              : problem('format', invalidFormatMessage('SSN')))),
    ],
    [
      'hicn',
      'Medicare Number',
      () => {
        const message = validateMedicareNumber(asText(v.hicn));
        if (!message) return undefined;
        return problem(message === LEAD_MESSAGES.medicareNumberLength ? 'length' : 'format', message);
      },
    ],
    ['medicare_parta_date', 'Part A date', () => partDate(v.medicare_parta_date, 'A', now)],
    ['medicare_partb_date', 'Part B date', () => partDate(v.medicare_partb_date, 'B', now)],
    [
      'medicaid_number',
      'Medicaid Number',
      () => tooLong(v.medicaid_number, MEDICAID_NUMBER_MAX_LENGTH, 'Medicaid Number'),
    ],
    [
      'contact_name',
      'Preferred Contact Name',
      () => tooLong(v.contact_name, CONTACT_NAME_MAX_LENGTH, 'Preferred Contact Name'),
    ],
    [
      'contact_phone',
      'Preferred Contact Telephone',
      () => contactPhone(v.contact_phone, 'Preferred Contact Telephone'),
    ],
    [
      'emergency_name',
      'Emergency Contact Name',
      () => tooLong(v.emergency_name, CONTACT_NAME_MAX_LENGTH, 'Emergency Contact Name'),
    ],
    [
      'emergency_phone',
      'Emergency Contact Telephone',
      () => contactPhone(v.emergency_phone, 'Emergency Contact Telephone'),
    ],
    [
      'source_code',
      'Tracking Code',
      () =>
        context.trackingCodeRequired && isBlank(v.source_code)
          ? problem('required', LEAD_MESSAGES.trackingCodeRequired)
          : undefined,
    ],
  ];

  checks.push(...contactRowChecks(v));

  const errors: Record<string, string> = {};
  const summary: string[] = [];
  for (const [field, label, check] of checks) {
    const found = check();
    if (!found) continue;
    errors[field] = found.message;
    const line = field === 'mname' ? found.message : SUMMARY[found.kind](label);
    if (!summary.includes(line)) summary.push(line);
  }
  return { errors, summary };
}
