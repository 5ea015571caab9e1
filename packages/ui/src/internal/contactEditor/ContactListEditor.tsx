import {
  ensureSingleDefault,
  isMarkedForRemoval,
  markForRemoval,
  setDefaultEntry,
  undoRemoval,
  type ContactKind,
} from '@meridian/domain';
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';
import { mergeRefs } from '../mergeRefs';
import { useIsomorphicLayoutEffect, useStableCallback } from '../useStableCallback';
import { AddEntrySelect } from './AddEntrySelect';
import { ContactRow } from './ContactRow';
import { StyledEditor, StyledRows } from './styles';
import type { ContactRowFieldsProps, RowActions } from './types';

/*
 * The list editor the three contact editors (PhoneEditor, EmailEditor, AddressEditor) are made of:
 * the rows with their default checkbox and remove / Undo button, the Add Entry select, touched
 * fields, and where focus goes when rows change. An editor brings its row fields (a component) and
 * the rules from @meridian/domain. Rows are memoized: typing into one row re-renders that row only.
 */

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
  /** The types the Add Entry select offers (e.g. Mobile leaves once a Mobile phone exists); keep the array while they hold. */
  addTypes: readonly string[];
  /** A new, empty entry of a type chosen from Add Entry. */
  newEntry: (type: string) => T;
  /** A row's fields. A module-level component: rows re-render only when their own props change. */
  Fields: ComponentType<ContactRowFieldsProps<T, X>>;
  /**
   * Per-row data for `Fields`. Rows are memoized by identity: return the same object while a row's
   * data holds (build the few objects rows can share with `useMemo`), or every row re-renders.
   */
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
  // Per row, so a row's list keeps its identity (and the memoized row its props) until that row changes.
  const [touched, setTouched] = useState<Readonly<Record<number, readonly string[]>>>({});
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
        setTouched((all) => (all[index]?.includes(field) ? all : { ...all, [index]: [...(all[index] ?? []), field] })),
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
              touched={touched[index] ?? NONE_TOUCHED}
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

const NONE_TOUCHED: readonly string[] = [];

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
