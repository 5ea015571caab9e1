// The per-field message family of spec 02 §5.1 ('{field} is required.' …) and the max-length hint.
import { asText, charLength } from '../internal/text';

/** '{field} is required.' */
export function requiredMessage(field: string): string {
  return `${field} is required.`;
}

/** '{field} has an invalid length.' */
export function invalidLengthMessage(field: string): string {
  return `${field} has an invalid length.`;
}

/** '{field} has an invalid format.' */
export function invalidFormatMessage(field: string): string {
  return `${field} has an invalid format.`;
}

/** '{field} contains invalid data.' */
export function invalidDataMessage(field: string): string {
  return `${field} contains invalid data.`;
}

/** The hint 'Max length is {max} characters'. */
export function maxLengthHint(max: number): string {
  return `Max length is ${max} characters`;
}

/** The max-length hint shows once a value reaches its limit. */
export function showsMaxLengthHint(value: string | null | undefined, max: number): boolean {
  return charLength(asText(value)) >= max;
}
