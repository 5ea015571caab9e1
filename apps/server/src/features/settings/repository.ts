import type { Kysely } from 'kysely';
import type { DialerSettingsUpdate } from '@meridian/api';
import type { DB } from '../../db/schema';
import { tenant, type TenantOwner } from '../../db/tenant';

/** Saves the account's dialer settings; answers them as saved. */
export function updateAccountDialerSettings(db: Kysely<DB>, owner: TenantOwner, changes: DialerSettingsUpdate) {
  const query = tenant(db, owner).updateTable('account');
  return (Object.keys(changes).length > 0 ? query.set(changes) : query.set({ account_id: owner.account_id }))
    .returning(['phone_dialer_provider_active', 'phone_dialer_provider_behavior_type_id'])
    .executeTakeFirstOrThrow();
}
