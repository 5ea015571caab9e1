/*
 * jsdom lacks a few browser APIs that Radix and downshift call. Real browsers (the story play
 * tests) have them; these stand-ins only keep component tests from crashing.
 */
if (typeof window !== 'undefined') {
  if (!('ResizeObserver' in window)) {
    class ResizeObserverStub {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    Object.assign(window, { ResizeObserver: ResizeObserverStub });
  }
  const proto = window.HTMLElement.prototype;
  proto.hasPointerCapture ??= () => false;
  proto.setPointerCapture ??= () => {};
  proto.releasePointerCapture ??= () => {};
  proto.scrollIntoView ??= () => {};
  // No layout: ProseMirror (RichTextEditor) measures the caret to scroll it into view. Empty boxes
  // will do. (Not elementFromPoint: axe changes its checks when it exists; tests focus the editor
  // instead of clicking it.)
  const range = window.Range.prototype;
  range.getClientRects ??= () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  range.getBoundingClientRect ??= () => new DOMRect();
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
