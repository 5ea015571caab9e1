import { useLeadVendors, useQuickSearchDropdowns } from '@meridian/api/react';
import { REPORT_MESSAGES, REPORT_TYPES, REPORTS_WITHOUT_DATA, type ReportType } from '@meridian/domain';
import { Banner, Button, Field, MaskedDateInput, Select, type SelectOption } from '@meridian/ui';
import { useMemo, type FormEvent } from 'react';
import { useSession } from '../../session/SessionProvider';
import { StyledActions, StyledFilters, StyledReportList } from './styles';
import { REPORTS_TEXT as T } from './text';
import { useReportCard, type ReportCardFilters } from './useReportCard';

interface Choices {
  agents: SelectOption[] | null;
  dispositions: SelectOption[];
  appDispositions: SelectOption[];
  sources: SelectOption[];
}

const ANY = 'any';
const withAny = (options: SelectOption[]): SelectOption[] => [{ value: ANY, label: T.any }, ...options];

/** The report list of spec 02 §7.7: each report with its filters and a Download CSV button. */
export function ReportList() {
  const { user, permissions, hasPermission } = useSession();
  const dropdowns = useQuickSearchDropdowns();
  const permissionList = useMemo(() => [...permissions], [permissions]);
  const vendors = useLeadVendors(user.account_id, permissionList);
  const choices = useMemo<Choices>(
    () => ({
      // Without lead_view_assigned the reports hold only the user's own leads: no agent to choose.
      agents: hasPermission('lead_view_assigned')
        ? withAny(
            (dropdowns.data?.total_agents ?? []).map((a) => ({
              value: String(a.user_id),
              label: a.user_id === 0 ? T.unassigned : `${a.fname} ${a.lname}`.trim(),
            })),
          )
        : null,
      dispositions: withAny(
        (dropdowns.data?.total_lead_dispos ?? []).map((d) => ({ value: String(d.dispo_id), label: d.dispo_name })),
      ),
      appDispositions: withAny(
        (dropdowns.data?.total_app_dispos ?? []).map((d) => ({ value: String(d.dispo_id), label: d.dispo_name })),
      ),
      sources: withAny((vendors.data ?? []).map((v) => ({ value: String(v.lead_vendor_id), label: v.company }))),
    }),
    [dropdowns.data, vendors.data, hasPermission],
  );

  return (
    <StyledReportList>
      {REPORT_TYPES.map((type) => (
        <ReportItem key={type} type={type} choices={choices} />
      ))}
    </StyledReportList>
  );
}

function ReportItem({ type, choices }: { type: ReportType; choices: Choices }) {
  const card = useReportCard(type);
  const text = T.reports[type];
  const headingId = `report-${type}`;
  const noData = REPORTS_WITHOUT_DATA.includes(type);

  function submit(event: FormEvent) {
    event.preventDefault();
    void card.download();
  }

  const choose = (key: keyof ReportCardFilters) => (value: string | null) =>
    card.set(key, value && value !== ANY ? value : null);

  return (
    <li aria-labelledby={headingId}>
      <h3 id={headingId}>{text.title}</h3>
      <p>
        {text.description}
        {noData ? ` ${REPORT_MESSAGES.noDrugData}` : ''}
      </p>
      <form aria-label={T.filtersLabel(text.title)} onSubmit={submit} noValidate>
        <StyledFilters>
          {type === 'lead_report' || type === 'aicoe_data' ? (
            <>
              <Field>
                <Field.Label>{T.fromLabel[type]}</Field.Label>
                <MaskedDateInput block value={card.filters.from} onValueChange={(v) => card.set('from', v)} />
                <Field.Hint>{T.dateHint}</Field.Hint>
                <Field.Error>{card.errors.from}</Field.Error>
              </Field>
              <Field>
                <Field.Label>{T.toLabel[type]}</Field.Label>
                <MaskedDateInput block value={card.filters.to} onValueChange={(v) => card.set('to', v)} />
                <Field.Hint>{T.dateHint}</Field.Hint>
                <Field.Error>{card.errors.to}</Field.Error>
              </Field>
              {choices.agents ? (
                <Field>
                  <Field.Label>{T.agentLabel}</Field.Label>
                  <Select
                    block
                    options={choices.agents}
                    value={card.filters.agent ?? ANY}
                    onValueChange={choose('agent')}
                  />
                </Field>
              ) : null}
              {type === 'lead_report' ? (
                <>
                  <Field>
                    <Field.Label>{T.dispositionLabel}</Field.Label>
                    <Select
                      block
                      options={choices.dispositions}
                      value={card.filters.disposition ?? ANY}
                      onValueChange={choose('disposition')}
                    />
                  </Field>
                  <Field>
                    <Field.Label>{T.sourceLabel}</Field.Label>
                    <Select
                      block
                      options={choices.sources}
                      value={card.filters.source ?? ANY}
                      onValueChange={choose('source')}
                    />
                  </Field>
                </>
              ) : (
                <Field>
                  <Field.Label>{T.appDispositionLabel}</Field.Label>
                  <Select
                    block
                    options={choices.appDispositions}
                    value={card.filters.appDisposition ?? ANY}
                    onValueChange={choose('appDisposition')}
                  />
                </Field>
              )}
            </>
          ) : null}
        </StyledFilters>
        <StyledActions>
          <Button type="submit" variant="secondary" size="small" disabled={card.running}>
            {card.running ? T.downloading : T.download}
          </Button>
          <p role="status">{card.notice ?? ''}</p>
        </StyledActions>
      </form>
      {card.error ? <Banner variant="alert">{card.error}</Banner> : null}
    </li>
  );
}
