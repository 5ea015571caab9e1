import { preloadLeadSearch, useApiClient, useQuickSearchDropdowns } from '@meridian/api/react';
import {
  buildQuickSearchRequest,
  ERROR_BANNER_MS,
  MONTHS,
  canSeeAllLeads,
  PHONE_MAX_LENGTH,
  QUICK_SEARCH_LEAD_FIELDS,
  quickSearchAgentOptions,
  quickSearchDefaults,
  SEARCH_FLAG_NO,
  SEARCH_FLAG_YES,
  US_STATES,
  validateQuickSearch,
  ZIP_LENGTH,
  type QuickSearchErrors,
  type QuickSearchField,
  type QuickSearchTab,
  type QuickSearchUser,
  type QuickSearchValues,
} from '@meridian/domain';
import { Banner, Button, Combobox, Dialog, Field, RadioGroup, Select, Tabs, type SelectOption } from '@meridian/ui';
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { useSession } from '../../session/SessionProvider';
import { DateField, fieldId, StyledGrid, TextField } from './fields';
import { firstPageOf, leadSearchBody, leadSearchHref } from './leadSearchQuery';

export interface QuickSearchDialogProps {
  /** Closes the dialog (the shell unmounts it). */
  onClose(): void;
}

/** The tabs of spec 01 §4, in order, with their labels. */
export const QUICK_SEARCH_TABS: ReadonlyArray<{ value: QuickSearchTab; label: string }> = [
  { value: 'lead', label: 'Lead' },
  { value: 'rx', label: 'Updated Rx + Current Plan' },
  { value: 'application', label: 'Application' },
];

/** The order fields are checked in after a failed search: the first one in error takes focus. */
const FOCUS_ORDER: readonly QuickSearchField[] = [
  ...QUICK_SEARCH_LEAD_FIELDS,
  'drug_list_updated_date_from',
  'drug_list_updated_date_to',
  'app_dispo_id',
];

const ANY = 'any';
const monthOptions: SelectOption[] = [
  { value: '', label: 'Any month' },
  ...MONTHS.map((month, i) => ({ value: String(i + 1), label: month })),
];
const stateOptions: SelectOption[] = US_STATES.map((state) => ({ value: state.abbreviation, label: state.name }));

const StyledPanel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  padding-top: ${({ theme }) => theme.space[1]}px;
`;

const StyledBanners = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  &:not(:empty) {
    margin-bottom: ${({ theme }) => theme.space[3]}px;
  }
`;

/** Dispositions and tags of populateDropDowns as choices. */
const toOptions = (
  rows: ReadonlyArray<{ dispo_id?: number; tag_id?: number; dispo_name?: string; tag_name?: string }> | undefined,
): SelectOption[] =>
  (rows ?? []).map((row) => ({
    value: String(row.dispo_id ?? row.tag_id),
    label: row.dispo_name ?? row.tag_name ?? '',
  }));
const text = (value: unknown) =>
  typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value);
const list = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/**
 * The Quick Search dialog (spec 01 §3, §4, §5, §7): three tabs, each starting from its defaults
 * (switching resets the form), validated by the domain rules; Search closes the dialog, sends the
 * search and shows the results page.
 */
export function QuickSearchDialog({ onClose }: QuickSearchDialogProps) {
  const { user, permissions } = useSession();
  const client = useApiClient();
  const navigate = useNavigate();
  const dropdowns = useQuickSearchDropdowns();
  const formId = useId();
  const firstFieldRef = useRef<HTMLInputElement>(null);

  const searcher = useMemo<QuickSearchUser>(
    () => ({
      user_id: user.user_id,
      account_id: user.account_id,
      fname: user.fname,
      lname: user.lname,
      rolePermission: [...permissions],
    }),
    [user, permissions],
  );
  const seesAllAgents = canSeeAllLeads(permissions);

  const [tab, setTab] = useState<QuickSearchTab>('lead');
  const [values, setValues] = useState<QuickSearchValues>(() => quickSearchDefaults('lead', searcher));
  const [errors, setErrors] = useState<QuickSearchErrors>({});
  const [attempted, setAttempted] = useState(false);

  const agentOptions = useMemo<SelectOption[]>(() => {
    // The domain rule adds 'Unassigned' (user_id 0) once, whether or not the server's list has it.
    const options = quickSearchAgentOptions(dropdowns.data?.total_agents, searcher).map((a) => ({
      value: String(a.user_id),
      label: a.label,
    }));
    return seesAllAgents ? [{ value: '', label: 'All agents' }, ...options] : options;
  }, [dropdowns.data, searcher, seesAllAgents]);
  const leadDispoOptions = useMemo(() => toOptions(dropdowns.data?.total_lead_dispos), [dropdowns.data]);
  const tagOptions = useMemo(() => toOptions(dropdowns.data?.total_tags), [dropdowns.data]);
  const appDispoOptions = useMemo(() => toOptions(dropdowns.data?.total_app_dispos), [dropdowns.data]);

  const update = (patch: QuickSearchValues) => {
    const next = { ...values, ...patch };
    setValues(next);
    // After a failed search, messages follow the input.
    if (attempted) setErrors(validateQuickSearch(tab, next, new Date()));
  };

  const changeTab = (next: string) => {
    const nextTab = next as QuickSearchTab;
    setTab(nextTab);
    setValues(quickSearchDefaults(nextTab, searcher));
    setErrors({});
    setAttempted(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateQuickSearch(tab, values, new Date());
    if (Object.keys(found).length > 0) {
      setErrors(found);
      setAttempted(true);
      const first = FOCUS_ORDER.find((field) => found[field]);
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    const request = buildQuickSearchRequest(values, searcher);
    const { criteria: _criteria, ...envelope } = request;
    const query = firstPageOf(request);
    preloadLeadSearch(client, leadSearchBody(query, envelope, user.account_id));
    onClose();
    navigate(leadSearchHref(query));
  };

  const textField = (name: QuickSearchField, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      name={name}
      label={label}
      value={text(values[name])}
      onValueChange={(v) => update({ [name]: v })}
      error={errors[name]}
      {...extra}
    />
  );
  const dateField = (name: QuickSearchField, label: string) => (
    <DateField
      name={name}
      label={label}
      value={text(values[name])}
      onValueChange={(v) => update({ [name]: v })}
      error={errors[name]}
    />
  );
  const multiField = (name: QuickSearchField, label: string, options: SelectOption[]) => (
    // Several choices: each one a chip with its own remove button.
    <Field id={fieldId(name)} invalid={Boolean(errors[name])}>
      <Field.Label>{label}</Field.Label>
      <Combobox
        multiple
        block
        options={options}
        value={list(values[name])}
        onValueChange={(v) => update({ [name]: v })}
        placeholder={list(values[name]).length > 0 ? 'Add another' : 'Any'}
        emptyText="No matches"
        chosenLabel={`Chosen ${label}`}
      />
      <Field.Error>{errors[name]}</Field.Error>
    </Field>
  );
  const agentField = (
    <Field id={fieldId('user_id')}>
      <Field.Label>Agent</Field.Label>
      <Select
        block
        options={agentOptions}
        placeholder={seesAllAgents ? 'All agents' : 'Select an agent'}
        value={values.user_id === null || values.user_id === undefined ? null : String(values.user_id)}
        onValueChange={(v) => update({ user_id: v === null || v === '' ? null : Number(v) })}
      />
    </Field>
  );
  const flagField = (name: 'drug_list_updated_flag' | 'has_current_plan_flag', label: string) => (
    <RadioGroup
      label={label}
      orientation="horizontal"
      value={text(values[name]) || ANY}
      onValueChange={(v) => update({ [name]: v === ANY ? '' : v })}
    >
      <RadioGroup.Item value={ANY} label="Any" />
      <RadioGroup.Item value={SEARCH_FLAG_YES} label="Yes" />
      <RadioGroup.Item value={SEARCH_FLAG_NO} label="No" />
    </RadioGroup>
  );

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Quick Search"
      width="xlarge"
      initialFocusRef={firstFieldRef}
      footer={
        <>
          <Dialog.Close asChild>
            <Button>Cancel</Button>
          </Dialog.Close>
          <Button variant="primary" type="submit" form={formId}>
            Search
          </Button>
        </>
      }
    >
      <StyledBanners>
        {dropdowns.error ? (
          <Banner key={dropdowns.error.message} variant="alert" autoClearMs={ERROR_BANNER_MS} dismissible>
            {dropdowns.error.message}
          </Banner>
        ) : null}
      </StyledBanners>
      <form id={formId} onSubmit={submit} noValidate aria-label="Quick Search">
        <Tabs value={tab} onValueChange={changeTab}>
          <Tabs.List aria-label="Search by">
            {QUICK_SEARCH_TABS.map((t) => (
              <Tabs.Tab key={t.value} value={t.value}>
                {t.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="lead">
            <StyledPanel>
              {errors.form ? <Banner variant="alert">{errors.form}</Banner> : null}
              <StyledGrid>
                {textField('fname', 'First Name', { ref: firstFieldRef })}
                {textField('lname', 'Last Name')}
                {textField('phone', 'Phone', { inputMode: 'tel', maxLength: PHONE_MAX_LENGTH })}
                {textField('email', 'Email', { inputMode: 'email' })}
                {textField('city', 'City')}
                {textField('county', 'County')}
                {multiField('state_id', 'State', stateOptions)}
                {textField('zip', 'Zip', {
                  inputMode: 'numeric',
                  maxLength: ZIP_LENGTH,
                  onValueChange: (v) => update({ zip: v.replace(/\D/g, '') }),
                })}
                <Field id={fieldId('dob_month')}>
                  <Field.Label>DOB Month</Field.Label>
                  <Select
                    block
                    options={monthOptions}
                    placeholder="Any month"
                    value={text(values.dob_month)}
                    onValueChange={(v) => update({ dob_month: v ?? '' })}
                  />
                </Field>
                {dateField('dob_from', 'DOB From')}
                {dateField('dob_to', 'DOB To')}
                {agentField}
                {dateField('lead_date_from', 'Lead Date From')}
                {dateField('lead_date_to', 'Lead Date To')}
                {textField('lead_vendor_source_code', 'Tracking Code')}
                {multiField('lead_dispo_id', 'Lead Disposition', leadDispoOptions)}
                {multiField('tag_id', 'Tag', tagOptions)}
              </StyledGrid>
            </StyledPanel>
          </Tabs.Panel>
          <Tabs.Panel value="rx">
            <StyledPanel>
              <StyledGrid>
                {flagField('drug_list_updated_flag', 'Drug List Updated')}
                {dateField('drug_list_updated_date_from', 'Drug List Updated From')}
                {dateField('drug_list_updated_date_to', 'Drug List Updated To')}
                {flagField('has_current_plan_flag', 'Has Current Plan')}
                {agentField}
              </StyledGrid>
            </StyledPanel>
          </Tabs.Panel>
          <Tabs.Panel value="application">
            <StyledPanel>
              <StyledGrid>{multiField('app_dispo_id', 'Application Disposition', appDispoOptions)}</StyledGrid>
            </StyledPanel>
          </Tabs.Panel>
        </Tabs>
      </form>
    </Dialog>
  );
}
