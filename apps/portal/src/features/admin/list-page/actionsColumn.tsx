import type { DataTableColumn } from '@meridian/ui';
import type { ReactNode } from 'react';
import { LOOKUP_TEXT } from './text';

/** An admin table's last column: the row's actions, not sortable. */
export function actionsColumn<T>(
  cell: (row: T) => ReactNode,
  header: string = LOOKUP_TEXT.actions,
): DataTableColumn<T> {
  return { id: 'actions', header, sortable: false, accessor: () => '', cell };
}
