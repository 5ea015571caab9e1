import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobRunner } from '../../../jobs';
import { SOA_REMINDER_QUEUE, soaReminderHandler } from '..';
import {
  backends,
  DEMO,
  postAs,
  signIn,
  startTestServer,
  type TestServer,
  type Tokens,
} from '../../../../test/harness';

const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;

const inThreeDays = () =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Chicago',
    month: '2-digit',
    day: '2-digit',
    year: 'numeric',
  }).format(new Date(Date.now() + 3 * DAY));

// SOA reminders (spec 02 §9): the first 7 days after the invite, the second 3 days after the first,
// only while the SOA waits for its signature. Time is passed to the job runner, never waited for.
describe.each(backends)('given a remote SOA sent by demoagent on %s', (kind) => {
  let server: TestServer;
  let agent: Tokens;
  let accountId: number;
  let serial = 0;

  beforeAll(async () => {
    server = await startTestServer(kind, { RUN_JOBS: '0' });
    agent = await signIn(server.app, ...DEMO.agent);
    accountId = (
      await server.database.db
        .selectFrom('app_user')
        .select('account_id')
        .where('user_id', '=', agent.user_id)
        .executeTakeFirstOrThrow()
    ).account_id;
  });
  afterAll(async () => {
    await server?.close();
  });

  /** Sends a remote SOA to a new complete lead through `POST clientInvite`; answers its email, invite and token. */
  const send = async () => {
    const db = server.database.db;
    const email = `reminder.${++serial}.${kind}@example.com`;
    const { lead_id } = await db
      .insertInto('lead')
      .values({
        account_id: accountId,
        user_id: agent.user_id,
        fname: 'Ruth',
        lname: 'Alvarez',
        dob: '1956-04-12',
        phone: '3125550142',
        phone_type: 'Home',
        address1: '12 Elm St',
        city: 'Chicago',
        state_id: 'IL',
        zip: '60601',
        county: 'Cook',
      })
      .returning('lead_id')
      .executeTakeFirstOrThrow();
    const { email_id } = await db
      .insertInto('lead_email')
      .values({ account_id: accountId, lead_id, email, email_type: 'Home' })
      .returning('email_id')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('lead')
      .set({ email, default_email_id: email_id })
      .where('account_id', '=', accountId)
      .where('lead_id', '=', lead_id)
      .execute();
    const response = await postAs(server.app, agent.access_token, '/api/clientInvite', {
      lead_id,
      mode: 'remote',
      aptDate: inThreeDays(),
      contactMethod: 'Phone',
      agentSignature: 'Marcus Bell',
    });
    expect(response.statusCode).toBe(200);
    const invite = await db
      .selectFrom('client_invite')
      .select(['client_invite_id', 'soa_id', 'created_at'])
      .where('account_id', '=', accountId)
      .where('lead_id', '=', lead_id)
      .executeTakeFirstOrThrow();
    const sent = await db
      .selectFrom('email_outbox')
      .select('body_text')
      .where('to_address', '=', email)
      .where('kind', '=', 'soa_invite')
      .executeTakeFirstOrThrow();
    const token = /\/client\/soa\/#([A-Za-z0-9_-]+)/.exec(sent.body_text)![1]!;
    return { email, token, sentAt: new Date(invite.created_at), ...invite };
  };

  /** A job runner for the reminder queue whose clock reads `at`. */
  const runAt = async (at: Date) => {
    const runner = createJobRunner(server.database.db, { now: () => at });
    runner.register(
      SOA_REMINDER_QUEUE,
      soaReminderHandler(server.database.db, { publicUrl: 'https://meridian.test', now: () => at }),
    );
    return runner.runOnce();
  };
  const reminders = (email: string) =>
    server.database.db
      .selectFrom('email_outbox')
      .select(['subject', 'body_text'])
      .where('to_address', '=', email)
      .where('kind', '=', 'soa_reminder')
      .orderBy('email_id')
      .execute();

  it('when an invite is sent then two reminder jobs are due 7 and 10 days later', async () => {
    const { client_invite_id, sentAt } = await send();
    const jobs = await server.database.db
      .selectFrom('job')
      .select(['run_at', 'payload'])
      .where('queue', '=', SOA_REMINDER_QUEUE)
      .where('account_id', '=', accountId)
      .execute();
    const mine = jobs
      .filter((j) => (j.payload as { client_invite_id: number }).client_invite_id === client_invite_id)
      .map((j) => Math.round((new Date(j.run_at).getTime() - sentAt.getTime()) / DAY))
      .sort((a, b) => a - b);
    expect(mine).toEqual([7, 10]);
  });

  it('when 7 and then 10 days pass unsigned then the client gets the invite again, marked as a reminder, each time once', async () => {
    const { email, token, sentAt } = await send();
    await runAt(new Date(sentAt.getTime() + 6 * DAY));
    expect(await reminders(email)).toHaveLength(0);
    await runAt(new Date(sentAt.getTime() + 7 * DAY + MINUTE));
    const first = await reminders(email);
    expect(first).toHaveLength(1);
    expect(first[0]!.subject).toMatch(
      /^Reminder: Medicare Health Plans - Scope of Appointment eSignature Request: for Ruth Alvarez from /,
    );
    expect(first[0]!.body_text).toContain(`https://meridian.test/client/soa/#${token}`);
    await runAt(new Date(sentAt.getTime() + 9 * DAY));
    expect(await reminders(email)).toHaveLength(1);
    await runAt(new Date(sentAt.getTime() + 10 * DAY + MINUTE));
    expect(await reminders(email)).toHaveLength(2);
    await runAt(new Date(sentAt.getTime() + 30 * DAY));
    expect(await reminders(email)).toHaveLength(2);
  });

  it('when the client has signed then no reminder is sent', async () => {
    const { email, token, sentAt } = await send();
    const signed = await server.app.inject({
      method: 'POST',
      url: '/api/public/soa/sign',
      payload: { token, product_types: ['part_d'], signer_name: 'Ruth Alvarez' },
    });
    expect(signed.statusCode).toBe(200);
    await runAt(new Date(sentAt.getTime() + 7 * DAY + MINUTE));
    await runAt(new Date(sentAt.getTime() + 10 * DAY + MINUTE));
    expect(await reminders(email)).toHaveLength(0);
  });

  it('when the link has expired or was revoked then no reminder is sent', async () => {
    const expired = await send();
    const revoked = await send();
    const db = server.database.db;
    await db
      .updateTable('client_invite')
      .set({ expires_at: new Date(expired.sentAt.getTime() + 5 * DAY) })
      .where('account_id', '=', accountId)
      .where('client_invite_id', '=', expired.client_invite_id)
      .execute();
    await db
      .updateTable('client_invite')
      .set({ revoked: '1' })
      .where('account_id', '=', accountId)
      .where('client_invite_id', '=', revoked.client_invite_id)
      .execute();
    await runAt(new Date(expired.sentAt.getTime() + 10 * DAY + MINUTE));
    expect(await reminders(expired.email)).toHaveLength(0);
    expect(await reminders(revoked.email)).toHaveLength(0);
  });
});
