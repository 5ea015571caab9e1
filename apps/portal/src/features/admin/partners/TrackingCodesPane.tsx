import { describeError, type AdminPartner, type AdminTrackingCode } from '@meridian/api';
import {
  useAddTrackingCode,
  useAdminTrackingCodes,
  useDeleteTrackingCode,
  useSetTrackingCodeActive,
} from '@meridian/api/react';
import { validateTrackingCode } from '@meridian/domain';
import { Button, ConfirmDialog, DataTable, useToasts, type DataTableColumn } from '@meridian/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { LookupEditDialog, StyledMuted, StyledPane, StyledPaneBar, LOOKUP_TEXT as T } from '../list-page';
import { RowActions } from '../RowActions';

export interface TrackingCodesPaneProps {
  accountId: number;
  partner: AdminPartner | null;
}

/** The chosen partner's tracking codes by code, with add, activate/deactivate and delete. */
export function TrackingCodesPane({ accountId, partner }: TrackingCodesPaneProps) {
  const codes = useAdminTrackingCodes(accountId, partner?.b2bpartner_id);
  const add = useAddTrackingCode();
  const setActive = useSetTrackingCodeActive();
  const remove = useDeleteTrackingCode();
  const toasts = useToasts();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<AdminTrackingCode | null>(null);
  const [busyId, setBusyId] = useState<number>();

  async function toggle(row: AdminTrackingCode) {
    // The button stays enabled (a disabled button would drop the keyboard focus); a second press waits.
    if (busyId !== undefined) return;
    const active = row.active === '1' ? '0' : '1';
    setBusyId(row.tracking_code_id);
    try {
      await setActive.trigger({ account_id: accountId, tracking_code_id: row.tracking_code_id, active });
      toasts.push({
        type: 'success',
        message:
          active === '1' ? T.trackingCodeActivated(row.tracking_code) : T.trackingCodeDeactivated(row.tracking_code),
      });
    } catch (error) {
      toasts.push({ type: 'alert', message: describeError(error) });
    } finally {
      setBusyId(undefined);
    }
  }

  const paneRef = useRef<HTMLElement>(null);
  const chosenId = partner?.b2bpartner_id;
  // A newly chosen record's pane may be below the table: bring it into view (the focus stays put).
  useEffect(() => {
    if (chosenId !== undefined) paneRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [chosenId]);

  const columns = useMemo<ReadonlyArray<DataTableColumn<AdminTrackingCode>>>(
    () => [
      { id: 'tracking_code', header: T.trackingCode, accessor: 'tracking_code', rowHeader: true, sortable: false },
      {
        id: 'active',
        header: T.status,
        sortable: false,
        accessor: (row) => (row.active === '1' ? T.active : T.inactive),
      },
      {
        id: 'actions',
        header: T.actions,
        sortable: false,
        accessor: () => '',
        cell: (row) => (
          <RowActions
            name={row.tracking_code}
            before={
              <Button
                size="small"
                aria-busy={busyId === row.tracking_code_id}
                onClick={() => void toggle(row)}
                aria-label={`${row.active === '1' ? T.deactivate : T.activate} ${row.tracking_code}`}
              >
                {row.active === '1' ? T.deactivate : T.activate}
              </Button>
            }
            onDelete={() => setDeleting(row)}
          />
        ),
      },
    ],
    [busyId], // eslint-disable-line react-hooks/exhaustive-deps
  );

  if (!partner)
    return (
      <StyledPane aria-label={T.trackingCodes}>
        <StyledMuted>{T.choosePartner}</StyledMuted>
      </StyledPane>
    );

  async function confirmDelete(row: AdminTrackingCode) {
    try {
      await remove.trigger({ account_id: accountId, tracking_code_id: row.tracking_code_id });
      toasts.push({ type: 'success', message: T.trackingCodeDeleted(row.tracking_code) });
    } catch (error) {
      toasts.push({ type: 'alert', message: describeError(error) });
    }
  }

  const titleId = `tracking-codes-of-${partner.b2bpartner_id}`;
  return (
    <StyledPane ref={paneRef} aria-labelledby={titleId}>
      <StyledPaneBar>
        <h2 id={titleId}>{T.trackingCodesOf(partner.company)}</h2>
        <Button size="small" variant="primary" onClick={() => setAdding(true)}>
          {T.addTrackingCode}
        </Button>
      </StyledPaneBar>
      <DataTable
        caption={T.trackingCodesCaption(partner.company)}
        hideCaption
        columns={columns}
        data={codes.data ?? []}
        getRowId={(row) => String(row.tracking_code_id)}
        emptyText={T.trackingCodesEmpty}
        loading={codes.isLoading}
        error={codes.error ? describeError(codes.error) : undefined}
        manual
        sort={null}
      />
      {adding ? (
        <LookupEditDialog
          title={T.addTrackingCode}
          textFields={[{ name: 'tracking_code', label: T.trackingCode }]}
          flagFields={[{ name: 'active', label: T.active, hint: T.trackingCodeActiveHint }]}
          initial={{ tracking_code: '', active: '1' }}
          validate={validateTrackingCode}
          onSave={async (values) => {
            const saved = await add.trigger({
              account_id: accountId,
              b2bpartner_id: partner.b2bpartner_id,
              tracking_code: values.tracking_code ?? '',
              active: values.active === '0' ? '0' : '1',
            });
            toasts.push({ type: 'success', message: T.trackingCodeSaved(saved.tracking_code) });
            setAdding(false);
          }}
          onClose={() => setAdding(false)}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          open
          type="yes-confirm"
          confirmVariant="danger"
          message={T.deleteTrackingCode(deleting.tracking_code)}
          onConfirm={() => void confirmDelete(deleting)}
          onOpenChange={(open) => {
            if (!open) setDeleting(null);
          }}
        />
      ) : null}
    </StyledPane>
  );
}
