import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

/**
 * Issue 18: the registration page's JavaScript (the entry script and every chunk its index.html
 * preloads, gzipped at level 9, as the portal's budget measures) stays within 120 KB. 155.9 KB in
 * 2 files measured before: one entry with the User Agreement dialog (Radix's dialog with its focus
 * and scroll locks, DOMPurify for the agreement's HTML) though that dialog opens only after a
 * complete form is submitted. It is a lazy chunk now (fetched once the browser is idle), and the State
 * picker (downshift, floating-ui; well below a phone's first screen) another: 112.3 KB in 3 files.
 */
const BUDGET_KB = 120;
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/registration/dist');

const gzipped = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The entry script and every chunk it preloads (paths under dist/; the app is served at /registration/). */
function initialScripts(): string[] {
  expect(existsSync(path.join(dist, 'index.html')), 'run pnpm build first').toBe(true);
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  return [
    ...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="\/registration\/([^"]+\.js)"/g),
  ].map((m) => m[1]!);
}

describe('given the built registration app', () => {
  it('when the registration page loads then its JavaScript is at most 120 KB gzipped', () => {
    const initial = initialScripts();
    expect(initial.length).toBeGreaterThan(0);
    const bytes = initial.reduce((sum, file) => sum + gzipped(file), 0);
    console.log(`registration initial JS: ${kb(bytes)} gzipped in ${initial.length} file(s) (budget ${BUDGET_KB} KB)`);
    expect(bytes).toBeLessThanOrEqual(BUDGET_KB * 1024);
  });
});
