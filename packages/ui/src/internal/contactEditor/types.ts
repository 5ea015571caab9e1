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
export interface RowActions<T> {
  patch: (index: number, changes: Partial<T>) => void;
  touch: (index: number, field: string) => void;
  setDefault: (index: number) => void;
  remove: (index: number) => void;
  undo: (index: number) => void;
}
