/*
 * The accounts of the product as platform staff run them (spec 02 §7.7: `POST account/search`, `POST account/`,
 * `GET account/{id}/delete`). Platform staff are the users with `super_user` in the account `PLATFORM_ACCOUNT_ID`
 * names; `super_user` in any other account (an agency's own Admin role holds every permission) reaches no
 * other account. An agency's admin sees its own account in the search and nothing more
 * (docs/decisions/0001-spec-calls.md).
 */
import { sql, type Kysely } from 'kysely';
import { object, optional, size, string } from 'superstruct';
import type { SearchBody } from '@meridian/api';
import { validateAccountName } from '@meridian/domain';
import { hasPermission, type Principal } from '../../auth/principal';
import type { DB } from '../../schema';
import { tenant } from '../../db/tenant';
import { withoutTenantGuard } from '../../db/tenant-guard';
import { HttpError } from '../../http/errors';
import { runSearch, type SearchEntity } from '../../search/generic';
import { writeAdminAudit } from '../admin-audit';
import { openAccount } from '../registration';

export const PLATFORM_MESSAGES = {
  staffOnly: 'Only platform staff can open or deactivate accounts.',
  ownAccount: 'Platform staff cannot deactivate the platform account.',
} as const;

/** `POST account/`: the new account's name (its Admin and Agent roles come with it). */
export const AccountCreateStruct = object({ account_name: size(string(), 1, 200), active: optional(string()) });

/** Whether the caller is platform staff under this configuration. */
export const isPlatformStaff = (principal: Principal, platformAccountId: number | undefined) =>
  platformAccountId !== undefined &&
  principal.account_id === platformAccountId &&
  hasPermission(principal, 'super_user');

const accountSearch: SearchEntity = {
  name: 'account',
  fields: {
    account_id: { column: 'a.account_id', kind: 'integer' },
    account_name: { column: 'a.account_name', kind: 'text', match: 'contains' },
    active: { column: 'a.active', kind: 'flag' },
    account_owner_user_id: { column: 'a.account_owner_user_id', kind: 'integer' },
    created_at: { column: 'a.created_at', kind: 'date' },
    total_agents: { column: 'total_agents', kind: 'integer', filterable: false },
  },
  defaultOrder: { field: 'account_name', direction: 'asc' },
  defaultPageSize: 100,
  maxPageSize: 1000,
};

/** `POST account/search`: every account for platform staff; the caller's own for anyone else. */
export async function searchAccounts(db: Kysely<DB>, principal: Principal, body: SearchBody, staff: boolean) {
  const run = async () => {
    let query = db
      .selectFrom('account as a')
      .select([
        'a.account_id',
        'a.account_name',
        'a.active',
        'a.account_owner_user_id',
        'a.created_at',
        sql<number>`(SELECT count(*)::int FROM app_user u WHERE u.account_id = a.account_id AND u.active = '1')`.as(
          'total_agents',
        ),
      ]);
    if (!staff) query = query.where('a.account_id', '=', principal.account_id);
    return runSearch(query, accountSearch, body);
  };
  return staff ? withoutTenantGuard('platform staff list every account', run) : run();
}

/** `POST account/`: opens an account (platform staff only), audited in the platform account. */
export async function createAccount(db: Kysely<DB>, principal: Principal, accountName: string) {
  const name = accountName.trim();
  const message = validateAccountName(name);
  if (message) throw new HttpError(400, message, { field: 'account_name' });
  return withoutTenantGuard('platform staff open an account', () =>
    db.transaction().execute(async (trx) => {
      const { accountId } = await openAccount(trx, name);
      await writeAdminAudit(trx, principal, {
        entity: 'account',
        entity_id: accountId,
        action: 'created',
        before: null,
        after: { account_name: name },
      });
      return { account_id: accountId, account_name: name };
    }),
  );
}

/**
 * `GET account/{id}/delete`: deactivates the account (its users can no longer sign in, their tokens stop
 * working); its records stay, as the retention rules require. Answers false when there is no such account.
 */
export async function deactivateAccount(db: Kysely<DB>, principal: Principal, accountId: number): Promise<boolean> {
  return withoutTenantGuard('platform staff deactivate another account', () =>
    db.transaction().execute(async (trx) => {
      const before = await tenant(trx, { account_id: accountId })
        .selectFrom('account')
        .select(['account_name', 'active'])
        .executeTakeFirst();
      if (!before) return false;
      await tenant(trx, { account_id: accountId }).updateTable('account').set({ active: '0' }).execute();
      await writeAdminAudit(trx, principal, {
        entity: 'account',
        entity_id: accountId,
        action: 'deactivated',
        before,
        after: { ...before, active: '0' },
      });
      return true;
    }),
  );
}
