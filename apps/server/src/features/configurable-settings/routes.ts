import type { Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import {
  CommunicationPreferencesUpdateStruct,
  SearchBodyStruct,
  SelfServiceConfigUpdateStruct,
  type CanSendText,
  type CommunicationPreferences,
  type CommunicationPreferencesUpdateAnswer,
  type SelfServiceConfigUpdateAnswer,
} from '@meridian/api';
import { SELF_SERVICE_OPTION_TYPES, SETTINGS_MESSAGES, validateEnhancedSoaSettings } from '@meridian/domain';
import type { DB } from '../../schema';
import { defineRoute } from '../../http/define-route';
import { HttpError } from '../../http/errors';
import {
  communicationPreferences,
  managedUser,
  notificationTypeIds,
  saveCommunicationPreferences,
  saveSelfServiceOptions,
  selfServiceOptions,
  textingCheck,
} from './repository';

/** Configurable settings (spec 02 §2.13, §3.8, §3.9, §4.6, §7.6): self-service options and communication preferences. */
export async function configurableSettingsRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }) {
  defineRoute(app, {
    method: 'POST',
    url: '/api/selfServiceConfig/search/',
    body: SearchBodyStruct,
    handler: async ({ principal, body }) => {
      const unknown = Object.keys(body.criteria).find((field) => field !== 'user_id');
      if (unknown) throw new HttpError(400, `Unknown search field: ${unknown}`, { field: unknown });
      const criterion = body.criteria.user_id;
      const raw = criterion?.value[0] ?? principal.user_id;
      const userId = Number(raw);
      if (
        criterion &&
        (criterion.type !== 'simple' || criterion.value.length !== 1 || !Number.isSafeInteger(userId) || userId < 1)
      ) {
        throw new HttpError(
          400,
          `Invalid value for user_id: expected a whole number, got ${JSON.stringify(criterion.value)}`,
          { field: 'user_id' },
        );
      }
      await managedUser(db, principal, userId);
      const result = await selfServiceOptions(db, principal.account_id, userId);
      return { success: true, total_records: result.length, page_number: 1, records_per_page: result.length, result };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/user/:id/selfServiceConfig/',
    ids: ['id'],
    body: SelfServiceConfigUpdateStruct,
    handler: async ({ principal, ids: { id: userId }, body: items }): Promise<SelfServiceConfigUpdateAnswer> => {
      await managedUser(db, principal, userId);
      const types = items.map((item) => item.self_service_config_option_type_id);
      if (new Set(types).size !== types.length)
        throw new HttpError(400, 'An option type appears twice.', { field: 'self_service_config_option_type_id' });

      const saved = await selfServiceOptions(db, principal.account_id, userId);
      const valueOf = (typeId: number) => saved.find((o) => o.self_service_config_option_type_id === typeId);
      const sent = (typeId: number) => items.find((item) => item.self_service_config_option_type_id === typeId);
      const urlItem = sent(SELF_SERVICE_OPTION_TYPES.agentCalendarUrl);
      const ackItem = sent(SELF_SERVICE_OPTION_TYPES.enhancedSoaAcknowledged);
      const savedUrl = valueOf(SELF_SERVICE_OPTION_TYPES.agentCalendarUrl)?.self_service_config_option_varchar ?? '';
      const url = urlItem ? (urlItem.self_service_config_option_varchar ?? '').trim() : savedUrl;
      const acknowledged =
        (ackItem
          ? ackItem.self_service_config_option_bit
          : valueOf(SELF_SERVICE_OPTION_TYPES.enhancedSoaAcknowledged)?.self_service_config_option_bit) === '1';
      // The dialog's rules: an https scheduler URL with a valid host, and a changed URL needs the acknowledgement.
      const errors = validateEnhancedSoaSettings({ url, savedUrl, acknowledged });
      const [field, message] = Object.entries(errors)[0] ?? [];
      if (field && message) throw new HttpError(400, message, { field, errors });
      for (const item of items) {
        const isUrl = item.self_service_config_option_type_id === SELF_SERVICE_OPTION_TYPES.agentCalendarUrl;
        if (
          !isUrl &&
          (item.self_service_config_option_bit === undefined || item.self_service_config_option_bit === null)
        ) {
          throw new HttpError(400, 'self_service_config_option_bit is required.', {
            field: 'self_service_config_option_bit',
          });
        }
      }

      await saveSelfServiceOptions(
        db,
        principal,
        userId,
        items.map((item) => {
          const isUrl = item.self_service_config_option_type_id === SELF_SERVICE_OPTION_TYPES.agentCalendarUrl;
          return {
            self_service_config_option_type_id: item.self_service_config_option_type_id,
            self_service_config_option_bit: isUrl ? null : (item.self_service_config_option_bit ?? null),
            self_service_config_option_varchar: isUrl ? url : null,
          };
        }),
      );
      return {
        success: true,
        message: SETTINGS_MESSAGES.updated,
        result: await selfServiceOptions(db, principal.account_id, userId),
      };
    },
  });

  await communicationPreferenceRoutes(app, { db });
}

/** The communication preferences (spec 02 §7.6, §7.7): the texting check, a user's, one's own, and the update. */
async function communicationPreferenceRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }) {
  defineRoute(app, {
    method: 'GET',
    url: '/api/CommunicationPreference/canSendText',
    handler: ({ principal }): Promise<CanSendText> => textingCheck(db, principal.account_id, principal.user_id),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/CommunicationPreference/user/:id',
    ids: ['id'],
    handler: async ({ principal, ids: { id: userId } }): Promise<CommunicationPreferences> => {
      await managedUser(db, principal, userId);
      return {
        user_id: userId,
        communication_preferences: await communicationPreferences(db, principal.account_id, userId),
      };
    },
  });

  // Spec 02 §7.7 "Communication preference GET/POST communicationPreference": the caller's own preferences.
  defineRoute(app, {
    method: 'GET',
    url: '/api/communicationPreference',
    handler: async ({ principal }): Promise<CommunicationPreferences> => ({
      user_id: principal.user_id,
      communication_preferences: await communicationPreferences(db, principal.account_id, principal.user_id),
    }),
  });

  // Both spellings the spec uses for the update (§7.6 and §7.7) answer the same call.
  for (const url of ['/api/CommunicationPreference/', '/api/communicationPreference'])
    defineRoute(app, {
      method: 'POST',
      url,
      body: CommunicationPreferencesUpdateStruct,
      handler: async ({ principal, body }): Promise<CommunicationPreferencesUpdateAnswer> => {
        const userId = body.user_id;
        await managedUser(db, principal, userId);
        const types = await notificationTypeIds(db);
        const ids = body.communication_preferences.map((p) => p.communication_notification_type_id);
        const unknownType = ids.find((id) => !types.has(id));
        if (unknownType !== undefined)
          throw new HttpError(
            400,
            `communication_notification_type_id is invalid: no notification type ${unknownType}.`,
            {
              field: 'communication_notification_type_id',
            },
          );
        if (new Set(ids).size !== ids.length)
          throw new HttpError(400, 'A notification type appears twice.', {
            field: 'communication_notification_type_id',
          });
        // Without a way to text the user, no text may be turned on (texts already chosen may stay).
        const texting = await textingCheck(db, principal.account_id, userId);
        if (texting.disable_texting === '1') {
          const saved = await communicationPreferences(db, principal.account_id, userId);
          const turnsTextOn = body.communication_preferences.some(
            (p) =>
              p.communication_preference_bit_text === '1' &&
              saved.find((s) => s.communication_notification_type_id === p.communication_notification_type_id)
                ?.communication_preference_bit_text !== '1',
          );
          if (turnsTextOn)
            throw new HttpError(400, texting.process_message, { field: 'communication_preference_bit_text' });
        }

        await saveCommunicationPreferences(
          db,
          principal,
          userId,
          body.communication_preferences.map((p) => ({
            communication_notification_type_id: p.communication_notification_type_id,
            communication_preference_bit_email: p.communication_preference_bit_email,
            communication_preference_bit_text: p.communication_preference_bit_text,
          })),
        );
        return {
          success: true,
          message: SETTINGS_MESSAGES.communicationPreferencesUpdated,
          user_id: userId,
          communication_preferences: await communicationPreferences(db, principal.account_id, userId),
        };
      },
    });
}
