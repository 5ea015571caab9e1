import type { AdminPartner } from '@meridian/api';
import { useAdminPartnerSearch, useDeletePartner, useSavePartner } from '@meridian/api/react';
import { validatePartner } from '@meridian/domain';
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
import { TrackingCodesPane } from './TrackingCodesPane';

const RECORD: AdminRecord<AdminPartner> = {
  id: (row) => row.b2bpartner_id,
  name: (row) => row.company,
  entity: 'partner',
};
const bodyOf = adminSearchBody('q', { search_type: 'simple', criteria: {} });
const COLUMNS: ReadonlyArray<DataTableColumn<AdminPartner>> = [
  { id: 'company', header: T.company, accessor: 'company', rowHeader: true },
  { id: 'active', header: T.status, accessor: (row) => (row.active === '1' ? T.active : T.inactive) },
  { id: 'tracking_code_count', header: T.trackingCodes, accessor: 'tracking_code_count', align: 'end' },
];

/**
 * Admin → Partners (issue 16; spec 02 §3.12, §7.7): the account's clients/partners/affiliates,
 * inactive ones too, server-paged and sorted, with a search by company; add, edit (deactivate),
 * delete; and beside them the chosen partner's tracking codes (TrackingCodesPane).
 */
export function PartnersPage() {
  const { user } = useSession();
  const list = useAdminList('', bodyOf, { id: 'company', desc: false });
  const partners = useAdminPartnerSearch(list.body);
  const save = useSavePartner();
  const remove = useDeletePartner();
  const toasts = useToasts();
  const dialogs = useRowDialogs<AdminPartner>();
  const current = dialogs.current;

  async function onSave(values: { company?: string; active?: string }) {
    const saved = await save.trigger({
      account_id: user.account_id,
      b2bpartner_id: current?.b2bpartner_id,
      company: values.company ?? '',
      active: values.active === '0' ? '0' : '1',
    });
    toasts.push({ type: 'success', message: T.partnerSaved(saved.company) });
    dialogs.close.edit();
    if (!current) dialogs.open.detail({ ...saved, tracking_code_count: 0 });
  }

  return (
    <AdminListPage
      title={T.partnersTitle}
      searchLabel={T.partnerSearch}
      addLabel={T.addPartner}
      addIn="search"
      list={list}
      dialogs={dialogs}
      record={RECORD}
      rowActions={{ edit: true }}
      detail={{
        label: T.showTrackingCodes,
        pane: (shown) => <TrackingCodesPane accountId={user.account_id} partner={shown} />,
      }}
      deletion={{
        message: (row) => T.deletePartner(row.company, row.tracking_code_count),
        deleted: (row) => T.partnerDeleted(row.company),
        onDelete: (row) => remove.trigger(row.b2bpartner_id),
      }}
      search={partners}
      columns={COLUMNS}
      caption={T.partnersCaption}
      hideCaption
      emptyText={T.partnersEmpty}
      summary={T.records}
      pagesLabel={T.partnersPages}
    >
      {dialogs.editing ? (
        <LookupEditDialog
          title={current ? T.editPartner : T.addPartner}
          textFields={[{ name: 'company', label: T.company }]}
          flagFields={[{ name: 'active', label: T.active, hint: T.partnerActiveHint }]}
          initial={{ company: current?.company ?? '', active: current?.active ?? '1' }}
          validate={validatePartner}
          onSave={onSave}
          onClose={dialogs.close.edit}
        />
      ) : null}
    </AdminListPage>
  );
}
