import type { Kysely } from 'kysely';
import type { Principal } from '../../auth/principal';
import type { DB } from '../../schema';
import { tenant, type TenantOwner } from '../../db/tenant';
import { visibleLinks } from '../quick-links';

/** The Plan Explorer address configured for the caller's account (null when none). */
export async function accountPlanExplorerUrl(db: Kysely<DB>, owner: TenantOwner): Promise<string | null | undefined> {
  const account = await tenant(db, owner).selectFrom('account').select('plan_explorer_sso_url').executeTakeFirst();
  return account?.plan_explorer_sso_url;
}

/** A quick link the caller sees (system, account or their own), by id. */
export function findVisibleLink(db: Kysely<DB>, principal: Principal, quicklinkId: number) {
  return db
    .selectFrom(visibleLinks(db, principal).as('v'))
    .select(['v.quicklink_title', 'v.quicklink_url'])
    .where('v.quicklink_id', '=', quicklinkId)
    .executeTakeFirst();
}

/** The platform's system quick links (they belong to no account). */
export function systemQuickLinks(db: Kysely<DB>) {
  return db.selectFrom('system_quicklink').select(['quicklink_title', 'quicklink_url']).execute();
}

/** The caller's login name. */
export async function loginOf(db: Kysely<DB>, caller: Pick<Principal, 'account_id' | 'user_id'>) {
  const credentials = await tenant(db, caller)
    .selectFrom('user_credentials')
    .select('login')
    .where('user_id', '=', caller.user_id)
    .executeTakeFirst();
  return credentials?.login;
}
