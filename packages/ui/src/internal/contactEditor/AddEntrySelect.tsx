import { useSelect } from 'downshift';
import { memo, useId, useMemo, useRef } from 'react';
import { Button } from '../../Button';
import { ChevronDownIcon } from '../icons';
import { renderOptions, StyledMenu, useFloatingListbox, type SelectOption } from '../listbox';
import { useSelectionReport } from '../useSelectionReport';
import { StyledAddBar } from './styles';

interface AddEntrySelectProps {
  types: readonly string[];
  onAdd: (type: string) => void;
  disabled: boolean;
  /** The accessible name: 'Add Entry: Phone'. */
  label: string;
}

/**
 * The Add Entry control: a select-only combobox (downshift `useSelect`) whose options are the
 * types a new row may take. Enter, Space or the arrows open it on the first type; Enter or a click
 * adds a row of the highlighted type; Escape closes it and leaves focus on the button. It never
 * holds a value, and leaving it with the list open adds nothing.
 */
export const AddEntrySelect = memo(function AddEntrySelect({ types, onAdd, disabled, label }: AddEntrySelectProps) {
  const id = useId();
  const anchorRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const items = useMemo(() => types.map((type): SelectOption => ({ value: type, label: type })), [types]);
  const noteSelection = useSelectionReport<SelectOption>((chosen) => {
    if (chosen) onAdd(chosen.value);
  });
  const { isOpen, highlightedIndex, getToggleButtonProps, getMenuProps, getItemProps } = useSelect<SelectOption>({
    items,
    selectedItem: null,
    defaultHighlightedIndex: 0,
    itemToString: (item) => item?.label ?? '',
    itemToKey: (item) => item?.value,
    stateReducer: (state, { type, changes }) => {
      const next =
        type === useSelect.stateChangeTypes.ToggleButtonBlur
          ? { ...changes, selectedItem: state.selectedItem }
          : changes;
      noteSelection(state.selectedItem, next.selectedItem);
      return next;
    },
    toggleButtonId: `${id}-toggle`,
    menuId: `${id}-menu`,
    getItemId: (index) => `${id}-option-${index}`,
  });
  useFloatingListbox(anchorRef, menuRef, isOpen);

  return (
    <StyledAddBar>
      <Button
        size="small"
        data-part="add"
        {...getToggleButtonProps({ ref: anchorRef, 'aria-label': label, disabled: disabled || types.length === 0 })}
      >
        Add Entry
        <ChevronDownIcon aria-hidden="true" />
      </Button>
      <StyledMenu
        data-open={(isOpen && items.length > 0) || undefined}
        {...getMenuProps({ ref: menuRef, 'aria-label': label })}
      >
        {isOpen
          ? renderOptions({ sections: [{ start: 0, options: items }], getItemProps, highlightedIndex, idPrefix: id })
          : null}
      </StyledMenu>
    </StyledAddBar>
  );
});
