import { useCombobox, useMultipleSelection } from 'downshift';
import { forwardRef, useId, useMemo, useRef, useState, type RefObject } from 'react';
import { useFieldContext, useFieldControl } from '../Field/Field';
import { IconButton } from '../IconButton';
import { ChevronDownIcon, CloseIcon } from '../internal/icons';
import { toSections, useFloatingListbox, type SelectOption } from '../internal/listbox';
import { useMergedRefs } from '../internal/mergeRefs';
import { useControllableState } from '../internal/useControllableState';
import { useSelectionReport } from '../internal/useSelectionReport';
import { useIsomorphicLayoutEffect } from '../internal/useStableCallback';
import type { ComboboxBaseProps } from './Combobox';
import { StyledChip, StyledChips, StyledField, StyledInput, StyledWrapper } from './Combobox.styles';
import { ComboboxMenu } from './ComboboxMenu';
import { matchesLabel } from './matchesLabel';

export interface ComboboxMultipleProps extends ComboboxBaseProps {
  multiple: true;
  /** The chosen values, in the order they were chosen. */
  value?: ReadonlyArray<string>;
  defaultValue?: ReadonlyArray<string>;
  onValueChange?: (value: string[]) => void;
  /** Names the list of chips, e.g. 'Chosen State'. */
  chosenLabel?: string;
  /** Accessible name of a chip's remove button. */
  removeLabel?: (label: string) => string;
}

const EMPTY: ReadonlyArray<string> = [];

/**
 * Several choices (downshift `useCombobox` with `useMultipleSelection`): Enter or a click adds the
 * highlighted option and empties the input, which keeps focus for the next one; chosen options
 * leave the list. Each choice is a chip with a remove button (Enter, Backspace or Delete);
 * ArrowLeft at the start of the input moves to the chips, Backspace there removes the last one.
 * After a removal focus goes to the next chip, else the previous one, else the input.
 */
export const ComboboxMultiple = forwardRef<HTMLInputElement, ComboboxMultipleProps>(function ComboboxMultiple(
  {
    multiple: _multiple,
    options,
    groups,
    value: valueProp,
    defaultValue = EMPTY,
    onValueChange,
    onInputValueChange,
    filter = matchesLabel,
    emptyText,
    size = 'medium',
    block = false,
    name,
    className,
    style,
    chosenLabel = 'Chosen',
    removeLabel = (label) => `Remove ${label}`,
    ...props
  },
  ref,
) {
  const field = useFieldContext();
  const wired = useFieldControl(props);
  const generated = useId();
  const inputId = wired.id ?? `${generated}-input`;
  const [value, setValue] = useControllableState<ReadonlyArray<string>>({
    value: valueProp,
    defaultValue,
    onChange: onValueChange as ((value: ReadonlyArray<string>) => void) | undefined,
  });
  const [inputValue, setInputValue] = useState('');
  const { chosen, items, sections } = useOptionLists({ value, inputValue, options, groups, filter });

  const inputRef = useRef<HTMLInputElement>(null);
  const anchorRef = useRef<HTMLDivElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const chipsRef = useRef<HTMLUListElement>(null);
  const chips = useChipRemoval({ chosen, value, setValue, chipsRef, inputRef });

  const noteChoice = useSelectionReport<SelectOption>((item) => {
    if (item) setValue([...value, item.value]);
  });

  const combobox = useCombobox<SelectOption>({
    items,
    selectedItem: null,
    inputValue,
    itemToString: (item) => item?.label ?? '',
    itemToKey: (item) => item?.value,
    isItemDisabled: (item) => Boolean(item.disabled),
    onInputValueChange: ({ inputValue: next }) => {
      setInputValue(next);
      onInputValueChange?.(next);
    },
    stateReducer: (_state, { type, changes }) => {
      const { InputKeyDownEnter, ItemClick, InputBlur } = useCombobox.stateChangeTypes;
      if ((type === InputKeyDownEnter || type === ItemClick) && changes.selectedItem) {
        noteChoice(null, changes.selectedItem);
        // The input empties for the next choice and keeps focus.
        return { ...changes, selectedItem: null, inputValue: '', isOpen: false };
      }
      // Text left behind unchosen goes away on blur; nothing is chosen by leaving.
      if (type === InputBlur) return { ...changes, selectedItem: null, inputValue: '' };
      return changes;
    },
    inputId,
    menuId: `${generated}-menu`,
    labelId: field?.labelId ?? `${generated}-label`,
    getItemId: (index) => `${generated}-option-${index}`,
  });
  useFloatingListbox(anchorRef, menuRef, combobox.isOpen);

  const inputRefs = useMergedRefs(ref, inputRef);
  const { id: _id, 'aria-labelledby': labelledBy, ...inputRest } = wired;
  const labelledby = labelledBy ?? (field ? field.labelId : undefined);

  return (
    <StyledField className={className} style={style}>
      <StyledWrapper ref={anchorRef} data-block={block || undefined}>
        <StyledInput
          data-size={size}
          autoComplete="off"
          {...combobox.getInputProps({
            ...chips.getDropdownProps({ preventKeyAction: combobox.isOpen, ...inputRest }),
            // Typed text shows at once (see Combobox): downshift reports it only after the render.
            onChange: (event) => setInputValue(event.currentTarget.value),
            ref: inputRefs,
            'aria-labelledby': labelledby,
          })}
        />
        <ChevronDownIcon />
      </StyledWrapper>
      <ComboboxMenu
        combobox={combobox}
        sections={sections}
        itemCount={items.length}
        emptyText={emptyText}
        menuRef={menuRef}
        labelledBy={labelledby}
        ariaLabel={props['aria-label']}
        idPrefix={generated}
      />
      {chosen.length > 0 ? (
        <ChosenChips
          chipsRef={chipsRef}
          chosen={chosen}
          chosenLabel={chosenLabel}
          removeLabel={removeLabel}
          chipProps={(item, index) =>
            chips.getSelectedItemProps({
              selectedItem: item,
              index,
              // Every remove button stays reachable by Tab, not only the active chip's.
              tabIndex: 0,
              onFocus: () => chips.setActiveIndex(index),
              onClick: () => chips.remove(index),
            })
          }
        />
      ) : null}
      {name ? value.map((v) => <input key={v} type="hidden" name={name} value={v} />) : null}
    </StyledField>
  );
});
ComboboxMultiple.displayName = 'Combobox';

/** The chosen options (in the order chosen), and the list: chosen options leave it, typed text filters the rest. */
function useOptionLists({
  value,
  inputValue,
  options,
  groups,
  filter,
}: {
  value: ReadonlyArray<string>;
  inputValue: string;
  options: ComboboxBaseProps['options'];
  groups: ComboboxBaseProps['groups'];
  filter: (option: SelectOption, text: string) => boolean;
}) {
  const all = useMemo(() => toSections(options, groups), [options, groups]);
  const chosen = useMemo(
    () => value.map((v) => all.items.find((item) => item.value === v) ?? { value: v, label: v }),
    [value, all],
  );
  const { items, sections } = useMemo(() => {
    const left = (option: SelectOption) => !value.includes(option.value) && (!inputValue || filter(option, inputValue));
    return toSections(
      options?.filter(left),
      groups?.map((g) => ({ ...g, options: g.options.filter(left) })),
    );
  }, [value, inputValue, options, groups, filter]);
  return { chosen, items, sections };
}

/**
 * Removing chips: by their button (`remove`) or by keyboard (downshift's `useMultipleSelection`:
 * Backspace in the empty input, Backspace or Delete on a chip). After a removal focus goes to the
 * next chip, else the previous one, else the input, once the list has re-rendered.
 */
function useChipRemoval({
  chosen,
  value,
  setValue,
  chipsRef,
  inputRef,
}: {
  chosen: SelectOption[];
  value: ReadonlyArray<string>;
  setValue: (value: ReadonlyArray<string>) => void;
  chipsRef: RefObject<HTMLUListElement | null>;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  // After a removal: the index of the chip to focus (-1: the input).
  const focusAfterRemovalRef = useRef<number | undefined>(undefined);
  useIsomorphicLayoutEffect(() => {
    const target = focusAfterRemovalRef.current;
    if (target === undefined) return;
    focusAfterRemovalRef.current = undefined;
    const buttons = chipsRef.current?.querySelectorAll('button');
    (target >= 0 ? buttons?.[target] : inputRef.current)?.focus();
  });
  const remove = (index: number) => {
    const next = value.filter((_, i) => i !== index);
    focusAfterRemovalRef.current = next.length === 0 ? -1 : Math.min(index, next.length - 1);
    setValue(next);
  };

  const selection = useMultipleSelection<SelectOption>({
    selectedItems: chosen,
    itemToKey: (item) => item?.value,
    // Removals by keyboard (Backspace in the empty input, Backspace or Delete on a chip) come here.
    onSelectedItemsChange: ({ selectedItems, activeIndex, type }) => {
      setValue(selectedItems.map((item) => item.value));
      // Backspace in the input leaves focus there; from a chip it goes to the next one (downshift's
      // activeIndex), or to the input when none is left.
      if (type !== useMultipleSelection.stateChangeTypes.DropdownKeyDownBackspace) {
        focusAfterRemovalRef.current = selectedItems.length === 0 ? -1 : activeIndex;
      }
    },
  });
  return { remove, ...selection };
}

/** The chosen options as chips, each with its remove button. */
function ChosenChips({
  chipsRef,
  chosen,
  chosenLabel,
  removeLabel,
  chipProps,
}: {
  chipsRef: RefObject<HTMLUListElement | null>;
  chosen: SelectOption[];
  chosenLabel: string;
  removeLabel: (label: string) => string;
  chipProps: (item: SelectOption, index: number) => object;
}) {
  return (
    <StyledChips ref={chipsRef} aria-label={chosenLabel}>
      {chosen.map((item, index) => (
        <StyledChip key={item.value}>
          <span>{item.label}</span>
          <IconButton
            size="small"
            icon={<CloseIcon />}
            aria-label={removeLabel(item.label)}
            {...chipProps(item, index)}
          />
        </StyledChip>
      ))}
    </StyledChips>
  );
}
