import type { Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { AccountSettingsUpdateStruct, type DialerSettingsUpdateAnswer } from '@meridian/api';
import type { DB } from '../../schema';
import { defineRoute } from '../../http/define-route';
import { notFound } from '../../http/errors';
import { writeAdminAudit } from '../admin-audit';
import { accountFlagValues, setAccountFlags } from '../feature-flags';
import { readAccountSettingColumns, updateAccountSettingColumns } from './repository';

/**
 * The account's settings update (a user's own dialer settings go through `POST user/{id}`, in
 * profile): the dialer's, the lead forms' partner and tracking-code settings, and the account's
 * feature-flag overrides, saved with one admin audit row. The permission is checked before the
 * account (an agent gets 403; another account's admin 404).
 */
export async function settingsRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }) {
  defineRoute(app, {
    method: 'POST',
    url: '/api/account/:id/settings',
    ids: ['id'],
    permission: 'account_settings_edit',
    authorize: (principal, { id }) => {
      if (id !== principal.account_id) throw notFound();
    },
    body: AccountSettingsUpdateStruct,
    handler: async ({ principal, body }): Promise<DialerSettingsUpdateAnswer> => {
      const { feature_flags: flags = {}, ...columns } = body;
      const saved = await db.transaction().execute(async (trx) => {
        const names = Object.keys(flags);
        const before = {
          ...(await readAccountSettingColumns(trx, principal)),
          ...(await accountFlagValues(trx, principal, names)),
        };
        const row = await updateAccountSettingColumns(trx, principal, columns);
        await setAccountFlags(trx, principal, flags);
        const after = { ...row, ...(await accountFlagValues(trx, principal, names)) };
        await writeAdminAudit(trx, principal, {
          entity: 'account',
          entity_id: principal.account_id,
          action: 'settings_updated',
          before,
          after,
        });
        return row;
      });
      return {
        success: true,
        phone_dialer_provider_active: saved.phone_dialer_provider_active,
        phone_dialer_provider_behavior_type_id: saved.phone_dialer_provider_behavior_type_id,
      };
    },
  });
}
