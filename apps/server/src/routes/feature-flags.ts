import { sql, type Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { FeatureFlags } from '@meridian/api';
import { principalOf } from '../auth/principal';
import type { DB } from '../db/schema';

/**
 * Feature flags (spec 01 §6), keyed by user id or anonymous: a user gets their own override,
 * else their account's, else the flag's value; anonymous callers get the flag's value.
 */
export async function featureFlagRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }) {
  app.get('/api/featureFlags', async (request): Promise<FeatureFlags> => {
    const principal = principalOf(request);
    const rows = await db
      .selectFrom('feature_flag as f')
      .leftJoin('feature_flag_override as a', (j) =>
        j.onRef('a.flag_name', '=', 'f.flag_name').on('a.account_id', '=', principal.account_id).on('a.user_id', 'is', null),
      )
      .leftJoin('feature_flag_override as u', (j) =>
        j.onRef('u.flag_name', '=', 'f.flag_name').on('u.account_id', '=', principal.account_id).on('u.user_id', '=', principal.user_id),
      )
      .select(['f.flag_name', sql<boolean>`coalesce(u.enabled, a.enabled, f.enabled)`.as('enabled')])
      .execute();
    return { key: `user:${principal.user_id}`, flags: Object.fromEntries(rows.map((r) => [r.flag_name, r.enabled])) };
  });
}

/** `GET public/featureFlags`: the flags of a caller who is not signed in (registration). */
export async function publicFeatureFlagRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }) {
  app.get('/api/public/featureFlags', async (): Promise<FeatureFlags> => {
    const rows = await db.selectFrom('feature_flag').select(['flag_name', 'enabled']).execute();
    return { key: 'anonymous', flags: Object.fromEntries(rows.map((r) => [r.flag_name, r.enabled])) };
  });
}
