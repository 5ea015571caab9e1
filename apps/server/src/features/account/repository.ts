import { sql, type Kysely, type Transaction } from 'kysely';
import type { CobrandLogoType } from '@meridian/domain';
import type { DB } from '../../schema';
import { tenant, type TenantOwner } from '../../db/tenant';

/** The caller's account with its owner's name and co-brand logos. */
export function findAccount(db: Kysely<DB>, owner: TenantOwner) {
  return tenant(db, owner)
    .selectFrom('account as a')
    .leftJoin('app_user as o', (j) =>
      j.onRef('o.account_id', '=', 'a.account_id').onRef('o.user_id', '=', 'a.account_owner_user_id'),
    )
    .select([
      'a.account_id',
      'a.account_name',
      'a.active',
      'a.account_owner_user_id',
      'a.logo_1',
      'a.logo_2',
      'a.logo_3',
      'o.fname as owner_fname',
      'o.lname as owner_lname',
    ])
    .executeTakeFirst();
}

/** The account's dialer settings and the lead forms' tracking-code and partner settings (migration 0014). */
export function findAccountSettings(db: Kysely<DB>, owner: TenantOwner) {
  return tenant(db, owner)
    .selectFrom('account')
    .select([
      'account_id',
      'phone_dialer_provider_active',
      'phone_dialer_provider_behavior_type_id',
      'lead_manage_tracking_number_feature_enabled',
      'lead_b2bpartner_fields_enabled',
    ])
    .executeTakeFirst();
}

/** The account's name and owner as an admin changes them. */
export function findAccountIdentity(db: Kysely<DB> | Transaction<DB>, owner: TenantOwner) {
  return tenant(db, owner)
    .selectFrom('account')
    .select(['account_name', 'account_owner_user_id', 'logo_1', 'logo_2', 'logo_3'])
    .executeTakeFirstOrThrow();
}

/** Whether the user is an active user of the owner's account (an account's owner must be one). */
export async function isActiveUser(db: Kysely<DB> | Transaction<DB>, owner: TenantOwner, userId: number) {
  const row = await tenant(db, owner)
    .selectFrom('app_user')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('active', '=', '1')
    .executeTakeFirst();
  return row !== undefined;
}

export function updateAccountRow(
  trx: Transaction<DB>,
  owner: TenantOwner,
  changes: {
    account_name?: string;
    account_owner_user_id?: number;
    logo_1?: string | null;
    logo_2?: string | null;
    logo_3?: string | null;
  },
) {
  return tenant(trx, owner).updateTable('account').set(changes).executeTakeFirstOrThrow();
}

/** How many users the account has, and how many of them are active. */
export async function countAgents(db: Kysely<DB>, owner: TenantOwner) {
  const row = await tenant(db, owner)
    .selectFrom('app_user')
    .select([sql<string>`count(*)`.as('total'), sql<string>`count(*) FILTER (WHERE active = '1')`.as('active')])
    .executeTakeFirstOrThrow();
  return { total_agents: Number(row.total), active_agents: Number(row.active) };
}

export function insertCobrandLogo(
  trx: Transaction<DB>,
  owner: TenantOwner,
  logo: { content_type: CobrandLogoType; bytes: Uint8Array },
) {
  return tenant(trx, owner).insertInto('cobrand_logo', logo).returning('logo_id').executeTakeFirstOrThrow();
}

/** Deletes the account's uploaded logos that no slot points at any more. */
export function deleteUnusedCobrandLogos(trx: Transaction<DB>, owner: TenantOwner, keep: readonly number[]) {
  const query = tenant(trx, owner).deleteFrom('cobrand_logo');
  return (keep.length > 0 ? query.where('logo_id', 'not in', keep) : query).execute();
}

export function findCobrandLogo(db: Kysely<DB>, owner: TenantOwner, logoId: number) {
  return tenant(db, owner)
    .selectFrom('cobrand_logo')
    .select(['content_type', 'bytes'])
    .where('logo_id', '=', logoId)
    .executeTakeFirst();
}
