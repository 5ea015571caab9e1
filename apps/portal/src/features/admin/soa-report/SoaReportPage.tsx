import { useUserSearch } from '@meridian/api/react';
import { SOA_STATUSES, type SoaStatus } from '@meridian/domain';
import {
  Banner,
  Button,
  Combobox,
  DataTable,
  Field,
  MaskedDateInput,
  PageHeader,
  Select,
  type DataTableColumn,
} from '@meridian/ui';
import { useMemo, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { useSession } from '../../../session/SessionProvider';
import { AdminLayout } from '../AdminLayout';
import { SOA_REPORT_TEXT as T } from './text';
import { useSoaReportScreen, type SoaReportRow } from './useSoaReportScreen';

/** Every user of the account, active or not: an audit asks about SOAs of agents who have left too. */
const ACCOUNT_USERS = { criteria: {}, records_per_page: 500, orderby_field: 'lname' };

const StyledFilters = styled.form`
  display: grid;
  grid-template-columns: minmax(180px, 1.6fr) repeat(2, minmax(120px, 1fr)) minmax(120px, 1fr) auto;
  gap: ${({ theme }) => theme.space[3]}px;
  align-items: start;
  margin-bottom: ${({ theme }) => theme.space[3]}px;
  @media (max-width: 1100px) {
    grid-template-columns: repeat(2, minmax(160px, 1fr));
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
  /* Lines the buttons up with the inputs, below the labels. */
  padding-top: ${({ theme }) => theme.space[5]}px;
  @media (max-width: 1100px) {
    grid-column: 1 / -1;
    padding-top: 0;
  }
`;

/** The admin grid's screen column: it may shrink below the table's width, which then scrolls on its own. */
const StyledScreen = styled.div`
  min-width: 0;
  overflow-x: auto;
`;

const StyledStatusLine = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[2]}px;
  min-height: 1.5em;
  color: ${({ theme }) => theme.color.textMuted};
`;

const COLUMNS: ReadonlyArray<DataTableColumn<SoaReportRow>> = [
  { id: 'lead_name', header: 'Lead Name', accessor: 'lead_name', rowHeader: true },
  { id: 'agent', header: 'Agent', accessor: 'agent' },
  { id: 'process_type', header: 'Process Type', accessor: 'process_type' },
  {
    id: 'status',
    header: 'Status',
    accessor: (row) => T.status[row.status as SoaStatus] ?? row.status,
  },
  { id: 'sent', header: 'Sent', accessor: 'sent', sortDescFirst: true },
  { id: 'signed', header: 'Signed', accessor: 'signed', sortDescFirst: true },
  { id: 'appointment_date', header: 'Appointment', accessor: 'appointment_date' },
];

/** Admin → SOA Report (`soa_report`): the account's SOAs filtered by agent, sent date and status, previewed and downloaded as CSV. */
export function SoaReportPage() {
  const { user } = useSession();
  const screen = useSoaReportScreen(user.user_id);
  const users = useUserSearch(ACCOUNT_USERS);
  const agents = useMemo(
    () => (users.data?.result ?? []).map((u) => ({ value: String(u.user_id), label: `${u.fname} ${u.lname}` })),
    [users.data],
  );
  const statuses = useMemo(
    () => [{ value: 'any', label: T.statusAny }, ...SOA_STATUSES.map((s) => ({ value: s, label: T.status[s] }))],
    [],
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    void screen.show();
  }

  return (
    <AdminLayout>
      <StyledScreen>
        <PageHeader title={T.title} description={T.intro} />
        <StyledFilters role="search" aria-label={T.filtersLabel} onSubmit={submit} noValidate>
          <Field>
            <Field.Label>{T.agentLabel}</Field.Label>
            <Combobox
              block
              options={agents}
              value={screen.filters.agent}
              onValueChange={(value) => screen.set('agent', value)}
              emptyText={T.agentsEmpty}
            />
            <Field.Hint>{T.agentHint}</Field.Hint>
          </Field>
          <Field>
            <Field.Label>{T.fromLabel}</Field.Label>
            <MaskedDateInput block value={screen.filters.from} onValueChange={(v) => screen.set('from', v)} />
            <Field.Hint>{T.dateHint}</Field.Hint>
            <Field.Error>{screen.errors.from}</Field.Error>
          </Field>
          <Field>
            <Field.Label>{T.toLabel}</Field.Label>
            <MaskedDateInput block value={screen.filters.to} onValueChange={(v) => screen.set('to', v)} />
            <Field.Hint>{T.dateHint}</Field.Hint>
            <Field.Error>{screen.errors.to}</Field.Error>
          </Field>
          <Field>
            <Field.Label>{T.statusLabel}</Field.Label>
            <Select
              block
              options={statuses}
              value={screen.filters.status || 'any'}
              onValueChange={(value) => screen.set('status', value && value !== 'any' ? (value as SoaStatus) : '')}
            />
          </Field>
          <StyledActions>
            <Button type="submit" variant="secondary" disabled={screen.running}>
              {T.show}
            </Button>
            <Button type="button" variant="primary" disabled={screen.running} onClick={() => void screen.download()}>
              {T.download}
            </Button>
          </StyledActions>
        </StyledFilters>
        {screen.error ? <Banner variant="alert">{screen.error}</Banner> : null}
        <StyledStatusLine role="status">
          {screen.notice ?? (screen.total !== undefined && screen.total > 0 ? T.summary(screen.total) : '')}
        </StyledStatusLine>
        <DataTable
          caption={T.tableCaption}
          hideCaption
          columns={COLUMNS}
          data={screen.rows}
          getRowId={(row) => String(row.row)}
          emptyText={screen.total === undefined ? T.notRun : (screen.notice ?? T.notRun)}
          loading={screen.running && screen.total === undefined}
          pageSizes={[25, 50, 100]}
          defaultPageSize={25}
        />
      </StyledScreen>
    </AdminLayout>
  );
}
