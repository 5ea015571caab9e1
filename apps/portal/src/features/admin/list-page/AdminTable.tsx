import { describeError } from '@meridian/api';
import { DataTable, type DataTableColumn } from '@meridian/ui';
import type { AdminList } from './useAdminList';

/** What an admin table shows of its search: the SWR read of a paged search answer. */
export interface AdminSearchRead<T> {
  data?: { result: readonly T[]; total_records: number };
  isLoading: boolean;
  error?: unknown;
}

export interface AdminTableProps<T extends object> {
  list: Pick<AdminList, 'page' | 'setPage' | 'sort' | 'changeSort' | 'pageCount'>;
  search: AdminSearchRead<T>;
  columns: ReadonlyArray<DataTableColumn<T>>;
  getRowId(row: T): string;
  caption: string;
  hideCaption?: boolean;
  emptyText: string;
  /** The pager's summary for the total ('25 campaigns'). */
  summary(total: number): string;
  /** Names the pager's navigation landmark. */
  pagesLabel: string;
}

/**
 * An admin screen's table of a server-paged, sorted search: its rows, loading and error states,
 * the sort in the headers, and the pager with its summary under it.
 */
export function AdminTable<T extends Record<string, unknown>>({
  list,
  search,
  summary,
  pagesLabel,
  ...table
}: AdminTableProps<T>) {
  const total = search.data?.total_records ?? 0;
  return (
    <>
      <DataTable
        manual
        {...table}
        data={(search.data?.result ?? []) as T[]}
        loading={search.isLoading}
        error={search.error ? describeError(search.error) : undefined}
        sort={list.sort}
        onSortChange={list.changeSort}
      />
      <DataTable.Pagination
        pageIndex={list.page - 1}
        pageCount={list.pageCount(total)}
        onPageIndexChange={(index) => list.setPage(index + 1)}
        summary={search.data ? summary(total) : null}
        disabled={search.isLoading}
        labels={{ pagination: pagesLabel }}
      />
    </>
  );
}
