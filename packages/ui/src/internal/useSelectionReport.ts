import { useCallback, useRef } from 'react';
import { useIsomorphicLayoutEffect, useStableCallback } from './useStableCallback';

/**
 * Reports a downshift selection before the browser handles the next event.
 *
 * downshift calls `onSelectedItemChange` from a passive effect, where React gives updates the
 * default priority: the parent re-renders in a later task. A keystroke in another field that
 * arrives first is handled with the parent's old values, and a parent that spreads them
 * (`{ ...values, zip }`) writes the choice away. So the choice is noted in `stateReducer` (which
 * runs as downshift computes its next state) and reported from a layout effect, whose updates
 * React renders at once.
 *
 * Returns the function to call from `stateReducer` with the selected item before and after.
 */
export function useSelectionReport<Item>(
  report: (item: Item | null) => void,
): (before: Item | null | undefined, after: Item | null | undefined) => void {
  const pending = useRef<{ item: Item | null } | undefined>(undefined);
  const onReport = useStableCallback(report);
  useIsomorphicLayoutEffect(() => {
    const chosen = pending.current;
    if (!chosen) return;
    pending.current = undefined;
    onReport(chosen.item);
  });
  return useCallback((before: Item | null | undefined, after: Item | null | undefined) => {
    // Idempotent, so a reducer run twice (Strict Mode) notes the same choice.
    if ((after ?? null) !== (before ?? null)) pending.current = { item: after ?? null };
  }, []);
}
