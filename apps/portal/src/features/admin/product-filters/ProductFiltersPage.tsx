import type { ProductFilter } from '@meridian/api';
import { useDeleteProductFilter, useProductFilterSearch } from '@meridian/api/react';
import type { DataTableColumn } from '@meridian/ui';
import { AdminListPage, adminSearchBody, useAdminList, useRowDialogs, type AdminRecord } from '../list-page';
import { AddPlansDialog } from './AddPlansDialog';
import { PRODUCT_FILTERS_TEXT as T } from './text';

const filterLabel = (row: Pick<ProductFilter, 'plan_name' | 'plan_year'>) => `${row.plan_name} ${row.plan_year}`;
const bodyOf = adminSearchBody('plan_name');
const RECORD: AdminRecord<ProductFilter> = {
  id: (row) => row.product_filter_id,
  name: filterLabel,
  entity: 'product_filter',
};
const COLUMNS: ReadonlyArray<DataTableColumn<ProductFilter>> = [
  { id: 'plan_name', header: 'Plan', accessor: 'plan_name', rowHeader: true },
  { id: 'contract_plan_id', header: 'Contract', accessor: 'contract_plan_id' },
  { id: 'carrier_name', header: 'Carrier', accessor: 'carrier_name' },
  { id: 'product_type_name', header: 'Product type', accessor: 'product_type_name' },
  { id: 'plan_year', header: 'Year', accessor: 'plan_year', sortDescFirst: true },
];

/**
 * Admin → Product Filters (issue 16): the plans agents may quote; search, add from the plan list,
 * remove, and each plan's History (who added or removed it).
 */
export function ProductFiltersPage() {
  const list = useAdminList('', bodyOf);
  const dialogs = useRowDialogs<ProductFilter>();
  const search = useProductFilterSearch(list.body);
  // Every plan already in the filter, so the add dialog offers only the others.
  const all = useProductFilterSearch(dialogs.editing ? { criteria: {}, records_per_page: 500 } : undefined);
  const remove = useDeleteProductFilter();

  return (
    <AdminListPage
      title={T.title}
      description={T.intro}
      addLabel={T.add}
      searchLabel={T.searchLabel}
      list={list}
      dialogs={dialogs}
      record={RECORD}
      rowActions={{ deleteLabel: T.remove }}
      deletion={{
        message: (row) => T.removeConfirm(filterLabel(row)),
        deleted: () => T.removed,
        onDelete: (row) => remove.trigger({ product_filter_id: row.product_filter_id }),
      }}
      search={search}
      columns={COLUMNS}
      caption={T.caption}
      emptyText={list.applied.trim() ? T.emptySearch : T.empty}
      summary={(total) => `${total} plans`}
      pagesLabel={T.pages}
    >
      {dialogs.editing ? (
        <AddPlansDialog
          filtered={new Set((all.data?.result ?? []).map((f) => f.plan_id))}
          onClose={dialogs.close.edit}
        />
      ) : null}
    </AdminListPage>
  );
}
