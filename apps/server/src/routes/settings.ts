import type { Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { DialerSettingsUpdateStruct, type DialerSettingsUpdateAnswer } from '@meridian/api';
import { hasPermission, principalOf } from '../auth/principal';
import type { DB } from '../db/schema';
import { forbidden, notFound, parseWith } from '../http/errors';
import { pathId } from './users';

/** The account's settings update (a user's own dialer settings go through `POST user/{id}`, in profile.ts). */
export async function settingsRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }) {
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
