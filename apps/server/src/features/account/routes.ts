import type { Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Account, AccountSettings } from '@meridian/api';
import type { DB } from '../../schema';
import { ACCOUNT_FEATURE_FLAG_NAMES } from '@meridian/domain';
import { defineRoute } from '../../http/define-route';
import { accountFlagValues } from '../feature-flags';
import { notFound } from '../../http/errors';
import { findAccount, findAccountSettings } from './repository';

export async function accountRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }) {
  // Another account's id answers exactly like a missing one.
  defineRoute(app, {
    method: 'GET',
    url: '/api/account/:id',
    ids: ['id'],
    ownAccount: 'id',
    handler: async ({ principal }): Promise<Account> => {
      const row = await findAccount(db, principal);
      if (!row) throw notFound();
      const { logo_1, logo_2, logo_3, ...rest } = row;
      return { ...rest, cobrand_asset_urls: { logo_1, logo_2, logo_3 } };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/account/:id/settings',
    ids: ['id'],
    ownAccount: 'id',
    handler: async ({ principal }): Promise<AccountSettings> => {
      const row = await findAccountSettings(db, principal);
      if (!row) throw notFound();
      return { ...row, feature_flags: await accountFlagValues(db, principal, ACCOUNT_FEATURE_FLAG_NAMES) };
    },
  });
}
