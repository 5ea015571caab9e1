// Client invites (spec 02 §3.10, §7.2): the signing links of SOAs, kept by their token's hash. Every
// tenant query goes through `tenant()`; an invite is reached only through a lead the caller may see.
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { ClientInviteRow, SoaRecord } from '@meridian/api';
import type { Principal } from '../../../auth/principal';
import { tenant } from '../../../db/tenant';
import { writeAdminAudit } from '../../admin-audit';
import { iso, type Db } from '../queries';

/** A new signing link's token: 256 random bits, base64url (43 characters). */
export function newInviteToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Invites are kept by this hash of their token (sha256, base64url), never the token itself. */
export function inviteTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

type InviteRow = {
  client_invite_id: number;
  soa_id: number;
  lead_id: number;
  mode: ClientInviteRow['mode'];
  created_at: Date;
  expires_at: Date;
  revoked: '0' | '1';
  reminders_sent: number;
  last_reminder_at: Date | null;
  status: SoaRecord['status'];
};

function toInvite(row: InviteRow, now: Date): ClientInviteRow {
  const state: ClientInviteRow['state'] =
    row.status === 'signed'
      ? 'signed'
      : row.revoked === '1' || row.status === 'cancelled'
        ? 'revoked'
        : new Date(row.expires_at).getTime() <= now.getTime() || row.status === 'expired'
          ? 'expired'
          : 'active';
  return {
    client_invite_id: row.client_invite_id,
    soa_id: row.soa_id,
    lead_id: row.lead_id,
    mode: row.mode,
    state,
    created_at: iso(row.created_at)!,
    expires_at: iso(row.expires_at)!,
    revoked: row.revoked,
    reminders_sent: row.reminders_sent,
    last_reminder_at: iso(row.last_reminder_at),
  };
}

/** The client invites the caller may reach (their leads' own, or every lead's with lead_view_assigned), newest first. */
export async function searchInvites(
  db: Db,
  principal: Principal,
  filter: { leadId?: number; soaId?: number; appId?: number; inviteId?: number },
  page: { number: number; size: number } = { number: 1, size: 100 },
  now = new Date(),
) {
  let query = tenant(db, principal)
    .selectFrom('client_invite as i')
    .innerJoin('soa as s', (j) => j.onRef('s.account_id', '=', 'i.account_id').onRef('s.soa_id', '=', 'i.soa_id'))
    .innerJoin('lead as l', (j) => j.onRef('l.account_id', '=', 'i.account_id').onRef('l.lead_id', '=', 'i.lead_id'))
    .where('l.deleted', '=', '0');
  if (!principal.permissions.has('lead_view_assigned')) query = query.where('l.user_id', '=', principal.user_id);
  if (filter.leadId !== undefined) query = query.where('i.lead_id', '=', filter.leadId);
  if (filter.soaId !== undefined) query = query.where('i.soa_id', '=', filter.soaId);
  if (filter.appId !== undefined) query = query.where('s.app_id', '=', filter.appId);
  if (filter.inviteId !== undefined) query = query.where('i.client_invite_id', '=', filter.inviteId);
  const [{ total }, rows] = await Promise.all([
    query.select(sql<string>`count(*)`.as('total')).executeTakeFirstOrThrow(),
    query
      .select([
        'i.client_invite_id',
        'i.soa_id',
        'i.lead_id',
        'i.mode',
        'i.created_at',
        'i.expires_at',
        'i.revoked',
        'i.reminders_sent',
        'i.last_reminder_at',
        's.status',
      ])
      .orderBy('i.created_at', 'desc')
      .orderBy('i.client_invite_id', 'desc')
      .limit(page.size)
      .offset((page.number - 1) * page.size)
      .execute(),
  ]);
  return { total: Number(total), rows: rows.map((row) => toInvite(row, now)) };
}

/**
 * Revokes an invite's signing link, cancels its SOA when not yet signed, and writes the audit row;
 * answers whether the SOA was cancelled.
 */
export async function revokeInvite(trx: Db, principal: Principal, invite: ClientInviteRow) {
  const t = tenant(trx, principal);
  await t
    .updateTable('client_invite')
    .set({ revoked: '1' })
    .where('client_invite_id', '=', invite.client_invite_id)
    .execute();
  const cancelled = await t
    .updateTable('soa')
    .set({ status: 'cancelled', updated_at: new Date() })
    .where('soa_id', '=', invite.soa_id)
    .where('status', '=', 'sent')
    .returning('soa_id')
    .executeTakeFirst();
  await writeAdminAudit(trx, principal, {
    entity: 'client_invite',
    entity_id: invite.client_invite_id,
    action: 'revoke',
    before: { revoked: '0', state: invite.state },
    after: { revoked: '1', soa_id: invite.soa_id, soa_cancelled: cancelled !== undefined },
  });
  return cancelled !== undefined;
}
