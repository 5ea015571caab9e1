import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe in `page` and answers its violations as 'rule: target summary' lines (empty when clean).
 * Evaluated through the DevTools protocol: the product's CSP rightly refuses inline scripts.
 */
export async function axeViolations(page: Page, options: RunOptions = {}): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async (runOptions) => {
    const axe = (window as unknown as { axe: { run(c: Document, o: RunOptions): Promise<AxeResults> } }).axe;
    // A dialog's overlay fades in: colours are judged once running animations have finished, not mid-fade.
    await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
    const results = await axe.run(document, runOptions);
    return results.violations.flatMap((v) =>
      v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')} ${n.failureSummary}`),
    );
  }, options);
}
