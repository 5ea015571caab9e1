import type { Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { DialerSettingsUpdateStruct, type DialerSettingsUpdateAnswer } from '@meridian/api';
import type { DB } from '../../db/schema';
import { defineRoute } from '../../http/define-route';
import { updateAccountDialerSettings } from './repository';

/** The account's settings update (a user's own dialer settings go through `POST user/{id}`, in profile). */
export async function settingsRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }) {
  defineRoute(app, {
    method: 'POST',
    url: '/api/account/:id/settings',
    ids: ['id'],
    ownAccount: 'id',
    permission: 'account_settings_edit',
    body: DialerSettingsUpdateStruct,
    handler: async ({ principal, body }): Promise<DialerSettingsUpdateAnswer> => ({
      success: true,
      ...(await updateAccountDialerSettings(db, principal, body)),
    }),
  });
}
