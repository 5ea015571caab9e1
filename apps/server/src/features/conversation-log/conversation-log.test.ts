import { sql } from 'kysely';
import { is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConversationLogStruct, type ConversationLog } from '@meridian/api';
import { CONVERSATION_LOG_LIMIT } from '@meridian/domain';
import {
  accountOf,
  backends,
  getAs,
  postAs,
  signInDemoUsers,
  startTestServer,
  type TestServer,
  type Tokens,
} from '../../../test/harness';

const HOUR = 3_600_000;

// The lead page's conversation log (spec 02 §1, §2.12; issue 29): one time line of the lead's notes,
// dispositions, calls, SOAs and appointments, for whoever may see the lead.
describe.each(backends)('given the conversation log on %s', (kind) => {
  let server: TestServer;
  let agent: Tokens;
  let agent2: Tokens;
  let admin: Tokens;
  let other: Tokens;
  let accountId: number;
  /** Three of demoagent's leads, each with an empty log to start. */
  let quiet: number[];

  const logOf = async (who: Tokens, leadId: number) => {
    const response = await getAs(server.app, who.access_token, `/api/lead/${leadId}/conversationLog/`);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json() as ConversationLog;
    expect(is(answer, ConversationLogStruct), response.body).toBe(true);
    return answer;
  };

  beforeAll(async () => {
    server = await startTestServer(kind, { RUN_JOBS: '0' });
    ({ agent, agent2, admin, other } = await signInDemoUsers(server.app));
    accountId = await accountOf(server.database.db, agent.user_id);
    // Three of demoagent's leads without an SOA, their seeded notes, dispositions, calls and
    // appointments cleared: each test starts from an empty log.
    const db = server.database.db;
    quiet = (
      await db
        .selectFrom('lead as l')
        .select('l.lead_id')
        .where('l.account_id', '=', accountId)
        .where('l.user_id', '=', agent.user_id)
        .where('l.deleted', '=', '0')
        .where(
          sql<boolean>`not exists (select 1 from soa s where s.account_id = l.account_id and s.lead_id = l.lead_id)`,
        )
        .orderBy('l.lead_id')
        .limit(3)
        .execute()
    ).map((r) => r.lead_id);
    for (const table of ['lead_note', 'lead_disposition_log', 'phone_call', 'appointment'] as const)
      await db.deleteFrom(table).where('account_id', '=', accountId).where('lead_id', 'in', quiet).execute();
    expect(quiet).toHaveLength(3);
  });

  afterAll(() => server?.close());

  it('when a note, a disposition, a call, an appointment and an SOA are recorded then the log lists each once, newest first, naming who did it', async () => {
    const leadId = quiet[0]!;
    expect(await logOf(agent, leadId)).toEqual({ entries: [], truncated: false });
    const db = server.database.db;
    const ok = async (response: { statusCode: number; body: string }) =>
      expect([200, 201], response.body).toContain(response.statusCode);

    await ok(
      await postAs(server.app, agent.access_token, `/api/lead/${leadId}/conversationNote/`, {
        note: '<p>Asked about <b>dental</b></p><script>alert(1)</script>',
        user_id: agent.user_id,
      }),
    );
    const dispo = await db
      .selectFrom('lead_disposition')
      .select(['dispo_id', 'dispo_name'])
      .where('account_id', '=', accountId)
      .where('active', '=', '1')
      .orderBy('sort_order')
      .executeTakeFirstOrThrow();
    await ok(
      await postAs(server.app, agent.access_token, `/api/lead/${leadId}/disposition/`, {
        dispo_id: dispo.dispo_id,
        dispo_log: 'Wants a call after the holidays',
      }),
    );
    await ok(
      await postAs(server.app, agent.access_token, '/api/PhoneDialerProvider/phoneCall', {
        callee_phone_number: '(312) 555-0144',
        lead_id: leadId,
        user_id: agent.user_id,
      }),
    );
    const start = new Date(Date.now() + 48 * HOUR);
    start.setUTCHours(18, 0, 0, 0);
    await ok(
      await postAs(server.app, agent.access_token, `/api/lead/${leadId}/appointment/`, {
        title: 'Plan review',
        description: '',
        allday_flag: '0',
        importance: 5,
        start_time: start.toISOString(),
        end_time: new Date(start.getTime() + HOUR).toISOString(),
      }),
    );
    // An SOA sent and signed after all of that (the SOA flows are tested with their own routes), and a
    // draft, which is not an event of the log.
    const soaRow = (extra: object) => ({
      account_id: accountId,
      lead_id: leadId,
      user_id: agent.user_id,
      process_type: 'Enhanced' as const,
      client_name: 'Log Client',
      ...extra,
    });
    const later = (hours: number) => new Date(Date.now() + hours * HOUR);
    const { soa_id } = await db
      .insertInto('soa')
      .values(soaRow({ status: 'signed', created_at: later(1), signed_at: later(2) }))
      .returning('soa_id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('soa')
      .values(soaRow({ draft: '1', created_at: later(3) }))
      .execute();

    const { entries, truncated } = await logOf(agent, leadId);
    expect(truncated).toBe(false);
    expect(entries.map((e) => e.kind)).toEqual([
      'soa_signed',
      'soa_sent',
      'appointment',
      'call',
      'disposition',
      'note',
    ]);
    const by = { user_fname: 'Marcus', user_lname: 'Bell' };
    expect(entries).toEqual([
      expect.objectContaining({
        ...by,
        kind: 'soa_signed',
        id: soa_id,
        process_type: 'Enhanced',
        soa_status: 'signed',
      }),
      expect.objectContaining({ ...by, kind: 'soa_sent', id: soa_id }),
      expect.objectContaining({
        ...by,
        kind: 'appointment',
        title: 'Plan review',
        start_time: start.toISOString(),
        completed_date: null,
      }),
      expect.objectContaining({ ...by, kind: 'call', phone: '3125550144', status: 'requested' }),
      expect.objectContaining({
        ...by,
        kind: 'disposition',
        dispo_name: dispo.dispo_name,
        dispo_log: 'Wants a call after the holidays',
      }),
      expect.objectContaining({ ...by, kind: 'note', note: '<p>Asked about <b>dental</b></p>' }),
    ]);
    const times = entries.map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('when someone who may not see the lead asks then it answers 404, and an admin with lead_view_assigned reads it', async () => {
    const leadId = quiet[0]!;
    expect((await getAs(server.app, agent2.access_token, `/api/lead/${leadId}/conversationLog/`)).statusCode).toBe(404);
    expect((await getAs(server.app, other.access_token, `/api/lead/${leadId}/conversationLog/`)).statusCode).toBe(404);
    expect((await getAs(server.app, agent.access_token, `/api/lead/99999999/conversationLog/`)).statusCode).toBe(404);
    expect((await logOf(admin, leadId)).entries.length).toBeGreaterThan(0);
  });

  it(`when a lead has more than ${CONVERSATION_LOG_LIMIT} entries then the newest ${CONVERSATION_LOG_LIMIT} come, marked truncated`, async () => {
    const leadId = quiet[1]!;
    const base = Date.UTC(2026, 0, 1);
    await server.database.db
      .insertInto('lead_note')
      .values(
        Array.from({ length: CONVERSATION_LOG_LIMIT + 1 }, (_, i) => ({
          account_id: accountId,
          lead_id: leadId,
          user_id: agent.user_id,
          note: `<p>Note ${i}</p>`,
          created_at: new Date(base + i * 60_000),
        })),
      )
      .execute();
    const { entries, truncated } = await logOf(agent, leadId);
    expect(truncated).toBe(true);
    expect(entries).toHaveLength(CONVERSATION_LOG_LIMIT);
    expect(entries[0]).toMatchObject({ kind: 'note', note: `<p>Note ${CONVERSATION_LOG_LIMIT}</p>` });
    expect(entries.at(-1)).toMatchObject({ kind: 'note', note: '<p>Note 1</p>' });
  });

  it('when a deleted user wrote an entry then it is listed without a name', async () => {
    const leadId = quiet[2]!;
    await server.database.db
      .insertInto('lead_note')
      .values({ account_id: accountId, lead_id: leadId, user_id: null, note: '<p>Old note</p>' })
      .execute();
    expect((await logOf(agent, leadId)).entries).toEqual([
      expect.objectContaining({ kind: 'note', user_fname: null, user_lname: null }),
    ]);
  });
});
