// Issue 29, "SMS accounts administration": list, add, edit, deactivate, who may send, a test text through
// the provider adapter; the texting check (`CommunicationPreference/canSendText`) reads them.
import { SMS_ACCOUNT_MESSAGES as M } from '@meridian/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backends,
  getAs,
  postAs,
  signInDemoUsers,
  startTestServer,
  type TestServer,
  type Tokens,
} from '../../../test/harness';

describe.each(backends)('given the SMS accounts of an account, on %s', (kind) => {
  let server: TestServer;
  let admin: Tokens;
  let agent: Tokens;
  let agent2: Tokens;
  let other: Tokens;

  beforeAll(async () => {
    server = await startTestServer(kind);
    ({ admin, agent, agent2, other } = await signInDemoUsers(server.app));
  });
  afterAll(() => server.close());

  const post = (who: Tokens, url: string, body: unknown) => postAs(server.app, who.access_token, url, body);
  const texting = async (who: Tokens) =>
    (await getAs(server.app, who.access_token, '/api/CommunicationPreference/canSendText')).json() as {
      disable_texting: string;
      process_message: string;
      sender_number: string;
    };
  const count = async (table: 'sms_account' | 'sms_message' | 'admin_audit') =>
    Number(
      (
        await server.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  /** A listed row as a save body (the answer's id and stamp are not part of a save). */
  const saveOf = (row: Record<string, unknown>, change: Record<string, unknown> = {}) => {
    const { sms_account_id: _id, updated_at: _at, ...body } = row;
    return { ...body, ...change };
  };
  const line = (change: Record<string, unknown> = {}) => ({
    sms_account_name: 'Sales line',
    sender_number: '(312) 555-0177',
    provider: 'local',
    sender_scope: 'all',
    user_ids: [],
    ...change,
  });

  it('when the demo account has its seeded line then texts are on, from its number; another account has none and says why', async () => {
    expect(await texting(agent)).toMatchObject({
      disable_texting: '0',
      process_message: '',
      sender_number: '3125550142',
    });
    expect(await texting(other)).toMatchObject({ disable_texting: '1', process_message: M.noSmsAccount });
    const list = (await post(admin, '/api/smsAccount/search', { criteria: {} })).json();
    expect(list.result.map((r: { sms_account_name: string }) => r.sms_account_name)).toEqual(['Main line']);
    // The other account's admin sees none of them.
    expect((await post(other, '/api/smsAccount/search', { criteria: {} })).json().total_records).toBe(0);
  });

  it('when a save is refused then it says which field and nothing is saved', async () => {
    const before = await count('sms_account');
    for (const [change, message] of [
      [{ sms_account_name: ' ' }, M.nameRequired],
      [{ sender_number: '555-0177' }, M.senderInvalid],
      [{ provider: 'carrier-pigeon' }, M.providerInvalid],
      [{ sender_scope: 'users', user_ids: [] }, M.usersRequired],
      [{ sender_scope: 'users', user_ids: [other.user_id] }, M.unknownUser],
      [{ sender_number: '312-555-0142' }, M.senderTaken],
    ] as const) {
      const response = await post(admin, '/api/smsAccount', line(change));
      expect(response.statusCode, JSON.stringify(change)).toBeGreaterThanOrEqual(400);
      expect(response.json().message).toBe(message);
    }
    expect(await count('sms_account')).toBe(before);
    expect((await post(agent, '/api/smsAccount', line())).statusCode).toBe(403);
  });

  it('when the lines choose who may send and are deactivated then the texting check follows, each change audited', async () => {
    const seeded = (await post(admin, '/api/smsAccount/search', { criteria: {} })).json().result[0];
    const audits = await count('admin_audit');
    // Only demoagent may send from the seeded line.
    const chosen = await post(admin, `/api/smsAccount/${seeded.sms_account_id}`, {
      ...line({ sms_account_name: 'Main line', sender_number: seeded.sender_number }),
      sender_scope: 'users',
      user_ids: [agent.user_id],
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().result).toMatchObject({ sender_scope: 'users', user_ids: [agent.user_id], active: '1' });
    expect((await texting(agent)).disable_texting).toBe('0');
    expect(await texting(agent2)).toMatchObject({ disable_texting: '1', process_message: M.noSmsAccount });
    // A second line for everyone: agent2 texts from it.
    const added = await post(admin, '/api/smsAccount', line());
    expect(added.statusCode, added.body).toBe(201);
    const second = await texting(agent2);
    expect(second.sender_number).toBe('3125550177');
    expect(second.process_message).not.toBe(M.noSmsAccount);
    // Deactivated, both: nobody texts.
    for (const row of [chosen.json().result, added.json().result]) {
      const off = await post(admin, `/api/smsAccount/${row.sms_account_id}`, saveOf(row, { active: '0' }));
      expect(off.json().result.active).toBe('0');
    }
    expect((await texting(agent)).disable_texting).toBe('1');
    expect((await texting(agent2)).disable_texting).toBe('1');
    expect(await count('admin_audit')).toBe(audits + 4);
    const history = await getAs(
      server.app,
      admin.access_token,
      `/api/admin/audit/sms_account/${seeded.sms_account_id}`,
    );
    if (history.statusCode === 200) expect(JSON.stringify(history.json())).toContain('deactivated');
    // Active again for the next tests.
    await post(
      admin,
      `/api/smsAccount/${seeded.sms_account_id}`,
      saveOf(chosen.json().result, { active: '1', sender_scope: 'all', user_ids: [] }),
    );
    // Another account's line is as missing as one that never was.
    expect((await post(other, `/api/smsAccount/${seeded.sms_account_id}`, line())).statusCode).toBe(404);
  });

  it('when a test text is sent then the local provider puts it in the outbox; an inactive line or a bad number refuses', async () => {
    const [main] = (
      await post(admin, '/api/smsAccount/search', { criteria: { active: { type: 'simple', value: ['1'] } } })
    ).json().result;
    const outbox = await count('sms_message');
    const sent = await post(admin, `/api/smsAccount/${main.sms_account_id}/test`, { to_number: '(773) 555-0123' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().message).toBe(M.testSent('7735550123', main.sender_number));
    const row = await server.database.db
      .selectFrom('sms_message')
      .selectAll()
      .orderBy('sms_message_id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ to_number: '7735550123', provider: 'local', sent_by: admin.user_id });
    expect(row.body).toBe(M.testBody(main.sms_account_name));
    expect(
      (await post(admin, `/api/smsAccount/${main.sms_account_id}/test`, { to_number: '555' })).json().message,
    ).toBe(M.testNumberInvalid);
    await post(admin, `/api/smsAccount/${main.sms_account_id}`, saveOf(main, { active: '0' }));
    const inactive = await post(admin, `/api/smsAccount/${main.sms_account_id}/test`, { to_number: '7735550123' });
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json().message).toBe(M.inactive);
    expect(await count('sms_message')).toBe(outbox + 1);
    await post(admin, `/api/smsAccount/${main.sms_account_id}`, saveOf(main, { active: '1' }));
  });
});
