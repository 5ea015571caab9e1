import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

/** Issue 7: the portal's initial JavaScript stays within 150 KB gzipped; routes beyond the shell load lazily. */
const BUDGET_BYTES = 150 * 1024;
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/portal/dist');

describe('given the built portal', () => {
  it('when the first page loads then its JavaScript is at most 150 KB gzipped', () => {
    expect(existsSync(path.join(dist, 'index.html')), 'run pnpm build first').toBe(true);
    const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
    // The entry script and every chunk it preloads are fetched before the first paint.
    const initial = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)].map((m) => m[1]!);
    expect(initial.length).toBeGreaterThan(0);
    const bytes = initial.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length, 0);
    console.log(`portal initial JS: ${(bytes / 1024).toFixed(1)} KB gzipped in ${initial.length} file(s) (budget 150 KB)`);
    expect(bytes).toBeLessThanOrEqual(BUDGET_BYTES);
  });
});
