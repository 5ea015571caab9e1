import type { LeadSearchRow } from '@meridian/api';
import { formatCentralDate, leadPath } from '@meridian/domain';
import { DataTable, type DataTableColumn, type DataTableSort } from '@meridian/ui';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { ClickToCall } from '../dialer';
import type { LeadSearchSort, SortField } from './leadSearchQuery';

export const agentName = (row: Pick<LeadSearchRow, 'user_id' | 'agent_fname' | 'agent_lname'>) =>
  row.user_id === 0 ? 'Unassigned' : `${row.agent_fname ?? ''} ${row.agent_lname ?? ''}`.trim();

/** The server field each sortable column orders by (the column ids are those fields). */
const SORT_FIELDS: ReadonlySet<string> = new Set<SortField>([
  'lname',
  'dob',
  'phone',
  'city',
  'state_id',
  'zip',
  'dispo_name',
  'agent_lname',
  'lead_date',
]);

/** The columns of the results page (issue 7): name, DOB and age, phone, city, state, zip, disposition, agent, lead date. */
export const RESULT_COLUMNS: ReadonlyArray<DataTableColumn<LeadSearchRow>> = [
  {
    id: 'lname',
    header: 'Name',
    width: '18%',
    accessor: (row) => `${row.fname} ${row.lname}`,
    // The lead's name names its row: screen readers read it with every other cell.
    rowHeader: true,
    // The name rides along so the frame can offer 'Create Quote for {lead name}' on the lead page.
    cell: (row) => (
      <Link to={leadPath(row.lead_id)} state={{ lead_name: `${row.fname} ${row.lname}` }}>
        {`${row.fname} ${row.lname}`}
      </Link>
    ),
  },
  { id: 'dob', header: 'DOB', width: '96px', accessor: 'dob' },
  { id: 'age', header: 'Age', align: 'end', width: '52px', accessor: 'age', sortable: false },
  {
    id: 'phone',
    header: 'Phone',
    width: '128px',
    accessor: 'phone',
    cell: (row) => <ClickToCall phone={row.phone} leadId={row.lead_id} doNotCall={row.do_not_call === '1'} />,
  },
  { id: 'city', header: 'City', width: '12%', accessor: 'city' },
  { id: 'state_id', header: 'State', width: '64px', accessor: 'state_id' },
  { id: 'zip', header: 'Zip', width: '68px', accessor: 'zip' },
  { id: 'dispo_name', header: 'Disposition', width: '14%', accessor: 'dispo_name' },
  { id: 'agent_lname', header: 'Agent', width: '13%', accessor: agentName },
  // Newest first on the first press.
  {
    id: 'lead_date',
    header: 'Lead Date',
    width: '104px',
    accessor: (row) => formatCentralDate(row.lead_date),
    sortDescFirst: true,
  },
];

/** Without a chosen order the server sorts by last name, ascending. */
const SERVER_ORDER: DataTableSort = { id: 'lname', desc: false };

const StyledFill = styled.div`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  min-height: 0;

  & > div {
    flex: 1 1 auto;
    min-height: 0;
  }
  table {
    min-width: 900px;
  }
  td a {
    color: ${({ theme }) => theme.color.accent};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

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
  /** Row checkboxes (and select all on the page), for bulk actions such as Send Enhanced SOA. */
  selectedLeadIds?: ReadonlyArray<string>;
  onSelectedLeadIdsChange?(ids: string[]): void;
}

/**
 * The results table: a DataTable in manual mode, ordered (a header press asks the server for that
 * order across all matches) and paged by the server, so it stays fast however many leads match. It
 * fills the height it is given and scrolls inside with a sticky header.
 */
export function LeadResultsTable({
  caption,
  rows,
  loading,
  error,
  emptyText,
  sort,
  onSortChange,
  selectedLeadIds,
  onSelectedLeadIdsChange,
}: LeadResultsTableProps) {
  return (
    <StyledFill>
      <DataTable
        manual
        layout="fixed"
        caption={caption}
        hideCaption
        columns={RESULT_COLUMNS}
        data={rows ?? []}
        getRowId={(row) => String(row.lead_id)}
        {...(onSelectedLeadIdsChange
          ? { selectable: true, selectedRowIds: selectedLeadIds ?? [], onSelectedRowIdsChange: onSelectedLeadIdsChange }
          : {})}
        loading={loading || rows === undefined}
        error={error}
        emptyText={emptyText}
        // The page's own status line says 'Searching…'.
        labels={{ loading: '' }}
        sort={sort ? { id: sort.field, desc: sort.desc } : SERVER_ORDER}
        onSortChange={(next) => {
          if (next && SORT_FIELDS.has(next.id)) onSortChange({ field: next.id as SortField, desc: next.desc });
        }}
      />
    </StyledFill>
  );
}
