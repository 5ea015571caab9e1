// Phone and zip checks shared by registration, the contact editors, new lead and the profile.
import { PHONE_DIGITS, PHONE_MAX_LENGTH, ZIP_LENGTH } from '../constants/limits';
import { asText, digitsOf } from '../internal/text';

/**
 * A complete phone: ten digits, written with digits, spaces, parentheses and hyphens only, in
 * at most 14 characters, so both `(312) 555-0100` and `3125550100` are complete.
 */
export function isCompletePhone(value: string | null | undefined): boolean {
  const text = asText(value).trim();
  return text.length <= PHONE_MAX_LENGTH && /^[\d\s()-]*$/.test(text) && digitsOf(text).length === PHONE_DIGITS;
}

/** A zip: exactly five digits (surrounding spaces allowed). */
export function isValidZip(value: string | null | undefined): boolean {
  return new RegExp(`^\\d{${ZIP_LENGTH}}$`).test(asText(value).trim());
}
