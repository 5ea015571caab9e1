// Bulk Enhanced SOA (spec 02 §9 "up to 5,000 emails per send", §3.10, §2.5): a send of several leads
// runs as a job of the bulk_soa_send queue and emails each lead exactly once, even when the job is
// stopped part-way and run again, or the server restarts in the middle.
import { rm } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_SOA_MESSAGES, SOA_MESSAGES } from '@meridian/domain';
import { buildApp } from '../../../app';
import { loadConfig } from '../../../config';
import { bindKysely, openDatabase, type Database } from '../../../db/database';
import { migrate } from '../../../db/migrate';
import { loadReferenceData } from '../../../reference-data';
import type { DB } from '../../../schema';
import { seedDemoData } from '../../../seed';
import { TenantGuardPlugin, tenantTables } from '../../../db/tenant-guard';
import { BULK_SOA_QUEUE, bulkSoaJobHandler } from '..';
import { createJobRunner, type JobHandler } from '../../../jobs';
import {
  backends,
  createTestDatabase,
  DEMO,
  getAs,
  postAs,
  signIn,
  startTestServer,
  type TestServer,
  type Tokens,
} from '../../../../test/harness';
import { makeSoaLeads } from '../../../../test/soa-leads';

interface Progress {
  success: string;
  bulk_send_id: number;
  total: number;
  sent: number;
  skipped: number;
  status: string;
  skipped_leads: Array<{ lead_id: number; name: string; reason: string; message: string }>;
}

const accountOf = async (db: Kysely<DB>, userId: number) =>
  (await db.selectFrom('app_user').select('account_id').where('user_id', '=', userId).executeTakeFirstOrThrow())
    .account_id;

async function signatureOf(app: FastifyInstance, token: string) {
  const answer = (await postAs(app, token, '/api/esignature/byName', { signature_name: 'Marcus Bell' })).json() as {
    esignature_id: number;
  };
  return answer.esignature_id;
}

function sendBody(userId: number, leadIds: number[], esignatureId: number) {
  return {
    self_service_email_requestor_user_id: userId,
    lead_id_list: leadIds,
    self_service_email_template_type_id: 5,
    esignature_id: esignatureId,
    agent_custom_message: 'Looking forward to our call.',
  };
}

/** Emails queued for the bulk send's SOAs, by address: each lead's own address. */
async function bulkEmails(db: Kysely<DB>, tag: string) {
  const { rows } = await sql<{ to_address: string; n: string }>`
    SELECT to_address, count(*) AS n FROM email_outbox
    WHERE kind = 'soa_enhanced_invite' AND to_address LIKE ${`${tag}-%`}
    GROUP BY to_address`.execute(db);
  return new Map(rows.map((r) => [r.to_address, Number(r.n)]));
}

describe.each(backends)('given demoagent and a bulk Enhanced SOA send on %s', (kind) => {
  let server: TestServer;
  let agent: Tokens;
  let agent2: Tokens;
  let other: Tokens;
  let accountId: number;
  let otherAccountId: number;
  let esignatureId: number;
  /** The app's queries as the app makes them: an unscoped tenant query fails the test. */
  let guarded: Kysely<DB>;

  const send = (leadIds: number[], token = agent.access_token, userId = agent.user_id) =>
    postAs(server.app, token, '/api/SelfServiceEmailControl/send', sendBody(userId, leadIds, esignatureId));
  const progress = async (id: number, token = agent.access_token) =>
    getAs(server.app, token, `/api/SelfServiceEmailControl/bulk/${id}`);

  beforeAll(async () => {
    // RUN_JOBS=0: the tests run the jobs themselves, so nothing runs behind their back.
    server = await startTestServer(kind, { RUN_JOBS: '0' });
    agent = await signIn(server.app, ...DEMO.agent);
    agent2 = await signIn(server.app, ...DEMO.agent2);
    other = await signIn(server.app, ...DEMO.other);
    accountId = await accountOf(server.database.db, agent.user_id);
    otherAccountId = await accountOf(server.database.db, other.user_id);
    esignatureId = await signatureOf(server.app, agent.access_token);
    guarded = server.database.db.withPlugin(new TenantGuardPlugin(await tenantTables(server.database.db)));
  }, 120_000);

  afterAll(async () => {
    await server?.close();
  });

  it('when demoagent sends to several leads then the job emails the good ones once and skips the rest with reasons', async () => {
    const db = server.database.db;
    const good = await makeSoaLeads(db, accountId, agent.user_id, 3, { tag: 'mixed' });
    const [noEmail] = await makeSoaLeads(db, accountId, agent.user_id, 1, { tag: 'mixed-none', email: false });
    const [doNotEmail] = await makeSoaLeads(db, accountId, agent.user_id, 1, { tag: 'mixed-dne', doNotEmail: true });
    const [incomplete] = await makeSoaLeads(db, accountId, agent.user_id, 1, { tag: 'mixed-inc', complete: false });
    const [agent2Lead] = await makeSoaLeads(db, accountId, agent2.user_id, 1, { tag: 'mixed-a2' });
    const [otherLead] = await makeSoaLeads(db, otherAccountId, other.user_id, 1, { tag: 'mixed-other' });
    const leads = [...good, noEmail!, doNotEmail!, incomplete!, agent2Lead!, otherLead!];

    const response = await send(leads);
    expect(response.statusCode).toBe(200);
    const answer = response.json() as { success: string; message: string; bulk_send_id: number };
    expect(answer).toMatchObject({ success: '1', message: BULK_SOA_MESSAGES.queued });
    const queued = (await progress(answer.bulk_send_id)).json() as Progress;
    expect(queued).toMatchObject({ total: 8, sent: 0, skipped: 0, status: 'queued' });

    while ((await server.app.jobs.runOnce()) > 0);
    const done = (await progress(answer.bulk_send_id)).json() as Progress;
    expect(done).toMatchObject({ success: '1', total: 8, sent: 3, skipped: 5, status: 'done' });
    expect(done.skipped_leads.map((l) => [l.lead_id, l.reason])).toEqual(
      [
        [noEmail, 'no_email'],
        [doNotEmail, 'do_not_email'],
        [incomplete, 'missing_requirements'],
        [agent2Lead, 'not_your_lead'],
        [otherLead, 'not_your_lead'],
      ].sort((a, b) => Number(a[0]) - Number(b[0])),
    );
    // Another agent's or account's lead is not named.
    expect(done.skipped_leads.find((l) => l.lead_id === otherLead)).toMatchObject({
      name: '',
      message: BULK_SOA_MESSAGES.skipReasons.not_your_lead,
    });
    expect(done.skipped_leads.find((l) => l.lead_id === incomplete)!.message).toMatch(/^Missing lead details: /);
    const emails = await bulkEmails(db, 'mixed');
    expect([...emails.keys()].sort()).toEqual(['mixed-1@example.com', 'mixed-2@example.com', 'mixed-3@example.com']);
    expect([...emails.values()]).toEqual([1, 1, 1]);
    const soas = await db
      .selectFrom('soa')
      .select(['lead_id', 'process_type'])
      .where('account_id', '=', accountId)
      .where('bulk_send_id', '=', String(answer.bulk_send_id))
      .orderBy('lead_id')
      .execute();
    expect(soas).toEqual(good.map((lead_id) => ({ lead_id, process_type: 'Enhanced' })));
    const audit = await db
      .selectFrom('admin_audit')
      .select(['action', 'changed_by'])
      .where('account_id', '=', accountId)
      .where('entity', '=', 'bulk_soa_send')
      .where('entity_id', '=', answer.bulk_send_id)
      .execute();
    expect(audit).toEqual([{ action: 'send', changed_by: agent.user_id }]);
  });

  it('when the job is stopped part-way and run again, twice, then each lead is emailed exactly once', async () => {
    const db = server.database.db;
    const leads = await makeSoaLeads(db, accountId, agent.user_id, 45, { tag: 'resume' });
    const { bulk_send_id } = (await send(leads)).json() as { bulk_send_id: number };
    const handler = bulkSoaJobHandler(guarded, { publicUrl: 'https://meridian.example' });
    // The first run's signal aborts once the first batch has been recorded, like a stop between batches.
    const stopAfterFirstBatch: JobHandler<never> = async (context) => {
      const controller = new AbortController();
      return handler({
        ...context,
        payload: context.payload,
        signal: controller.signal,
        setProgress: async (done, total) => {
          await context.setProgress(done, total);
          if (done > 0) controller.abort(new Error('stopped'));
        },
      });
    };
    let t = Date.now();
    const first = createJobRunner(guarded, {
      now: () => new Date(t),
      handlers: { [BULK_SOA_QUEUE]: stopAfterFirstBatch },
    });
    expect(await first.runOnce()).toBe(1);
    const halfway = (await progress(bulk_send_id)).json() as Progress;
    expect(halfway).toMatchObject({ status: 'queued', sent: 20, total: 45 });
    expect([...(await bulkEmails(db, 'resume')).values()]).toHaveLength(20);

    t += 60_000;
    const second = createJobRunner(guarded, { now: () => new Date(t), handlers: { [BULK_SOA_QUEUE]: handler } });
    expect(await second.runOnce()).toBe(1);
    expect((await progress(bulk_send_id)).json()).toMatchObject({ status: 'done', sent: 45, skipped: 0 });

    // The job run once more (a duplicate run after a takeover) sends nothing new.
    const job = await db
      .selectFrom('bulk_soa_send')
      .select('job_id')
      .where('account_id', '=', accountId)
      .where('bulk_send_id', '=', String(bulk_send_id))
      .executeTakeFirstOrThrow();
    const jobRow = await db.selectFrom('job').selectAll().where('job_id', '=', job.job_id!).executeTakeFirstOrThrow();
    await handler({
      job: { ...jobRow, job_id: Number(jobRow.job_id) } as never,
      payload: jobRow.payload as never,
      signal: new AbortController().signal,
      setProgress: async () => {},
    });
    const emails = await bulkEmails(db, 'resume');
    expect(emails.size).toBe(45);
    expect([...emails.values()].every((n) => n === 1)).toBe(true);
  });

  it('when more than 5,000 leads are sent then the send is refused with the limit and nothing is queued', async () => {
    const before = await server.database.db
      .selectFrom('bulk_soa_send')
      .select(sql<string>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    const ids = Array.from({ length: 5_001 }, (_, i) => i + 1);
    const answer = (await send(ids)).json();
    expect(answer).toMatchObject({ success: '0', message: BULK_SOA_MESSAGES.tooMany });
    const after = await server.database.db
      .selectFrom('bulk_soa_send')
      .select(sql<string>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('when bulk SOA email is switched off then a bulk send is refused with the notice', async () => {
    const db = server.database.db;
    const leads = await makeSoaLeads(db, accountId, agent.user_id, 2, { tag: 'flag' });
    await db
      .updateTable('feature_flag')
      .set({ enabled: true })
      .where('flag_name', '=', 'disable_bulk_soa_email')
      .execute();
    try {
      const answer = (await send(leads)).json();
      expect(answer).toMatchObject({ success: '0', message: SOA_MESSAGES.bulkEmailDisabled });
      expect(answer.bulk_send_id).toBeUndefined();
    } finally {
      await db
        .updateTable('feature_flag')
        .set({ enabled: false })
        .where('flag_name', '=', 'disable_bulk_soa_email')
        .execute();
    }
  });

  it('when another agent or another account reads a send then it is not found', async () => {
    const leads = await makeSoaLeads(server.database.db, accountId, agent.user_id, 2, { tag: 'tenancy' });
    const { bulk_send_id } = (await send(leads)).json() as { bulk_send_id: number };
    expect((await progress(bulk_send_id)).statusCode).toBe(200);
    expect((await progress(bulk_send_id, agent2.access_token)).statusCode).toBe(404);
    expect((await progress(bulk_send_id, other.access_token)).statusCode).toBe(404);
    // Another account's agent sending this account's lead ids: every one is skipped, none emailed.
    const otherSignature = await signatureOf(server.app, other.access_token);
    const foreign = (
      await postAs(
        server.app,
        other.access_token,
        '/api/SelfServiceEmailControl/send',
        sendBody(other.user_id, leads, otherSignature),
      )
    ).json() as { success: string; message: string; bulk_send_id?: number };
    if (foreign.success === '1') {
      while ((await server.app.jobs.runOnce()) > 0);
      const read = (await progress(foreign.bulk_send_id!, other.access_token)).json() as Progress;
      expect(read).toMatchObject({ sent: 0, skipped: 2 });
      expect(read.skipped_leads.every((l) => l.reason === 'not_your_lead' && l.name === '')).toBe(true);
    } else {
      // Owen has no agent phone: refused before anything is queued.
      expect(foreign.message).toBe(SOA_MESSAGES.agentPhoneMissing);
    }
    while ((await server.app.jobs.runOnce()) > 0);
    expect([...(await bulkEmails(server.database.db, 'tenancy')).values()]).toEqual([1, 1]);
  });
});

describe.each(backends)('given a bulk send of 300 leads and a server restart in the middle on %s', (kind) => {
  it('when the server stops part-way and a new one opens the same database then each lead is emailed exactly once', async () => {
    const scratch = await createTestDatabase(kind);
    await migrate(scratch.database);
    await loadReferenceData(scratch.database);
    await seedDemoData(scratch.database);
    // PGlite: one process at a time on a data folder, so the scratch handle is closed while the apps run.
    if (kind === 'pglite') await scratch.database.close();
    const env = {
      DATA_DIR: scratch.dataDir,
      LOG_LEVEL: 'silent',
      ...(scratch.databaseUrl ? { DATABASE_URL: scratch.databaseUrl } : {}),
    };
    const open = async () => {
      const database = await openDatabase({ databaseUrl: scratch.databaseUrl, dataDir: scratch.dataDir });
      const guard = new TenantGuardPlugin(await tenantTables(database.db));
      const guardedDatabase: Database = { ...database, db: database.db.withPlugin(guard) };
      bindKysely(guardedDatabase.db, database);
      const app = await buildApp({ config: loadConfig(env), database: guardedDatabase, logger: false });
      await app.ready();
      return { app, db: database.db };
    };
    let first: Awaited<ReturnType<typeof open>> | undefined;
    let second: Awaited<ReturnType<typeof open>> | undefined;
    try {
      first = await open();
      const agent = await signIn(first.app, ...DEMO.agent);
      const accountId = await accountOf(first.db, agent.user_id);
      const leads = await makeSoaLeads(first.db, accountId, agent.user_id, 300, { tag: 'restart' });
      const esignatureId = await signatureOf(first.app, agent.access_token);
      const answer = (
        await postAs(
          first.app,
          agent.access_token,
          '/api/SelfServiceEmailControl/send',
          sendBody(agent.user_id, leads, esignatureId),
        )
      ).json() as { bulk_send_id: number };
      const read = async (app: FastifyInstance) =>
        (
          await getAs(app, agent.access_token, `/api/SelfServiceEmailControl/bulk/${answer.bulk_send_id}`)
        ).json() as Progress;

      // The first server's runner picks the job up; it is stopped once some leads are emailed.
      const app1 = first.app;
      await expect
        .poll(async () => (await read(app1)).sent, { timeout: 60_000, interval: 50 })
        .toBeGreaterThanOrEqual(40);
      await first.app.close();
      first = undefined;

      second = await open();
      const app2 = second.app;
      const resumed = await read(app2);
      // Released by the first server's stop; the new server's runner may already have taken it again.
      expect(['queued', 'running']).toContain(resumed.status);
      expect(resumed.sent).toBeGreaterThanOrEqual(40);
      expect(resumed.sent).toBeLessThan(300);
      await expect.poll(async () => (await read(app2)).status, { timeout: 120_000, interval: 100 }).toBe('done');
      expect(await read(app2)).toMatchObject({ total: 300, sent: 300, skipped: 0 });
      const emails = await bulkEmails(second.db, 'restart');
      expect(emails.size).toBe(300);
      expect([...emails.values()].every((n) => n === 1)).toBe(true);
    } finally {
      await first?.app.close();
      await second?.app.close();
      if (kind === 'pglite') await rm(scratch.dataDir, { recursive: true, force: true });
      else await scratch.cleanup();
    }
  }, 240_000);
});
