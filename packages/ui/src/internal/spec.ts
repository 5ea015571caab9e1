/*
 * Texts and timings quoted from the spec that @meridian/domain does not export yet.
 * They belong in domain (constants and messages); move them there and import them instead.
 */

/** Toast display times (spec 01 §9). */
export const TOAST_DURATION_MS = {
  alert: 30_000,
  warning: 20_000,
  success: 15_000,
  announcement: 3_000,
} as const;

/** Tooltip show delay (spec 01 §9, spec 02 §9). */
export const TOOLTIP_SHOW_DELAY_MS = 800;

/** Leaving with unsaved content (spec 01 §8, spec 02 §4.1 and §8). */
export const UNSAVED_CONTENT_MESSAGE = 'You have unsaved content, are you sure you want to exit?';

/** Page sizes for lead search and writing numbers (spec 02 §2.9, §2.12, §9). */
export const PAGE_SIZES = [10, 20, 30, 40, 50] as const;
