import { describeError, type AdminPartner } from '@meridian/api';
import { useAdminPartnerSearch, useDeletePartner, useSavePartner } from '@meridian/api/react';
import { validatePartner } from '@meridian/domain';
import { Button, ConfirmDialog, DataTable, PageHeader, useToasts, type DataTableColumn } from '@meridian/ui';
import { useMemo, useState } from 'react';
import { useSession } from '../../../session/SessionProvider';
import { AdminHistoryDialog } from '../AdminHistoryDialog';
import { AdminLayout } from '../AdminLayout';
import { RowActions } from '../RowActions';
import { LookupEditDialog, LookupSearch, StyledMasterDetail, LOOKUP_TEXT as T, useLookupTable } from '../lookups';
import { TrackingCodesPane } from './TrackingCodesPane';

/**
 * Admin → Partners (issue 16; spec 02 §3.12, §7.7): the account's clients/partners/affiliates,
 * inactive ones too, server-paged and sorted, with a search by company; add, edit (deactivate),
 * delete; and beside them the chosen partner's tracking codes (TrackingCodesPane).
 */
export function PartnersPage() {
  const { user } = useSession();
  const table = useLookupTable({ criteria: {} }, { id: 'company', desc: false });
  const partners = useAdminPartnerSearch(table.body);
  const save = useSavePartner();
  const remove = useDeletePartner();
  const toasts = useToasts();
  const [editing, setEditing] = useState<AdminPartner | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminPartner | null>(null);
  const [history, setHistory] = useState<{ id: number; name: string } | null>(null);
  const [chosen, setChosen] = useState<AdminPartner | null>(null);
  const shown = chosen ? (partners.data?.result.find((p) => p.b2bpartner_id === chosen.b2bpartner_id) ?? chosen) : null;

  async function confirmDelete(row: AdminPartner) {
    try {
      await remove.trigger(row.b2bpartner_id);
      toasts.push({ type: 'success', message: T.partnerDeleted(row.company) });
      if (chosen?.b2bpartner_id === row.b2bpartner_id) setChosen(null);
    } catch (error) {
      toasts.push({ type: 'alert', message: describeError(error) });
    }
  }

  const columns = useMemo<ReadonlyArray<DataTableColumn<AdminPartner>>>(
    () => [
      { id: 'company', header: T.company, accessor: 'company', rowHeader: true },
      { id: 'active', header: T.status, accessor: (row) => (row.active === '1' ? T.active : T.inactive) },
      { id: 'tracking_code_count', header: T.trackingCodes, accessor: 'tracking_code_count', align: 'end' },
      {
        id: 'actions',
        header: T.actions,
        sortable: false,
        accessor: () => '',
        cell: (row) => (
          <RowActions
            name={row.company}
            before={
              <Button
                size="small"
                aria-pressed={shown?.b2bpartner_id === row.b2bpartner_id}
                onClick={() => setChosen(row)}
                aria-label={`${T.showTrackingCodes} ${row.company}`}
              >
                {T.showTrackingCodes}
              </Button>
            }
            onEdit={() => setEditing(row)}
            onHistory={() => setHistory({ id: row.b2bpartner_id, name: row.company })}
            onDelete={() => setDeleting(row)}
          />
        ),
      },
    ],
    [shown?.b2bpartner_id],
  );

  const total = partners.data?.total_records ?? 0;
  const current = editing === 'new' ? undefined : (editing ?? undefined);
  return (
    <AdminLayout>
      <PageHeader title={T.partnersTitle} />
      <LookupSearch
        label={T.partnerSearch}
        title={T.partnersTitle}
        value={table.draft}
        onChange={table.setDraft}
        onSearch={table.apply}
      >
        <Button variant="primary" onClick={() => setEditing('new')}>
          {T.addPartner}
        </Button>
      </LookupSearch>
      <StyledMasterDetail>
        <div>
          <DataTable
            manual
            caption={T.partnersCaption}
            hideCaption
            columns={columns}
            data={partners.data?.result ?? []}
            getRowId={(row) => String(row.b2bpartner_id)}
            emptyText={T.partnersEmpty}
            loading={partners.isLoading}
            error={partners.error ? describeError(partners.error) : undefined}
            sort={table.sort}
            onSortChange={table.changeSort}
          />
          <DataTable.Pagination
            pageIndex={table.page - 1}
            pageCount={table.pageCount(total)}
            onPageIndexChange={(index) => table.setPage(index + 1)}
            summary={partners.data ? T.records(total) : null}
            disabled={partners.isLoading}
            labels={{ pagination: T.partnersPages }}
          />
        </div>
        <TrackingCodesPane accountId={user.account_id} partner={shown} />
      </StyledMasterDetail>
      {editing ? (
        <LookupEditDialog
          title={current ? T.editPartner : T.addPartner}
          textFields={[{ name: 'company', label: T.company }]}
          flagFields={[{ name: 'active', label: T.active, hint: T.partnerActiveHint }]}
          initial={{ company: current?.company ?? '', active: current?.active ?? '1' }}
          validate={validatePartner}
          onSave={async (values) => {
            const saved = await save.trigger({
              account_id: user.account_id,
              b2bpartner_id: current?.b2bpartner_id,
              company: values.company ?? '',
              active: values.active === '0' ? '0' : '1',
            });
            toasts.push({ type: 'success', message: T.partnerSaved(saved.company) });
            setEditing(null);
            if (!current) setChosen({ ...saved, tracking_code_count: 0 });
          }}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          open
          type="yes-confirm"
          confirmVariant="danger"
          message={T.deletePartner(deleting.company, deleting.tracking_code_count)}
          onConfirm={() => void confirmDelete(deleting)}
          onOpenChange={(open) => {
            if (!open) setDeleting(null);
          }}
        />
      ) : null}
      {history ? (
        <AdminHistoryDialog entity="partner" id={history.id} name={history.name} onClose={() => setHistory(null)} />
      ) : null}
    </AdminLayout>
  );
}
