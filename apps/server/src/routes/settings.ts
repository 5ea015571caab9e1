import type { Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { DialerSettingsUpdateStruct, type DialerSettingsUpdateAnswer } from '@meridian/api';
import { hasPermission, principalOf } from '../auth/principal';
import type { DB } from '../db/schema';
import { forbidden, notFound, parseWith } from '../http/errors';
import { pathId } from './users';

/** Settings updates: the user's own dialer settings (`POST user/{id}`) and the account's. */
export async function settingsRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }) {
  app.post('/api/user/:id', async (request): Promise<DialerSettingsUpdateAnswer> => {
    const principal = principalOf(request);
    const id = pathId(request);
    // One's own settings, or any user of the account with user_manage; others are as missing.
    if (id !== principal.user_id && !hasPermission(principal, 'user_manage')) throw notFound();
    const changes = parseWith(DialerSettingsUpdateStruct, request.body);
    const query = db.updateTable('app_user').where('account_id', '=', principal.account_id).where('user_id', '=', id);
    const row = await (Object.keys(changes).length > 0 ? query.set(changes) : query.set({ user_id: id }))
      .returning(['phone_dialer_provider_active', 'phone_dialer_provider_behavior_type_id'])
      .executeTakeFirst();
    if (!row) throw notFound();
    return { success: true, ...row };
  });

  app.post('/api/account/:id/settings', async (request): Promise<DialerSettingsUpdateAnswer> => {
    const principal = principalOf(request);
    if (pathId(request) !== principal.account_id) throw notFound();
    if (!hasPermission(principal, 'account_settings_edit')) throw forbidden();
    const changes = parseWith(DialerSettingsUpdateStruct, request.body);
    const query = db.updateTable('account').where('account_id', '=', principal.account_id);
    const row = await (Object.keys(changes).length > 0 ? query.set(changes) : query.set({ account_id: principal.account_id }))
      .returning(['phone_dialer_provider_active', 'phone_dialer_provider_behavior_type_id'])
      .executeTakeFirstOrThrow();
    return { success: true, ...row };
  });
}
