import { describeError, type RegistrationLinkRow } from '@meridian/api';
import { useRevokeRegistrationLink } from '@meridian/api/react';
import { formatCentralDateTime } from '@meridian/domain';
import { Button, ConfirmDialog, DataTable, useToasts, type DataTableColumn } from '@meridian/ui';
import { useMemo, useState } from 'react';
import { LINKS_TEXT as T } from './text';

export interface CurrentLinksProps {
  accountId: number;
  rows: readonly RegistrationLinkRow[];
  loading: boolean;
  error?: string;
}

/** The account's links that still open registration, newest first, each revocable after a confirmation. */
export function CurrentLinks({ accountId, rows, loading, error }: CurrentLinksProps) {
  const revoke = useRevokeRegistrationLink(accountId);
  const toasts = useToasts();
  const [toRevoke, setToRevoke] = useState<RegistrationLinkRow | null>(null);

  const columns = useMemo<ReadonlyArray<DataTableColumn<RegistrationLinkRow>>>(
    () => [
      { id: 'role_name', header: T.columns.role, accessor: 'role_name', rowHeader: true },
      {
        id: 'approval_required',
        header: T.columns.approval,
        accessor: (row) => (row.approval_required ? T.approvalRequired : T.approvalNone),
      },
      {
        id: 'created_by_name',
        header: T.columns.builtBy,
        accessor: (row) => row.created_by_name ?? `User ${row.created_by}`,
      },
      {
        id: 'created_at',
        header: T.columns.built,
        accessor: (row) => row.created_at,
        cell: (row) => formatCentralDateTime(row.created_at),
      },
      {
        id: 'expires_at',
        header: T.columns.expires,
        accessor: (row) => row.expires_at,
        cell: (row) => formatCentralDateTime(row.expires_at),
      },
      {
        id: 'actions',
        header: T.columns.actions,
        sortable: false,
        accessor: () => '',
        cell: (row) => (
          <Button
            size="small"
            variant="secondary"
            aria-label={T.revokeLabel(row.role_name, formatCentralDateTime(row.created_at))}
            onClick={() => setToRevoke(row)}
          >
            {T.revoke}
          </Button>
        ),
      },
    ],
    [],
  );

  async function confirmRevoke(row: RegistrationLinkRow) {
    try {
      await revoke.trigger({ link_id: row.link_id });
      toasts.push({ type: 'success', message: T.revoked(row.role_name) });
    } catch (failure) {
      toasts.push({ type: 'alert', message: describeError(failure) });
    }
  }

  return (
    <>
      <DataTable
        caption={T.tableCaption}
        hideCaption
        columns={columns}
        data={rows}
        getRowId={(row) => String(row.link_id)}
        emptyText={T.empty}
        loading={loading}
        error={error}
      />
      {toRevoke ? (
        <ConfirmDialog
          open
          type="yes-confirm"
          message={T.revokeConfirm(toRevoke.role_name)}
          onConfirm={() => void confirmRevoke(toRevoke)}
          onOpenChange={(open) => {
            if (!open) setToRevoke(null);
          }}
        />
      ) : null}
    </>
  );
}
