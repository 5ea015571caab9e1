import { useCallback, useState } from 'react';

export interface ControllableStateOptions<T> {
  /** The controlled value; `undefined` means uncontrolled. */
  value: T | undefined;
  defaultValue: T;
  onChange?: ((value: T) => void) | undefined;
}

/**
 * One state hook for controlled and uncontrolled components (`value`/`defaultValue`/`onValueChange`,
 * `open`/`defaultOpen`/`onOpenChange`). The change callback fires for both, and only on real changes.
 */
export function useControllableState<T>({ value, defaultValue, onChange }: ControllableStateOptions<T>) {
  const [uncontrolled, setUncontrolled] = useState<T>(defaultValue);
  const isControlled = value !== undefined;
  const current = isControlled ? value : uncontrolled;

  const setValue = useCallback(
    (next: T) => {
      if (!isControlled) setUncontrolled(next);
      if (!Object.is(next, current)) onChange?.(next);
    },
    [isControlled, current, onChange],
  );

  return [current, setValue] as const;
}
