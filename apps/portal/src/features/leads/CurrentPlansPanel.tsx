import type { LeadCurrentPlan } from '@meridian/api';
import { useLeadCurrentPlans } from '@meridian/api/react';
import { DataTable, type DataTableColumn } from '@meridian/ui';
import { Panel } from './LeadPanels';
import { COVERAGE_TEXT } from './panelText';
import { StyledWide } from './panelStyles';
import { StyledMuted } from './styles';

const COLUMNS: ReadonlyArray<DataTableColumn<LeadCurrentPlan>> = [
  { id: 'plan_year', header: COVERAGE_TEXT.planYear, accessor: 'plan_year', sortable: false, width: '88px' },
  { id: 'carrier_name', header: COVERAGE_TEXT.carrier, accessor: 'carrier_name', sortable: false },
  { id: 'plan_name', header: COVERAGE_TEXT.plan, accessor: 'plan_name', sortable: false, rowHeader: true },
  { id: 'product_type_name', header: COVERAGE_TEXT.productType, accessor: 'product_type_name', sortable: false },
];

/** The plans the lead has now (spec 02 §3.1 "current plans"), read-only, across the page's width; a calm sentence when none. */
export function CurrentPlansPanel({ leadId }: { leadId: number }) {
  const plans = useLeadCurrentPlans(leadId);
  return (
    <StyledWide>
      <Panel id="lead-current-plans" title={COVERAGE_TEXT.plansTitle}>
        {plans.data && plans.data.length === 0 ? (
          <StyledMuted>{COVERAGE_TEXT.plansEmpty}</StyledMuted>
        ) : (
          <DataTable
            // A lead has a few of these: two placeholder rows while they load.
            placeholderRows={2}
            caption={COVERAGE_TEXT.plansTitle}
            hideCaption
            manual
            columns={COLUMNS}
            data={plans.data ?? []}
            getRowId={(p) => String(p.lead_current_plan_id)}
            loading={!plans.data && !plans.error}
            error={plans.error ? COVERAGE_TEXT.plansFailed : undefined}
            emptyText={COVERAGE_TEXT.plansEmpty}
          />
        )}
      </Panel>
    </StyledWide>
  );
}
