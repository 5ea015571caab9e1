import type { FormDocument } from '@meridian/api';
import { sanitizeHtml, theme } from '@meridian/ui';

const escapeText = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Print styles: letter paper, black on white, ruled tables, the screen-only note hidden on paper. */
const { color } = theme;
const PRINT_CSS = `
  @page { size: letter; margin: 0.6in; }
  body { font: 11pt/1.45 -apple-system, 'Segoe UI', 'Noto Sans', Helvetica, Arial, sans-serif; color: ${color.text}; margin: 24px auto; max-width: 8in; padding: 0 16px; }
  h1 { font-size: 18pt; margin: 0 0 8pt; }
  h2 { font-size: 13pt; margin: 16pt 0 6pt; }
  h3 { font-size: 11pt; margin: 12pt 0 4pt; }
  table { border-collapse: collapse; width: 100%; margin: 6pt 0; }
  th, td { border: 1px solid ${color.borderStrong}; padding: 6pt; text-align: left; vertical-align: top; }
  th { background: ${color.canvasSubtle}; }
  ul { padding-left: 18pt; } li { margin: 3pt 0; }
  .note { border: 1px solid ${color.border}; background: ${color.canvasSubtle}; padding: 8px 12px; font-size: 10pt; color: ${color.textMuted}; margin-bottom: 16px; }
  .meta { color: ${color.textMuted}; font-size: 9pt; margin-top: 24pt; border-top: 1px solid ${color.border}; padding-top: 6pt; }
  @media print { .note { display: none; } body { margin: 0; max-width: none; padding: 0; } }
`;

/**
 * A form as a page of its own, for a new tab: the server's sanitized body (sanitized again here), print
 * styles, and no script (the portal's Content-Security-Policy, which the page inherits, would refuse one).
 */
export function printablePage(document: FormDocument): string {
  const revised = new Date(document.updated_at).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeText(document.title)}</title>
<style>${PRINT_CSS}</style></head>
<body><main>
<p class="note">Print this form with Ctrl+P (⌘P on a Mac), or save it as a PDF from the print dialog.</p>
${sanitizeHtml(document.html)}
<p class="meta">${escapeText(document.title)} · Meridian form ${document.form_document_id} · revised ${escapeText(revised)}</p>
</main></body></html>`;
}
