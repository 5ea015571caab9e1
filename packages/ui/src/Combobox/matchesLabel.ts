import type { SelectOption } from '../internal/listbox';

/** Case-insensitive substring match on the label. */
export function matchesLabel(option: SelectOption, inputValue: string) {
  return option.label.toLowerCase().includes(inputValue.trim().toLowerCase());
}
