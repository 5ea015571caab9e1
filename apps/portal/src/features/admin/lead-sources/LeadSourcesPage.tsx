import { describeError, type AdminLeadVendor } from '@meridian/api';
import { useAdminLeadVendorSearch, useDeleteLeadVendor, useSaveLeadVendor } from '@meridian/api/react';
import { validateLeadSource } from '@meridian/domain';
import { Button, ConfirmDialog, DataTable, PageHeader, useToasts, type DataTableColumn } from '@meridian/ui';
import { useMemo, useState } from 'react';
import { useSession } from '../../../session/SessionProvider';
import { AdminHistoryDialog } from '../AdminHistoryDialog';
import { AdminLayout } from '../AdminLayout';
import { RowActions } from '../RowActions';
import {
  LookupEditDialog,
  type LookupValues,
  LookupSearch,
  StyledMuted,
  LOOKUP_TEXT as T,
  useLookupTable,
} from '../lookups';

const FIELDS = ['lead_vendor_id', 'lead_vendor_code', 'company', 'account_id', 'active', 'system_level_lead_vendor'];

/**
 * Admin → Lead Sources (issue 16; spec 02 §3.12, §6, §7.7): the account's lead vendors, inactive and
 * system-level ones too, server-paged and sorted, with a search by code or company; add, edit
 * (deactivate), delete. System-level sources are read-only unless the user is a super_user.
 */
export function LeadSourcesPage() {
  const { user, hasPermission } = useSession();
  const superUser = hasPermission('super_user');
  const table = useLookupTable(
    {
      criteria: {
        account_id: { type: 'simple', value: [user.account_id] },
        system_level_lead_vendor: { type: 'simple', value: ['1'] },
        active: { type: 'set', value: ['0', '1'] },
      },
      field_list: FIELDS,
    },
    { id: 'lead_vendor_code', desc: false },
  );
  const vendors = useAdminLeadVendorSearch(table.body);
  const save = useSaveLeadVendor();
  const remove = useDeleteLeadVendor();
  const toasts = useToasts();
  const [editing, setEditing] = useState<AdminLeadVendor | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminLeadVendor | null>(null);
  const [history, setHistory] = useState<{ id: number; name: string } | null>(null);

  const readOnly = (row: AdminLeadVendor) => row.system_level_lead_vendor === '1' && !superUser;

  async function confirmDelete(row: AdminLeadVendor) {
    try {
      await remove.trigger(row.lead_vendor_id);
      toasts.push({ type: 'success', message: T.leadSourceDeleted(row.lead_vendor_code) });
    } catch (error) {
      toasts.push({ type: 'alert', message: describeError(error) });
    }
  }

  const columns = useMemo<ReadonlyArray<DataTableColumn<AdminLeadVendor>>>(
    () => [
      { id: 'lead_vendor_code', header: T.code, accessor: 'lead_vendor_code', rowHeader: true },
      { id: 'company', header: T.company, accessor: 'company' },
      { id: 'active', header: T.status, accessor: (row) => (row.active === '1' ? T.active : T.inactive) },
      {
        id: 'system_level_lead_vendor',
        header: T.level,
        accessor: (row) => (row.system_level_lead_vendor === '1' ? T.systemLevel : T.accountLevel),
      },
      {
        id: 'actions',
        header: T.actions,
        sortable: false,
        accessor: () => '',
        cell: (row) =>
          readOnly(row) ? (
            <StyledMuted as="span" title={T.readOnlyHint}>
              {T.readOnly}
            </StyledMuted>
          ) : (
            <RowActions
              name={row.lead_vendor_code}
              onEdit={() => setEditing(row)}
              onHistory={() => setHistory({ id: row.lead_vendor_id, name: row.lead_vendor_code })}
              onDelete={() => setDeleting(row)}
            />
          ),
      },
    ],
    [superUser], // eslint-disable-line react-hooks/exhaustive-deps
  );

  const total = vendors.data?.total_records ?? 0;
  const current = editing === 'new' ? undefined : (editing ?? undefined);
  return (
    <AdminLayout>
      <PageHeader title={T.leadSourcesTitle} />
      <LookupSearch
        label={T.leadSourceSearch}
        title={T.leadSourcesTitle}
        value={table.draft}
        onChange={table.setDraft}
        onSearch={table.apply}
      >
        <Button variant="primary" onClick={() => setEditing('new')}>
          {T.addLeadSource}
        </Button>
      </LookupSearch>
      <DataTable
        manual
        caption={T.leadSourcesCaption}
        hideCaption
        columns={columns}
        data={vendors.data?.result ?? []}
        getRowId={(row) => String(row.lead_vendor_id)}
        emptyText={T.leadSourcesEmpty}
        loading={vendors.isLoading}
        error={vendors.error ? describeError(vendors.error) : undefined}
        sort={table.sort}
        onSortChange={table.changeSort}
      />
      <DataTable.Pagination
        pageIndex={table.page - 1}
        pageCount={table.pageCount(total)}
        onPageIndexChange={(index) => table.setPage(index + 1)}
        summary={vendors.data ? T.records(total) : null}
        disabled={vendors.isLoading}
        labels={{ pagination: T.leadSourcesPages }}
      />
      {editing ? (
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
            setEditing(null);
          }}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          open
          type="yes-confirm"
          confirmVariant="danger"
          message={T.deleteLeadSource(deleting.lead_vendor_code, deleting.company)}
          onConfirm={() => void confirmDelete(deleting)}
          onOpenChange={(open) => {
            if (!open) setDeleting(null);
          }}
        />
      ) : null}
      {history ? (
        <AdminHistoryDialog entity="lead_source" id={history.id} name={history.name} onClose={() => setHistory(null)} />
      ) : null}
    </AdminLayout>
  );
}
