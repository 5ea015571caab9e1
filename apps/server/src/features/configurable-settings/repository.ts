import type { Kysely } from 'kysely';
import type { CanSendText, CommunicationPreference, SelfServiceConfigOption } from '@meridian/api';
import { MOBILE_PHONE_TYPE, SMS_ACCOUNT_MESSAGES } from '@meridian/domain';
import { hasPermission, type Principal } from '../../auth/principal';
import type { DB } from '../../schema';
import type { CommunicationPreferenceTable, SelfServiceConfigTable } from './configurable-settings.table';
import { tenant, type TenantOwner } from '../../db/tenant';
import { notFound } from '../../http/errors';
import { senderFor } from '../sms-accounts';

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
export async function managedUser(db: Kysely<DB>, principal: Principal, userId: number): Promise<void> {
  if (!mayManage(principal, userId)) throw notFound();
  const row = await tenant(db, principal)
    .selectFrom('app_user')
    .select('user_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound();
}

/** Every option type with the user's value, or the type's default when never saved. */
export async function selfServiceOptions(
  db: Kysely<DB>,
  accountId: number,
  userId: number,
): Promise<SelfServiceConfigOption[]> {
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
export async function communicationPreferences(
  db: Kysely<DB>,
  accountId: number,
  userId: number,
): Promise<CommunicationPreference[]> {
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
export async function textingCheck(db: Kysely<DB>, accountId: number, userId: number): Promise<CanSendText> {
  const mobile = await tenant(db, { account_id: accountId })
    .selectFrom('user_phone')
    .select('phone')
    .where('user_id', '=', userId)
    .where('phone_type', '=', MOBILE_PHONE_TYPE)
    .orderBy('is_default', 'desc')
    .orderBy('phone_id')
    .executeTakeFirst();
  // Texts go out only through an active SMS account the user may send from (admin → SMS Accounts).
  const sender = await senderFor(db, { account_id: accountId }, userId);
  const reason = !sender ? SMS_ACCOUNT_MESSAGES.noSmsAccount : !mobile ? TEXTING.noMobile : '';
  return {
    disable_texting: reason === '' ? '0' : '1',
    text_append: TEXTING.append,
    process_message: reason,
    phone: mobile?.phone ?? '',
    sender_number: sender?.sender_number ?? '',
    user_id: userId,
  };
}

/** One option's stored value: a bit, or text (the scheduler URL). */
export type SelfServiceValue = Pick<
  SelfServiceConfigTable,
  'self_service_config_option_type_id' | 'self_service_config_option_bit' | 'self_service_config_option_varchar'
>;

/** Saves a user's options in one transaction: a row refused midway leaves every option as it was. */
export function saveSelfServiceOptions(
  db: Kysely<DB>,
  owner: TenantOwner,
  userId: number,
  options: readonly SelfServiceValue[],
): Promise<void> {
  return db.transaction().execute(async (trx) => {
    for (const { self_service_config_option_type_id, ...value } of options) {
      const values = { ...value, updated_at: new Date() };
      await tenant(trx, owner)
        .insertInto('self_service_config', { user_id: userId, self_service_config_option_type_id, ...values })
        .onConflict((oc) =>
          oc.columns(['account_id', 'user_id', 'self_service_config_option_type_id']).doUpdateSet(values),
        )
        .execute();
    }
  });
}

/** The ids of every notification type (reference data: no account). */
export async function notificationTypeIds(db: Kysely<DB>): Promise<Set<number>> {
  const rows = await db
    .selectFrom('communication_notification_type')
    .select('communication_notification_type_id')
    .execute();
  return new Set(rows.map((t) => t.communication_notification_type_id));
}

/** One notification type's choices. */
export type CommunicationChoice = Pick<
  CommunicationPreferenceTable,
  'communication_notification_type_id' | 'communication_preference_bit_email' | 'communication_preference_bit_text'
>;

/** Saves a user's choices in one transaction: a row refused midway leaves every choice as it was. */
export function saveCommunicationPreferences(
  db: Kysely<DB>,
  owner: TenantOwner,
  userId: number,
  choices: readonly CommunicationChoice[],
): Promise<void> {
  return db.transaction().execute(async (trx) => {
    for (const { communication_notification_type_id, ...choice } of choices) {
      const values = { ...choice, updated_at: new Date() };
      await tenant(trx, owner)
        .insertInto('communication_preference', { user_id: userId, communication_notification_type_id, ...values })
        .onConflict((oc) =>
          oc.columns(['account_id', 'user_id', 'communication_notification_type_id']).doUpdateSet(values),
        )
        .execute();
    }
  });
}
