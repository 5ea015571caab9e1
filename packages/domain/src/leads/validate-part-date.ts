// Medicare Part A and Part B effective dates, MM/YYYY, from 01/1965 to 2 years ahead (spec 02 §5.1, §9).
import { PART_DATE_MAX_YEARS_AHEAD, PART_DATE_MIN_YEAR } from '../core/constants/limits';
import { normalizePartDate } from './part-date';
import { centralDate } from '../core/internal/calendar';
import { isBlank } from '../core/internal/text';
import { invalidDataMessage, invalidFormatMessage } from '../core/messages/field';
import { LEAD_MESSAGES } from './messages';

/** Why a Part A/B date is not acceptable. */
export type PartDateProblem = 'format' | 'too-early' | 'too-late';

function checkPartDate(value: string | null | undefined, now: Date): PartDateProblem | undefined {
  const match = /^(\d{2})\/(\d{4})$/.exec(normalizePartDate(value));
  const month = Number(match?.[1]);
  if (!match || month < 1 || month > 12) return 'format';
  const year = Number(match[2]);
  if (year < PART_DATE_MIN_YEAR) return 'too-early';
  const today = centralDate(now);
  if (year * 100 + month > (today.year + PART_DATE_MAX_YEARS_AHEAD) * 100 + today.month) return 'too-late';
  return undefined;
}

/**
 * Empty, or a Part A/B date as MM/YYYY (other whole-date shapes are reformatted first) from 1965
 * to 2 years from now: "Part A date can't be before 1965", 'Part A date has an invalid format.',
 * 'Part A date contains invalid data.' (beyond 2 years).
 */
export function validatePartDate(value: string | null | undefined, part: 'A' | 'B', now: Date): string | undefined {
  if (isBlank(value)) return undefined;
  const label = part === 'B' ? 'Part B date' : 'Part A date';
  switch (checkPartDate(value, now)) {
    case 'format':
      return invalidFormatMessage(label);
    case 'too-early':
      return part === 'B' ? LEAD_MESSAGES.partBDateTooEarly : LEAD_MESSAGES.partADateTooEarly;
    case 'too-late':
      return invalidDataMessage(label);
    default:
      return undefined;
  }
}

/** The problem kind of a Part A/B date, for the save summary. */
export function partDateProblem(value: string | null | undefined, now: Date): PartDateProblem | undefined {
  return isBlank(value) ? undefined : checkPartDate(value, now);
}
