import { describeError, type AdminCampaign } from '@meridian/api';
import { useAdminCampaignSearch, useDeleteCampaign, useSaveCampaign } from '@meridian/api/react';
import { validateCampaign } from '@meridian/domain';
import { Button, ConfirmDialog, DataTable, PageHeader, useToasts, type DataTableColumn } from '@meridian/ui';
import { useMemo, useState } from 'react';
import { useSession } from '../../../session/SessionProvider';
import { AdminHistoryDialog } from '../AdminHistoryDialog';
import { AdminLayout } from '../AdminLayout';
import { RowActions } from '../RowActions';
import { LookupEditDialog, LookupSearch, StyledMasterDetail, LOOKUP_TEXT as T, useLookupTable } from '../lookups';
import { SegmentsPane } from './SegmentsPane';

/**
 * Admin → Campaigns (issue 16; spec 02 §3.12, §7.7): the account's campaigns, server-paged and
 * sorted, with a search by code; add, rename, delete; and beside them the chosen campaign's
 * segments with add, rename and delete (SegmentsPane).
 */
export function CampaignsPage() {
  const { user } = useSession();
  const table = useLookupTable(
    { criteria: {}, field_list: ['campaign_id', 'campaign_code', 'segment_count'] },
    { id: 'campaign_code', desc: false },
  );
  const campaigns = useAdminCampaignSearch(table.body);
  const save = useSaveCampaign();
  const remove = useDeleteCampaign();
  const toasts = useToasts();
  const [editing, setEditing] = useState<AdminCampaign | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminCampaign | null>(null);
  const [history, setHistory] = useState<{ id: number; name: string } | null>(null);
  const [chosen, setChosen] = useState<AdminCampaign | null>(null);
  // The chosen campaign as last read (its code may have changed since it was chosen).
  const shown = chosen ? (campaigns.data?.result.find((c) => c.campaign_id === chosen.campaign_id) ?? chosen) : null;

  async function confirmDelete(row: AdminCampaign) {
    try {
      await remove.trigger(row.campaign_id);
      toasts.push({ type: 'success', message: T.campaignDeleted(row.campaign_code) });
      if (chosen?.campaign_id === row.campaign_id) setChosen(null);
    } catch (error) {
      toasts.push({ type: 'alert', message: describeError(error) });
    }
  }

  const columns = useMemo<ReadonlyArray<DataTableColumn<AdminCampaign>>>(
    () => [
      { id: 'campaign_code', header: T.campaignCode, accessor: 'campaign_code', rowHeader: true },
      { id: 'segment_count', header: T.segments, accessor: 'segment_count', align: 'end', width: '96px' },
      {
        id: 'actions',
        header: T.actions,
        sortable: false,
        accessor: () => '',
        cell: (row) => (
          <RowActions
            name={row.campaign_code}
            before={
              <Button
                size="small"
                aria-pressed={shown?.campaign_id === row.campaign_id}
                onClick={() => setChosen(row)}
                aria-label={`${T.showSegments} ${row.campaign_code}`}
              >
                {T.showSegments}
              </Button>
            }
            onEdit={() => setEditing(row)}
            onHistory={() => setHistory({ id: row.campaign_id, name: row.campaign_code })}
            onDelete={() => setDeleting(row)}
          />
        ),
      },
    ],
    [shown?.campaign_id],
  );

  const total = campaigns.data?.total_records ?? 0;
  const current = editing === 'new' ? undefined : (editing ?? undefined);
  return (
    <AdminLayout>
      <PageHeader title={T.campaignsTitle} />
      <LookupSearch
        label={T.campaignSearch}
        title={T.campaignsTitle}
        value={table.draft}
        onChange={table.setDraft}
        onSearch={table.apply}
      >
        <Button variant="primary" onClick={() => setEditing('new')}>
          {T.addCampaign}
        </Button>
      </LookupSearch>
      <StyledMasterDetail>
        <div>
          <DataTable
            manual
            caption={T.campaignsCaption}
            hideCaption
            columns={columns}
            data={campaigns.data?.result ?? []}
            getRowId={(row) => String(row.campaign_id)}
            emptyText={T.campaignsEmpty}
            loading={campaigns.isLoading}
            error={campaigns.error ? describeError(campaigns.error) : undefined}
            sort={table.sort}
            onSortChange={table.changeSort}
          />
          <DataTable.Pagination
            pageIndex={table.page - 1}
            pageCount={table.pageCount(total)}
            onPageIndexChange={(index) => table.setPage(index + 1)}
            summary={campaigns.data ? T.records(total) : null}
            disabled={campaigns.isLoading}
            labels={{ pagination: T.campaignsPages }}
          />
        </div>
        <SegmentsPane campaign={shown} />
      </StyledMasterDetail>
      {editing ? (
        <LookupEditDialog
          title={current ? T.editCampaign : T.addCampaign}
          textFields={[{ name: 'campaign_code', label: T.campaignCode }]}
          initial={{ campaign_code: current?.campaign_code ?? '' }}
          validate={validateCampaign}
          onSave={async (values) => {
            const saved = await save.trigger({
              account_id: user.account_id,
              campaign_id: current?.campaign_id,
              campaign_code: values.campaign_code ?? '',
            });
            toasts.push({ type: 'success', message: T.campaignSaved(saved.campaign_code) });
            setEditing(null);
            if (!current) setChosen({ ...saved, segment_count: 0 });
          }}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          open
          type="yes-confirm"
          confirmVariant="danger"
          message={T.deleteCampaign(deleting.campaign_code, deleting.segment_count)}
          onConfirm={() => void confirmDelete(deleting)}
          onOpenChange={(open) => {
            if (!open) setDeleting(null);
          }}
        />
      ) : null}
      {history ? (
        <AdminHistoryDialog entity="campaign" id={history.id} name={history.name} onClose={() => setHistory(null)} />
      ) : null}
    </AdminLayout>
  );
}
