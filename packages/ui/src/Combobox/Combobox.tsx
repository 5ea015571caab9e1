import { useCombobox } from 'downshift';
import { forwardRef, useId, useMemo, useRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useFieldContext, useFieldControl } from '../Field/Field';
import { ChevronDownIcon } from '../internal/icons';
import { toSections, useFloatingListbox, type SelectOption, type SelectOptionGroup } from '../internal/listbox';
import { mergeRefs } from '../internal/mergeRefs';
import { useControllableState } from '../internal/useControllableState';
import { useSelectionReport } from '../internal/useSelectionReport';
import { StyledInput, StyledWrapper } from './Combobox.styles';
import { ComboboxMenu } from './ComboboxMenu';
import { ComboboxMultiple, type ComboboxMultipleProps } from './ComboboxMultiple';
import { matchesLabel } from './matchesLabel';

export interface ComboboxBaseProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'size' | 'children'
> {
  options?: ReadonlyArray<SelectOption>;
  groups?: ReadonlyArray<SelectOptionGroup>;
  /** Called with the typed text, e.g. to fetch suggestions in the app. */
  onInputValueChange?: (inputValue: string) => void;
  /** Which options match the typed text. Default: case-insensitive substring of the label. */
  filter?: (option: SelectOption, inputValue: string) => boolean;
  /** Shown in the open list when nothing matches; without it the list just stays closed. */
  emptyText?: ReactNode;
  size?: 'small' | 'medium';
  block?: boolean;
}

export interface ComboboxSingleProps extends ComboboxBaseProps {
  multiple?: false;
  /** The chosen option's value; `null` for none. */
  value?: string | null;
  defaultValue?: string | null;
  onValueChange?: (value: string | null) => void;
}

export type { ComboboxMultipleProps };

/** One choice (`value: string | null`), or with `multiple` several (`value: string[]`, shown as chips). */
export type ComboboxProps = ComboboxSingleProps | ComboboxMultipleProps;

/**
 * An editable combobox with a filtered list (downshift `useCombobox`): typing filters the
 * options, arrows move, Enter chooses, Escape closes (and clears the text when already closed).
 * Leaving the field with unmatched text restores the chosen option's label.
 */
const ComboboxSingle = forwardRef<HTMLInputElement, ComboboxSingleProps>(function ComboboxSingle(
  {
    multiple: _multiple,
    options,
    groups,
    value: valueProp,
    defaultValue = null,
    onValueChange,
    onInputValueChange,
    filter = matchesLabel,
    emptyText,
    size = 'medium',
    block = false,
    name,
    className,
    style,
    ...props
  },
  ref,
) {
  const field = useFieldContext();
  const wired = useFieldControl(props);
  const generated = useId();
  const inputId = wired.id ?? `${generated}-input`;
  const [value, setValue] = useControllableState({ value: valueProp, defaultValue, onChange: onValueChange });
  const all = useMemo(() => toSections(options, groups), [options, groups]);
  const selectedItem = all.items.find((item) => item.value === value) ?? null;
  const selectedLabel = selectedItem?.label ?? '';

  const [inputValue, setInputValue] = useState(selectedLabel);
  // A new value from the parent shows its label (adjusting state while rendering, not in an effect).
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    setInputValue(selectedLabel);
  }

  // The chosen option's own label shows the whole list again; other text filters it.
  const query = inputValue === selectedLabel ? '' : inputValue;
  const { items, sections } = useMemo(() => {
    if (!query) return all;
    const filteredGroups = groups?.map((g) => ({ ...g, options: g.options.filter((o) => filter(o, query)) }));
    const filteredOptions = options?.filter((o) => filter(o, query));
    return toSections(filteredOptions, filteredGroups);
  }, [all, query, groups, options, filter]);

  const noteSelection = useSelectionReport<SelectOption>((item) => {
    setValue(item?.value ?? null);
    setInputValue(item?.label ?? '');
  });

  const anchorRef = useRef<HTMLInputElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);

  const combobox = useCombobox<SelectOption>({
    items,
    selectedItem,
    inputValue,
    itemToString: (item) => item?.label ?? '',
    itemToKey: (item) => item?.value,
    isItemDisabled: (item) => Boolean(item.disabled),
    onInputValueChange: ({ inputValue: next }) => {
      setInputValue(next);
      onInputValueChange?.(next);
    },
    stateReducer: (state, { type, changes }) => {
      noteSelection(state.selectedItem, changes.selectedItem);
      // Unmatched text left behind on blur goes back to the chosen option's label.
      if (type === useCombobox.stateChangeTypes.InputBlur && changes.selectedItem === state.selectedItem) {
        return { ...changes, inputValue: state.selectedItem?.label ?? '' };
      }
      return changes;
    },
    inputId,
    menuId: `${generated}-menu`,
    labelId: field?.labelId ?? `${generated}-label`,
    getItemId: (index) => `${generated}-option-${index}`,
  });
  useFloatingListbox(anchorRef, menuRef, combobox.isOpen);

  const { id: _id, 'aria-labelledby': labelledBy, ...inputRest } = wired;
  const labelledby = labelledBy ?? (field ? field.labelId : undefined);

  return (
    <StyledWrapper className={className} style={style} data-block={block || undefined}>
      <StyledInput
        data-size={size}
        autoComplete="off"
        {...combobox.getInputProps({
          ...inputRest,
          // downshift reports typed text from an effect, after the render: a controlled input would
          // show the old text until then, and a key typed in between would be lost. Keep it now.
          // Emptying the text clears the choice, at once for the same reason.
          onChange: (event) => {
            const next = event.currentTarget.value;
            setInputValue(next);
            if (next === '') setValue(null);
          },
          ref: mergeRefs(ref, anchorRef),
          'aria-labelledby': labelledby,
        })}
      />
      <ChevronDownIcon />
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
      {name ? <input type="hidden" name={name} value={value ?? ''} /> : null}
    </StyledWrapper>
  );
});

/**
 * An editable combobox with a filtered list (downshift): typing filters the options, arrows move,
 * Enter chooses. With `multiple`, each choice shows as a chip with its own remove button and the
 * input empties for the next one (downshift `useMultipleSelection`).
 */
export const Combobox = forwardRef<HTMLInputElement, ComboboxProps>(function Combobox(props, ref) {
  return props.multiple ? <ComboboxMultiple ref={ref} {...props} /> : <ComboboxSingle ref={ref} {...props} />;
});
Combobox.displayName = 'Combobox';
