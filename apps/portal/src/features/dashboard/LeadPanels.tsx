import type { SearchBody } from '@meridian/api';
import { useLeadDispositionCounts, useLeadSearch } from '@meridian/api/react';
import { formatCentralDate } from '@meridian/domain';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { LEAD_LIST_DEFAULT_SORT, leadListHref } from '../quick-search';
import { DashboardPanel } from './DashboardPanel';
import { StyledRows } from './styles';
import { DASHBOARD_TEXT } from './text';

const RECENT_LEADS = 8;

const mine = (userId: number) => ({ user_id: { type: 'simple' as const, value: [userId] } });
/** The Leads menu's list unfiltered: "All my leads" and each disposition's count open it. */
const NO_FILTERS = { lead_dispo_id: '', lead_date_from: '', lead_date_to: '' };

/** The agent's newest leads (added, or assigned to them, most recently first), linked to their pages. */
export function RecentLeadsPanel({ userId }: { userId: number }) {
  const body = useMemo<SearchBody>(
    () => ({
      criteria: mine(userId),
      orderby_field: 'lead_date',
      orderby_direction: 'desc',
      page_number: 1,
      records_per_page: RECENT_LEADS,
    }),
    [userId],
  );
  const leads = useLeadSearch(body);
  const rows = leads.data?.result;
  return (
    <DashboardPanel
      id="dashboard-recent-leads"
      title={DASHBOARD_TEXT.recentLeads.title}
      loading={!leads.data && !leads.error}
      error={leads.error}
      empty={rows?.length === 0 ? DASHBOARD_TEXT.recentLeads.empty : undefined}
      actions={
        <Link to={leadListHref({ filters: NO_FILTERS, page: 1, sort: LEAD_LIST_DEFAULT_SORT })}>
          {DASHBOARD_TEXT.recentLeads.all}
        </Link>
      }
    >
      <StyledRows aria-label={DASHBOARD_TEXT.recentLeads.list}>
        {rows?.map((lead) => (
          <li key={lead.lead_id}>
            <Link to={`/lead/${lead.lead_id}`} state={{ lead_name: `${lead.fname} ${lead.lname}`.trim() }}>
              {`${lead.fname} ${lead.lname}`.trim()}
            </Link>
            <small>
              {lead.dispo_name ?? DASHBOARD_TEXT.recentLeads.noDisposition} ·{' '}
              {DASHBOARD_TEXT.recentLeads.added(formatCentralDate(lead.lead_date))}
            </small>
          </li>
        ))}
      </StyledRows>
    </DashboardPanel>
  );
}

/** How many of the agent's leads hold each disposition; each links to those leads in the search results. */
export function DispositionCountsPanel({ userId }: { userId: number }) {
  const counts = useLeadDispositionCounts(userId);
  const rows = counts.data?.result;
  return (
    <DashboardPanel
      id="dashboard-dispositions"
      title={DASHBOARD_TEXT.dispositions.title}
      count={counts.data?.total_leads}
      loading={!counts.data && !counts.error}
      error={counts.error}
      empty={rows?.length === 0 ? DASHBOARD_TEXT.dispositions.empty : undefined}
    >
      <StyledRows aria-label={DASHBOARD_TEXT.dispositions.list}>
        {rows?.map((row) => (
          <li key={row.lead_dispo_id ?? 'none'}>
            {row.lead_dispo_id === null ? (
              <span>{DASHBOARD_TEXT.dispositions.none}</span>
            ) : (
              <Link
                to={leadListHref({
                  filters: { ...NO_FILTERS, lead_dispo_id: String(row.lead_dispo_id) },
                  page: 1,
                  sort: LEAD_LIST_DEFAULT_SORT,
                })}
              >
                {row.dispo_name ?? DASHBOARD_TEXT.dispositions.none}
              </Link>
            )}
            <span data-count>{row.count}</span>
          </li>
        ))}
      </StyledRows>
    </DashboardPanel>
  );
}
