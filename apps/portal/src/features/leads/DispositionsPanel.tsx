import type { LeadDispositionEntry } from '@meridian/api';
import { useLeadDispositions, useQuickSearchDropdowns } from '@meridian/api/react';
import { formatCentralDateTime } from '@meridian/domain';
import { Button, DataTable, Field, Select, type DataTableColumn, type SelectOption } from '@meridian/ui';
import { useMemo } from 'react';
import { styled } from 'styled-components';
import { SaveStatusBanner } from '../../shared/SaveStatusBanner';
import { Panel } from './LeadPanels';
import { StyledTextArea } from './NotesPanel';
import { DISPOSITION_TEXT } from './panelText';
import { StyledWide } from './panelStyles';
import { StyledMuted } from './styles';
import { useRecordDisposition } from './useRecordDisposition';

const recordedBy = (e: LeadDispositionEntry) => `${e.user_fname ?? ''} ${e.user_lname ?? ''}`.trim();

const COLUMNS: ReadonlyArray<DataTableColumn<LeadDispositionEntry>> = [
  {
    id: 'dispo_date',
    header: DISPOSITION_TEXT.date,
    accessor: (e) => formatCentralDateTime(e.dispo_date),
    sortable: false,
    width: '208px',
  },
  { id: 'dispo_name', header: DISPOSITION_TEXT.disposition, accessor: 'dispo_name', sortable: false, rowHeader: true },
  { id: 'dispo_log', header: DISPOSITION_TEXT.note, accessor: 'dispo_log', sortable: false },
  { id: 'recorded_by', header: DISPOSITION_TEXT.recordedBy, accessor: recordedBy, sortable: false },
];

/** The history shows a pager only when it is longer than one page. */
const PAGE = 10;

const StyledForm = styled.form`
  display: grid;
  grid-template-columns: minmax(180px, 280px) minmax(200px, 1fr) auto;
  gap: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
  align-items: start;

  & textarea {
    min-height: ${({ theme }) => theme.control.md};
  }
  /* Level with the controls: below a label's line and the field's gap. */
  & > button {
    margin-top: calc(
      ${({ theme }) => theme.font.size.md} * ${({ theme }) => theme.font.lineHeight.tight} +
        ${({ theme }) => theme.space[1]}px
    );
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.phone}px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const StyledHint = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledError = styled.p`
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

/**
 * The lead's dispositions (spec 02 §1, §3.1): a form to record one (the account's active
 * dispositions, an optional note) above the history, newest first. The recorded one heads the
 * history and becomes the header's Latest Disposition.
 */
export function DispositionsPanel({ leadId }: { leadId: number }) {
  const history = useLeadDispositions(leadId);
  const lists = useQuickSearchDropdowns();
  const form = useRecordDisposition(leadId);
  const options = useMemo<SelectOption[]>(
    () => (lists.data?.total_lead_dispos ?? []).map((d) => ({ value: String(d.dispo_id), label: d.dispo_name })),
    [lists.data],
  );
  const noteError = form.errorOf('dispo_log');
  const rows = history.data ?? [];

  return (
    <StyledWide>
      <Panel id="lead-dispositions" title={DISPOSITION_TEXT.title}>
        <SaveStatusBanner status={form.status} onClear={form.clearStatus} />
        <StyledForm
          aria-labelledby="lead-dispositions"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void form.save();
          }}
        >
          <Field id="lead-dispo-id" required>
            <Field.Label>{DISPOSITION_TEXT.disposition}</Field.Label>
            <Select
              block
              size="small"
              options={options}
              placeholder={DISPOSITION_TEXT.choose}
              value={form.values.dispo_id}
              onValueChange={(value) => {
                form.set('dispo_id', value);
                form.touch('dispo_id');
              }}
            />
            <Field.Error>{form.errorOf('dispo_id')}</Field.Error>
          </Field>
          {/* A plain textarea: Field gives it the label; its hint and error are wired here. */}
          <Field id="lead-dispo-note">
            <Field.Label>{DISPOSITION_TEXT.note}</Field.Label>
            <StyledTextArea
              id="lead-dispo-note"
              rows={1}
              value={form.values.dispo_log}
              aria-invalid={noteError ? true : undefined}
              aria-describedby={noteError ? 'lead-dispo-note-error' : 'lead-dispo-note-hint'}
              onChange={(event) => form.set('dispo_log', event.target.value)}
              onBlur={() => form.touch('dispo_log')}
            />
            {noteError ? (
              <StyledError id="lead-dispo-note-error">{noteError}</StyledError>
            ) : (
              <StyledHint id="lead-dispo-note-hint">{DISPOSITION_TEXT.noteHint}</StyledHint>
            )}
          </Field>
          <Button type="submit" size="small" variant="primary" disabled={form.saving} loading={form.saving}>
            {DISPOSITION_TEXT.save}
          </Button>
        </StyledForm>
        {history.data && rows.length === 0 ? (
          <StyledMuted>{DISPOSITION_TEXT.empty}</StyledMuted>
        ) : (
          <DataTable
            // A lead has a few of these: two placeholder rows while they load.
            placeholderRows={2}
            caption={DISPOSITION_TEXT.history}
            hideCaption
            manual={rows.length <= PAGE}
            defaultPageSize={PAGE}
            columns={COLUMNS}
            data={rows}
            getRowId={(e) => String(e.dispo_log_id)}
            loading={!history.data && !history.error}
            error={history.error ? DISPOSITION_TEXT.loadFailed : undefined}
            emptyText={DISPOSITION_TEXT.empty}
          />
        )}
      </Panel>
    </StyledWide>
  );
}
