// Medicare number (Medicare Beneficiary Identifier) normalization and display (spec 02 §5.1, §9).
import { MEDICARE_NUMBER_LENGTH } from '../core/constants/limits';
import { asText } from '../core/internal/text';

/**
 * The Medicare number as it is checked and stored: dashes and spaces dropped, ASCII letters
 * upper-cased. Other characters are kept so that the validator can report them.
 */
export function normalizeMedicareNumber(value: string | null | undefined): string {
  return asText(value)
    .replace(/[-\s]/g, '')
    .replace(/[a-z]/g, (letter) => letter.toUpperCase());
}

/**
 * The Medicare number as displayed, 4-3-4 with dashes (at most 13 characters), progressively
 * while typing: `'1eg4te5mk73'` → `'1EG4-TE5-MK73'`. Only letters and digits are kept. Idempotent.
 */
export function formatMedicareNumber(value: string | null | undefined): string {
  const chars = normalizeMedicareNumber(value)
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, MEDICARE_NUMBER_LENGTH);
  if (chars.length <= 4) return chars;
  if (chars.length <= 7) return `${chars.slice(0, 4)}-${chars.slice(4)}`;
  return `${chars.slice(0, 4)}-${chars.slice(4, 7)}-${chars.slice(7)}`;
}
