// The Medicare number (Medicare Beneficiary Identifier) rules of spec 02 §5.1: dashes ignored,
// letters upper-cased, 11 characters; position 1 a digit 1-9; 2, 5, 8 and 9 letters except
// S, L, O, I, B, Z; 3 and 6 such a letter or a digit; 4, 7, 10 and 11 digits.
import { MEDICARE_NUMBER_LENGTH } from '../core/constants/limits';
import { normalizeMedicareNumber } from './medicare';
import { charLength, isBlank } from '../core/internal/text';
import { LEAD_MESSAGES } from './messages';

// [AC-HJKMNP-RT-Y] is A-Z without S, L, O, I, B and Z. One class per position, 1 to 11.
const MBI_PATTERN =
  /^[1-9][AC-HJKMNP-RT-Y][AC-HJKMNP-RT-Y0-9][0-9][AC-HJKMNP-RT-Y][AC-HJKMNP-RT-Y0-9][0-9][AC-HJKMNP-RT-Y]{2}[0-9]{2}$/;

/**
 * Empty (the number is optional), or a valid Medicare number; otherwise 'Medicare number must be
 * 11 characters long.' or 'Medicare number contains invalid characters.'
 */
export function validateMedicareNumber(value: string | null | undefined): string | undefined {
  if (isBlank(value)) return undefined;
  const normalized = normalizeMedicareNumber(value);
  if (charLength(normalized) !== MEDICARE_NUMBER_LENGTH) return LEAD_MESSAGES.medicareNumberLength;
  return MBI_PATTERN.test(normalized) ? undefined : LEAD_MESSAGES.medicareNumberInvalid;
}
