import { describeError, type ConversationLogEntry } from '@meridian/api';
import {
  useConversationLog,
  useConversationNotes,
  useLeadAppointments,
  useLeadDispositions,
  useSoaSearch,
} from '@meridian/api/react';
import {
  CONVERSATION_LOG_FILTERS,
  CONVERSATION_LOG_LIMIT,
  conversationLogHeading,
  formatCentralDateTime,
  SOA_STATUS_LABELS,
  type ConversationLogFilter,
} from '@meridian/domain';
import { Banner, Button, Field, SafeHtml, Select } from '@meridian/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { LazyEventEditor } from '../calendar';
import { Panel } from './LeadPanels';
import { StyledWide } from './panelStyles';
import { CONVERSATION_LOG_TEXT as T } from './panelText';
import { StyledMuted, StyledSkeleton } from './styles';

const StyledTools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]}px;

  & > div {
    width: 240px;
    max-width: 100%;
  }
`;

const StyledLog = styled.ol`
  display: flex;
  flex-direction: column;
  max-height: 420px;
  overflow-y: auto;
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: grid;
    grid-template-columns: 172px minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[3]}px;
    padding: ${({ theme }) => theme.space[2]}px 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  & > li:last-child {
    border-bottom: none;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  & time,
  & small {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  & h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  & li > div {
    display: flex;
    flex-direction: column;
    gap: 2px;
    min-width: 0;
    overflow-wrap: anywhere;
  }

  @media (max-width: 560px) {
    & > li {
      grid-template-columns: minmax(0, 1fr);
    }
  }
`;

const nameOf = (entry: ConversationLogEntry) => `${entry.user_fname ?? ''} ${entry.user_lname ?? ''}`.trim();

/** What an entry says beyond its heading. */
function EntryDetail({ entry }: { entry: ConversationLogEntry }) {
  switch (entry.kind) {
    case 'note':
      return <SafeHtml html={entry.note} />;
    case 'disposition':
      return entry.dispo_log ? <p>{entry.dispo_log}</p> : null;
    case 'call':
      return entry.status === 'failed' && entry.message ? <p>{entry.message}</p> : null;
    case 'soa_sent':
      return entry.soa_status === 'sent' ? null : <p>{T.soaNow(SOA_STATUS_LABELS[entry.soa_status])}</p>;
    case 'soa_signed':
      return null;
    case 'appointment':
    case 'task':
      return (
        <p>
          {[
            entry.start_time ? T.scheduledFor(formatCentralDateTime(entry.start_time)) : null,
            entry.completed_date ? T.completed(formatCentralDateTime(entry.completed_date)) : null,
          ]
            .filter(Boolean)
            .join(' · ') || null}
        </p>
      );
  }
}

/**
 * The lead's conversation log (spec 02 §1 "conversation log", §2.12): notes, dispositions, calls, SOA
 * events and appointments in one time line, newest first, with a filter by kind and Add Appointment,
 * which opens the Add/Edit Appointment/Task dialog for this lead (`POST lead/{id}/appointment/`).
 * The log is read again when the page's other panels change (a note, a disposition, an SOA or an
 * appointment added), and after a call (the dialer's mutation).
 */
export function ConversationLogPanel({ leadId, leadName }: { leadId: number; leadName: string }) {
  const log = useConversationLog(leadId);
  const [filter, setFilter] = useState<ConversationLogFilter>('all');
  const [adding, setAdding] = useState(false);

  // The other panels read these for the page already (SWR shares one request); when one changes after
  // the first read, something was added or changed, and the log reads itself again.
  const notes = useConversationNotes(leadId).data;
  const dispositions = useLeadDispositions(leadId).data;
  const soas = useSoaSearch(leadId).data;
  const appointments = useLeadAppointments(leadId).data;
  const seen = useRef<unknown[] | undefined>(undefined);
  const { mutate } = log;
  useEffect(() => {
    const now = [notes, dispositions, soas, appointments];
    const before = seen.current;
    seen.current = now;
    if (before && now.some((value, i) => before[i] !== undefined && value !== before[i])) void mutate();
  }, [notes, dispositions, soas, appointments, mutate]);

  const chosen = CONVERSATION_LOG_FILTERS.find((f) => f.value === filter) ?? CONVERSATION_LOG_FILTERS[0];
  const entries = useMemo(
    () => log.data?.entries.filter((e) => (chosen.kinds as readonly string[]).includes(e.kind)),
    [log.data, chosen],
  );

  return (
    <StyledWide>
      <Panel id="lead-conversation-log" title={T.title}>
        <StyledTools>
          <Field id="lead-conversation-log-filter">
            <Field.Label>{T.show}</Field.Label>
            <Select
              block
              size="small"
              options={CONVERSATION_LOG_FILTERS.map(({ value, label }) => ({ value, label }))}
              value={filter}
              onValueChange={(value) => setFilter((value as ConversationLogFilter | null) ?? 'all')}
            />
          </Field>
          <Button size="small" onClick={() => setAdding(true)}>
            {T.addAppointment}
          </Button>
        </StyledTools>
        {log.error ? (
          <Banner variant="alert" title={T.loadFailed}>
            {describeError(log.error)}
          </Banner>
        ) : !entries ? (
          <StyledSkeleton aria-hidden="true" />
        ) : entries.length === 0 ? (
          <StyledMuted>{filter === 'all' ? T.empty : T.emptyFiltered}</StyledMuted>
        ) : (
          // It scrolls when long: focusable, so the keyboard can scroll it (axe: scrollable-region-focusable).
          <StyledLog aria-label={T.list} tabIndex={0}>
            {entries.map((entry) => {
              const by = nameOf(entry);
              return (
                <li key={`${entry.kind}-${entry.id}`}>
                  <time dateTime={entry.at}>{formatCentralDateTime(entry.at)}</time>
                  <div>
                    <h3>{conversationLogHeading(entry)}</h3>
                    <EntryDetail entry={entry} />
                    <small>{by ? T.by(by) : T.byUnknown}</small>
                  </div>
                </li>
              );
            })}
          </StyledLog>
        )}
        {log.data?.truncated ? <StyledMuted>{T.truncated(CONVERSATION_LOG_LIMIT)}</StyledMuted> : null}
      </Panel>
      {adding ? (
        <LazyEventEditor
          lead={{ lead_id: leadId, name: leadName }}
          onClose={() => {
            setAdding(false);
            void mutate();
          }}
        />
      ) : null}
    </StyledWide>
  );
}
