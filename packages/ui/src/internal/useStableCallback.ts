import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';

/** useLayoutEffect in the browser, useEffect on the server (no warning during SSR). */
export const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * A function with a stable identity that always calls the latest `fn`. Lets effects and
 * timers depend on a callback prop without restarting whenever the parent re-renders.
 */
export function useStableCallback<Args extends unknown[], Result>(fn: ((...args: Args) => Result) | undefined) {
  const ref = useRef(fn);
  useIsomorphicLayoutEffect(() => {
    ref.current = fn;
  });
  return useCallback((...args: Args) => ref.current?.(...args), []);
}
