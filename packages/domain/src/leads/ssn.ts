// Social security number mask `ddd-dd-dddd` (spec 01 §5, spec 02 §5.1).
import { digitsOf } from '../core/internal/text';

const SSN_DIGITS = 9;

/** The digits of an SSN as typed, at most nine. */
export function stripSsn(value: string | null | undefined): string {
  return digitsOf(value).slice(0, SSN_DIGITS);
}

/** Formats up to nine digits as `ddd-dd-dddd`, progressively while typing; idempotent. */
export function formatSsn(value: string | null | undefined): string {
  const digits = stripSsn(value);
  if (digits.length <= 3) return digits;
  if (digits.length <= 5) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}

/** The SSN for display while the field is not focused: every digit but the last four hidden, `***-**-6789`. */
export function maskSsn(value: string | null | undefined): string {
  const formatted = formatSsn(value);
  let digitsToHide = Math.max(0, stripSsn(value).length - 4);
  return formatted.replace(/\d/g, (digit) => {
    if (digitsToHide === 0) return digit;
    digitsToHide -= 1;
    return '*';
  });
}
