import { useMemo, useState } from 'react';

/**
 * Which row of an admin list has a dialog open — the add/edit dialog (`'new'` when adding), the
 * delete confirmation, the History dialog — and which row's details the pane beside the table shows
 * (`chosen`). `open` and `close` keep their identity across renders, so memoized columns may call them.
 */
export function useRowDialogs<T>() {
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const [history, setHistory] = useState<T | null>(null);
  const [chosen, setChosen] = useState<T | null>(null);
  const open = useMemo(
    () => ({
      add: () => setEditing('new'),
      edit: (row: T) => setEditing(() => row),
      delete: (row: T) => setDeleting(() => row),
      history: (row: T) => setHistory(() => row),
      detail: (row: T) => setChosen(() => row),
    }),
    [],
  );
  const close = useMemo(
    () => ({
      edit: () => setEditing(null),
      delete: () => setDeleting(null),
      history: () => setHistory(null),
      detail: () => setChosen(null),
    }),
    [],
  );
  return {
    /** The add/edit dialog is open: adding (`'new'`) or editing a row. */
    editing,
    /** The row being edited; undefined when adding or when no dialog is open. */
    current: editing === 'new' || editing === null ? undefined : editing,
    deleting,
    history,
    /** The row whose details the pane shows, as it was chosen (AdminListPage shows it as last read). */
    chosen,
    open,
    close,
  };
}

export type RowDialogs<T> = ReturnType<typeof useRowDialogs<T>>;
