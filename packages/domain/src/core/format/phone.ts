import { PHONE_MAX_LENGTH } from '../constants/limits';

/** Keeps only the digits of a phone number as typed: `(312) 555-0100` → `3125550100`. */
export function stripPhone(value: string | null | undefined): string {
  return (value ?? '').replace(/\D/g, '');
}

/**
 * Formats up to ten digits as `(xxx) xxx-xxxx`, progressively while typing.
 * Anything that is not a digit is ignored, so formatting is idempotent.
 */
export function formatPhone(value: string | null | undefined): string {
  const digits = stripPhone(value).slice(0, 10);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  const formatted = `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
  return formatted.slice(0, PHONE_MAX_LENGTH);
}
