import { sql, type Kysely } from 'kysely';
import type { Principal } from '../../auth/principal';
import type { DB } from '../../schema';

/** Each flag for a user: their own override, else their account's, else the flag's value. */
export function flagsOfUser(db: Kysely<DB>, principal: Pick<Principal, 'account_id' | 'user_id'>) {
  // feature_flag belongs to no account; the overrides are joined on the caller's account.
  return db
    .selectFrom('feature_flag as f')
    .leftJoin('feature_flag_override as a', (j) =>
      j
        .onRef('a.flag_name', '=', 'f.flag_name')
        .on('a.account_id', '=', principal.account_id)
        .on('a.user_id', 'is', null),
    )
    .leftJoin('feature_flag_override as u', (j) =>
      j
        .onRef('u.flag_name', '=', 'f.flag_name')
        .on('u.account_id', '=', principal.account_id)
        .on('u.user_id', '=', principal.user_id),
    )
    .select(['f.flag_name', sql<boolean>`coalesce(u.enabled, a.enabled, f.enabled)`.as('enabled')])
    .execute();
}

/** Each flag's own value (anonymous callers). */
export function flagValues(db: Kysely<DB>) {
  return db.selectFrom('feature_flag').select(['flag_name', 'enabled']).execute();
}
