import { describe, expect, it } from 'vitest';
import { printablePage } from './printable';

const form = {
  form_document_id: 7,
  product_line: 'medicare' as const,
  title: 'Scope <of> "Appointment"',
  summary: 's',
  updated_at: '2026-01-05T12:00:00.000Z',
  html: '<h1>Scope</h1><table><tr><td>Signature</td></tr></table><script>alert(1)</script><img src=x onerror=alert(1)>',
};

describe('printablePage', () => {
  it('when a form is made a page then its title is escaped, its tables kept and anything active removed', () => {
    const page = printablePage(form);
    expect(page).toContain('<title>Scope &lt;of&gt; &quot;Appointment&quot;</title>');
    expect(page).toContain('<table>');
    expect(page).toContain('Signature');
    expect(page).not.toMatch(/<script|onerror|alert\(1\)/);
    expect(page).toContain('Meridian form 7 · revised January 5, 2026');
    expect(page).toContain('@media print');
  });
});
