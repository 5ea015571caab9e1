import type { AdminLeadVendor } from '@meridian/api';
import { useAdminLeadVendorSearch, useDeleteLeadVendor, useSaveLeadVendor } from '@meridian/api/react';
import { validateLeadSource } from '@meridian/domain';
import { useToasts, type DataTableColumn } from '@meridian/ui';
import { useSession } from '../../../session/SessionProvider';
import {
  AdminListPage,
  LookupEditDialog,
  type LookupValues,
  StyledMuted,
  LOOKUP_TEXT as T,
  adminSearchBody,
  useAdminList,
  useRowDialogs,
  type AdminRecord,
} from '../list-page';

const RECORD: AdminRecord<AdminLeadVendor> = {
  id: (row) => row.lead_vendor_id,
  name: (row) => row.lead_vendor_code,
  entity: 'lead_source',
};
const COLUMNS: ReadonlyArray<DataTableColumn<AdminLeadVendor>> = [
  { id: 'lead_vendor_code', header: T.code, accessor: 'lead_vendor_code', rowHeader: true },
  { id: 'company', header: T.company, accessor: 'company' },
  { id: 'active', header: T.status, accessor: (row) => (row.active === '1' ? T.active : T.inactive) },
  {
    id: 'system_level_lead_vendor',
    header: T.level,
    accessor: (row) => (row.system_level_lead_vendor === '1' ? T.systemLevel : T.accountLevel),
  },
];
const FIELDS = ['lead_vendor_id', 'lead_vendor_code', 'company', 'account_id', 'active', 'system_level_lead_vendor'];

/**
 * Admin → Lead Sources (issue 16; spec 02 §3.12, §6, §7.7): the account's lead vendors, inactive and
 * system-level ones too, server-paged and sorted, with a search by code or company; add, edit
 * (deactivate), delete. System-level sources are read-only unless the user is a super_user.
 */
export function LeadSourcesPage() {
  const { user, hasPermission } = useSession();
  const superUser = hasPermission('super_user');
  const bodyOf = adminSearchBody('q', {
    search_type: 'simple',
    criteria: {
      account_id: { type: 'simple', value: [user.account_id] },
      system_level_lead_vendor: { type: 'simple', value: ['1'] },
      active: { type: 'set', value: ['0', '1'] },
    },
    field_list: FIELDS,
  });
  const list = useAdminList('', bodyOf, { id: 'lead_vendor_code', desc: false });
  const vendors = useAdminLeadVendorSearch(list.body);
  const save = useSaveLeadVendor();
  const remove = useDeleteLeadVendor();
  const toasts = useToasts();
  const dialogs = useRowDialogs<AdminLeadVendor>();

  const current = dialogs.current;
  return (
    <AdminListPage
      title={T.leadSourcesTitle}
      searchLabel={T.leadSourceSearch}
      addLabel={T.addLeadSource}
      addIn="search"
      list={list}
      dialogs={dialogs}
      record={RECORD}
      rowActions={{
        edit: true,
        // System-level sources are read-only unless the user is a super user.
        readOnly: (row) =>
          row.system_level_lead_vendor === '1' && !superUser ? (
            <StyledMuted as="span" title={T.readOnlyHint}>
              {T.readOnly}
            </StyledMuted>
          ) : null,
      }}
      deletion={{
        message: (row) => T.deleteLeadSource(row.lead_vendor_code, row.company),
        deleted: (row) => T.leadSourceDeleted(row.lead_vendor_code),
        onDelete: (row) => remove.trigger(row.lead_vendor_id),
      }}
      search={vendors}
      columns={COLUMNS}
      caption={T.leadSourcesCaption}
      hideCaption
      emptyText={T.leadSourcesEmpty}
      summary={T.records}
      pagesLabel={T.leadSourcesPages}
    >
      {dialogs.editing ? (
        <LookupEditDialog
          title={current ? T.editLeadSource : T.addLeadSource}
          textFields={[
            { name: 'lead_vendor_code', label: T.code },
            { name: 'company', label: T.company },
          ]}
          flagFields={[
            { name: 'active', label: T.active, hint: T.activeHint },
            ...(superUser
              ? [{ name: 'system_level_lead_vendor', label: T.systemLevelLabel, hint: T.systemLevelHint }]
              : []),
          ]}
          initial={{
            lead_vendor_code: current?.lead_vendor_code ?? '',
            company: current?.company ?? '',
            active: current?.active ?? '1',
            system_level_lead_vendor: current?.system_level_lead_vendor ?? '0',
          }}
          validate={validateLeadSource}
          onSave={async (values: LookupValues) => {
            const saved = await save.trigger({
              lead_vendor_id: current?.lead_vendor_id,
              lead_vendor_code: values.lead_vendor_code ?? '',
              company: values.company ?? '',
              active: values.active === '0' ? '0' : '1',
              ...(superUser ? { system_level_lead_vendor: values.system_level_lead_vendor === '1' ? '1' : '0' } : {}),
            } as const);
            toasts.push({ type: 'success', message: T.leadSourceSaved(saved.lead_vendor_code) });
            dialogs.close.edit();
          }}
          onClose={dialogs.close.edit}
        />
      ) : null}
    </AdminListPage>
  );
}
