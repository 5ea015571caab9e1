// The private calendar feed (an .ics link with a revocable token, only its sha256 kept) and the
// appointment reminders (a notice, and an email when the preference allows; rescheduled when the
// appointment moves, none once dismissed or deleted). Time is passed in, never waited for.
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobRunner } from '../../jobs';
import { APPOINTMENT_REMINDER_QUEUE, appointmentReminderHandler, feedTokenHash } from '.';
import {
  accountOf,
  backends,
  DEMO,
  getAs,
  postAs,
  signIn,
  startTestServer,
  type TestServer,
  type Tokens,
} from '../../../test/harness';

const HOUR = 60 * 60 * 1000;
const MINUTE = 60 * 1000;
const at = (ms: number) => new Date(ms).toISOString();

describe.each(backends)("given demoagent's calendar feed and reminders on %s", (kind) => {
  let server: TestServer;
  let agent: Tokens;
  let agent2: Tokens;
  let serial = 0;

  beforeAll(async () => {
    server = await startTestServer(kind, { RUN_JOBS: '0', PUBLIC_URL: 'https://meridian.test' });
    [agent, agent2] = await Promise.all([signIn(server.app, ...DEMO.agent), signIn(server.app, ...DEMO.agent2)]);
  });
  afterAll(async () => {
    await server?.close();
  });

  const create = async (start: number, extra: Record<string, unknown> = {}) => {
    const title = `Visit ${++serial} ${kind}`;
    const response = await postAs(server.app, agent.access_token, `/api/user/${agent.user_id}/appointment/`, {
      title,
      description: 'Kitchen table, bring forms; parking\nin back',
      start_time: at(start),
      end_time: at(start + HOUR),
      ...extra,
    });
    expect(response.statusCode, response.body).toBe(200);
    return { id: response.json().result.appointment_id as number, title };
  };
  const feedUrl = async () => {
    const made = await postAs(server.app, agent.access_token, `/api/user/${agent.user_id}/calendarFeed`, {});
    expect(made.statusCode).toBe(200);
    return new URL(made.json().feed_url as string);
  };

  it('when the feed is read then an iCalendar parser finds the appointment with its times and text', async () => {
    const start = Date.UTC(2026, 11, 1, 16, 0);
    const { id, title } = await create(start);
    const url = await feedUrl();
    expect(url.origin).toBe('https://meridian.test');
    const response = await server.app.inject({ method: 'GET', url: url.pathname });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/calendar/);
    const calendar = new ICAL.Component(ICAL.parse(response.body));
    const event = calendar
      .getAllSubcomponents('vevent')
      .map((v) => new ICAL.Event(v))
      .find((e) => e.uid === `appointment-${id}@meridian.test`);
    expect(event?.summary).toBe(title);
    expect(event?.description).toBe('Kitchen table, bring forms; parking\nin back');
    expect(event?.startDate.toJSDate().toISOString()).toBe(at(start));
    expect(event?.endDate.toJSDate().toISOString()).toBe(at(start + HOUR));
  });

  it('when the link is made again or revoked then the old token answers 404, and only its hash is stored', async () => {
    const first = await feedUrl();
    const token = /\/api\/public\/calendar\/([A-Za-z0-9_-]+)\.ics$/.exec(first.pathname)![1]!;
    const stored = await server.database.db.selectFrom('calendar_feed').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).toContain(feedTokenHash(token));
    expect(stored.map((row) => row.token_hash)).not.toContain(token);
    const second = await feedUrl();
    expect((await server.app.inject({ method: 'GET', url: first.pathname })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: second.pathname })).statusCode).toBe(200);
    expect((await getAs(server.app, agent.access_token, `/api/user/${agent.user_id}/calendarFeed`)).json().active).toBe(
      true,
    );
    await getAs(server.app, agent.access_token, `/api/user/${agent.user_id}/calendarFeed/delete`);
    expect((await server.app.inject({ method: 'GET', url: second.pathname })).statusCode).toBe(404);
    expect((await getAs(server.app, agent.access_token, `/api/user/${agent.user_id}/calendarFeed`)).json().active).toBe(
      false,
    );
    expect((await server.app.inject({ method: 'GET', url: '/api/public/calendar/nothing.ics' })).statusCode).toBe(404);
    expect((await getAs(server.app, agent2.access_token, `/api/user/${agent.user_id}/calendarFeed`)).statusCode).toBe(
      404,
    );
  });

  /** A job runner for the reminder queue whose clock reads `now`. */
  const runAt = async (now: number) => {
    const runner = createJobRunner(server.database.db, { now: () => new Date(now) });
    runner.register(APPOINTMENT_REMINDER_QUEUE, appointmentReminderHandler(server.database.db));
    while (await runner.runOnce()) {
      // every job due by then
    }
  };
  const noticesFor = (title: string) =>
    server.database.db
      .selectFrom('notice')
      .select(['notice_title', 'recipient_user_id'])
      .where('notice_title', '=', `Appointment reminder: ${title}`)
      .execute();
  const emailsFor = (title: string) =>
    server.database.db
      .selectFrom('email_outbox')
      .select('to_address')
      .where('kind', '=', 'appointment_reminder')
      .where('subject', '=', `Appointment reminder: ${title}`)
      .execute();

  it('when 30 minutes before the start pass then the agent alone gets one notice and one email', async () => {
    const start = Date.now() + 5 * HOUR;
    const { title } = await create(start);
    await runAt(start - 31 * MINUTE);
    expect(await noticesFor(title)).toHaveLength(0);
    await runAt(start - 29 * MINUTE);
    await runAt(start - 10 * MINUTE);
    expect(await noticesFor(title)).toEqual([
      { notice_title: `Appointment reminder: ${title}`, recipient_user_id: agent.user_id },
    ]);
    expect(await emailsFor(title)).toHaveLength(1);
    const count = async (tokens: Tokens) =>
      (await getAs(server.app, tokens.access_token, `/api/noticeOutstandingCount/${tokens.user_id}`)).json()
        .notice_outstanding_count as number;
    const others = await count(agent2);
    const mine = await count(agent);
    await runAt(start - 5 * MINUTE);
    expect(await count(agent)).toBe(mine);
    const late = await create(start + HOUR);
    await runAt(start + 40 * MINUTE);
    expect(await noticesFor(late.title)).toHaveLength(1);
    expect(await count(agent)).toBe(mine + 1);
    expect(await count(agent2)).toBe(others);
  });

  it('when the appointment moves then the reminder follows it; once dismissed or deleted none is sent', async () => {
    const start = Date.now() + 5 * HOUR;
    const moved = await create(start);
    await postAs(server.app, agent.access_token, `/api/appointment/${moved.id}`, {
      start_time: at(start + 2 * HOUR),
      end_time: at(start + 3 * HOUR),
    });
    const dismissed = await create(start);
    await postAs(server.app, agent.access_token, `/api/appointment/${dismissed.id}`, {
      completed_date: at(Date.now()),
    });
    const deleted = await create(start);
    await getAs(server.app, agent.access_token, `/api/appointment/${deleted.id}/delete`);
    await runAt(start - 10 * MINUTE);
    expect(await noticesFor(moved.title)).toHaveLength(0);
    expect(await noticesFor(dismissed.title)).toHaveLength(0);
    expect(await noticesFor(deleted.title)).toHaveLength(0);
    await runAt(start + 2 * HOUR - 10 * MINUTE);
    expect(await noticesFor(moved.title)).toHaveLength(1);
  });

  it('when the agent turned appointment reminder emails off then only the notice is made', async () => {
    const db = server.database.db;
    const account_id = await accountOf(db, agent.user_id);
    await db
      .insertInto('communication_preference')
      .values({
        account_id,
        user_id: agent.user_id,
        communication_notification_type_id: 1,
        communication_preference_bit_email: '0',
        communication_preference_bit_text: '0',
      })
      .onConflict((oc) =>
        oc
          .columns(['account_id', 'user_id', 'communication_notification_type_id'])
          .doUpdateSet({ communication_preference_bit_email: '0' }),
      )
      .execute();
    const start = Date.now() + 5 * HOUR;
    const { title } = await create(start);
    await runAt(start - 10 * MINUTE);
    expect(await noticesFor(title)).toHaveLength(1);
    expect(await emailsFor(title)).toHaveLength(0);
  });
});
