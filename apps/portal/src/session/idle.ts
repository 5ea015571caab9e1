import { IDLE_TIMEOUT_SECONDS } from '@meridian/domain';

export { IDLE_TIMEOUT_SECONDS };

const ACTIVITY_KEY = 'meridian.lastActivity';
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'mousemove'] as const;

/**
 * Watches for activity in this tab and the others (through localStorage) and calls `onIdle`
 * once when none happened for `timeoutSeconds`. Returns a function that stops watching.
 */
export function watchIdle({
  timeoutSeconds = IDLE_TIMEOUT_SECONDS,
  onIdle,
  win = window,
  now = () => Date.now(),
  checkEveryMs = 15_000,
}: {
  timeoutSeconds?: number;
  onIdle: () => void;
  win?: Window;
  now?: () => number;
  checkEveryMs?: number;
}): () => void {
  let last = now();
  let lastWrite = 0;
  const record = () => {
    last = now();
    // Share activity with other tabs, at most every few seconds.
    if (last - lastWrite > 5_000) {
      lastWrite = last;
      try {
        win.localStorage.setItem(ACTIVITY_KEY, String(last));
      } catch {
        // Storage may be unavailable (private mode); this tab still counts its own activity.
      }
    }
  };
  const shared = () => {
    try {
      return Number(win.localStorage.getItem(ACTIVITY_KEY) ?? 0);
    } catch {
      return 0;
    }
  };
  for (const event of ACTIVITY_EVENTS) win.addEventListener(event, record, { passive: true });
  const timer = win.setInterval(() => {
    if (now() - Math.max(last, shared()) >= timeoutSeconds * 1000) {
      stop();
      onIdle();
    }
  }, checkEveryMs);
  function stop() {
    win.clearInterval(timer);
    for (const event of ACTIVITY_EVENTS) win.removeEventListener(event, record);
  }
  return stop;
}
