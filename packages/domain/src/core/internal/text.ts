// Values arrive from forms and request bodies: anything may be missing or of the wrong type.

/** A value at the boundary as text: strings as they are, numbers and booleans spelled out, anything else empty. */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return '';
}

/** Empty or only whitespace. */
export function isBlank(value: unknown): boolean {
  return asText(value).trim() === '';
}

/** The ASCII digits of a value. */
export function digitsOf(value: unknown): string {
  return asText(value).replace(/\D/g, '');
}

/** Length in characters as users count them (code points, so an emoji is one). */
export function charLength(value: string): number {
  return Array.from(value).length;
}

/** Two-digit zero padding. */
export function pad2(n: number): string {
  return String(n).padStart(2, '0');
}
