import {
  canAddTag,
  maxLengthHint,
  showsMaxLengthHint,
  TAG_MAX_LENGTH,
  TAG_SEPARATOR_KEYS,
  tagsFromInput,
  tagSuggestions,
} from '@meridian/domain';
import { useCombobox, type UseComboboxReturnValue } from 'downshift';
import {
  forwardRef,
  useId,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type HTMLAttributes,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { Button } from '../Button';
import { useFieldContext, useFieldControl } from '../Field/Field';
import { IconButton } from '../IconButton';
import { CloseIcon } from '../internal/icons';
import { StyledMenu, StyledOption, useFloatingListbox } from '../internal/listbox';
import { useMergedRefs } from '../internal/mergeRefs';
import { useControllableState } from '../internal/useControllableState';
import { useSelectionReport } from '../internal/useSelectionReport';
import { StyledBox, StyledChip, StyledChips, StyledHint, StyledInput, StyledRoot, StyledRow } from './TagInput.styles';

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
  const { tags, setTags, inputValue, setInputValue, items, add } = useTagEntry({
    value: valueProp,
    defaultValue,
    onValueChange,
    suggestions,
  });
  const inputRef = useRef<HTMLInputElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const inputRefs = useMergedRefs(ref, inputRef);

  const hintId = `${generated}-hint`;
  const showHint = showsMaxLengthHint(inputValue, TAG_MAX_LENGTH);
  const wired = useFieldControl<{
    id?: string;
    disabled?: boolean;
    'aria-describedby'?: string;
    'aria-invalid'?: boolean | 'true' | 'false';
  }>({ disabled: disabledProp, 'aria-describedby': showHint ? hintId : undefined });
  const disabled = Boolean(wired.disabled);

  const noteSelection = useSelectionReport<string>((chosen) => {
    if (chosen && canAddTag(chosen, [...tags])) setTags([...tags, chosen]);
    setInputValue('');
  });

  const combobox = useCombobox<string>({
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
  const { isOpen, highlightedIndex } = combobox;
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
            <TagChips
              tags={tags}
              disabled={disabled}
              removeLabel={removeLabel}
              onRemove={(tag) => {
                setTags(tags.filter((t) => t !== tag));
                inputRef.current?.focus();
              }}
            />
          ) : null}
          <StyledInput
            {...combobox.getInputProps({
              ref: inputRefs,
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
      <TagSuggestions
        combobox={combobox}
        items={items}
        menuRef={menuRef}
        labelledBy={labelledBy}
        inputLabel={inputLabel}
      />
    </StyledRoot>
  );
});
TagInput.displayName = 'TagInput';

/** The tags and the typed text; `add` turns the text into tags (domain's `tagsFromInput`) and clears it. */
function useTagEntry({
  value,
  defaultValue,
  onValueChange,
  suggestions,
}: {
  value: ReadonlyArray<string> | undefined;
  defaultValue: ReadonlyArray<string>;
  onValueChange: ((tags: string[]) => void) | undefined;
  suggestions: ReadonlyArray<string>;
}) {
  const [tags, setTags] = useControllableState<ReadonlyArray<string>>({
    value,
    defaultValue,
    onChange: onValueChange as ((tags: ReadonlyArray<string>) => void) | undefined,
  });
  const [inputValue, setInputValue] = useState('');
  const items = useMemo(
    () => (inputValue.trim() ? tagSuggestions([...suggestions], inputValue, [...tags]) : []),
    [suggestions, inputValue, tags],
  );
  const add = (text: string) => {
    const added = tagsFromInput(text, [...tags]);
    if (added.length > 0) setTags([...tags, ...added]);
    setInputValue('');
  };
  return { tags, setTags, inputValue, setInputValue, items, add };
}

/** The chips, each with its remove button; additions are announced. */
function TagChips({
  tags,
  disabled,
  removeLabel,
  onRemove,
}: {
  tags: ReadonlyArray<string>;
  disabled: boolean;
  removeLabel: (tag: string) => string;
  onRemove: (tag: string) => void;
}) {
  return (
    <StyledChips aria-live="polite" aria-relevant="additions">
      {tags.map((tag) => (
        <StyledChip key={tag}>
          <span>{tag}</span>
          <IconButton
            size="small"
            icon={<CloseIcon />}
            aria-label={removeLabel(tag)}
            disabled={disabled}
            onClick={() => onRemove(tag)}
          />
        </StyledChip>
      ))}
    </StyledChips>
  );
}

/** The suggestions' listbox, floating under the field. */
function TagSuggestions({
  combobox,
  items,
  menuRef,
  labelledBy,
  inputLabel,
}: {
  combobox: UseComboboxReturnValue<string>;
  items: string[];
  menuRef: RefObject<HTMLUListElement | null>;
  labelledBy: string | undefined;
  inputLabel: string | undefined;
}) {
  return (
    <StyledMenu
      data-open={(combobox.isOpen && items.length > 0) || undefined}
      {...combobox.getMenuProps({
        ref: menuRef,
        'aria-labelledby': labelledBy,
        'aria-label': labelledBy ? undefined : inputLabel,
      })}
    >
      {combobox.isOpen
        ? items.map((item, index) => (
            <StyledOption
              key={item}
              data-highlighted={combobox.highlightedIndex === index || undefined}
              {...combobox.getItemProps({ item, index })}
            >
              <span>{item}</span>
            </StyledOption>
          ))
        : null}
    </StyledMenu>
  );
}
