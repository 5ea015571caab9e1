import {
  ensureSingleDefault,
  isMarkedForRemoval,
  markForRemoval,
  setDefaultEntry,
  undoRemoval,
  type ContactKind,
} from '@meridian/domain';
import { useSelect } from 'downshift';
import {
  memo,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';
import { styled } from 'styled-components';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { IconButton } from '../IconButton';
import { ChevronDownIcon, CloseIcon } from './icons';
import { renderOptions, StyledMenu, useAnchoredMenu, type SelectOption } from './listbox';
import { mergeRefs } from './mergeRefs';
import { useSelectionReport } from './useSelectionReport';
import { useIsomorphicLayoutEffect, useStableCallback } from './useStableCallback';

/*
 * The list editor the three contact editors (PhoneEditor, EmailEditor, AddressEditor) are made of:
 * the rows with their default checkbox and remove / Undo button, the Add Entry select, touched
 * fields, and where focus goes when rows change. An editor brings its row fields (a component) and
 * the rules from @meridian/domain. Rows are memoized: typing into one row re-renders that row only.
 */

const StyledEditor = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  min-width: 0;
`;

const StyledRows = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A row; removed rows are struck through (their controls are disabled until Undo). */
const StyledRow = styled.li`
  display: grid;
  align-items: start;
  gap: ${({ theme }) => theme.space[2]}px;
  padding: ${({ theme }) => theme.space[2]}px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.canvas};

  &[data-kind='phone'] {
    grid-template-columns: minmax(96px, 140px) minmax(160px, 1fr) auto;
  }
  &[data-kind='email'] {
    grid-template-columns: minmax(96px, 140px) minmax(200px, 1fr) auto;
  }
  &[data-kind='address'] {
    grid-template-columns: minmax(0, 1fr) auto;
  }
  &[data-default] {
    border-color: ${({ theme }) => theme.color.accentMuted};
  }
  &[data-removed] {
    background: ${({ theme }) => theme.color.canvasSubtle};
  }
  &[data-removed] input,
  &[data-removed] button[role='combobox'] > span {
    text-decoration: line-through;
  }
`;

const StyledRowEnd = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  min-height: ${({ theme }) => theme.control.md};
`;

const StyledAddBar = styled.div`
  position: relative;
  display: flex;
`;

/** What a row's fields get from the list editor. */
export interface ContactRowFieldsProps<T, X> {
  entry: T;
  index: number;
  /** 'Phone 2', 'Email 1', 'Address 3': prefixes every accessible name of the row. */
  name: string;
  /** The editor is disabled or the row is marked for removal. */
  off: boolean;
  removed: boolean;
  /** Whether a field's error shows: for every live row after a save attempt, else once the field was left. */
  shows: (field: string) => boolean;
  /** Merges changes into this row. */
  patch: (changes: Partial<T>) => void;
  /** Marks a field as left (its error shows from now on). */
  touch: (field: string) => void;
  /** The editor's own per-row data (choices, counties, lookup callbacks). */
  extra: X;
}

/** Row actions with a stable identity: they read the latest entries, so memoized rows never go stale. */
interface RowActions<T> {
  patch: (index: number, changes: Partial<T>) => void;
  touch: (index: number, field: string) => void;
  setDefault: (index: number) => void;
  remove: (index: number) => void;
  undo: (index: number) => void;
}

interface ContactRowProps<T, X> {
  kind: ContactKind;
  entry: T;
  index: number;
  name: string;
  removed: boolean;
  isDefault: boolean;
  disabled: boolean;
  showErrors: boolean;
  /** The fields of this row already left. */
  touched: readonly string[];
  extra: X;
  Fields: ComponentType<ContactRowFieldsProps<T, X>>;
  actions: RowActions<T>;
}

/** Equal, or arrays with the same items (choice lists are rebuilt on every render of the editor). */
function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => Object.is(item, b[i]));
}

/** Props equal one by one (`sameValue`); a nested plain object (a row's `extra`) is compared the same way. */
function sameProps(prev: object, next: object): boolean {
  const before = prev as Record<string, unknown>;
  const after = next as Record<string, unknown>;
  const keys = Object.keys(after);
  return (
    keys.length === Object.keys(before).length &&
    keys.every((key) => {
      const [x, y] = [before[key], after[key]];
      if (sameValue(x, y)) return true;
      return key === 'extra' && isPlainObject(x) && isPlainObject(y) && sameProps(x, y);
    })
  );
}

const isPlainObject = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

function ContactRowImpl<T, X>({
  kind,
  entry,
  index,
  name,
  removed,
  isDefault,
  disabled,
  showErrors,
  touched,
  extra: nextExtra,
  Fields,
  actions,
}: ContactRowProps<T, X>) {
  // The editor rebuilds `extra` on every render; keep the previous one while it holds the same data.
  const [keptExtra, keepExtra] = useState(nextExtra);
  const sameExtra = Object.is(keptExtra, nextExtra) || sameProps({ extra: keptExtra }, { extra: nextExtra });
  if (!sameExtra) keepExtra(nextExtra);
  const extra = sameExtra ? keptExtra : nextExtra;
  // Stable per row, so the fields can memoize what a keystroke elsewhere in the row does not change.
  const patch = useCallback((changes: Partial<T>) => actions.patch(index, changes), [actions, index]);
  const touch = useCallback((field: string) => actions.touch(index, field), [actions, index]);
  const shows = useCallback(
    (field: string) => !removed && (showErrors || touched.includes(field)),
    [removed, showErrors, touched],
  );
  const onDefault = useCallback(() => actions.setDefault(index), [actions, index]);
  const onRemove = useCallback(() => actions.remove(index), [actions, index]);
  const onUndo = useCallback(() => actions.undo(index), [actions, index]);
  return (
    <StyledRow
      data-kind={kind}
      data-row={index}
      data-removed={removed || undefined}
      data-default={isDefault || undefined}
    >
      <Fields
        entry={entry}
        index={index}
        name={name}
        off={disabled || removed}
        removed={removed}
        shows={shows}
        patch={patch}
        touch={touch}
        extra={extra}
      />
      <RowEnd
        name={name}
        isDefault={isDefault}
        removed={removed}
        disabled={disabled}
        onDefault={onDefault}
        onRemove={onRemove}
        onUndo={onUndo}
      />
    </StyledRow>
  );
}
const ContactRow = memo(ContactRowImpl, sameProps) as typeof ContactRowImpl;

export interface ContactListEditorProps<T extends object, X> extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'defaultValue' | 'onChange'
> {
  kind: ContactKind;
  /** The editor's forwarded ref (the group element). */
  editorRef: Ref<HTMLDivElement>;
  /** The editor's own handle on the group element, when it needs one (e.g. to return focus after a dialog). */
  rootRef?: RefObject<HTMLDivElement | null>;
  entries: readonly T[];
  onEntriesChange: (entries: T[]) => void;
  /** Names the group. */
  label: string;
  /** Singular used in row names ('Phone 2 type'). */
  rowLabel: string;
  disabled: boolean;
  showErrors: boolean;
  /** The types the Add Entry select offers (e.g. Mobile leaves once a Mobile phone exists). */
  addTypes: readonly string[];
  /** A new, empty entry of a type chosen from Add Entry. */
  newEntry: (type: string) => T;
  /** A row's fields. A module-level component: rows re-render only when their own props change. */
  Fields: ComponentType<ContactRowFieldsProps<T, X>>;
  /** Per-row data for `Fields`, compared one level deep (arrays item by item). */
  rowExtra: (entry: T, index: number) => X;
  /** After the Add Entry select (e.g. the editor's dialogs). */
  children?: ReactNode;
}

/**
 * A contact list: a group of rows (fields, default checkbox, remove / Undo) and the Add Entry
 * select. Removing a row strikes it through and focuses its Undo; Undo focuses remove again;
 * adding a row focuses its first field (`data-part="value"`).
 */
export function ContactListEditor<T extends object, X>({
  kind,
  editorRef,
  rootRef: givenRootRef,
  entries,
  onEntriesChange,
  label,
  rowLabel,
  disabled,
  showErrors,
  addTypes,
  newEntry,
  Fields,
  rowExtra,
  children,
  ...rest
}: ContactListEditorProps<T, X>) {
  const ownRootRef = useRef<HTMLDivElement>(null);
  const rootRef = givenRootRef ?? ownRootRef;
  const focusLater = useFocusAfterRender(rootRef);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const latest = useRef({ entries, onEntriesChange });
  useIsomorphicLayoutEffect(() => {
    latest.current = { entries, onEntriesChange };
  });

  const actions = useMemo<RowActions<T>>(() => {
    const set = (next: T[]) => latest.current.onEntriesChange(next);
    const all = () => latest.current.entries;
    return {
      patch: (index, changes) => set(all().map((entry, i) => (i === index ? { ...entry, ...changes } : entry))),
      touch: (index, field) =>
        setTouched((fields) => (fields.has(`${index}.${field}`) ? fields : new Set(fields).add(`${index}.${field}`))),
      setDefault: (index) => set(setDefaultEntry(all(), index)),
      remove: (index) => {
        focusLater(index, 'undo');
        set(markForRemoval(kind, all(), index));
      },
      undo: (index) => {
        focusLater(index, 'remove');
        set(undoRemoval(kind, all(), index));
      },
    };
  }, [kind, focusLater]);

  const add = useStableCallback((type: string) => {
    focusLater(entries.length, 'value');
    onEntriesChange(ensureSingleDefault(kind, [...entries, newEntry(type)]));
  });

  return (
    <StyledEditor
      ref={mergeRefs(editorRef, rootRef)}
      role="group"
      aria-label={label}
      data-disabled={disabled || undefined}
      {...rest}
    >
      {entries.length > 0 ? (
        <StyledRows>
          {entries.map((entry, index) => (
            <ContactRow
              // Rows are never taken out before a save (removal only marks them), so the index is stable.
              key={index}
              kind={kind}
              entry={entry}
              index={index}
              name={`${rowLabel} ${index + 1}`}
              removed={isMarkedForRemoval(kind, entry)}
              isDefault={Boolean((entry as { isSelected?: boolean }).isSelected)}
              disabled={disabled}
              showErrors={showErrors}
              touched={touchedFields(touched, index)}
              extra={rowExtra(entry, index)}
              Fields={Fields}
              actions={actions}
            />
          ))}
        </StyledRows>
      ) : null}
      <AddEntrySelect label={`Add Entry: ${rowLabel}`} types={addTypes} disabled={disabled} onAdd={add} />
      {children}
    </StyledEditor>
  );
}

function touchedFields(touched: ReadonlySet<string>, index: number): string[] {
  const prefix = `${index}.`;
  return [...touched].filter((key) => key.startsWith(prefix)).map((key) => key.slice(prefix.length));
}

/** Moves focus to `[data-row="i"] [data-part="part"]` after the next render (row added, removed, restored). */
function useFocusAfterRender(rootRef: RefObject<HTMLElement | null>) {
  const pending = useRef<string | null>(null);
  useEffect(() => {
    if (!pending.current) return;
    const target = rootRef.current?.querySelector<HTMLElement>(pending.current);
    pending.current = null;
    target?.focus();
  });
  return useCallback((row: number, part: string) => {
    pending.current = `[data-row="${row}"] [data-part="${part}"]`;
  }, []);
}

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
const AddEntrySelect = memo(function AddEntrySelect({ types, onAdd, disabled, label }: AddEntrySelectProps) {
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
      const next = type === useSelect.stateChangeTypes.ToggleButtonBlur ? { ...changes, selectedItem: state.selectedItem } : changes;
      noteSelection(state.selectedItem, next.selectedItem);
      return next;
    },
    toggleButtonId: `${id}-toggle`,
    menuId: `${id}-menu`,
    getItemId: (index) => `${id}-option-${index}`,
  });
  useAnchoredMenu(anchorRef, menuRef, isOpen);

  return (
    <StyledAddBar>
      <Button
        size="small"
        data-part="add"
        // eslint-disable-next-line react-hooks/refs -- downshift's prop getters attach the ref, they do not read it
        {...getToggleButtonProps({ ref: anchorRef, 'aria-label': label, disabled: disabled || types.length === 0 })}
      >
        Add Entry
        <ChevronDownIcon aria-hidden="true" />
      </Button>
      <StyledMenu
        data-open={(isOpen && items.length > 0) || undefined}
        // eslint-disable-next-line react-hooks/refs -- downshift's prop getters attach the ref, they do not read it
        {...getMenuProps({ ref: menuRef, 'aria-label': label })}
      >
        {isOpen
          ? renderOptions({ sections: [{ start: 0, options: items }], getItemProps, highlightedIndex, idPrefix: id })
          : null}
      </StyledMenu>
    </StyledAddBar>
  );
}, sameProps);

interface RowEndProps {
  name: string;
  isDefault: boolean;
  removed: boolean;
  disabled: boolean;
  onDefault: () => void;
  onRemove: () => void;
  onUndo: () => void;
}

/** The default checkbox and the remove (×) or Undo button at the end of a row. */
const RowEnd = memo(function RowEnd({ name, isDefault, removed, disabled, onDefault, onRemove, onUndo }: RowEndProps) {
  return (
    <StyledRowEnd>
      <Checkbox
        label="Default"
        aria-label={`${name} default`}
        data-part="default"
        checked={isDefault}
        disabled={disabled || removed}
        // One default per list: a default is moved by ticking another row, not by unticking.
        onCheckedChange={(checked) => {
          if (checked === true) onDefault();
        }}
      />
      {removed ? (
        <Button size="small" data-part="undo" aria-label={`Undo removing ${name}`} disabled={disabled} onClick={onUndo}>
          Undo
        </Button>
      ) : (
        <IconButton
          size="small"
          icon={<CloseIcon />}
          aria-label={`Remove ${name}`}
          data-part="remove"
          disabled={disabled}
          onClick={onRemove}
        />
      )}
    </StyledRowEnd>
  );
});
