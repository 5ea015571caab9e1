import { useQuickSearchDropdowns } from '@meridian/api/react';
import { validateLeadListFilters } from '@meridian/domain';
import { Button, Field, MaskedDateInput, Select } from '@meridian/ui';
import { useMemo, useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import type { LeadListView } from './leadSearchQuery';

export const LEAD_LIST_TEXT = {
  heading: 'My Leads',
  filters: 'Filter my leads',
  disposition: 'Disposition',
  anyDisposition: 'Any disposition',
  from: 'Lead Date From',
  to: 'Lead Date To',
  apply: 'Apply',
  clear: 'Clear filters',
  caption: 'My leads',
  none: 'You have no leads yet. New Lead or an import adds them.',
  noneMatch: 'None of your leads match these filters.',
} as const;

type Filters = LeadListView['filters'];

const StyledForm = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1.4fr) minmax(0, 1fr) minmax(0, 1fr) auto auto;
  gap: ${({ theme }) => theme.space[3]}px;
  align-items: start;
  flex: none;

  & > button {
    /* Level with the inputs under their labels. */
    margin-top: 22px;
  }

  @media (max-width: 720px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    & > :first-child {
      grid-column: 1 / -1;
    }
    & > button {
      margin-top: 0;
    }
  }
`;

/**
 * The lead list's filters: a disposition and a lead date range. Apply checks them by the domain's
 * rules; a refused filter keeps what was typed and names the problem under its field.
 */
export function LeadListFilters({ filters, onApply }: { filters: Filters; onApply(next: Filters): void }) {
  const dropdowns = useQuickSearchDropdowns();
  const [values, setValues] = useState<Filters>(filters);
  const [errors, setErrors] = useState<ReturnType<typeof validateLeadListFilters>>({});
  // Back and forward change the applied filters: the form follows them.
  const [applied, setApplied] = useState(filters);
  if (JSON.stringify(applied) !== JSON.stringify(filters)) {
    setApplied(filters);
    setValues(filters);
    setErrors({});
  }
  const options = useMemo(
    () => [
      { value: '', label: LEAD_LIST_TEXT.anyDisposition },
      ...(dropdowns.data?.total_lead_dispos ?? []).map((d) => ({ value: String(d.dispo_id), label: d.dispo_name })),
    ],
    [dropdowns.data],
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = validateLeadListFilters(values, new Date());
    setErrors(problems);
    if (Object.keys(problems).length === 0) onApply(values);
  };
  const filtered = Boolean(filters.lead_dispo_id || filters.lead_date_from || filters.lead_date_to);
  return (
    <StyledForm role="search" aria-label={LEAD_LIST_TEXT.filters} noValidate onSubmit={submit}>
      <Field>
        <Field.Label>{LEAD_LIST_TEXT.disposition}</Field.Label>
        <Select
          block
          options={options}
          value={values.lead_dispo_id}
          onValueChange={(lead_dispo_id) => setValues((v) => ({ ...v, lead_dispo_id: lead_dispo_id ?? '' }))}
        />
      </Field>
      <Field>
        <Field.Label>{LEAD_LIST_TEXT.from}</Field.Label>
        <MaskedDateInput
          block
          autoComplete="off"
          value={values.lead_date_from}
          onValueChange={(lead_date_from) => setValues((v) => ({ ...v, lead_date_from }))}
        />
        <Field.Error>{errors.lead_date_from}</Field.Error>
      </Field>
      <Field>
        <Field.Label>{LEAD_LIST_TEXT.to}</Field.Label>
        <MaskedDateInput
          block
          autoComplete="off"
          value={values.lead_date_to}
          onValueChange={(lead_date_to) => setValues((v) => ({ ...v, lead_date_to }))}
        />
        <Field.Error>{errors.lead_date_to}</Field.Error>
      </Field>
      <Button type="submit" variant="secondary">
        {LEAD_LIST_TEXT.apply}
      </Button>
      {filtered ? (
        <Button
          type="button"
          variant="invisible"
          onClick={() => onApply({ lead_dispo_id: '', lead_date_from: '', lead_date_to: '' })}
        >
          {LEAD_LIST_TEXT.clear}
        </Button>
      ) : null}
    </StyledForm>
  );
}
