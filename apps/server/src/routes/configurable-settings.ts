import type { Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import {
  CommunicationPreferencesUpdateStruct,
  SearchBodyStruct,
  SelfServiceConfigUpdateStruct,
  type CanSendText,
  type CommunicationPreference,
  type CommunicationPreferences,
  type CommunicationPreferencesUpdateAnswer,
  type SelfServiceConfigOption,
  type SelfServiceConfigUpdateAnswer,
} from '@meridian/api';
import { MOBILE_PHONE_TYPE, SELF_SERVICE_OPTION_TYPES, SETTINGS_MESSAGES, validateEnhancedSoaSettings } from '@meridian/domain';
import { hasPermission, principalOf, type Principal } from '../auth/principal';
import type { DB } from '../db/schema';
import { HttpError, notFound, parseWith } from '../http/errors';
import { pathId } from './users';

/** Texts of the texting check (spec 02 §3.9 names the fields, not their wording). */
export const TEXTING = {
  /** Appended to every text message. */
  append: 'Reply STOP to opt out. Msg & data rates may apply.',
  /** Why texting is off: texts go to the Mobile phone of the profile. */
  noMobile: 'Add a Mobile phone to your profile to receive text messages.',
} as const;

/** Whether the caller may read or change this user's settings: themselves, or the account's user managers. */
function mayManage(principal: Principal, userId: number): boolean {
  return userId === principal.user_id || hasPermission(principal, 'user_manage');
}

/** A user of the caller's account the caller may manage, or 404 like a missing one. */
async function managedUser(db: Kysely<DB>, principal: Principal, userId: number): Promise<void> {
  if (!mayManage(principal, userId)) throw notFound();
  const row = await db.selectFrom('app_user').select('user_id').where('account_id', '=', principal.account_id).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw notFound();
}

/** Every option type with the user's value, or the type's default when never saved. */
async function selfServiceOptions(db: Kysely<DB>, accountId: number, userId: number): Promise<SelfServiceConfigOption[]> {
  const rows = await db
    .selectFrom('self_service_config_option_type as t')
    .leftJoin('self_service_config as c', (j) =>
      j
        .onRef('c.self_service_config_option_type_id', '=', 't.self_service_config_option_type_id')
        .on('c.account_id', '=', accountId)
        .on('c.user_id', '=', userId),
    )
    .select([
      't.self_service_config_option_type_id',
      't.self_service_config_option_type_name',
      't.self_service_config_option_hierarchy_type_id',
      't.default_bit',
      't.default_varchar',
      'c.user_id',
      'c.self_service_config_option_bit',
      'c.self_service_config_option_varchar',
    ])
    .orderBy('t.self_service_config_option_type_id')
    .execute();
  return rows.map((r) => ({
    self_service_config_option_type_id: r.self_service_config_option_type_id,
    self_service_config_option_bit: r.user_id === null ? r.default_bit : r.self_service_config_option_bit,
    self_service_config_option_varchar: r.user_id === null ? r.default_varchar : r.self_service_config_option_varchar,
    self_service_config_option_hierarchy_type_id: r.self_service_config_option_hierarchy_type_id,
    self_service_config_option_type_name: r.self_service_config_option_type_name,
  }));
}

/** Every notification type with the user's choices, or the type's defaults when never saved. */
async function communicationPreferences(db: Kysely<DB>, accountId: number, userId: number): Promise<CommunicationPreference[]> {
  const rows = await db
    .selectFrom('communication_notification_type as t')
    .leftJoin('communication_preference as p', (j) =>
      j
        .onRef('p.communication_notification_type_id', '=', 't.communication_notification_type_id')
        .on('p.account_id', '=', accountId)
        .on('p.user_id', '=', userId),
    )
    .select([
      't.communication_notification_type_id',
      't.communication_notification_type_description',
      't.default_email',
      't.default_text',
      'p.communication_preference_bit_email',
      'p.communication_preference_bit_text',
    ])
    .orderBy('t.sort_order')
    .execute();
  return rows.map((r) => ({
    communication_notification_type_id: r.communication_notification_type_id,
    communication_notification_type_description: r.communication_notification_type_description,
    communication_preference_bit_email: r.communication_preference_bit_email ?? r.default_email,
    communication_preference_bit_text: r.communication_preference_bit_text ?? r.default_text,
  }));
}

/** Texts reach a user at the Mobile phone of their profile; without one, texting is off. */
async function textingCheck(db: Kysely<DB>, accountId: number, userId: number): Promise<CanSendText> {
  const mobile = await db
    .selectFrom('user_phone')
    .select('phone')
    .where('account_id', '=', accountId)
    .where('user_id', '=', userId)
    .where('phone_type', '=', MOBILE_PHONE_TYPE)
    .orderBy('is_default', 'desc')
    .orderBy('phone_id')
    .executeTakeFirst();
  return {
    disable_texting: mobile ? '0' : '1',
    text_append: TEXTING.append,
    process_message: mobile ? '' : TEXTING.noMobile,
    phone: mobile?.phone ?? '',
    user_id: userId,
  };
}

/** Configurable settings (spec 02 §2.13, §3.8, §3.9, §4.6, §7.6): self-service options and communication preferences. */
export async function configurableSettingsRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }) {
  app.post('/api/selfServiceConfig/search/', async (request) => {
    const principal = principalOf(request);
    const body = parseWith(SearchBodyStruct, request.body);
    const unknown = Object.keys(body.criteria).find((field) => field !== 'user_id');
    if (unknown) throw new HttpError(400, `Unknown search field: ${unknown}`, { field: unknown });
    const criterion = body.criteria.user_id;
    const raw = criterion?.value[0] ?? principal.user_id;
    const userId = Number(raw);
    if (criterion && (criterion.type !== 'simple' || criterion.value.length !== 1 || !Number.isSafeInteger(userId) || userId < 1)) {
      throw new HttpError(400, `Invalid value for user_id: expected a whole number, got ${JSON.stringify(criterion.value)}`, { field: 'user_id' });
    }
    await managedUser(db, principal, userId);
    const result = await selfServiceOptions(db, principal.account_id, userId);
    return { success: true, total_records: result.length, page_number: 1, records_per_page: result.length, result };
  });

  app.post('/api/user/:id/selfServiceConfig/', async (request): Promise<SelfServiceConfigUpdateAnswer> => {
    const principal = principalOf(request);
    const userId = pathId(request);
    const items = parseWith(SelfServiceConfigUpdateStruct, request.body);
    await managedUser(db, principal, userId);
    const types = items.map((item) => item.self_service_config_option_type_id);
    if (new Set(types).size !== types.length) throw new HttpError(400, 'An option type appears twice.', { field: 'self_service_config_option_type_id' });

    const saved = await selfServiceOptions(db, principal.account_id, userId);
    const valueOf = (typeId: number) => saved.find((o) => o.self_service_config_option_type_id === typeId);
    const sent = (typeId: number) => items.find((item) => item.self_service_config_option_type_id === typeId);
    const urlItem = sent(SELF_SERVICE_OPTION_TYPES.agentCalendarUrl);
    const ackItem = sent(SELF_SERVICE_OPTION_TYPES.enhancedSoaAcknowledged);
    const savedUrl = valueOf(SELF_SERVICE_OPTION_TYPES.agentCalendarUrl)?.self_service_config_option_varchar ?? '';
    const url = urlItem ? (urlItem.self_service_config_option_varchar ?? '').trim() : savedUrl;
    const acknowledged = (ackItem ? ackItem.self_service_config_option_bit : valueOf(SELF_SERVICE_OPTION_TYPES.enhancedSoaAcknowledged)?.self_service_config_option_bit) === '1';
    // The dialog's rules: an https scheduler URL with a valid host, and a changed URL needs the acknowledgement.
    const errors = validateEnhancedSoaSettings({ url, savedUrl, acknowledged });
    const [field, message] = Object.entries(errors)[0] ?? [];
    if (field && message) throw new HttpError(400, message, { field, errors });
    for (const item of items) {
      const isUrl = item.self_service_config_option_type_id === SELF_SERVICE_OPTION_TYPES.agentCalendarUrl;
      if (!isUrl && (item.self_service_config_option_bit === undefined || item.self_service_config_option_bit === null)) {
        throw new HttpError(400, 'self_service_config_option_bit is required.', { field: 'self_service_config_option_bit' });
      }
    }

    await db.transaction().execute(async (trx) => {
      for (const item of items) {
        const isUrl = item.self_service_config_option_type_id === SELF_SERVICE_OPTION_TYPES.agentCalendarUrl;
        const values = {
          self_service_config_option_bit: isUrl ? null : (item.self_service_config_option_bit ?? null),
          self_service_config_option_varchar: isUrl ? url : null,
          updated_at: new Date(),
        };
        await trx
          .insertInto('self_service_config')
          .values({ account_id: principal.account_id, user_id: userId, self_service_config_option_type_id: item.self_service_config_option_type_id, ...values })
          .onConflict((oc) => oc.columns(['account_id', 'user_id', 'self_service_config_option_type_id']).doUpdateSet(values))
          .execute();
      }
    });
    return { success: true, message: SETTINGS_MESSAGES.updated, result: await selfServiceOptions(db, principal.account_id, userId) };
  });

  app.get('/api/CommunicationPreference/canSendText', async (request): Promise<CanSendText> => {
    const principal = principalOf(request);
    return textingCheck(db, principal.account_id, principal.user_id);
  });

  app.get('/api/CommunicationPreference/user/:id', async (request): Promise<CommunicationPreferences> => {
    const principal = principalOf(request);
    const userId = pathId(request);
    await managedUser(db, principal, userId);
    return { user_id: userId, communication_preferences: await communicationPreferences(db, principal.account_id, userId) };
  });

  app.post('/api/CommunicationPreference/', async (request): Promise<CommunicationPreferencesUpdateAnswer> => {
    const principal = principalOf(request);
    const body = parseWith(CommunicationPreferencesUpdateStruct, request.body);
    const userId = body.user_id;
    await managedUser(db, principal, userId);
    const types = new Set(
      (await db.selectFrom('communication_notification_type').select('communication_notification_type_id').execute()).map((t) => t.communication_notification_type_id),
    );
    const ids = body.communication_preferences.map((p) => p.communication_notification_type_id);
    const unknownType = ids.find((id) => !types.has(id));
    if (unknownType !== undefined) throw new HttpError(400, `communication_notification_type_id is invalid: no notification type ${unknownType}.`, { field: 'communication_notification_type_id' });
    if (new Set(ids).size !== ids.length) throw new HttpError(400, 'A notification type appears twice.', { field: 'communication_notification_type_id' });
    // Without a way to text the user, no text may be turned on (texts already chosen may stay).
    const texting = await textingCheck(db, principal.account_id, userId);
    if (texting.disable_texting === '1') {
      const saved = await communicationPreferences(db, principal.account_id, userId);
      const turnsTextOn = body.communication_preferences.some(
        (p) =>
          p.communication_preference_bit_text === '1' &&
          saved.find((s) => s.communication_notification_type_id === p.communication_notification_type_id)?.communication_preference_bit_text !== '1',
      );
      if (turnsTextOn) throw new HttpError(400, texting.process_message, { field: 'communication_preference_bit_text' });
    }

    await db.transaction().execute(async (trx) => {
      for (const p of body.communication_preferences) {
        const values = {
          communication_preference_bit_email: p.communication_preference_bit_email,
          communication_preference_bit_text: p.communication_preference_bit_text,
          updated_at: new Date(),
        };
        await trx
          .insertInto('communication_preference')
          .values({ account_id: principal.account_id, user_id: userId, communication_notification_type_id: p.communication_notification_type_id, ...values })
          .onConflict((oc) => oc.columns(['account_id', 'user_id', 'communication_notification_type_id']).doUpdateSet(values))
          .execute();
      }
    });
    return {
      success: true,
      message: SETTINGS_MESSAGES.communicationPreferencesUpdated,
      user_id: userId,
      communication_preferences: await communicationPreferences(db, principal.account_id, userId),
    };
  });
}
