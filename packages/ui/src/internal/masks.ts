import type { FactoryOpts } from 'imask';

/*
 * IMask definitions of the spec's masks. The rules (and the format functions the tests compare
 * these masks against) live in @meridian/domain; these pattern objects are the only private part
 * and can move to domain next to formatDateInput, formatPartDateInput and formatMedicareNumber.
 * They are module constants because useIMask re-applies its options whenever their identity changes.
 */

/** MM/DD/YYYY: digits only, slashes inserted as the next digit is typed, at most 10 characters. */
export const DATE_MASK: FactoryOpts = { mask: '00/00/0000' };

/** MM/YYYY for Medicare Part A and Part B dates, at most 7 characters. */
export const MONTH_YEAR_MASK: FactoryOpts = { mask: '00/0000' };

/** Medicare number: letters and digits, upper-cased as typed, shown 4-3-4 with dashes (13 characters). */
export const MEDICARE_NUMBER_MASK: FactoryOpts = {
  mask: 'XXXX-XXX-XXXX',
  definitions: { X: /[0-9A-Za-z]/ },
  prepareChar: (chars: string) => chars.toUpperCase(),
};
