import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../schema';
import { tenant, type TenantOwner } from '../../db/tenant';

/** The account's value of each named flag: its account-wide override, else the flag's own value. */
export async function accountFlagValues(
  db: Kysely<DB> | Transaction<DB>,
  owner: TenantOwner,
  names: readonly string[],
): Promise<Record<string, boolean>> {
  if (names.length === 0) return {};
  const rows = await db
    .selectFrom('feature_flag as f')
    .leftJoin('feature_flag_override as a', (j) =>
      j.onRef('a.flag_name', '=', 'f.flag_name').on('a.account_id', '=', owner.account_id).on('a.user_id', 'is', null),
    )
    .select(['f.flag_name', sql<boolean>`coalesce(a.enabled, f.enabled)`.as('enabled')])
    .where('f.flag_name', 'in', names)
    .execute();
  return Object.fromEntries(rows.map((r) => [r.flag_name, r.enabled]));
}

/** Sets the account-wide override of each named flag (users' own overrides still win for them). */
export async function setAccountFlags(trx: Transaction<DB>, owner: TenantOwner, flags: Record<string, boolean>) {
  for (const [flag_name, enabled] of Object.entries(flags)) {
    const t = tenant(trx, owner);
    const updated = await t
      .updateTable('feature_flag_override')
      .set({ enabled })
      .where('flag_name', '=', flag_name)
      .where('user_id', 'is', null)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0)
      await t.insertInto('feature_flag_override', { flag_name, user_id: null, enabled }).execute();
  }
}
