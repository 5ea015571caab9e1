// The middle initial input (spec 02 §5.1): a single letter A-Z or a-z; other characters are stripped as typed.
import { asText } from '../internal/text';

/** Keeps the first ASCII letter typed, nothing else. Idempotent. */
export function formatInitial(value: string | null | undefined): string {
  return /[A-Za-z]/.exec(asText(value))?.[0] ?? '';
}
