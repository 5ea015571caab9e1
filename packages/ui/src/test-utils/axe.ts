import axe from 'axe-core';

/**
 * Runs axe and returns the violations as readable strings. In jsdom colour contrast cannot be
 * computed (no layout), so component tests pass `{ contrast: false }`; story play functions run
 * in Chromium and check it.
 */
export async function axeViolations(context: Element, { contrast = true }: { contrast?: boolean } = {}) {
  // Let enter animations finish: contrast measured mid-fade is meaningless.
  const doc = context.ownerDocument;
  if (typeof doc.getAnimations === 'function') {
    const finite = doc.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  }
  const results = await axe.run(context, {
    rules: {
      'color-contrast': { enabled: contrast },
      // Stories and tests render fragments, not whole pages with landmarks.
      region: { enabled: false },
    },
  });
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
