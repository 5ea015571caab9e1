import type { LeadApplication } from '@meridian/api';
import { useLeadApplications } from '@meridian/api/react';
import { DataTable, type DataTableColumn } from '@meridian/ui';
import { Panel } from './LeadPanels';
import { COVERAGE_TEXT } from './panelText';
import { StyledWide } from './panelStyles';
import { StyledMuted } from './styles';

const COLUMNS: ReadonlyArray<DataTableColumn<LeadApplication>> = [
  { id: 'carrier_name', header: COVERAGE_TEXT.carrier, accessor: 'carrier_name', sortable: false },
  { id: 'plan_name', header: COVERAGE_TEXT.plan, accessor: 'plan_name', sortable: false, rowHeader: true },
  { id: 'plan_year', header: COVERAGE_TEXT.planYear, accessor: 'plan_year', sortable: false, width: '88px' },
  { id: 'product_type_name', header: COVERAGE_TEXT.productType, accessor: 'product_type_name', sortable: false },
  {
    id: 'submitted_date',
    header: COVERAGE_TEXT.submitted,
    accessor: 'submitted_date',
    sortable: false,
    width: '104px',
  },
  {
    id: 'effective_date',
    header: COVERAGE_TEXT.effective,
    accessor: 'effective_date',
    sortable: false,
    width: '104px',
  },
  { id: 'app_dispo_name', header: COVERAGE_TEXT.status, accessor: 'app_dispo_name', sortable: false },
];

/** The lead's applications (spec 02 §3.1 "applications"), read-only, across the page's width. */
export function ApplicationsPanel({ leadId }: { leadId: number }) {
  const applications = useLeadApplications(leadId);
  return (
    <StyledWide>
      <Panel id="lead-applications" title={COVERAGE_TEXT.applicationsTitle}>
        {applications.data && applications.data.length === 0 ? (
          <StyledMuted>{COVERAGE_TEXT.applicationsEmpty}</StyledMuted>
        ) : (
          <DataTable
            // A lead has a few of these: two placeholder rows while they load.
            placeholderRows={2}
            caption={COVERAGE_TEXT.applicationsTitle}
            hideCaption
            manual
            columns={COLUMNS}
            data={applications.data ?? []}
            getRowId={(a) => String(a.application_id)}
            loading={!applications.data && !applications.error}
            error={applications.error ? COVERAGE_TEXT.applicationsFailed : undefined}
            emptyText={COVERAGE_TEXT.applicationsEmpty}
          />
        )}
      </Panel>
    </StyledWide>
  );
}
