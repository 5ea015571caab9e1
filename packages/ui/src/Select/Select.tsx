import { useSelect } from 'downshift';
import { forwardRef, useId, useMemo, useRef, type ButtonHTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { useFieldContext, useFieldControl } from '../Field/Field';
import { ChevronDownIcon } from '../internal/icons';
import {
  renderOptions,
  StyledMenu,
  toSections,
  useFloatingListbox,
  type SelectOption,
  type SelectOptionGroup,
} from '../internal/listbox';
import { mergeRefs } from '../internal/mergeRefs';
import { controlSurface } from '../internal/styles';
import { useControllableState } from '../internal/useControllableState';
import { useSelectionReport } from '../internal/useSelectionReport';

export type { SelectOption, SelectOptionGroup };

export interface SelectProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'value' | 'defaultValue' | 'onChange' | 'children'
> {
  /** Flat choices. Give either `options` or `groups`. */
  options?: ReadonlyArray<SelectOption>;
  /** Grouped choices (counties by state, product types active / inactive). */
  groups?: ReadonlyArray<SelectOptionGroup>;
  /** The chosen option's value; `null` for none. */
  value?: string | null;
  defaultValue?: string | null;
  onValueChange?: (value: string | null) => void;
  /** Shown while nothing is chosen. */
  placeholder?: string;
  /** Announced as required (`aria-required`); a Field's `required` sets it too. */
  required?: boolean;
  size?: 'small' | 'medium';
  block?: boolean;
}

const StyledWrapper = styled.div`
  position: relative;
  display: inline-flex;
  width: 100%;
  max-width: 320px;
  min-width: 0;

  &[data-block] {
    max-width: none;
  }
`;

const StyledToggle = styled.button`
  ${controlSurface}
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]}px;
  width: 100%;
  text-align: left;
  cursor: pointer;

  &[data-size='small'] {
    min-height: ${({ theme }) => theme.control.sm};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  & > span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  & > span[data-placeholder] {
    color: ${({ theme }) => theme.color.textMuted};
  }
  & > svg {
    flex: none;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/**
 * A select-only combobox (downshift `useSelect`, ARIA 1.2 pattern): Enter, Space or arrows open
 * it, typing jumps to a matching option, Enter chooses, Escape closes; focus stays on the button.
 * Inside a `Field` it is labelled and described by the Field. With `name` it also submits its
 * value in a hidden input.
 */
export const Select = forwardRef<HTMLButtonElement, SelectProps>(function Select(
  {
    options,
    groups,
    value: valueProp,
    defaultValue = null,
    onValueChange,
    placeholder,
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
  const toggleId = wired.id ?? `${generated}-toggle`;
  const [value, setValue] = useControllableState({ value: valueProp, defaultValue, onChange: onValueChange });
  const { items, sections } = useMemo(() => toSections(options, groups), [options, groups]);
  const selectedItem = items.find((item) => item.value === value) ?? null;
  const noteSelection = useSelectionReport<SelectOption>((item) => setValue(item?.value ?? null));
  const anchorRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);

  const { isOpen, highlightedIndex, getToggleButtonProps, getMenuProps, getItemProps } = useSelect<SelectOption>({
    items,
    selectedItem,
    itemToString: (item) => item?.label ?? '',
    itemToKey: (item) => item?.value,
    isItemDisabled: (item) => Boolean(item.disabled),
    stateReducer: (state, { changes }) => {
      noteSelection(state.selectedItem, changes.selectedItem);
      return changes;
    },
    toggleButtonId: toggleId,
    menuId: `${generated}-menu`,
    labelId: field?.labelId ?? `${generated}-label`,
    getItemId: (index) => `${generated}-option-${index}`,
  });
  useFloatingListbox(anchorRef, menuRef, isOpen);

  const { id: _id, disabled, required, 'aria-labelledby': labelledBy, ...toggleRest } = wired;
  const toggleProps = getToggleButtonProps({
    ...toggleRest,
    // `required` is not valid on a button; the combobox role takes aria-required.
    'aria-required': required || undefined,
    ref: mergeRefs(ref, anchorRef),
    disabled,
    // Without a Field the caller names the select (aria-label); don't point at a missing label.
    'aria-labelledby': labelledBy ?? (field ? field.labelId : undefined),
  });

  return (
    <StyledWrapper className={className} style={style} data-block={block || undefined}>
      <StyledToggle type="button" data-size={size} data-open={isOpen || undefined} {...toggleProps}>
        {selectedItem ? <span>{selectedItem.label}</span> : <span data-placeholder="">{placeholder}</span>}
        <ChevronDownIcon />
      </StyledToggle>
      <StyledMenu
        data-open={(isOpen && items.length > 0) || undefined}
        {...getMenuProps({
          ref: menuRef,
          'aria-labelledby': labelledBy ?? (field ? field.labelId : undefined),
          'aria-label': labelledBy || field ? undefined : props['aria-label'],
        })}
      >
        {isOpen ? renderOptions({ sections, getItemProps, highlightedIndex, idPrefix: generated }) : null}
      </StyledMenu>
      {name ? <input type="hidden" name={name} value={value ?? ''} /> : null}
    </StyledWrapper>
  );
});
Select.displayName = 'Select';
