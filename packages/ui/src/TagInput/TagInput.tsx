import {
  canAddTag,
  maxLengthHint,
  showsMaxLengthHint,
  TAG_MAX_LENGTH,
  TAG_SEPARATOR_KEYS,
  tagsFromInput,
  tagSuggestions,
} from '@meridian/domain';
import { useCombobox } from 'downshift';
import {
  forwardRef,
  useId,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type HTMLAttributes,
  type KeyboardEvent,
} from 'react';
import { styled } from 'styled-components';
import { Button } from '../Button';
import { useFieldContext, useFieldControl } from '../Field/Field';
import { IconButton } from '../IconButton';
import { CloseIcon } from '../internal/icons';
import { StyledMenu, StyledOption, useFloatingListbox } from '../internal/listbox';
import { mergeRefs } from '../internal/mergeRefs';
import { controlSurface } from '../internal/styles';
import { useControllableState } from '../internal/useControllableState';
import { useSelectionReport } from '../internal/useSelectionReport';

export interface TagInputProps extends Omit<HTMLAttributes<HTMLDivElement>, 'defaultValue' | 'onChange'> {
  value?: ReadonlyArray<string>;
  defaultValue?: ReadonlyArray<string>;
  onValueChange?: (tags: string[]) => void;
  /** Known tags offered while typing (matched by case-insensitive substring). */
  suggestions?: ReadonlyArray<string>;
  disabled?: boolean;
  /** Accessible name of the text field when there is no Field label. */
  inputLabel?: string;
  addLabel?: string;
  removeLabel?: (tag: string) => string;
}

const StyledRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  max-width: 480px;
`;

const StyledRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]}px;
`;

const StyledBox = styled.div`
  display: flex;
  flex: 1;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
  min-width: 0;
  min-height: ${({ theme }) => theme.control.md};
  padding: 2px ${({ theme }) => theme.space[1]}px;
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.canvas};

  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: -1px;
    border-color: ${({ theme }) => theme.color.focus};
  }
  &[data-disabled] {
    background: ${({ theme }) => theme.color.canvasDisabled};
  }
`;

const StyledChips = styled.ul`
  display: contents;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledChip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  max-width: 100%;
  height: 24px;
  padding-left: ${({ theme }) => theme.space[2]}px;
  border: 1px solid ${({ theme }) => theme.color.accentMuted};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.color.accentSubtle};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};

  & > span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  & > button {
    width: 22px;
    height: 22px;
    border-radius: ${({ theme }) => theme.radii.full};
  }
`;

const StyledInput = styled.input`
  ${controlSurface}
  flex: 1;
  min-width: 120px;
  min-height: 26px;
  border: 0;
  background: transparent;

  &:focus,
  &:focus-visible {
    outline: none;
  }
`;

const StyledHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/**
 * Tags as chips (spec 02 §5.1): type and press Enter or comma, or the Add Tag button; known tags
 * are suggested by case-insensitive substring; at most 20 characters per tag, empty and duplicate
 * tags are not added (domain's `canAddTag`). Each chip has a remove button; focus then returns to
 * the text field. Works inside a `Field` (the text field takes its label and description).
 */
export const TagInput = forwardRef<HTMLInputElement, TagInputProps>(function TagInput(
  {
    value: valueProp,
    defaultValue = [],
    onValueChange,
    suggestions = [],
    disabled: disabledProp,
    inputLabel,
    addLabel = 'Add Tag',
    removeLabel = (tag) => `Remove ${tag}`,
    ...rest
  },
  ref,
) {
  const field = useFieldContext();
  const generated = useId();
  const [tags, setTags] = useControllableState<ReadonlyArray<string>>({
    value: valueProp,
    defaultValue,
    onChange: onValueChange as ((tags: ReadonlyArray<string>) => void) | undefined,
  });
  const [inputValue, setInputValue] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const items = useMemo(
    () => (inputValue.trim() ? tagSuggestions([...suggestions], inputValue, [...tags]) : []),
    [suggestions, inputValue, tags],
  );

  const hintId = `${generated}-hint`;
  const showHint = showsMaxLengthHint(inputValue, TAG_MAX_LENGTH);
  const wired = useFieldControl<{
    id?: string;
    disabled?: boolean;
    'aria-describedby'?: string;
    'aria-invalid'?: boolean | 'true' | 'false';
  }>({ disabled: disabledProp, 'aria-describedby': showHint ? hintId : undefined });
  const disabled = Boolean(wired.disabled);

  const add = (text: string) => {
    const added = tagsFromInput(text, [...tags]);
    if (added.length > 0) setTags([...tags, ...added]);
    setInputValue('');
  };

  const noteSelection = useSelectionReport<string>((chosen) => {
    if (chosen && canAddTag(chosen, [...tags])) setTags([...tags, chosen]);
    setInputValue('');
  });

  const { isOpen, highlightedIndex, getInputProps, getMenuProps, getItemProps } = useCombobox<string>({
    items,
    inputValue,
    selectedItem: null,
    itemToString: (item) => item ?? '',
    onInputValueChange: ({ inputValue: next, type }) => {
      if (type === useCombobox.stateChangeTypes.InputChange) setInputValue(next);
    },
    stateReducer: (state, { changes }) => {
      noteSelection(state.selectedItem, changes.selectedItem);
      return changes;
    },
    inputId: wired.id ?? `${generated}-input`,
    menuId: `${generated}-menu`,
    labelId: field?.labelId ?? `${generated}-label`,
    getItemId: (index) => `${generated}-option-${index}`,
  });
  useFloatingListbox(boxRef, menuRef, isOpen && items.length > 0);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const separator = (TAG_SEPARATOR_KEYS as readonly string[]).includes(event.key);
    const choosingSuggestion = event.key === 'Enter' && isOpen && highlightedIndex >= 0;
    if (!separator || choosingSuggestion) return;
    // Enter never submits the surrounding form; comma never lands in the text.
    event.preventDefault();
    (event.nativeEvent as unknown as { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
    add(inputValue);
  };

  const labelledBy = field ? field.labelId : undefined;
  return (
    <StyledRoot {...rest}>
      <StyledRow>
        <StyledBox ref={boxRef} data-disabled={disabled || undefined}>
          {tags.length > 0 ? (
            <StyledChips aria-live="polite" aria-relevant="additions">
              {tags.map((tag) => (
                <StyledChip key={tag}>
                  <span>{tag}</span>
                  <IconButton
                    size="small"
                    icon={<CloseIcon />}
                    aria-label={removeLabel(tag)}
                    disabled={disabled}
                    onClick={() => {
                      setTags(tags.filter((t) => t !== tag));
                      inputRef.current?.focus();
                    }}
                  />
                </StyledChip>
              ))}
            </StyledChips>
          ) : null}
          <StyledInput
            {...getInputProps({
              ref: mergeRefs(ref, inputRef),
              disabled,
              maxLength: TAG_MAX_LENGTH,
              onKeyDown,
              // downshift reports typed text from an effect, after the render: a controlled input would
              // show the old text until then, and a key typed in between would be lost. Keep it now.
              onChange: (event: ChangeEvent<HTMLInputElement>) => setInputValue(event.currentTarget.value),
              'aria-labelledby': labelledBy,
              'aria-label': labelledBy ? undefined : inputLabel,
              'aria-describedby': wired['aria-describedby'],
              'aria-invalid': wired['aria-invalid'],
            })}
            autoComplete="off"
          />
        </StyledBox>
        <Button disabled={disabled || !canAddTag(inputValue, [...tags])} onClick={() => add(inputValue)}>
          {addLabel}
        </Button>
      </StyledRow>
      {showHint ? <StyledHint id={hintId}>{maxLengthHint(TAG_MAX_LENGTH)}</StyledHint> : null}
      <StyledMenu
        data-open={(isOpen && items.length > 0) || undefined}
        {...getMenuProps({
          ref: menuRef,
          'aria-labelledby': labelledBy,
          'aria-label': labelledBy ? undefined : inputLabel,
        })}
      >
        {isOpen
          ? items.map((item, index) => (
              <StyledOption
                key={item}
                data-highlighted={highlightedIndex === index || undefined}
                {...getItemProps({ item, index })}
              >
                <span>{item}</span>
              </StyledOption>
            ))
          : null}
      </StyledMenu>
    </StyledRoot>
  );
});
TagInput.displayName = 'TagInput';
