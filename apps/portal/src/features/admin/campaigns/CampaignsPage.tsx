import type { AdminCampaign } from '@meridian/api';
import { useAdminCampaignSearch, useDeleteCampaign, useSaveCampaign } from '@meridian/api/react';
import { validateCampaign } from '@meridian/domain';
import { useToasts, type DataTableColumn } from '@meridian/ui';
import { useSession } from '../../../session/SessionProvider';
import {
  AdminListPage,
  LookupEditDialog,
  LOOKUP_TEXT as T,
  adminSearchBody,
  useAdminList,
  useRowDialogs,
  type AdminRecord,
} from '../list-page';
import { SegmentsPane } from './SegmentsPane';

const RECORD: AdminRecord<AdminCampaign> = {
  id: (row) => row.campaign_id,
  name: (row) => row.campaign_code,
  entity: 'campaign',
};
const bodyOf = adminSearchBody('q', {
  search_type: 'simple',
  criteria: {},
  field_list: ['campaign_id', 'campaign_code', 'segment_count'],
});
const COLUMNS: ReadonlyArray<DataTableColumn<AdminCampaign>> = [
  { id: 'campaign_code', header: T.campaignCode, accessor: 'campaign_code', rowHeader: true },
  { id: 'segment_count', header: T.segments, accessor: 'segment_count', align: 'end', width: '96px' },
];

/**
 * Admin → Campaigns (issue 16; spec 02 §3.12, §7.7): the account's campaigns, server-paged and
 * sorted, with a search by code; add, rename, delete; and beside them the chosen campaign's
 * segments with add, rename and delete (SegmentsPane).
 */
export function CampaignsPage() {
  const { user } = useSession();
  const list = useAdminList('', bodyOf, { id: 'campaign_code', desc: false });
  const campaigns = useAdminCampaignSearch(list.body);
  const save = useSaveCampaign();
  const remove = useDeleteCampaign();
  const toasts = useToasts();
  const dialogs = useRowDialogs<AdminCampaign>();
  const current = dialogs.current;

  return (
    <AdminListPage
      title={T.campaignsTitle}
      searchLabel={T.campaignSearch}
      addLabel={T.addCampaign}
      addIn="search"
      list={list}
      dialogs={dialogs}
      record={RECORD}
      rowActions={{ edit: true }}
      deletion={{
        message: (row) => T.deleteCampaign(row.campaign_code, row.segment_count),
        deleted: (row) => T.campaignDeleted(row.campaign_code),
        onDelete: (row) => remove.trigger(row.campaign_id),
      }}
      detail={{ label: T.showSegments, pane: (shown) => <SegmentsPane campaign={shown} /> }}
      search={campaigns}
      columns={COLUMNS}
      caption={T.campaignsCaption}
      hideCaption
      emptyText={T.campaignsEmpty}
      summary={T.records}
      pagesLabel={T.campaignsPages}
    >
      {dialogs.editing ? (
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
            dialogs.close.edit();
            if (!current) dialogs.open.detail({ ...saved, segment_count: 0 });
          }}
          onClose={dialogs.close.edit}
        />
      ) : null}
    </AdminListPage>
  );
}
