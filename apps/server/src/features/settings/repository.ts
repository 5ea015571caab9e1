import type { Kysely, Transaction } from 'kysely';
import type { AccountSettingsUpdate } from '@meridian/api';
import type { DB } from '../../schema';
import { tenant, type TenantOwner } from '../../db/tenant';

const SETTINGS = [
  'phone_dialer_provider_active',
  'phone_dialer_provider_behavior_type_id',
  'lead_manage_tracking_number_feature_enabled',
  'lead_b2bpartner_fields_enabled',
] as const;

/** The account's settings columns as they are now. */
export function readAccountSettingColumns(db: Kysely<DB> | Transaction<DB>, owner: TenantOwner) {
  return tenant(db, owner).selectFrom('account').select(SETTINGS).executeTakeFirstOrThrow();
}

/** Saves the account's settings columns (the dialer's and the lead forms'); answers them as saved. */
export function updateAccountSettingColumns(
  db: Kysely<DB> | Transaction<DB>,
  owner: TenantOwner,
  changes: Omit<AccountSettingsUpdate, 'feature_flags'>,
) {
  const query = tenant(db, owner).updateTable('account');
  return (Object.keys(changes).length > 0 ? query.set(changes) : query.set({ account_id: owner.account_id }))
    .returning(SETTINGS)
    .executeTakeFirstOrThrow();
}
