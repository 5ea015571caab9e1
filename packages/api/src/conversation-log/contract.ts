import { array, boolean, enums, literal, nullable, number, object, string, union, type Infer } from 'superstruct';
import { SOA_PROCESS_TYPES } from '@meridian/domain';

/*
 * The lead page's conversation log (spec 02 §1, §2.12; issue 29): `GET lead/{lead_id}/conversationLog/`
 * answers the lead's notes, dispositions, calls, SOA events and appointments as one time line, newest
 * first. The spec names the log, not its shape: this is ours (docs/decisions/0006-conversation-log.md).
 */

/** What every entry has: its source row's id, when it happened (ISO 8601) and who did it (null once deleted). */
const common = {
  id: number(),
  at: string(),
  user_fname: nullable(string()),
  user_lname: nullable(string()),
};

export const ConversationLogEntryStruct = union([
  /** A conversation note: `note` is sanitized HTML. */
  object({ ...common, kind: literal('note'), note: string() }),
  object({ ...common, kind: literal('disposition'), dispo_name: string(), dispo_log: nullable(string()) }),
  /** A call asked of the dialer: the number called, and whether the dialer took it. */
  object({
    ...common,
    kind: literal('call'),
    phone: string(),
    status: enums(['requested', 'failed']),
    message: nullable(string()),
  }),
  /** An SOA sent (at its creation) or signed (at its signing). */
  object({
    ...common,
    kind: enums(['soa_sent', 'soa_signed']),
    process_type: enums(SOA_PROCESS_TYPES),
    soa_status: enums(['sent', 'signed', 'expired', 'cancelled']),
  }),
  /** An appointment or task added for the lead (at its creation), with when it is and whether it is done. */
  object({
    ...common,
    kind: enums(['appointment', 'task']),
    title: string(),
    start_time: nullable(string()),
    completed_date: nullable(string()),
  }),
]);
export type ConversationLogEntry = Infer<typeof ConversationLogEntryStruct>;

/** Answer of `GET lead/{lead_id}/conversationLog/`: newest first; `truncated` when older entries were left off. */
export const ConversationLogStruct = object({
  entries: array(ConversationLogEntryStruct),
  truncated: boolean(),
});
export type ConversationLog = Infer<typeof ConversationLogStruct>;
