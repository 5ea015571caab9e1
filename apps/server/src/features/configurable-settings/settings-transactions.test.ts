import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SELF_SERVICE_OPTION_TYPES } from '@meridian/domain';
import {
  communicationPreferences,
  saveCommunicationPreferences,
  saveSelfServiceOptions,
  selfServiceOptions,
} from './repository';
import { backends, DEMO, signIn, startTestServer, type TestServer } from '../../../test/harness';

// The routes check every value before saving, so no request reaches a refused row; these tests give the
// repository a later row the database refuses, to prove a save is all or nothing.
describe.each(backends)('given a configurable-settings save refused midway on %s', (kind) => {
  let server: TestServer;
  let owner: { account_id: number };
  let userId: number;

  beforeAll(async () => {
    server = await startTestServer(kind);
    userId = (await signIn(server.app, ...DEMO.agent)).user_id;
    owner = await server.database.db
      .selectFrom('app_user')
      .select('account_id')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('when a later option breaks a CHECK then no option changes, and the first alone would have saved', async () => {
    const before = await selfServiceOptions(server.database.db, owner.account_id, userId);
    const reminders = before.find(
      (o) => o.self_service_config_option_type_id === SELF_SERVICE_OPTION_TYPES.sendReminderEmails,
    )!;
    const flipped = {
      self_service_config_option_type_id: SELF_SERVICE_OPTION_TYPES.sendReminderEmails,
      self_service_config_option_bit:
        reminders.self_service_config_option_bit === '1' ? ('0' as const) : ('1' as const),
      self_service_config_option_varchar: null,
    };
    const tooLong = {
      self_service_config_option_type_id: SELF_SERVICE_OPTION_TYPES.agentCalendarUrl,
      self_service_config_option_bit: null,
      // The column's CHECK allows 500 characters.
      self_service_config_option_varchar: `https://calendar.example/${'a'.repeat(500)}`,
    };

    await expect(saveSelfServiceOptions(server.database.db, owner, userId, [flipped, tooLong])).rejects.toThrow();
    expect(await selfServiceOptions(server.database.db, owner.account_id, userId)).toEqual(before);

    await saveSelfServiceOptions(server.database.db, owner, userId, [flipped]);
    const after = await selfServiceOptions(server.database.db, owner.account_id, userId);
    expect(
      after.find((o) => o.self_service_config_option_type_id === SELF_SERVICE_OPTION_TYPES.sendReminderEmails),
    ).toMatchObject({ self_service_config_option_bit: flipped.self_service_config_option_bit });
  });

  it('when a later choice names no notification type then no choice changes, and the first alone would have saved', async () => {
    const before = await communicationPreferences(server.database.db, owner.account_id, userId);
    const first = before[0]!;
    const flipped = {
      communication_notification_type_id: first.communication_notification_type_id,
      communication_preference_bit_email:
        first.communication_preference_bit_email === '1' ? ('0' as const) : ('1' as const),
      communication_preference_bit_text: first.communication_preference_bit_text,
    };
    // The foreign key to communication_notification_type refuses it.
    const unknownType = { ...flipped, communication_notification_type_id: 32_000 };

    await expect(
      saveCommunicationPreferences(server.database.db, owner, userId, [flipped, unknownType]),
    ).rejects.toThrow();
    expect(await communicationPreferences(server.database.db, owner.account_id, userId)).toEqual(before);

    await saveCommunicationPreferences(server.database.db, owner, userId, [flipped]);
    expect((await communicationPreferences(server.database.db, owner.account_id, userId))[0]).toMatchObject({
      communication_preference_bit_email: flipped.communication_preference_bit_email,
    });
  });
});
