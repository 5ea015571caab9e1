import { useMemo } from 'react';
import type { SelectOption } from '../listbox';

/**
 * A row's type select options: the choices, and the row's own type after them when it is not one
 * (a type saved before the list changed, or a second Mobile). The same array while both hold.
 */
export function useTypeOptions(choices: readonly string[], own: string): SelectOption[] {
  return useMemo(
    () => (choices.includes(own) ? choices : [...choices, own]).map((type) => ({ value: type, label: type })),
    [choices, own],
  );
}
