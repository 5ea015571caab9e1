import { describeError, type Plan, type SearchBody } from '@meridian/api';
import { useAddProductFilters, usePlanSearch } from '@meridian/api/react';
import {
  Banner,
  Button,
  Checkbox,
  DataTable,
  Dialog,
  Field,
  Select,
  TextInput,
  useToasts,
  type DataTableColumn,
} from '@meridian/ui';
import { useMemo, useState, type FormEvent } from 'react';
import { StyledDialogForm, StyledToolbar } from '../accountAdminStyles';
import { PRODUCT_FILTERS_TEXT as T } from './text';

const YEARS = [2026, 2027];

const planLabel = (plan: Pick<Plan, 'plan_name' | 'plan_year'>) => `${plan.plan_name} ${plan.plan_year}`;

/** Finds plans (`plan/search/`) and adds the chosen ones to the filter; plans already in it cannot be chosen. */
export function AddPlansDialog({ filtered, onClose }: { filtered: ReadonlySet<number>; onClose: () => void }) {
  const [draft, setDraft] = useState({ text: '', year: '' });
  const [query, setQuery] = useState(draft);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [error, setError] = useState<string>();
  const body = useMemo<SearchBody>(
    () => ({
      criteria: {
        ...(query.text.trim() ? { plan_name: { type: 'simple', value: [query.text.trim()] } } : {}),
        ...(query.year ? { plan_year: { type: 'simple', value: [Number(query.year)] } } : {}),
      },
      records_per_page: 100,
      orderby_field: 'carrier_name',
    }),
    [query],
  );
  const plans = usePlanSearch(body);
  const add = useAddProductFilters();
  const toasts = useToasts();

  const toggle = (id: number, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    setChosen(next);
  };

  const columns = useMemo<ReadonlyArray<DataTableColumn<Plan>>>(
    () => [
      {
        id: 'choose',
        header: 'Choose',
        sortable: false,
        accessor: () => '',
        cell: (row) =>
          filtered.has(row.plan_id) ? (
            T.inFilter
          ) : (
            <Checkbox
              hideLabel
              label={T.choose(planLabel(row))}
              checked={chosen.has(row.plan_id)}
              onCheckedChange={(checked) => toggle(row.plan_id, checked === true)}
            />
          ),
      },
      { id: 'plan_name', header: 'Plan', accessor: 'plan_name', rowHeader: true, sortable: false },
      { id: 'contract_plan_id', header: 'Contract', accessor: 'contract_plan_id', sortable: false },
      { id: 'carrier_name', header: 'Carrier', accessor: 'carrier_name', sortable: false },
      { id: 'product_type_name', header: 'Product type', accessor: 'product_type_name', sortable: false },
      { id: 'plan_year', header: 'Year', accessor: 'plan_year', sortable: false },
    ],
    [chosen, filtered], // eslint-disable-line react-hooks/exhaustive-deps
  );

  function search(event: FormEvent) {
    event.preventDefault();
    setQuery(draft);
  }

  async function submit() {
    if (chosen.size === 0) {
      setError(T.planRequired);
      return;
    }
    setError(undefined);
    try {
      const { added } = await add.trigger({ plan_ids: [...chosen] });
      toasts.push({ type: 'success', message: T.added(added) });
      onClose();
    } catch (e) {
      setError(describeError(e));
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={T.addTitle}
      width="xlarge"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {T.cancel}
          </Button>
          <Button variant="primary" onClick={() => void submit()} disabled={add.isMutating}>
            {T.addSelected(chosen.size)}
          </Button>
        </>
      }
    >
      <StyledDialogForm as="div">
        {error ? <Banner variant="alert">{error}</Banner> : null}
        <StyledToolbar role="search" aria-label={T.addTitle} onSubmit={search}>
          <Field>
            <Field.Label>{T.planSearchLabel}</Field.Label>
            <TextInput
              type="search"
              value={draft.text}
              onChange={(e) => setDraft({ ...draft, text: e.target.value })}
            />
          </Field>
          <Field>
            <Field.Label>{T.yearLabel}</Field.Label>
            <Select
              value={draft.year || 'any'}
              options={[
                { value: 'any', label: T.anyYear },
                ...YEARS.map((y) => ({ value: String(y), label: String(y) })),
              ]}
              onValueChange={(value) => setDraft({ ...draft, year: value === 'any' || value === null ? '' : value })}
            />
          </Field>
          <Button type="submit">{T.search}</Button>
        </StyledToolbar>
        <DataTable
          caption={T.plansCaption}
          defaultPageSize={20}
          columns={columns}
          data={plans.data?.result ?? []}
          getRowId={(row) => String(row.plan_id)}
          emptyText={T.plansEmpty}
          loading={plans.isLoading}
          error={plans.error ? describeError(plans.error) : undefined}
        />
      </StyledDialogForm>
    </Dialog>
  );
}
