import { useCombobox } from 'downshift';
import { forwardRef, useId, useMemo, useRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { useFieldContext, useFieldControl } from '../Field/Field';
import { ChevronDownIcon } from '../internal/icons';
import {
  renderOptions,
  StyledEmpty,
  StyledMenu,
  toSections,
  useAnchoredMenu,
  type SelectOption,
  type SelectOptionGroup,
} from '../internal/listbox';
import { mergeRefs } from '../internal/mergeRefs';
import { controlSurface } from '../internal/styles';
import { useControllableState } from '../internal/useControllableState';
import { useSelectionReport } from '../internal/useSelectionReport';

export interface ComboboxProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'size' | 'children'
> {
  options?: ReadonlyArray<SelectOption>;
  groups?: ReadonlyArray<SelectOptionGroup>;
  /** The chosen option's value; `null` for none. */
  value?: string | null;
  defaultValue?: string | null;
  onValueChange?: (value: string | null) => void;
  /** Called with the typed text, e.g. to fetch suggestions in the app. */
  onInputValueChange?: (inputValue: string) => void;
  /** Which options match the typed text. Default: case-insensitive substring of the label. */
  filter?: (option: SelectOption, inputValue: string) => boolean;
  /** Shown in the open list when nothing matches; without it the list just stays closed. */
  emptyText?: ReactNode;
  size?: 'small' | 'medium';
  block?: boolean;
}

/** Case-insensitive substring match on the label. */
export function matchesLabel(option: SelectOption, inputValue: string) {
  return option.label.toLowerCase().includes(inputValue.trim().toLowerCase());
}

const StyledWrapper = styled.div`
  position: relative;
  display: inline-flex;
  align-items: center;
  width: 100%;
  max-width: 320px;
  min-width: 0;

  &[data-block] {
    max-width: none;
  }
  & > svg {
    position: absolute;
    right: ${({ theme }) => theme.space[2]}px;
    color: ${({ theme }) => theme.color.textMuted};
    pointer-events: none;
  }
`;

const StyledInput = styled.input`
  ${controlSurface}
  width: 100%;
  padding-right: ${({ theme }) => theme.space[6]}px;

  &[data-size='small'] {
    min-height: ${({ theme }) => theme.control.sm};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

/**
 * An editable combobox with a filtered list (downshift `useCombobox`): typing filters the
 * options, arrows move, Enter chooses, Escape closes (and clears the text when already closed).
 * Leaving the field with unmatched text restores the chosen option's label.
 */
export const Combobox = forwardRef<HTMLInputElement, ComboboxProps>(function Combobox(
  {
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

  const { isOpen, highlightedIndex, getInputProps, getMenuProps, getItemProps } = useCombobox<SelectOption>({
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
  useAnchoredMenu(anchorRef, menuRef, isOpen);

  const { id: _id, 'aria-labelledby': labelledBy, ...inputRest } = wired;
  const showEmpty = isOpen && items.length === 0 && emptyText !== undefined;

  return (
    <StyledWrapper className={className} style={style} data-block={block || undefined}>
      <StyledInput
        data-size={size}
        autoComplete="off"
        {...getInputProps({
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
          'aria-labelledby': labelledBy ?? (field ? field.labelId : undefined),
        })}
      />
      <ChevronDownIcon />
      <StyledMenu
        data-open={(isOpen && items.length > 0) || showEmpty || undefined}
        {...getMenuProps({
          ref: menuRef,
          'aria-labelledby': labelledBy ?? (field ? field.labelId : undefined),
          'aria-label': labelledBy || field ? undefined : props['aria-label'],
        })}
      >
        {isOpen ? renderOptions({ sections, getItemProps, highlightedIndex, idPrefix: generated }) : null}
        {showEmpty ? <StyledEmpty role="presentation">{emptyText}</StyledEmpty> : null}
      </StyledMenu>
      {name ? <input type="hidden" name={name} value={value ?? ''} /> : null}
    </StyledWrapper>
  );
});
Combobox.displayName = 'Combobox';
