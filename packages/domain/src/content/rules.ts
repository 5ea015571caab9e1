import { FORM_PRODUCT_LINES, type FormProductLine } from './vocabulary';

/** The longest search text the Forms and Help searches take. */
export const CONTENT_SEARCH_MAX_LENGTH = 100;

/** Whether `value` names a Forms tab. */
export function isFormProductLine(value: unknown): value is FormProductLine {
  return typeof value === 'string' && (FORM_PRODUCT_LINES as readonly string[]).includes(value);
}

/** The tab a `forms/{tabName}` URL selects: its own when it names one, else the first (Medicare). */
export function formTabFromParam(tabName: string | undefined): FormProductLine {
  const name = tabName?.toLowerCase();
  return isFormProductLine(name) ? name : FORM_PRODUCT_LINES[0];
}

/**
 * The search text as the server applies it: trimmed, runs of white space made one space, and cut to
 * CONTENT_SEARCH_MAX_LENGTH characters. An empty answer means "no filter".
 */
export function normalizeContentSearch(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim().slice(0, CONTENT_SEARCH_MAX_LENGTH);
}

/** A help article's slug: lower-case words joined by hyphens (`quick-search`, `leads-and-lead-details`). */
export function isHelpArticleSlug(value: string): boolean {
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) && value.length <= 80;
}
