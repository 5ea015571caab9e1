// Medicare Part A and Part B effective dates, `MM/YYYY` (spec 02 §5.1, §9).
import { PART_DATE_MAX_LENGTH } from '../core/constants/limits';
import { asText, digitsOf, pad2 } from '../core/internal/text';

/** The Part A/B input mask: digits as `MM/YYYY`, at most 7 characters; a slash typed after the month is kept. Idempotent. */
export function formatPartDateInput(value: string | null | undefined): string {
  const typed = asText(value).replace(/[^\d/]/g, '');
  const digits = digitsOf(typed).slice(0, 6);
  let formatted = digits.slice(0, 2);
  if (digits.length > 2) formatted += `/${digits.slice(2)}`;
  if (typed.endsWith('/') && digits.length === 2) formatted += '/';
  return formatted.slice(0, PART_DATE_MAX_LENGTH);
}

const WHOLE_FORMS: ReadonlyArray<[RegExp, (m: RegExpExecArray) => [string, string]]> = [
  // M/YYYY or MM/YYYY
  [/^(\d{1,2})\/(\d{4})$/, (m) => [m[1]!, m[2]!]],
  // MM/DD/YYYY or M/D/YYYY: the day is dropped
  [/^(\d{1,2})\/\d{1,2}\/(\d{4})$/, (m) => [m[1]!, m[2]!]],
  // YYYY-MM or YYYY-MM-DD (and an ISO time after it)
  [/^(\d{4})-(\d{2})(?:-\d{2}(?:[ T].*)?)?$/, (m) => [m[2]!, m[1]!]],
];

/**
 * The reformat that runs a second after typing: whole dates in other shapes (`1/2024`,
 * `01/15/2024`, `2024-01-15`) become `MM/YYYY`; anything else goes through the input mask.
 * Idempotent. The month is not range-checked here: validatePartDate reports it.
 */
export function normalizePartDate(value: string | null | undefined): string {
  const text = asText(value).trim();
  for (const [pattern, parts] of WHOLE_FORMS) {
    const match = pattern.exec(text);
    if (match) {
      const [month, year] = parts(match);
      return `${pad2(Number(month))}/${year}`;
    }
  }
  return formatPartDateInput(text);
}

/** A complete `MM/YYYY` with a month 01-12, as [month, year], or undefined. */
function completePartDate(value: string | null | undefined): [string, string] | undefined {
  const match = /^(\d{2})\/(\d{4})$/.exec(normalizePartDate(value));
  if (!match || Number(match[1]) < 1 || Number(match[1]) > 12) return undefined;
  return [match[1]!, match[2]!];
}

/** `MM/YYYY` → the wire's date, the first of the month `MM/01/YYYY`; anything else gives ''. */
export function partDateToWire(value: string | null | undefined): string {
  const parts = completePartDate(value);
  return parts ? `${parts[0]}/01/${parts[1]}` : '';
}

/** A stored Part A/B date (`MM/DD/YYYY`, `YYYY-MM-DD`, `MM/YYYY`) → `MM/YYYY`; '' when it is none of those. */
export function partDateFromWire(value: string | null | undefined): string {
  const parts = completePartDate(value);
  return parts ? `${parts[0]}/${parts[1]}` : '';
}
