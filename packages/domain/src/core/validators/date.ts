// Dates typed as MM/DD/YYYY: real dates, not in the future and not more than 130 years ago
// (spec 01 §5 Date validators; spec 02 §5.1 birthdate). 'Today' is today in Central Time.
import { DATE_MAX_YEARS_AGO } from '../constants/limits';
import { addYears, centralDate, dateKey, parseUsDate } from '../internal/calendar';
import { isBlank } from '../internal/text';
import { LEAD_MESSAGES } from '../../leads/messages';

/** Why a date is not acceptable: not a real MM/DD/YYYY date ('format'), or outside the allowed range ('range'). */
export type DateProblem = 'format' | 'range';

/** Checks a non-empty MM/DD/YYYY against today and 130 years ago. */
export function checkPastDate(value: string | null | undefined, now: Date): DateProblem | undefined {
  const date = parseUsDate(value);
  if (!date) return 'format';
  const today = centralDate(now);
  const key = dateKey(date);
  if (key > dateKey(today) || key < dateKey(addYears(today, -DATE_MAX_YEARS_AGO))) return 'range';
  return undefined;
}

/** A date field: empty, or a real MM/DD/YYYY date that is not in the future nor more than 130 years ago. */
export function validateDate(value: string | null | undefined, now: Date): string | undefined {
  if (isBlank(value)) return undefined;
  return checkPastDate(value, now) ? LEAD_MESSAGES.dateInvalid : undefined;
}

/** A birthdate: empty, or a valid date not after today ('You must enter a valid date.'). */
export function validateBirthdate(value: string | null | undefined, now: Date): string | undefined {
  return validateDate(value, now);
}
