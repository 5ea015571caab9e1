const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(',');

/** Elements the Tab key can reach inside `root`, in document order. */
export function tabbables(root: ParentNode): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (el) =>
      el.tabIndex >= 0 &&
      !el.closest('[inert],[aria-hidden="true"]') &&
      // checkVisibility skips hidden and display:none elements (absent in jsdom, where all count).
      (typeof el.checkVisibility !== 'function' || el.checkVisibility()),
  );
}

/**
 * Moves focus to the first tabbable element after `from` (or, failing that, before it), so that
 * removing `from` does not drop keyboard users back at the top of the page.
 */
export function focusNeighbourOf(from: Element) {
  const all = tabbables(from.ownerDocument).filter((el) => !from.contains(el));
  const following = (el: Element) => Boolean(from.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING);
  const next = all.find(following) ?? all.filter((el) => !following(el)).pop();
  next?.focus();
}
