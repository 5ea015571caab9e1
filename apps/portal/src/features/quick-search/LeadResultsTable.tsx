import type { LeadSearchRow } from '@meridian/api';
import { formatCentralDate, leadPath } from '@meridian/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { ClickToCall } from '../dialer';
import type { LeadSearchSort, SortField } from './leadSearchQuery';

interface Column {
  id: string;
  header: string;
  /** The server field this column orders by; none for columns that cannot be ordered. */
  sortField?: SortField;
  /** The first click orders descending (newest first for dates of leads). */
  descFirst?: boolean;
  align?: 'end';
  width: string;
  cell(row: LeadSearchRow): ReactNode;
}

export const agentName = (row: Pick<LeadSearchRow, 'user_id' | 'agent_fname' | 'agent_lname'>) =>
  row.user_id === 0 ? 'Unassigned' : `${row.agent_fname ?? ''} ${row.agent_lname ?? ''}`.trim();

/** The columns of the results page (issue 7): name, DOB and age, phone, city, state, zip, disposition, agent, lead date. */
export const RESULT_COLUMNS: readonly Column[] = [
  {
    id: 'name',
    header: 'Name',
    sortField: 'lname',
    width: '18%',
    // The name rides along so the frame can offer 'Create Quote for {lead name}' on the lead page.
    cell: (row) => (
      <Link to={leadPath(row.lead_id)} state={{ lead_name: `${row.fname} ${row.lname}` }}>
        {`${row.fname} ${row.lname}`}
      </Link>
    ),
  },
  { id: 'dob', header: 'DOB', sortField: 'dob', width: '96px', cell: (row) => row.dob ?? '' },
  { id: 'age', header: 'Age', align: 'end', width: '52px', cell: (row) => row.age ?? '' },
  { id: 'phone', header: 'Phone', sortField: 'phone', width: '128px', cell: (row) => <ClickToCall phone={row.phone} leadId={row.lead_id} /> },
  { id: 'city', header: 'City', sortField: 'city', width: '12%', cell: (row) => row.city ?? '' },
  { id: 'state', header: 'State', sortField: 'state_id', width: '64px', cell: (row) => row.state_id ?? '' },
  { id: 'zip', header: 'Zip', sortField: 'zip', width: '68px', cell: (row) => row.zip ?? '' },
  { id: 'disposition', header: 'Disposition', sortField: 'dispo_name', width: '14%', cell: (row) => row.dispo_name ?? '' },
  { id: 'agent', header: 'Agent', sortField: 'agent_lname', width: '13%', cell: agentName },
  { id: 'lead_date', header: 'Lead Date', sortField: 'lead_date', descFirst: true, width: '104px', cell: (row) => formatCentralDate(row.lead_date) },
];

/** Without a chosen order the server sorts by last name, ascending. */
const SERVER_ORDER: LeadSearchSort = { field: 'lname', desc: false };
const SKELETON_ROWS = 12;

const StyledScroller = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const StyledTable = styled.table`
  width: 100%;
  min-width: 900px;
  table-layout: fixed;
  border-collapse: separate;
  border-spacing: 0;
  font-variant-numeric: tabular-nums;

  &[aria-busy='true'] tbody {
    opacity: 0.6;
  }
`;

const StyledCaption = styled.caption`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

const StyledTh = styled.th`
  position: sticky;
  top: 0;
  z-index: 1;
  height: 36px;
  padding: 0 ${({ theme }) => theme.space[2]}px;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.canvasSubtle};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-align: left;
  white-space: nowrap;

  &[data-align='end'] {
    text-align: right;
  }
`;

const StyledSortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
  margin: 0 -${({ theme }) => theme.space[1]}px;
  padding: ${({ theme }) => theme.space[1]}px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.neutralMuted};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 1px;
  }
  & > svg {
    color: ${({ theme }) => theme.color.textMuted};
  }
  &[data-sorted] > svg {
    color: ${({ theme }) => theme.color.accent};
  }
`;

const StyledTd = styled.td`
  height: 32px;
  padding: 0 ${({ theme }) => theme.space[2]}px;
  border-bottom: 1px solid ${({ theme }) => theme.color.neutralMuted};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  &[data-align='end'] {
    text-align: right;
  }
  a {
    color: ${({ theme }) => theme.color.accent};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

const StyledRow = styled.tr`
  &:hover > td {
    background: ${({ theme }) => theme.color.canvasSubtle};
  }
`;

const StyledMessage = styled.td`
  height: 96px;
  padding: ${({ theme }) => theme.space[4]}px;
  color: ${({ theme }) => theme.color.textMuted};
  text-align: center;
  white-space: normal;

  &[data-kind='error'] {
    color: ${({ theme }) => theme.color.danger};
  }
`;

const StyledSkeleton = styled.span`
  display: block;
  width: 70%;
  height: 10px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.color.skeleton};
`;

function SortGlyph({ state }: { state: 'ascending' | 'descending' | 'none' }) {
  const up = state !== 'descending';
  const down = state !== 'ascending';
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      {up ? <path d="M6 1.5L9.5 5h-7z" fill="currentColor" /> : null}
      {down ? <path d="M6 10.5L2.5 7h7z" fill="currentColor" /> : null}
    </svg>
  );
}

export interface LeadResultsTableProps {
  /** Names the table for assistive technology. */
  caption: string;
  rows: ReadonlyArray<LeadSearchRow> | undefined;
  /** True while a page loads; earlier rows stay visible meanwhile. */
  loading: boolean;
  /** Shown in place of rows when the search failed. */
  error?: string;
  emptyText: string;
  sort: LeadSearchSort | null;
  onSortChange(sort: LeadSearchSort): void;
}

/**
 * The results table: server-ordered (a header button asks the server for that order across all
 * matches) and server-paged, so it stays fast however many leads match. It fills the height it is
 * given and scrolls inside with a sticky header; loading, empty and error states keep that height.
 */
export function LeadResultsTable({ caption, rows, loading, error, emptyText, sort, onSortChange }: LeadResultsTableProps) {
  const current = sort ?? SERVER_ORDER;
  let body: ReactNode;
  if (error) {
    body = (
      <tr>
        <StyledMessage colSpan={RESULT_COLUMNS.length} data-kind="error" role="alert">
          {error}
        </StyledMessage>
      </tr>
    );
  } else if (!rows) {
    body = Array.from({ length: SKELETON_ROWS }, (_, i) => (
      <tr key={i} aria-hidden="true">
        {RESULT_COLUMNS.map((column) => (
          <StyledTd key={column.id}>
            <StyledSkeleton />
          </StyledTd>
        ))}
      </tr>
    ));
  } else if (rows.length === 0) {
    body = (
      <tr>
        <StyledMessage colSpan={RESULT_COLUMNS.length}>{emptyText}</StyledMessage>
      </tr>
    );
  } else {
    body = rows.map((row) => (
      <StyledRow key={row.lead_id}>
        {RESULT_COLUMNS.map((column) => (
          <StyledTd key={column.id} data-align={column.align}>
            {column.cell(row)}
          </StyledTd>
        ))}
      </StyledRow>
    ));
  }

  return (
    <StyledScroller>
      <StyledTable aria-busy={loading}>
        <StyledCaption>{caption}</StyledCaption>
        <colgroup>
          {RESULT_COLUMNS.map((column) => (
            <col key={column.id} style={{ width: column.width }} />
          ))}
        </colgroup>
        <thead>
          <tr>
            {RESULT_COLUMNS.map((column) => {
              const sorted = column.sortField === current.field ? (current.desc ? 'descending' : 'ascending') : 'none';
              return (
                <StyledTh key={column.id} scope="col" data-align={column.align} aria-sort={column.sortField ? sorted : undefined}>
                  {column.sortField ? (
                    <StyledSortButton
                      type="button"
                      data-sorted={sorted !== 'none' || undefined}
                      onClick={() =>
                        onSortChange({
                          field: column.sortField!,
                          desc: sorted === 'none' ? Boolean(column.descFirst) : sorted === 'ascending',
                        })
                      }
                    >
                      {column.header}
                      <SortGlyph state={sorted} />
                    </StyledSortButton>
                  ) : (
                    column.header
                  )}
                </StyledTh>
              );
            })}
          </tr>
        </thead>
        <tbody>{body}</tbody>
      </StyledTable>
    </StyledScroller>
  );
}
