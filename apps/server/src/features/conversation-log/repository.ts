import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { ConversationLog, ConversationLogEntry } from '@meridian/api';
import { CONVERSATION_LOG_LIMIT } from '@meridian/domain';
import type { DB } from '../../schema';
import { tenant, type Tenant, type TenantOwner } from '../../db/tenant';

/** An instant as the wire has it (ISO 8601, UTC, milliseconds): sorts as text in time order. */
const iso = (column: string): RawBuilder<string> =>
  sql<string>`to_char(${sql.ref(column)} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Each source answers at most one more than the log shows, so `truncated` is known without a count. */
const EACH = CONVERSATION_LOG_LIMIT + 1;

/** The lead's notes, with their author. */
function readNotes(t: Tenant, leadId: number) {
  return t
    .selectFrom('lead_note as n')
    .leftJoin('app_user as u', (j) => j.onRef('u.account_id', '=', 'n.account_id').onRef('u.user_id', '=', 'n.user_id'))
    .select([
      'n.lead_note_id as id',
      iso('n.created_at').as('at'),
      'u.fname as user_fname',
      'u.lname as user_lname',
      'n.note',
    ])
    .where('n.lead_id', '=', leadId)
    .orderBy('n.created_at', 'desc')
    .limit(EACH)
    .execute();
}

/** The dispositions recorded on the lead, with who recorded them. */
function readDispositions(t: Tenant, leadId: number) {
  return t
    .selectFrom('lead_disposition_log as l')
    .innerJoin('lead_disposition as d', (j) =>
      j.onRef('d.account_id', '=', 'l.account_id').onRef('d.dispo_id', '=', 'l.dispo_id'),
    )
    .leftJoin('app_user as u', (j) => j.onRef('u.account_id', '=', 'l.account_id').onRef('u.user_id', '=', 'l.user_id'))
    .select([
      'l.dispo_log_id as id',
      iso('l.dispo_date').as('at'),
      'u.fname as user_fname',
      'u.lname as user_lname',
      'd.dispo_name',
      'l.dispo_log',
    ])
    .where('l.lead_id', '=', leadId)
    .orderBy('l.dispo_date', 'desc')
    .limit(EACH)
    .execute();
}

/** The calls placed (or failed) to the lead, with the caller. */
function readCalls(t: Tenant, leadId: number) {
  return t
    .selectFrom('phone_call as c')
    .leftJoin('app_user as u', (j) => j.onRef('u.account_id', '=', 'c.account_id').onRef('u.user_id', '=', 'c.user_id'))
    .select([
      'c.phone_call_id as id',
      iso('c.created_at').as('at'),
      'u.fname as user_fname',
      'u.lname as user_lname',
      'c.callee_phone_number as phone',
      'c.status',
      'c.message',
    ])
    .where('c.lead_id', '=', leadId)
    .orderBy('c.created_at', 'desc')
    .limit(EACH)
    .execute();
}

/** The SOAs sent (drafts left out), with their agent. */
function readSoasSent(t: Tenant, leadId: number) {
  return t
    .selectFrom('soa as s')
    .leftJoin('app_user as u', (j) => j.onRef('u.account_id', '=', 's.account_id').onRef('u.user_id', '=', 's.user_id'))
    .select([
      's.soa_id as id',
      iso('s.created_at').as('at'),
      'u.fname as user_fname',
      'u.lname as user_lname',
      's.process_type',
      's.status as soa_status',
    ])
    .where('s.lead_id', '=', leadId)
    .where('s.draft', '=', '0')
    .orderBy('s.created_at', 'desc')
    .limit(EACH)
    .execute();
}

/** The SOAs signed, at their signing, with their agent. */
function readSoasSigned(t: Tenant, leadId: number) {
  return t
    .selectFrom('soa as s')
    .leftJoin('app_user as u', (j) => j.onRef('u.account_id', '=', 's.account_id').onRef('u.user_id', '=', 's.user_id'))
    .select([
      's.soa_id as id',
      iso('s.signed_at').as('at'),
      'u.fname as user_fname',
      'u.lname as user_lname',
      's.process_type',
      's.status as soa_status',
    ])
    .where('s.lead_id', '=', leadId)
    .where('s.signed_at', 'is not', null)
    .orderBy('s.signed_at', 'desc')
    .limit(EACH)
    .execute();
}

/** The appointments and tasks added for the lead, with who added them. */
function readItems(t: Tenant, leadId: number) {
  return t
    .selectFrom('appointment as a')
    .leftJoin('app_user as u', (j) =>
      j.onRef('u.account_id', '=', 'a.account_id').onRef('u.user_id', '=', 'a.created_by'),
    )
    .select([
      'a.appointment_id as id',
      iso('a.created_at').as('at'),
      'u.fname as user_fname',
      'u.lname as user_lname',
      'a.kind',
      'a.title',
      sql<string | null>`case when a.start_time is null then null else ${iso('a.start_time')} end`.as('start_time'),
      sql<string | null>`case when a.completed_date is null then null else ${iso('a.completed_date')} end`.as(
        'completed_date',
      ),
    ])
    .where('a.lead_id', '=', leadId)
    .orderBy('a.created_at', 'desc')
    .limit(EACH)
    .execute();
}

/**
 * The lead's conversation log (spec 02 §1, §2.12): its notes, dispositions, calls, SOAs sent and
 * signed (drafts left out), and appointments and tasks added for it, newest first. Each source is
 * read in the caller's account (the tenant helper) for this lead only; the route has checked that the
 * caller may see the lead. Who did it is the note's author, the disposition's or call's user, the
 * SOA's agent, or whoever added the appointment.
 */
export async function readConversationLog(
  db: Kysely<DB>,
  owner: TenantOwner,
  leadId: number,
): Promise<ConversationLog> {
  const t = tenant(db, owner);
  const [notes, dispositions, calls, sent, signed, items] = await Promise.all([
    readNotes(t, leadId),
    readDispositions(t, leadId),
    readCalls(t, leadId),
    readSoasSent(t, leadId),
    readSoasSigned(t, leadId),
    readItems(t, leadId),
  ]);

  const entries: ConversationLogEntry[] = [
    ...notes.map((r) => ({ ...r, kind: 'note' as const })),
    ...dispositions.map((r) => ({ ...r, kind: 'disposition' as const })),
    ...calls.map((r) => ({
      ...r,
      id: Number(r.id),
      kind: 'call' as const,
      status: r.status as 'requested' | 'failed',
    })),
    ...sent.map((r) => ({ ...r, kind: 'soa_sent' as const })),
    ...signed.map((r) => ({ ...r, kind: 'soa_signed' as const })),
    ...items.map((r) => ({ ...r, kind: r.kind as 'appointment' | 'task' })),
  ] as ConversationLogEntry[];
  // Newest first; at the same instant, a later id (and a signing after its sending) first.
  const rank = (e: ConversationLogEntry) => (e.kind === 'soa_signed' ? 1 : 0);
  entries.sort((a, b) => (a.at === b.at ? rank(b) - rank(a) || b.id - a.id : a.at < b.at ? 1 : -1));
  return { entries: entries.slice(0, CONVERSATION_LOG_LIMIT), truncated: entries.length > CONVERSATION_LOG_LIMIT };
}
