import type { LeadSearchAnswer } from '@meridian/api';
import { useLeadSearch } from '@meridian/api/react';
import { BULK_SOA_MESSAGES, buildQuickSearchRequest, QUICK_SEARCH_PAGE_SIZE } from '@meridian/domain';
import { Button, DataTable, PageHeader } from '@meridian/ui';
import { useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { useSession } from '../../session/SessionProvider';
import { StyledButtonLink } from '../../shared/LinkButton';
import { useShellDialogs } from '../../shell/ShellDialogs';
import { IMPORTS_PATH } from '../lead-import';
import { LEAD_EXPORT_TEXT, LeadExportButton } from '../lead-exports';
import { LazyBulkSoaDialog } from '../soa';
import { LeadListFilters, LEAD_LIST_TEXT } from './LeadListFilters';
import { LeadResultsTable } from './LeadResultsTable';
import {
  leadListHref,
  leadListQuery,
  leadSearchBody,
  leadSearchHref,
  readLeadListView,
  readLeadSearchQuery,
  type LeadSearchQuery,
  type LeadSearchSort,
} from './leadSearchQuery';

export const RESULTS_TEXT = {
  heading: 'Lead Search',
  newSearch: 'New Search',
  importLeads: 'Import leads',
  badLink: 'This search link cannot be read. Start a new search.',
  empty: 'No leads match your search.',
  searching: 'Searching…',
  caption: 'Lead search results',
  narrow: 'Narrow your search to see every match.',
} as const;

const count = (n: number) => n.toLocaleString('en-US');

/**
 * '1–200 of 347 leads', or the words for none. Past the server's count cap (total_capped) the
 * total is a lower bound, and the page asks to narrow the search.
 */
export function resultRange(
  answer: Pick<LeadSearchAnswer, 'total_records' | 'total_capped' | 'page_number' | 'records_per_page'>,
  shown: number,
): string {
  if (answer.total_records === 0) return 'No leads found';
  const total = answer.total_capped ? `${count(answer.total_records)}+` : count(answer.total_records);
  const noun = answer.total_records === 1 && !answer.total_capped ? 'lead' : 'leads';
  const from = (answer.page_number - 1) * answer.records_per_page + 1;
  const range = shown === 0 ? `${total} ${noun}` : `${count(from)}–${count(from + shown - 1)} of ${total} ${noun}`;
  return answer.total_capped ? `${range}. ${RESULTS_TEXT.narrow}` : range;
}

const StyledPage = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  height: 100%;
  min-height: 320px;
`;

const StyledToolbar = styled.div`
  display: flex;
  flex: none;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
  min-height: 32px;
  color: ${({ theme }) => theme.color.textMuted};
`;

const StyledNotice = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[5]}px;
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.color.textMuted};

  p {
    margin: 0;
  }
`;

const StyledSummary = styled.span`
  /* On a phone the count keeps a line of its own; the actions and pager wrap under it. */
  flex: 1 1 180px;
  border-radius: ${({ theme }) => theme.radii.sm};
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

/**
 * After a search, focus moves to the results summary ('1–200 of 347 leads') once the answer of
 * a new search arrives, so keyboard and screen-reader users land on what was found. Paging and
 * sorting (same criteria) leave focus on the control used; a dialog or field holding focus keeps it.
 */
function useResultsFocus(answeredCriteria: string | undefined, { focusFirst }: { focusFirst: boolean }) {
  const summaryRef = useRef<HTMLSpanElement>(null);
  const focused = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (answeredCriteria === undefined || answeredCriteria === focused.current) return;
    const first = focused.current === undefined;
    focused.current = answeredCriteria;
    // The Leads menu's own list opens without a search: focus stays at the page's start until filters are applied.
    if (first && !focusFirst) return;
    const active = document.activeElement;
    if (active?.closest('[role="dialog"], [role="alertdialog"], input, textarea, select')) return;
    summaryRef.current?.focus();
  }, [answeredCriteria, focusFirst]);
  return summaryRef;
}

/**
 * The quick search results page at /lead/search (spec 01 §2, §4): the matches 200 a page, ordered
 * and paged by the server, each row linking to its lead. The criteria, page and order live in the
 * URL, so reload and back show the same results. Without criteria (the Leads menu) it is the agent's
 * own lead list, filtered by disposition and lead date, until a search is made.
 */
export function LeadSearchPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { user, permissions, hasPermission } = useSession();
  const dialogs = useShellDialogs();
  const searchQuery = useMemo(() => readLeadSearchQuery(params), [params]);
  const searcher = useMemo(
    () => ({ user_id: user.user_id, account_id: user.account_id, rolePermission: [...permissions] }),
    [user, permissions],
  );
  // The Leads menu's own list: the page, order and filters in the URL, as a search's are.
  const listView = useMemo(
    () => (searchQuery === null ? readLeadListView(params, new Date()) : null),
    [searchQuery, params],
  );
  const query = useMemo(
    () => (listView ? leadListQuery(listView, searcher) : searchQuery),
    [listView, searcher, searchQuery],
  );
  const headingId = useId();

  const body = useMemo(() => {
    if (query === null || query === 'invalid') return null;
    // The domain's request with no criteria is the envelope every quick search page shares.
    const { criteria: _none, ...envelope } = buildQuickSearchRequest({}, searcher);
    return leadSearchBody(query, envelope, user.account_id);
  }, [query, user, searcher]);
  const { data, error, isLoading } = useLeadSearch(body);

  // While another page or order loads, the rows of the same search stay on screen (never another search's).
  const criteriaKey = query && query !== 'invalid' ? JSON.stringify(query.criteria) : '';
  const [shown, setShown] = useState<{ criteriaKey: string; answer: LeadSearchAnswer } | undefined>();
  if (data && shown?.answer !== data) setShown({ criteriaKey, answer: data });
  // A page of results is up to 200 rows, each with links, a click-to-call and a checkbox. Rendered as
  // a deferred update, React builds them in slices of a few milliseconds rather than in one long task
  // that freezes a phone for a second or more. The count, the paging and the rows follow one answer,
  // so they never disagree (select all takes the rows the count describes).
  const answer = useDeferredValue(data ?? (shown?.criteriaKey === criteriaKey ? shown.answer : undefined));
  // The rows on screen are another page's (or order's) while this one's answer loads, and still after
  // it came while React builds its rows in the background: on a slow or busy machine that lasts seconds.
  // Meanwhile the table says it is busy (aria-busy, select all off), the pager waits, and the status and
  // the pager both describe the rows shown, never the page asked for.
  const settling = isLoading || (data !== undefined && answer !== data);
  // Focus moves once the summary says what this answer found (the deferred answer has caught up).
  const summaryRef = useResultsFocus(data && answer === data ? criteriaKey : undefined, { focusFirst: !listView });

  const openQuickSearch = () => dialogs.open('quick-search');
  // Bulk Enhanced SOA: the selected rows, of this page and the search's other pages.
  const canSendSoa = permissions.has('soa_send');
  const [selected, setSelected] = useState<string[]>([]);
  const [bulkOpen, setBulkOpen] = useState(false);
  const [selectedFor, setSelectedFor] = useState(criteriaKey);
  if (selectedFor !== criteriaKey) {
    setSelectedFor(criteriaKey);
    setSelected([]);
  }
  const header = (
    <PageHeader
      headingId={headingId}
      title={listView ? LEAD_LIST_TEXT.heading : RESULTS_TEXT.heading}
      actions={
        <>
          {hasPermission('lead_import') ? (
            <StyledButtonLink to={IMPORTS_PATH}>{RESULTS_TEXT.importLeads}</StyledButtonLink>
          ) : null}
          <Button onClick={openQuickSearch}>{RESULTS_TEXT.newSearch}</Button>
        </>
      }
    />
  );

  if (query === null || query === 'invalid') {
    return (
      <StyledPage aria-labelledby={headingId}>
        {header}
        <StyledNotice>
          <p>{RESULTS_TEXT.badLink}</p>
          <Button variant="primary" onClick={openQuickSearch}>
            Quick Search
          </Button>
        </StyledNotice>
      </StyledPage>
    );
  }

  // The selection follows the search across its pages (select all on each page adds that page's rows);
  // another order starts it afresh.
  const go = (next: LeadSearchQuery) => {
    if (JSON.stringify(next.sort) !== JSON.stringify(query.sort)) setSelected([]);
    if (listView)
      navigate(leadListHref({ filters: listView.filters, page: next.page, sort: next.sort ?? listView.sort }), {
        replace: true,
      });
    else navigate(leadSearchHref(next), { replace: true });
  };
  const pageSize = answer?.records_per_page || QUICK_SEARCH_PAGE_SIZE;
  const pageCount = answer ? Math.max(1, Math.ceil(answer.total_records / pageSize)) : 1;
  const rows = answer?.result;
  // Past the count cap the last page is unknown: a full page means there may be another.
  const hasNext = answer ? (answer.total_capped ? (rows?.length ?? 0) === pageSize : query.page < pageCount) : false;
  const status = error && !isLoading ? '' : answer ? resultRange(answer, rows?.length ?? 0) : RESULTS_TEXT.searching;

  return (
    <StyledPage aria-labelledby={headingId}>
      {header}
      {listView ? (
        <LeadListFilters
          filters={listView.filters}
          onApply={(filters) => navigate(leadListHref({ filters, page: 1, sort: listView.sort }))}
        />
      ) : null}
      <StyledToolbar>
        <StyledSummary ref={summaryRef} role="status" tabIndex={-1}>
          {status}
        </StyledSummary>
        {canSendSoa ? (
          <Button variant="secondary" disabled={selected.length === 0} onClick={() => setBulkOpen(true)}>
            {BULK_SOA_MESSAGES.sendEnhancedSoa}
          </Button>
        ) : null}
        {body ? (
          <LeadExportButton
            request={
              selected.length > 0
                ? { export_type_id: 4, lead_ids: selected.map(Number) }
                : {
                    export_type_id: 3,
                    criteria: body.criteria,
                    orderby_field: body.orderby_field,
                    orderby_direction: body.orderby_direction,
                  }
            }
            label={
              selected.length > 0 ? LEAD_EXPORT_TEXT.exportSelected(selected.length) : LEAD_EXPORT_TEXT.exportResults
            }
            disabled={!answer || answer.total_records === 0}
          />
        ) : null}
        <DataTable.Pagination
          pageIndex={query.page - 1}
          hasNextPage={hasNext}
          onPageIndexChange={(pageIndex) => go({ ...query, page: pageIndex + 1 })}
          summary={
            answer
              ? answer.total_capped
                ? `Page ${answer.page_number}`
                : `Page ${answer.page_number} of ${pageCount}`
              : null
          }
          disabled={settling}
          labels={{ pagination: 'Lead search pages' }}
        />
      </StyledToolbar>
      <LeadResultsTable
        caption={listView ? LEAD_LIST_TEXT.caption : RESULTS_TEXT.caption}
        rows={rows}
        loading={settling}
        error={error && !isLoading ? error.message : undefined}
        emptyText={
          !listView
            ? RESULTS_TEXT.empty
            : listView.filters.lead_dispo_id || listView.filters.lead_date_from || listView.filters.lead_date_to
              ? LEAD_LIST_TEXT.noneMatch
              : LEAD_LIST_TEXT.none
        }
        sort={query.sort}
        onSortChange={(sort: LeadSearchSort) => go({ ...query, sort, page: 1 })}
        {...(canSendSoa ? { selectedLeadIds: selected, onSelectedLeadIdsChange: setSelected } : {})}
      />
      {canSendSoa && bulkOpen ? (
        <LazyBulkSoaDialog
          open={bulkOpen}
          onOpenChange={setBulkOpen}
          userId={user.user_id}
          agentName={`${user.fname} ${user.lname}`.trim()}
          leadIds={selected.map(Number)}
        />
      ) : null}
    </StyledPage>
  );
}

export default LeadSearchPage;
