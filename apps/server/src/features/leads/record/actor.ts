// Who reads or writes a lead record, and the SQL fragments the record queries share.
import { sql, type Kysely, type Transaction } from 'kysely';
import { canSeeAllLeads } from '@meridian/domain';
import type { Principal } from '../../../auth/principal';
import type { DB } from '../../../schema';

export type Db = Kysely<DB> | Transaction<DB>;

/**
 * Who reads or writes a lead: a signed-in user, or the client through their self-service link
 * (the link names the lead and its account, so the client reaches that lead only).
 */
export type LeadActor = Principal | LeadClient;
export interface LeadClient {
  account_id: number;
  client: true;
}
export const isClient = (actor: LeadActor): actor is LeadClient => 'client' in actor;
/** The user a change is recorded against (none for the client). */
export const actorUserId = (actor: LeadActor) => (isClient(actor) ? null : actor.user_id);
/** Whether the actor reaches a lead of this agent: the client always (their link), a user per lead_view_assigned. */
export const reaches = (actor: LeadActor, agentId: number | null) =>
  isClient(actor) || canSeeAllLeads(actor.permissions) || agentId === actor.user_id;

export const usDate = (column: string) => sql<string>`coalesce(to_char(${sql.ref(column)}, 'MM/DD/YYYY'), '')`;
export const iso = (column: string) =>
  sql<string>`to_char(${sql.ref(column)} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
export const orEmpty = (column: string) => sql<string>`coalesce(${sql.ref(column)}, '')`;
