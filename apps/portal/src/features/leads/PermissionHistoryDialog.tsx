import { useContactPermissionHistory } from '@meridian/api/react';
import {
  PERMISSION_HISTORY_DIALOG_WIDTH,
  permissionHistoryRows,
  type PermissionHistoryDisplayRow,
} from '@meridian/domain';
import { Banner, Button, Dialog, Spinner } from '@meridian/ui';
import { useState } from 'react';
import { styled } from 'styled-components';

export const PERMISSION_HISTORY_TEXT = {
  title: 'Contact Permission Update History',
  close: 'Close',
  empty: 'No contact permission changes yet.',
  previous: 'Previous page',
  next: 'Next page',
  columns: [
    { key: 'permission', label: 'Contact Permission' },
    { key: 'status', label: 'Status' },
    { key: 'date', label: 'Date/Time' },
    { key: 'username', label: 'Username' },
    { key: 'name', label: 'Name' },
  ] as const,
} as const;

const PAGE_SIZE = 10;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;

  & th,
  & td {
    padding: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[2]}px;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
  }
  & th button {
    padding: 0;
    border: 0;
    background: none;
    font: inherit;
    font-weight: ${({ theme }) => theme.font.weight.bold};
    cursor: pointer;
  }
`;

const StyledPager = styled.div`
  display: flex;
  justify-content: flex-end;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  margin-top: ${({ theme }) => theme.space[2]}px;
`;

type Column = PermissionHistoryDisplayRow extends infer R ? keyof R : never;

/**
 * The Contact Permission Update History dialog (spec 02 §2.2): the lead's changes, oldest first by
 * default, sortable by any column and paginated, 70% wide, with Close.
 */
export function PermissionHistoryDialog({ leadId, onClose }: { leadId: number; onClose(): void }) {
  const history = useContactPermissionHistory(leadId);
  const [sort, setSort] = useState<{ column: Column | null; descending: boolean }>({ column: null, descending: false });
  const [page, setPage] = useState(0);
  const rows = permissionHistoryRows(history.data);
  // Date/Time sorts by the instant (the rows come oldest first), the others by their text.
  if (sort.column && sort.column !== 'date') {
    const column = sort.column;
    rows.sort((a, b) => a[column].localeCompare(b[column]) * (sort.descending ? -1 : 1));
  } else if (sort.descending) rows.reverse();
  const pages = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const shown = rows.slice(page * PAGE_SIZE, page * PAGE_SIZE + PAGE_SIZE);
  const sortBy = (column: Column) =>
    setSort((s) => ({ column, descending: s.column === column ? !s.descending : false }));

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={PERMISSION_HISTORY_TEXT.title}
      width={PERMISSION_HISTORY_DIALOG_WIDTH}
      footer={<Button onClick={onClose}>{PERMISSION_HISTORY_TEXT.close}</Button>}
    >
      {history.error ? <Banner variant="alert">{history.error.message}</Banner> : null}
      {!history.data && !history.error ? <Spinner /> : null}
      {history.data ? (
        rows.length === 0 ? (
          <p>{PERMISSION_HISTORY_TEXT.empty}</p>
        ) : (
          <>
            <StyledTable>
              <thead>
                <tr>
                  {PERMISSION_HISTORY_TEXT.columns.map(({ key, label }) => (
                    <th
                      key={key}
                      scope="col"
                      aria-sort={sort.column === key ? (sort.descending ? 'descending' : 'ascending') : undefined}
                    >
                      <button type="button" onClick={() => sortBy(key)}>
                        {label}
                      </button>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {shown.map((row, i) => (
                  <tr key={`${page}-${i}`}>
                    <td>{row.permission}</td>
                    <td>{row.status}</td>
                    <td>{row.date}</td>
                    <td>{row.username}</td>
                    <td>{row.name}</td>
                  </tr>
                ))}
              </tbody>
            </StyledTable>
            {pages > 1 ? (
              <StyledPager>
                <Button size="small" disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
                  {PERMISSION_HISTORY_TEXT.previous}
                </Button>
                <span>{`${page + 1} / ${pages}`}</span>
                <Button size="small" disabled={page >= pages - 1} onClick={() => setPage((p) => p + 1)}>
                  {PERMISSION_HISTORY_TEXT.next}
                </Button>
              </StyledPager>
            ) : null}
          </>
        )
      ) : null}
    </Dialog>
  );
}
