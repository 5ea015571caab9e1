// The agent's state licenses (spec 02 §7.4 names `GET stateLicenseNumber/{state}`; the screen,
// its messages and the add/expire calls are not shown — docs/decisions/0003-state-licenses.md).
// One license per state; an expired one stays on file (quoting and enrollment read only those
// in force) until a new license for the state replaces it.
import { centralDate, dateKey, daysInMonth, formatUsDate, parseUsDate } from '../core/internal/calendar';
import { asText, charLength, isBlank } from '../core/internal/text';
import { invalidDataMessage, invalidLengthMessage, requiredMessage } from '../core/messages/field';
import { findUsState } from '../geo/states';

/** The longest license number (state numbers run to 10–12 characters; the database keeps 30). */
export const STATE_LICENSE_NUMBER_MAX_LENGTH = 30;

export const STATE_LICENSE_MESSAGES = {
  added: 'State license has been added.',
  expired: 'State license has been marked expired.',
  expireConfirm: 'Mark this state license expired? It stays on file, and quotes and enrollments stop using it now.',
  expirationPast: 'Expiration Date must be today or later.',
  none: 'No state licenses on file.',
} as const;

/** 'A license for Illinois is already on file.' (a state holds one license in force). */
export function stateLicenseDuplicateMessage(stateName: string): string {
  return `A license for ${stateName} is already on file.`;
}

export interface StateLicenseValues {
  state_id?: string | null;
  license_number?: string | null;
  /** MM/DD/YYYY, or empty when the license has no end date on file. */
  expiration_date?: string | null;
}

export type StateLicenseErrors = Partial<Record<keyof StateLicenseValues, string>>;

/**
 * State (a state, the District or a territory) and license number are required; the number is
 * letters, digits, spaces and dashes up to 30; an expiration date, when given, is a real date
 * today or later in Central Time.
 */
export function validateStateLicense(values: StateLicenseValues | null | undefined, now: Date): StateLicenseErrors {
  const v = values ?? {};
  const errors: StateLicenseErrors = {};
  if (isBlank(v.state_id)) errors.state_id = requiredMessage('State');
  else if (!findUsState(asText(v.state_id)) || asText(v.state_id).trim().length !== 2)
    errors.state_id = invalidDataMessage('State');
  const number = asText(v.license_number).trim();
  if (number === '') errors.license_number = requiredMessage('License Number');
  else if (charLength(number) > STATE_LICENSE_NUMBER_MAX_LENGTH)
    errors.license_number = invalidLengthMessage('License Number');
  else if (!/^[A-Za-z0-9][A-Za-z0-9 -]*$/.test(number)) errors.license_number = invalidDataMessage('License Number');
  if (!isBlank(v.expiration_date)) {
    const date = parseUsDate(v.expiration_date);
    if (!date) errors.expiration_date = invalidDataMessage('Expiration Date');
    else if (dateKey(date) < dateKey(centralDate(now))) errors.expiration_date = STATE_LICENSE_MESSAGES.expirationPast;
  }
  return errors;
}

export interface StateLicenseTerm {
  /** MM/DD/YYYY, '' or null when no end date is on file. */
  expiration_date?: string | null;
}

/** In force through its expiration date (Central Time); a license without one is in force. */
export function isStateLicenseActive(license: StateLicenseTerm, now: Date): boolean {
  if (isBlank(license.expiration_date)) return true;
  const date = parseUsDate(license.expiration_date);
  return date !== undefined && dateKey(date) >= dateKey(centralDate(now));
}

/**
 * What Expire records as the license's last day in force: yesterday in Central Time (MM/DD/YYYY),
 * so from the moment it is pressed the license is no longer in force.
 */
export function stateLicenseExpiredDate(now: Date): string {
  const today = centralDate(now);
  if (today.day > 1) return formatUsDate({ ...today, day: today.day - 1 });
  const month = today.month === 1 ? 12 : today.month - 1;
  const year = today.month === 1 ? today.year - 1 : today.year;
  return formatUsDate({ year, month, day: daysInMonth(year, month) });
}
