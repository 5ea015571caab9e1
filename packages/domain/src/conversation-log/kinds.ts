// The lead page's conversation log (spec 02 §1 "conversation log", §2.12; issue 29): one time line of
// what happened with the client. The spec names the log but not its entries' shape or words; these are
// ours (docs/decisions/0006-conversation-log.md).
import { formatPhone } from '../core/format/phone';
import { SOA_PROCESS_TYPE_LABELS } from '../soa/signing';

/** What an entry records, in the order the log's filter offers them. */
export const CONVERSATION_LOG_KINDS = [
  'note',
  'disposition',
  'call',
  'soa_sent',
  'soa_signed',
  'appointment',
  'task',
] as const;
export type ConversationLogKind = (typeof CONVERSATION_LOG_KINDS)[number];

/** The log's filter: one choice per kind of event (both SOA kinds together; appointments with tasks). */
export const CONVERSATION_LOG_FILTERS = [
  { value: 'all', label: 'Everything', kinds: CONVERSATION_LOG_KINDS },
  { value: 'note', label: 'Notes', kinds: ['note'] },
  { value: 'disposition', label: 'Dispositions', kinds: ['disposition'] },
  { value: 'call', label: 'Calls', kinds: ['call'] },
  { value: 'soa', label: 'Scope of Appointment', kinds: ['soa_sent', 'soa_signed'] },
  { value: 'appointment', label: 'Appointments and tasks', kinds: ['appointment', 'task'] },
] as const satisfies ReadonlyArray<{ value: string; label: string; kinds: readonly ConversationLogKind[] }>;
export type ConversationLogFilter = (typeof CONVERSATION_LOG_FILTERS)[number]['value'];

/** How many entries the log answers at most, newest first (the rest: `truncated`). */
export const CONVERSATION_LOG_LIMIT = 200;

/** The facts of one entry that its words are made of (the wire entry carries them). */
export type ConversationLogFacts =
  | { kind: 'note' }
  | { kind: 'disposition'; dispo_name: string }
  | { kind: 'call'; phone: string; status: 'requested' | 'failed' }
  | { kind: 'soa_sent' | 'soa_signed'; process_type: keyof typeof SOA_PROCESS_TYPE_LABELS }
  | { kind: 'appointment' | 'task'; title: string };

/** An entry's heading: what happened, in a few words. */
export function conversationLogHeading(entry: ConversationLogFacts): string {
  switch (entry.kind) {
    case 'note':
      return 'Note added';
    case 'disposition':
      return `Disposition: ${entry.dispo_name}`;
    case 'call':
      return entry.status === 'failed'
        ? `Call to ${formatPhone(entry.phone)} failed`
        : `Call to ${formatPhone(entry.phone)}`;
    case 'soa_sent':
      return `SOA sent (${SOA_PROCESS_TYPE_LABELS[entry.process_type]})`;
    case 'soa_signed':
      return `SOA signed (${SOA_PROCESS_TYPE_LABELS[entry.process_type]})`;
    case 'appointment':
      return `Appointment added: ${entry.title}`;
    case 'task':
      return `Task added: ${entry.title}`;
  }
}
