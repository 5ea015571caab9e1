// The general email pattern (spec 01 §5, spec 02 §5.1): a local part of word characters, hyphen and
// plus with optional dotted segments, an @, a domain with a dotted suffix of at least 2 characters;
// surrounding whitespace allowed.
import { asText } from '../internal/text';

const EMAIL_PATTERN = /^\s*[\w+-]+(?:\.[\w+-]+)*@[\w-]+(?:\.[\w-]+)*\.[A-Za-z]{2,}\s*$/;

/** Whether a value matches the general email pattern. */
export function isValidEmail(value: string | null | undefined): boolean {
  return EMAIL_PATTERN.test(asText(value));
}
