import type { LeadInstruction } from '@meridian/api';
import { useLeadInstructionSearch } from '@meridian/api/react';
import type { DataTableColumn } from '@meridian/ui';
import { AdminListPage, adminSearchBody, useAdminList, useRowDialogs, type AdminRecord } from '../list-page';
import { LeadInstructionDialog } from './LeadInstructionDialog';
import { LEAD_INSTRUCTIONS_TEXT as T } from './text';

const bodyOf = adminSearchBody('lead_instruction_text');
/** How a row is named to screen readers: its order and the start of its text. */
const nameOf = (row: LeadInstruction) => `instruction ${row.sort_order}: ${row.lead_instruction_text.slice(0, 40)}`;
const RECORD: AdminRecord<LeadInstruction> = {
  id: (row) => row.lead_instruction_id,
  name: nameOf,
  entity: 'lead_instructions',
};
const COLUMNS: ReadonlyArray<DataTableColumn<LeadInstruction>> = [
  { id: 'sort_order', header: 'Order', accessor: 'sort_order' },
  { id: 'lead_instruction_text', header: 'Instruction', accessor: 'lead_instruction_text', rowHeader: true },
  { id: 'active', header: 'Status', accessor: (row) => (row.active === '1' ? 'Active' : 'Inactive') },
];

/** Admin → Lead Instructions (issue 16): the account's instructions agents see on each lead; search, add, edit. */
export function LeadInstructionsPage() {
  const list = useAdminList('', bodyOf);
  const dialogs = useRowDialogs<LeadInstruction>();
  const search = useLeadInstructionSearch(list.body);
  const rows = search.data?.result ?? [];

  const nextOrder = rows.reduce((max, r) => Math.max(max, r.sort_order + 1), 0);

  return (
    <AdminListPage
      title={T.title}
      description={T.intro}
      addLabel={T.add}
      searchLabel={T.searchLabel}
      list={list}
      dialogs={dialogs}
      record={RECORD}
      rowActions={{ edit: true }}
      search={search}
      columns={COLUMNS}
      caption={T.caption}
      emptyText={T.empty}
      summary={(total) => `${total} instructions`}
      pagesLabel={T.pages}
    >
      {dialogs.editing ? (
        <LeadInstructionDialog instruction={dialogs.current} nextOrder={nextOrder} onClose={dialogs.close.edit} />
      ) : null}
    </AdminListPage>
  );
}
