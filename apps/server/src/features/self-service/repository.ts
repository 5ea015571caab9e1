import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { SELF_SERVICE_LINK_ACTIVE_DAYS, SELF_SERVICE_OPTION_TYPES } from '@meridian/domain';
import type { DB } from '../../db/schema';
import { tenant, type TenantOwner } from '../../db/tenant';
import { selfServiceOptions } from '../configurable-settings';

/** A new link's token: 256 random bits, base64url (43 characters). */
export function newClientToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Links are kept by this hash of their token, never the token itself. */
export function clientTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** Records a new link for a lead the caller may reach; answers when it stops working. */
export async function insertClientLink(
  db: Kysely<DB>,
  owner: TenantOwner & { user_id: number },
  leadId: number,
  token: string,
  now = new Date(),
): Promise<Date> {
  const expiresAt = new Date(now.getTime() + SELF_SERVICE_LINK_ACTIVE_DAYS * 24 * 60 * 60 * 1000);
  await tenant(db, owner)
    .insertInto('client_link', {
      lead_id: leadId,
      token_hash: clientTokenHash(token),
      created_by: owner.user_id,
      expires_at: expiresAt,
    })
    .execute();
  return expiresAt;
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
  if (!row || row.revoked === '1' || row.deleted === '1') return { ok: false, reason: 'invalid' };
  if (new Date(row.expires_at).getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
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
