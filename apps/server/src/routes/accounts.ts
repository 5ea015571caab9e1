import type { Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Account, AccountSettings } from '@meridian/api';
import { principalOf } from '../auth/principal';
import type { DB } from '../db/schema';
import { notFound } from '../http/errors';
import { pathId } from './users';

export async function accountRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }) {
  app.get('/api/account/:id', async (request): Promise<Account> => {
    const principal = principalOf(request);
    const id = pathId(request);
    // Another account's id answers exactly like a missing one.
    if (id !== principal.account_id) throw notFound();
    const row = await db
      .selectFrom('account as a')
      .leftJoin('app_user as o', (j) => j.onRef('o.account_id', '=', 'a.account_id').onRef('o.user_id', '=', 'a.account_owner_user_id'))
      .select(['a.account_id', 'a.account_name', 'a.active', 'a.account_owner_user_id', 'a.logo_1', 'a.logo_2', 'o.fname as owner_fname', 'o.lname as owner_lname'])
      .where('a.account_id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound();
    const { logo_1, logo_2, ...rest } = row;
    return { ...rest, cobrand_asset_urls: { logo_1, logo_2 } };
  });

  app.get('/api/account/:id/settings', async (request): Promise<AccountSettings> => {
    const principal = principalOf(request);
    const id = pathId(request);
    if (id !== principal.account_id) throw notFound();
    const row = await db
      .selectFrom('account')
      .select(['account_id', 'phone_dialer_provider_active', 'phone_dialer_provider_behavior_type_id'])
      .where('account_id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound();
    return row;
  });
}
