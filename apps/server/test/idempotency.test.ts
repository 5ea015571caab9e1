// Issue 29, "Safe retries": a creating call sent with an Idempotency-Key runs once per key and user; a
// repeat is answered from the database, a reused key with another body is 422, a repeat while the first
// runs is 409, a claim whose process died is taken over, and an answer of 500 or more is not kept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { IDEMPOTENCY_MESSAGES, REPLAYED_HEADER } from '../src/http/idempotency';
import { accountOf, backends, bearer, signInDemoUsers, startTestServer, type TestServer, type Tokens } from './harness';

const HOUR = 60 * 60 * 1000;

describe.each(backends)('given creating calls with an Idempotency-Key on %s', (kind) => {
  let server: TestServer;
  let agent: Tokens;
  let agent2: Tokens;
  let accountId: number;
  let title = 0;

  beforeAll(async () => {
    server = await startTestServer(kind, { RUN_JOBS: '0' });
    ({ agent, agent2 } = await signInDemoUsers(server.app));
    accountId = await accountOf(server.database.db, agent.user_id);
  });
  afterAll(async () => {
    await server?.close();
  });

  const body = (name: string) => ({
    title: name,
    description: '',
    allday_flag: '0',
    importance: 1,
    start_time: new Date(Date.now() + 48 * HOUR).toISOString(),
    end_time: new Date(Date.now() + 49 * HOUR).toISOString(),
  });
  const create = (tokens: Tokens, key: string | undefined, payload: object) =>
    server.app.inject({
      method: 'POST',
      url: `/api/user/${tokens.user_id}/appointment/`,
      headers: { ...bearer(tokens.access_token), ...(key === undefined ? {} : { 'idempotency-key': key }) },
      payload,
    });
  const appointmentsTitled = async (name: string) =>
    (
      await server.database.db
        .selectFrom('appointment')
        .select(sql<number>`count(*)::int`.as('count'))
        .where('account_id', '=', accountId)
        .where('title', '=', name)
        .executeTakeFirstOrThrow()
    ).count;
  const fresh = () => `Idempotent ${kind} ${(title += 1)}`;
  /** A key for a name: visible ASCII, no spaces. */
  const keyOf = (name: string) => `key-${name.replace(/\s/g, '-')}`;

  it('when a create is sent twice with one key then it runs once and the repeat gets the same answer, marked replayed', async () => {
    const name = fresh();
    const payload = body(name);
    const first = await create(agent, keyOf(name), payload);
    expect(first.statusCode, first.body).toBe(200);
    const again = await create(agent, keyOf(name), payload);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.headers[REPLAYED_HEADER]).toBe('true');
    expect(first.headers[REPLAYED_HEADER]).toBeUndefined();
    expect(await appointmentsTitled(name)).toBe(1);
  });

  it('when the same key comes with another body then it answers 422 and creates nothing', async () => {
    const name = fresh();
    const payload = body(name);
    expect((await create(agent, keyOf(name), payload)).statusCode).toBe(200);
    const other = fresh();
    // The same call, only the title differs.
    const reused = await create(agent, keyOf(name), { ...payload, title: other });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().message).toBe(IDEMPOTENCY_MESSAGES.reusedKey);
    expect(await appointmentsTitled(other)).toBe(0);
  });

  it('when another user sends the same key then it is their own key', async () => {
    const name = fresh();
    expect((await create(agent, 'shared-key', body(name))).statusCode).toBe(200);
    const theirs = await create(agent2, 'shared-key', body(name));
    expect(theirs.statusCode).toBe(200);
    expect(theirs.headers[REPLAYED_HEADER]).toBeUndefined();
    expect(await appointmentsTitled(name)).toBe(2);
  });

  it('when the same create arrives many times at once then exactly one runs; the others replay it or are told to wait', async () => {
    const name = fresh();
    const payload = body(name);
    const answers = await Promise.all(Array.from({ length: 6 }, () => create(agent, keyOf(name), payload)));
    expect(await appointmentsTitled(name)).toBe(1);
    const statuses = answers.map((a) => `${a.statusCode} ${a.statusCode === 200 ? '' : a.body}`);
    expect(statuses.filter((s) => !/^(200|409) /.test(s))).toEqual([]);
    expect(answers.filter((a) => a.statusCode === 200 && a.headers[REPLAYED_HEADER] === undefined)).toHaveLength(1);
    for (const busy of answers.filter((a) => a.statusCode === 409)) {
      expect(busy.json().message).toBe(IDEMPOTENCY_MESSAGES.inProgress);
      expect(busy.headers['retry-after']).toBe('1');
    }
  });

  it('when the process that claimed a key died before answering then a retry takes it over and runs', async () => {
    const name = fresh();
    const payload = body(name);
    // What a killed process leaves: a claim, no answer, its lock run out. Its hash is the hash of this body.
    expect((await create(agent, keyOf(name), payload)).statusCode).toBe(200);
    await server.database.db
      .updateTable('idempotency_key')
      .set({ status_code: null, response: null, locked_until: sql<Date>`now() - interval '1 second'` })
      .where('account_id', '=', accountId)
      .where('idempotency_key', '=', keyOf(name))
      .execute();
    await server.database.db
      .deleteFrom('appointment')
      .where('account_id', '=', accountId)
      .where('title', '=', name)
      .execute();
    const retried = await create(agent, keyOf(name), payload);
    expect(retried.statusCode).toBe(200);
    expect(retried.headers[REPLAYED_HEADER]).toBeUndefined();
    expect(await appointmentsTitled(name)).toBe(1);
  });

  it('when a claim is still held by a running request then a repeat answers 409', async () => {
    const name = fresh();
    const payload = body(name);
    expect((await create(agent, keyOf(name), payload)).statusCode).toBe(200);
    await server.database.db
      .updateTable('idempotency_key')
      .set({ status_code: null, response: null, locked_until: sql<Date>`now() + interval '1 minute'` })
      .where('account_id', '=', accountId)
      .where('idempotency_key', '=', keyOf(name))
      .execute();
    const busy = await create(agent, keyOf(name), payload);
    expect(busy.statusCode).toBe(409);
    expect(await appointmentsTitled(name)).toBe(1);
  });

  it('when a refused create is repeated then the refusal is replayed, and a key that is not visible ASCII is 400', async () => {
    const refused = await create(agent, 'key-refused', { title: '' });
    expect(refused.statusCode).toBe(400);
    const again = await create(agent, 'key-refused', { title: '' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(refused.json());
    const bad = await create(agent, 'key with spaces', body(fresh()));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(IDEMPOTENCY_MESSAGES.invalidKey);
  });

  it('when no key is sent then a create runs every time, as before', async () => {
    const name = fresh();
    await create(agent, undefined, body(name));
    await create(agent, undefined, body(name));
    expect(await appointmentsTitled(name)).toBe(2);
  });
});
