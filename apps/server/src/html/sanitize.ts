import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';

let purifier: DOMPurify | undefined;

/** One DOMPurify over one jsdom window, made on first use (building the window costs tens of milliseconds). */
function domPurify(): DOMPurify {
  if (!purifier) purifier = createDOMPurify(new JSDOM('').window);
  return purifier;
}

/**
 * Rich text as the server keeps it: DOMPurify's HTML profile (no scripts, event handlers,
 * `javascript:` URLs, SVG or MathML), without forms, embedded styles and style attributes, so a
 * note shows the same in every place it is rendered and can never run in an agent's browser.
 */
export function sanitizeRichText(html: string): string {
  return domPurify().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option'],
    FORBID_ATTR: ['style'],
  });
}

/** Whether sanitized rich text shows anything: text other than whitespace, or an image. */
export function hasVisibleContent(html: string): boolean {
  if (/<img\b/i.test(html)) return true;
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/gi, ' ')
    .trim();
  return text !== '';
}
