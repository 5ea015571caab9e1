// The one password-strength rule (spec 01 §5 registration, spec 02 §5.4 password change): at least
// PASSWORD_MIN_LENGTH characters with an upper case, a lower case, a digit and one of the symbols
// the form names. The two forms name different symbol sets; the rule is the same.
import { PASSWORD_MIN_LENGTH } from '../constants/limits';
import { asText } from './text';

/** The symbols each form accepts, as the spec lists them. */
export const PASSWORD_SYMBOLS = {
  registration: '!@#$&*',
  passwordChange: '@#$!',
} as const;

export function meetsPasswordStrength(value: string | null | undefined, symbols: string): boolean {
  const text = asText(value);
  return (
    text.length >= PASSWORD_MIN_LENGTH &&
    /[A-Z]/.test(text) &&
    /[a-z]/.test(text) &&
    /\d/.test(text) &&
    [...text].some((c) => symbols.includes(c))
  );
}
