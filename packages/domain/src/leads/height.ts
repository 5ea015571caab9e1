// Height in feet and inches ↔ total inches, and the numeric inputs' clamping (spec 02 §5.1, §9).
import { HEIGHT_FEET_MAX, HEIGHT_INCHES_MAX, WEIGHT_MAX_LBS } from '../core/constants/limits';
import { LEAD_MESSAGES } from './messages';
import { asText, digitsOf } from '../core/internal/text';

/** A whole, non-negative count from a number or a string of digits; anything else is 0. */
function toCount(value: number | string | null | undefined): number {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
  const text = asText(value).trim();
  return /^\d{1,15}$/.test(text) ? Number(text) : 0;
}

/** Height as saved: 12 × feet + inches. Non-numeric or negative parts count as 0. */
export function feetInchesToInches(
  ft: number | string | null | undefined,
  inches: number | string | null | undefined,
): number {
  return 12 * toCount(ft) + toCount(inches);
}

/** Height as shown: feet = floor(height / 12), inches = height mod 12. */
export function inchesToFeetInches(total: number | string | null | undefined): { feet: number; inches: number } {
  const count = toCount(total);
  return { feet: Math.floor(count / 12), inches: count % 12 };
}

/** What a numeric input keeps of what was typed, and the message to show (if any). */
export interface ClampedInput {
  value: string;
  message: string | undefined;
}

function clampNumeric(raw: string | null | undefined, max: number, notNumeric: string, tooLarge: string): ClampedInput {
  const text = asText(raw);
  const digits = digitsOf(text);
  const message = digits.length === text.length ? undefined : notNumeric;
  if (digits === '') return { value: '', message };
  const amount = Number(digits);
  if (amount > max) return { value: String(max), message: tooLarge };
  return { value: String(amount), message };
}

/** Feet: numbers only, larger values set to 8. Idempotent on its value. */
export function clampHeightFeet(raw: string | null | undefined): ClampedInput {
  return clampNumeric(raw, HEIGHT_FEET_MAX, LEAD_MESSAGES.heightNotNumeric, LEAD_MESSAGES.heightFeetTooLarge);
}

/** Inches: numbers only, larger values set to 12. Idempotent on its value. */
export function clampHeightInches(raw: string | null | undefined): ClampedInput {
  return clampNumeric(raw, HEIGHT_INCHES_MAX, LEAD_MESSAGES.heightNotNumeric, LEAD_MESSAGES.heightInchesTooLarge);
}

/** Weight in lbs: numbers only, larger values set to 999. Idempotent on its value. */
export function clampWeight(raw: string | null | undefined): ClampedInput {
  return clampNumeric(raw, WEIGHT_MAX_LBS, LEAD_MESSAGES.weightNotNumeric, LEAD_MESSAGES.weightTooLarge);
}
