import type { Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { FeatureFlags } from '@meridian/api';
import type { DB } from '../../schema';
import { defineRoute } from '../../http/define-route';
import { flagsOfUser, flagValues } from './repository';

const asMap = (rows: Array<{ flag_name: string; enabled: boolean }>) =>
  Object.fromEntries(rows.map((r) => [r.flag_name, r.enabled]));

/**
 * Feature flags (spec 01 §6), keyed by user id or anonymous: a user gets their own override,
 * else their account's, else the flag's value; anonymous callers get the flag's value.
 */
export async function featureFlagRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }) {
  defineRoute(app, {
    method: 'GET',
    url: '/api/featureFlags',
    handler: async ({ principal }): Promise<FeatureFlags> => ({
      key: `user:${principal.user_id}`,
      flags: asMap(await flagsOfUser(db, principal)),
    }),
  });
}

/** `GET public/featureFlags`: the flags of a caller who is not signed in (registration). */
export async function publicFeatureFlagRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }) {
  defineRoute(app, {
    method: 'GET',
    url: '/api/public/featureFlags',
    auth: false,
    handler: async (): Promise<FeatureFlags> => ({ key: 'anonymous', flags: asMap(await flagValues(db)) }),
  });
}
