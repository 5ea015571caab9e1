// A background job acts as the user who asked for it, as they are now: a job that runs after the
// user was deactivated or lost a permission must not act with what they held when they asked.
import type { Kysely } from 'kysely';
import type { DB } from '../schema';
import { tenant, type TenantOwner } from '../db/tenant';
import { accessControlHash, type Principal } from './principal';

/**
 * The user `userId` of the owner's account as a principal (their role's permissions now, none when
 * the role is inactive), for the job of the sign-in `familyId`; undefined when the user is gone or inactive.
 */
export async function jobPrincipal(
  db: Kysely<DB>,
  owner: TenantOwner,
  userId: number,
  familyId: string,
): Promise<Principal | undefined> {
  const user = await tenant(db, owner)
    .selectFrom('app_user')
    .innerJoin('role', (join) =>
      join.onRef('role.account_id', '=', 'app_user.account_id').onRef('role.role_id', '=', 'app_user.role_id'),
    )
    .select(['app_user.user_id', 'app_user.role_id', 'app_user.active', 'role.role_name', 'role.active as role_active'])
    .where('app_user.user_id', '=', userId)
    .executeTakeFirst();
  if (!user || user.active !== '1') return undefined;
  const permissions = user.role_active
    ? (
        await tenant(db, owner)
          .selectFrom('role_permission')
          .select('permission_name')
          .where('role_id', '=', user.role_id)
          .orderBy('permission_name')
          .execute()
      ).map((p) => p.permission_name)
    : [];
  return {
    user_id: user.user_id,
    account_id: owner.account_id,
    role_id: user.role_id,
    role_name: user.role_name,
    family_id: familyId,
    permissions: new Set(permissions),
    aclHash: accessControlHash(user.role_id, permissions),
  };
}
