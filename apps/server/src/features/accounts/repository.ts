import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
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
