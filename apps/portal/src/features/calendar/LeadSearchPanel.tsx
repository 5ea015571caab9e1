import { LeadSearchRowStruct, type LeadSearchRow, type SearchBody } from '@meridian/api';
import { useLeadSearch } from '@meridian/api/react';
import { buildLeadSearchPanelRequest, CALENDAR_MESSAGES, validateLeadSearchPanel } from '@meridian/domain';
import { Banner, Button, DataTable, Field, TextInput, type DataTableColumn } from '@meridian/ui';
import { useState, type KeyboardEvent } from 'react';
import { useNewLeadForForm } from '../../shared/newLeadSlot';
import { StyledFieldRow, StyledLeadPanel, StyledSearchRow } from './styles';
import { CALENDAR_TEXT } from './text';

// The page sizes are the table's own 10–50 (spec 02 §2.12); one search answers up to this many leads.
const SEARCH_LIMIT = 200;
// The whole row with the address (spec 02 §3.7 asks for default_address, which only a field_list brings).
const FIELD_LIST = Object.keys(LeadSearchRowStruct.schema);

const leadName = (row: Pick<LeadSearchRow, 'fname' | 'lname'>) => `${row.fname} ${row.lname}`.trim();

export interface LeadSearchPanelProps {
  accountId: number;
  /** A result row was chosen. */
  onAssign(lead: { lead_id: number; name: string }): void;
}

/** Assign Lead (spec 02 §2.12, §3.7, §5.7): first and last name as prefixes, within the account; a row assigns its lead. */
export function LeadSearchPanel({ accountId, onAssign }: LeadSearchPanelProps) {
  const [names, setNames] = useState({ fname: '', lname: '' });
  const [required, setRequired] = useState<string>();
  const [body, setBody] = useState<SearchBody | null>(null);
  const [adding, setAdding] = useState(false);
  const newLead = useNewLeadForForm();
  // Lead search errors are silently ignored (spec 02 §8): the table simply stops loading.
  const search = useLeadSearch(body);

  const submit = () => {
    const message = validateLeadSearchPanel(names);
    setRequired(message);
    if (message) return;
    const request = buildLeadSearchPanelRequest(names, { account_id: accountId, records_per_page: SEARCH_LIMIT });
    setBody({ ...request, field_list: FIELD_LIST });
  };

  const searchOnEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    submit();
  };

  const columns: DataTableColumn<LeadSearchRow>[] = [
    {
      id: 'name',
      header: CALENDAR_TEXT.leadColumns.name,
      accessor: leadName,
      rowHeader: true,
      cell: (row) => (
        <Button
          variant="invisible"
          size="small"
          onClick={() => onAssign({ lead_id: row.lead_id, name: leadName(row) })}
        >
          {leadName(row)}
        </Button>
      ),
    },
    {
      id: 'dob',
      header: CALENDAR_TEXT.leadColumns.dob,
      accessor: (row) => (row.dob ? `${row.dob}${row.age === null ? '' : ` (${row.age})`}` : ''),
    },
    {
      id: 'address',
      header: CALENDAR_TEXT.leadColumns.address,
      accessor: (row) => [row.default_address?.address1, row.default_address?.address2].filter(Boolean).join(', '),
    },
    { id: 'city', header: CALENDAR_TEXT.leadColumns.city, accessor: 'city' },
    { id: 'state', header: CALENDAR_TEXT.leadColumns.state, accessor: 'state_id' },
    { id: 'zip', header: CALENDAR_TEXT.leadColumns.zip, accessor: 'zip' },
    { id: 'dispo', header: CALENDAR_TEXT.leadColumns.disposition, accessor: 'dispo_name' },
  ];

  return (
    <StyledLeadPanel aria-label={CALENDAR_TEXT.assignLead}>
      {/* Inside the event form: a search landmark (no nested form); Enter in a name searches. */}
      <div role="search" aria-label={CALENDAR_TEXT.leadSearch}>
        <StyledSearchRow>
          <StyledFieldRow>
            {(['fname', 'lname'] as const).map((field) => (
              <Field key={field}>
                <Field.Label>{CALENDAR_TEXT.leadFields[field]}</Field.Label>
                <TextInput
                  block
                  autoComplete="off"
                  value={names[field]}
                  onChange={(e) => setNames((n) => ({ ...n, [field]: e.target.value }))}
                  onKeyDown={searchOnEnter}
                />
              </Field>
            ))}
          </StyledFieldRow>
          <Button onClick={submit}>{CALENDAR_TEXT.search}</Button>
          {/* Not found: New Lead with the names typed, assigned on Add (spec 02 §4.2). */}
          {newLead ? <Button onClick={() => setAdding(true)}>{CALENDAR_TEXT.newLead}</Button> : null}
        </StyledSearchRow>
      </div>
      {required ? <Banner variant="alert">{required}</Banner> : null}
      {body ? (
        <DataTable
          columns={columns}
          data={search.data?.result ?? []}
          getRowId={(row) => String(row.lead_id)}
          caption={CALENDAR_TEXT.leadResults}
          hideCaption
          loading={search.isLoading}
          emptyText={CALENDAR_MESSAGES.leadSearchNoResults}
        />
      ) : null}
      {adding && newLead
        ? newLead({
            prefill: { fname: names.fname.trim(), lname: names.lname.trim() },
            onClose: () => setAdding(false),
            onSelected: (lead) => {
              setAdding(false);
              onAssign(lead);
            },
          })
        : null}
    </StyledLeadPanel>
  );
}
