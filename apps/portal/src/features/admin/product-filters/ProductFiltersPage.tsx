import { describeError, type ProductFilter } from '@meridian/api';
import { useDeleteProductFilter, useProductFilterSearch } from '@meridian/api/react';
import {
  Button,
  ConfirmDialog,
  DataTable,
  Field,
  PageHeader,
  TextInput,
  useToasts,
  type DataTableColumn,
  type DataTableSort,
} from '@meridian/ui';
import { useMemo, useState, type FormEvent } from 'react';
import { AdminLayout } from '../AdminLayout';
import { ADMIN_PAGE_SIZE, adminSearchBody } from '../adminSearch';
import { StyledToolbar } from '../accountAdminStyles';
import { AddPlansDialog } from './AddPlansDialog';
import { PRODUCT_FILTERS_TEXT as T } from './text';

const filterLabel = (row: Pick<ProductFilter, 'plan_name' | 'plan_year'>) => `${row.plan_name} ${row.plan_year}`;

/** Admin → Product Filters (issue 16): the plans agents may quote; search, add from the plan list, remove. */
export function ProductFiltersPage() {
  const [draft, setDraft] = useState('');
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<DataTableSort | null>(null);
  const [adding, setAdding] = useState(false);
  const [toRemove, setToRemove] = useState<ProductFilter | null>(null);
  const body = useMemo(() => adminSearchBody('plan_name', text, page, sort), [text, page, sort]);
  const search = useProductFilterSearch(body);
  // Every plan already in the filter, so the add dialog offers only the others.
  const all = useProductFilterSearch(adding ? { criteria: {}, records_per_page: 500 } : undefined);
  const remove = useDeleteProductFilter();
  const toasts = useToasts();
  const rows = search.data?.result ?? [];
  const total = search.data?.total_records ?? 0;

  async function confirmRemove(row: ProductFilter) {
    try {
      await remove.trigger({ product_filter_id: row.product_filter_id });
      toasts.push({ type: 'success', message: T.removed });
    } catch (error) {
      toasts.push({ type: 'alert', message: describeError(error) });
    }
  }

  const columns = useMemo<ReadonlyArray<DataTableColumn<ProductFilter>>>(
    () => [
      { id: 'plan_name', header: 'Plan', accessor: 'plan_name', rowHeader: true },
      { id: 'contract_plan_id', header: 'Contract', accessor: 'contract_plan_id' },
      { id: 'carrier_name', header: 'Carrier', accessor: 'carrier_name' },
      { id: 'product_type_name', header: 'Product type', accessor: 'product_type_name' },
      { id: 'plan_year', header: 'Year', accessor: 'plan_year', sortDescFirst: true },
      {
        id: 'actions',
        header: 'Actions',
        sortable: false,
        accessor: () => '',
        cell: (row) => (
          <Button
            size="small"
            variant="secondary"
            onClick={() => setToRemove(row)}
            aria-label={`${T.remove} ${filterLabel(row)}`}
          >
            {T.remove}
          </Button>
        ),
      },
    ],
    [],
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    setText(draft);
    setPage(1);
  }

  return (
    <AdminLayout>
      <PageHeader
        title={T.title}
        description={T.intro}
        actions={
          <Button variant="primary" onClick={() => setAdding(true)}>
            {T.add}
          </Button>
        }
      />
      <StyledToolbar role="search" aria-label={T.title} onSubmit={submit}>
        <Field>
          <Field.Label>{T.searchLabel}</Field.Label>
          <TextInput type="search" value={draft} onChange={(event) => setDraft(event.target.value)} />
        </Field>
        <Button type="submit">{T.search}</Button>
      </StyledToolbar>
      <DataTable
        manual
        caption={T.caption}
        columns={columns}
        data={rows}
        getRowId={(row) => String(row.product_filter_id)}
        emptyText={text.trim() ? T.emptySearch : T.empty}
        loading={search.isLoading}
        error={search.error ? describeError(search.error) : undefined}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          setPage(1);
        }}
      />
      <DataTable.Pagination
        pageIndex={page - 1}
        pageCount={Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE))}
        onPageIndexChange={(index) => setPage(index + 1)}
        summary={search.data ? `${total} plans` : null}
        disabled={search.isLoading}
        labels={{ pagination: T.pages }}
      />
      {adding ? (
        <AddPlansDialog
          filtered={new Set((all.data?.result ?? []).map((f) => f.plan_id))}
          onClose={() => setAdding(false)}
        />
      ) : null}
      {toRemove ? (
        <ConfirmDialog
          open
          type="yes-confirm"
          message={T.removeConfirm(filterLabel(toRemove))}
          confirmVariant="danger"
          onConfirm={() => void confirmRemove(toRemove)}
          onOpenChange={(open) => {
            if (!open) setToRemove(null);
          }}
        />
      ) : null}
    </AdminLayout>
  );
}
