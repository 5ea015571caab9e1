import type { Middleware } from 'swr';

/**
 * Resolves in a task of its own: `scheduler.yield()` where the browser has it (its continuation runs
 * before other queued work), a zero timeout elsewhere.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * SWR middleware: each request starts in a task of its own. SWR starts a newly mounted hook's
 * request inside React's commit, so a page whose panels mount together sent all of their requests
 * (building each URL, reading the session cookie, calling fetch) in the same long task as the commit;
 * on a phone's slower CPU that held the main thread for a quarter of a second. Deferred this way, the
 * commit ends first and the requests leave a moment later, one short task each.
 */
export const yieldingFetches: Middleware = (useSWRNext) => (key, fetcher, config) =>
  useSWRNext(
    key,
    fetcher && ((...args: unknown[]) => yieldToMain().then(() => (fetcher as (...a: unknown[]) => unknown)(...args))),
    config,
  );
