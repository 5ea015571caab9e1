/**
 * Runs `task` once the first view has had the network and the main thread to itself: when the
 * browser is idle, no sooner than `delayMs` after the page's load event. For code the first view
 * does not show (the frame's menus, the phone's navigation drawer): fetched ahead of need, but
 * never in competition with the session, the route's chunk and the page's data on a slow phone.
 * Returns a cancel function.
 */
export function afterFirstView(task: () => void, delayMs = 3000): () => void {
  let cancelled = false;
  let cancelStep = () => {};
  const idle = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(task, { timeout: 3000 });
      cancelStep = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(task, 200);
      cancelStep = () => window.clearTimeout(id);
    }
  };
  const wait = () => {
    const id = window.setTimeout(idle, delayMs);
    cancelStep = () => window.clearTimeout(id);
  };
  if (document.readyState === 'complete') wait();
  else {
    window.addEventListener('load', wait, { once: true });
    cancelStep = () => window.removeEventListener('load', wait);
  }
  return () => {
    cancelled = true;
    cancelStep();
  };
}
