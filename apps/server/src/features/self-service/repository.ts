import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { SELF_SERVICE_LINK_ACTIVE_DAYS, SELF_SERVICE_OPTION_TYPES } from '@meridian/domain';
import type { DB } from '../../schema';
import { tenant, type TenantOwner } from '../../db/tenant';
import { writeAdminAudit } from '../admin-audit';
import { selfServiceOptions } from '../configurable-settings';

/** A new link's token: 256 random bits, base64url (43 characters). */
export function newClientToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Links are kept by this hash of their token, never the token itself. */
export function clientTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * Records a new link for a lead the caller may reach, replacing the lead's live ones (one live link
 * per lead: a link sent earlier stops working, and answers the expired-link page), with audit rows;
 * answers the new link's id and when it stops working.
 */
export async function insertClientLink(
  db: Kysely<DB>,
  owner: TenantOwner & { user_id: number },
  leadId: number,
  token: string,
  now = new Date(),
): Promise<{ client_link_id: number; expires_at: Date }> {
  const expiresAt = new Date(now.getTime() + SELF_SERVICE_LINK_ACTIVE_DAYS * 24 * 60 * 60 * 1000);
  return db.transaction().execute(async (trx) => {
    const replaced = await revokeLiveLinks(trx, owner, leadId, now);
    const { client_link_id } = await tenant(trx, owner)
      .insertInto('client_link', {
        lead_id: leadId,
        token_hash: clientTokenHash(token),
        created_by: owner.user_id,
        expires_at: expiresAt,
      })
      .returning('client_link_id')
      .executeTakeFirstOrThrow();
    for (const id of replaced)
      await writeAdminAudit(trx, owner, {
        entity: 'client_link',
        entity_id: id,
        action: 'replace',
        before: { revoked: '0' },
        after: { revoked: '1', replaced_by: client_link_id },
      });
    await writeAdminAudit(trx, owner, {
      entity: 'client_link',
      entity_id: client_link_id,
      action: 'create',
      after: { lead_id: leadId, expires_at: expiresAt.toISOString() },
    });
    return { client_link_id, expires_at: expiresAt };
  });
}

/** Revokes the lead's links that still work (`id`: only that one); answers the ids revoked. */
async function revokeLiveLinks(
  db: Kysely<DB> | Transaction<DB>,
  owner: TenantOwner,
  leadId: number,
  now: Date,
  id?: number,
): Promise<number[]> {
  let update = tenant(db, owner)
    .updateTable('client_link')
    .set({ revoked: '1' })
    .where('lead_id', '=', leadId)
    .where('revoked', '=', '0')
    .where('expires_at', '>', now);
  if (id !== undefined) update = update.where('client_link_id', '=', id);
  return (await update.returning('client_link_id').execute()).map((r) => r.client_link_id);
}

/** The lead's live link (not revoked, not expired), as the lead page shows it; undefined when none. */
export async function liveClientLink(db: Kysely<DB>, owner: TenantOwner, leadId: number, now = new Date()) {
  return tenant(db, owner)
    .selectFrom('client_link as c')
    .leftJoin('app_user as u', (j) =>
      j.onRef('u.account_id', '=', 'c.account_id').onRef('u.user_id', '=', 'c.created_by'),
    )
    .select(['c.client_link_id', 'c.created_at', 'c.expires_at', 'c.used_at', 'u.fname', 'u.lname'])
    .where('c.lead_id', '=', leadId)
    .where('c.revoked', '=', '0')
    .where('c.expires_at', '>', now)
    .orderBy('c.client_link_id', 'desc')
    .executeTakeFirst();
}

/** Revokes one live link of the lead, with its audit row; false when it is not live (or not the lead's). */
export async function revokeClientLink(
  db: Kysely<DB>,
  owner: TenantOwner & { user_id: number },
  leadId: number,
  linkId: number,
  now = new Date(),
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const revoked = await revokeLiveLinks(trx, owner, leadId, now, linkId);
    if (revoked.length === 0) return false;
    await writeAdminAudit(trx, owner, {
      entity: 'client_link',
      entity_id: linkId,
      action: 'revoke',
      before: { revoked: '0' },
      after: { revoked: '1' },
    });
    return true;
  });
}

export type ClientLinkCheck =
  { ok: true; account_id: number; lead_id: number; expires_at: Date } | { ok: false; reason: 'invalid' | 'expired' };

/**
 * The link a token opens. Looked up by hash across accounts (the token is the only credential of
 * a public page); everything after this is scoped to the link's account.
 */
export async function checkClientLink(db: Kysely<DB>, token: string, now = new Date()): Promise<ClientLinkCheck> {
  const row = await db
    .selectFrom('client_link as c')
    .innerJoin('lead as l', (j) => j.onRef('l.account_id', '=', 'c.account_id').onRef('l.lead_id', '=', 'c.lead_id'))
    .select(['c.account_id', 'c.lead_id', 'c.expires_at', 'c.revoked', 'l.deleted'])
    .where('c.token_hash', '=', clientTokenHash(token))
    .executeTakeFirst();
  if (!row || row.deleted === '1') return { ok: false, reason: 'invalid' };
  // A revoked or replaced link reads as expired: the client is told to ask their agent for a new one.
  if (row.revoked === '1' || new Date(row.expires_at).getTime() <= now.getTime())
    return { ok: false, reason: 'expired' };
  return { ok: true, account_id: row.account_id, lead_id: row.lead_id, expires_at: new Date(row.expires_at) };
}

/** The agency and agent the page names, and whether the agent lets the client update their information. */
export async function clientPageContext(db: Kysely<DB>, owner: TenantOwner, leadId: number) {
  const row = await tenant(db, owner)
    .selectFrom('lead as l')
    .innerJoin('account as acc', (j) => j.onRef('acc.account_id', '=', 'l.account_id'))
    .leftJoin('app_user as u', (j) => j.onRef('u.account_id', '=', 'l.account_id').onRef('u.user_id', '=', 'l.user_id'))
    .select(['acc.account_name', 'l.user_id', 'u.fname', 'u.lname'])
    .where('l.lead_id', '=', leadId)
    .executeTakeFirstOrThrow();
  // An unassigned lead has no agent to ask: the option's default decides.
  const options = await selfServiceOptions(db, owner.account_id, row.user_id ?? 0);
  const option = options.find(
    (o) => o.self_service_config_option_type_id === SELF_SERVICE_OPTION_TYPES.personalInformationUpdate,
  );
  return {
    account_business_name: row.account_name,
    agent_name: row.user_id === null ? '' : `${row.fname ?? ''} ${row.lname ?? ''}`.trim(),
    agent_id: row.user_id,
    can_update: option?.self_service_config_option_bit === '1',
  };
}

/** Notes the client's save on the link. */
export async function markClientLinkUsed(db: Kysely<DB>, owner: TenantOwner, token: string) {
  await tenant(db, owner)
    .updateTable('client_link')
    .set({ used_at: new Date() })
    .where('token_hash', '=', clientTokenHash(token))
    .execute();
}
