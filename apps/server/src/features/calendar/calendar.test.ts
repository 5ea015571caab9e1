// Calendar calls (spec 02 §2.12, §3.6, §5.5, §5.6, §7.5, §8): each call, the domain's messages,
// tenancy (another agent's item or another account's answers 404), calendar_manage, audit rows and
// the user answer's appointment_count.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountOf,
  backends,
  firstLeadOf,
  getAs,
  postAs,
  signInDemoUsers,
  startTestServer,
  type TestServer,
  type Tokens,
} from '../../../test/harness';

const HOUR = 60 * 60 * 1000;
const at = (ms: number) => new Date(ms).toISOString();

describe.each(backends)('given the calendar on %s', (kind) => {
  let server: TestServer;
  let agent: Tokens;
  let agent2: Tokens;
  let admin: Tokens;
  let other: Tokens;
  let accountId: number;
  // Two days on, at 18:00 UTC (noon or 1 pm Central): an hour either side stays on the same Central day
  // whatever the time the suite runs (at 00:20 Central, "an hour before" was the day before: End Date).
  const start = (() => {
    const day = new Date(Date.now() + 48 * HOUR);
    day.setUTCHours(18, 0, 0, 0);
    return day.getTime();
  })();
  const appointment = (extra: Record<string, unknown> = {}) => ({
    title: 'Plan review',
    description: 'Bring the drug list',
    allday_flag: '0',
    importance: 1,
    start_time: at(start),
    end_time: at(start + HOUR),
    ...extra,
  });

  beforeAll(async () => {
    server = await startTestServer(kind, { RUN_JOBS: '0' });
    ({ agent, agent2, admin, other } = await signInDemoUsers(server.app));
    accountId = await accountOf(server.database.db, agent.user_id);
  });
  afterAll(async () => {
    await server?.close();
  });

  const create = async (body: unknown, tokens = agent) => {
    const response = await postAs(server.app, tokens.access_token, `/api/user/${tokens.user_id}/appointment/`, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const audit = (id: number) =>
    server.database.db
      .selectFrom('admin_audit')
      .select(['action', 'changed_by'])
      .where('account_id', '=', accountId)
      .where('entity', '=', 'appointment')
      .where('entity_id', '=', id)
      .orderBy('audit_id')
      .execute();

  it('when the agent adds, reads, updates, dismisses and deletes an appointment then each answers the spec message and writes an audit row', async () => {
    const saved = await create(appointment());
    expect(saved.message).toBe('Appointment saved successfully.');
    expect(saved.result).toMatchObject({
      title: 'Plan review',
      importance: 1,
      appointment_type_id: 'agent',
      completed_date: '',
    });
    const id = saved.result.appointment_id as number;

    const read = await getAs(server.app, agent.access_token, `/api/appointment/${id}`);
    expect(read.json().result.end_time).toBe(at(start + HOUR));

    const moved = await postAs(server.app, agent.access_token, `/api/appointment/${id}`, {
      start_time: at(start + HOUR),
      end_time: at(start + 2 * HOUR),
    });
    expect(moved.json()).toMatchObject({
      message: 'Appointment updated successfully.',
      result: { title: 'Plan review' },
    });

    const dismissed = await postAs(server.app, agent.access_token, `/api/appointment/${id}`, {
      completed_date: at(Date.now()),
    });
    expect(dismissed.json().result.completed_date).not.toBe('');

    const deleted = await getAs(server.app, agent.access_token, `/api/appointment/${id}/delete`);
    expect(deleted.json()).toEqual({ success: true, message: 'Appointment deleted successfully.', appointment_id: id });
    expect((await getAs(server.app, agent.access_token, `/api/appointment/${id}`)).statusCode).toBe(404);
    expect((await audit(id)).map((row) => row.action)).toEqual(['create', 'update', 'update', 'delete']);
    expect((await audit(id)).every((row) => row.changed_by === agent.user_id)).toBe(true);
  });

  it('when a task is added without an end time then it is a task with task messages', async () => {
    const saved = await create({ title: 'Call back Ruth', start_time: at(start), end_time: null });
    expect(saved).toMatchObject({ message: 'Task saved successfully.', result: { end_time: null } });
    const id = saved.result.appointment_id as number;
    const done = await postAs(server.app, agent.access_token, `/api/appointment/${id}`, { completed_date: at(start) });
    expect(done.json().message).toBe('Task updated successfully.');
    const undated = await create({ title: 'Someday' });
    expect(undated.result.start_time).toBeNull();
    expect((await getAs(server.app, agent.access_token, `/api/appointment/${id}/delete`)).json().message).toBe(
      'Task deleted successfully.',
    );
  });

  it.each([
    [{ title: '' }, 'Title is required.'],
    [{ start_time: '' }, 'Start Date is required.'],
    [{ end_time: at(start - HOUR) }, 'End Time contains invalid data.'],
    [{ end_time: at(start - 48 * HOUR) }, 'End Date contains invalid data.'],
  ])('when an appointment %j is refused then it answers %s and saves nothing', async (change, message) => {
    const before = await server.database.db
      .selectFrom('appointment')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const response = await postAs(
      server.app,
      agent.access_token,
      `/api/user/${agent.user_id}/appointment/`,
      appointment(change),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    const after = await server.database.db
      .selectFrom('appointment')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('when an update is refused then the item is unchanged', async () => {
    const id = (await create(appointment())).result.appointment_id;
    const refused = await postAs(server.app, agent.access_token, `/api/appointment/${id}`, { title: ' ' });
    expect(refused.json()).toMatchObject({ success: false, message: 'Title is required.' });
    expect((await getAs(server.app, agent.access_token, `/api/appointment/${id}`)).json().result.title).toBe(
      'Plan review',
    );
  });

  it("when created from a lead then it is the caller's lead appointment; another agent's lead answers 404", async () => {
    const leadId = await firstLeadOf(server.database.db, accountId, agent.user_id);
    const response = await postAs(server.app, agent.access_token, `/api/lead/${leadId}/appointment/`, appointment());
    expect(response.json().result).toMatchObject({
      lead_id: leadId,
      appointment_type_id: 'lead',
      user_id: agent.user_id,
    });
    expect(response.json().result.lead_name).toEqual(expect.any(String));
    expect(
      (await postAs(server.app, agent2.access_token, `/api/lead/${leadId}/appointment/`, appointment())).statusCode,
    ).toBe(404);
    expect(
      (
        await postAs(
          server.app,
          agent2.access_token,
          `/api/user/${agent2.user_id}/appointment/`,
          appointment({ lead_id: leadId }),
        )
      ).statusCode,
    ).toBe(404);
  });

  it('when searching a range then the agent sees their items in it; another agent and another account answer 404; an admin with lead_view_assigned sees them', async () => {
    const inRange = (await create(appointment({ title: 'In range' }))).result.appointment_id;
    const later = (
      await create(
        appointment({
          title: 'Later',
          start_time: at(start + 30 * 24 * HOUR),
          end_time: at(start + 30 * 24 * HOUR + HOUR),
        }),
      )
    ).result.appointment_id;
    const body = { from: at(start - HOUR), to: at(start + 24 * HOUR) };
    const url = `/api/user/${agent.user_id}/appointment/search`;
    const found = (await postAs(server.app, agent.access_token, url, body)).json();
    const ids = found.result.map((row: { appointment_id: number }) => row.appointment_id);
    expect(ids).toContain(inRange);
    expect(ids).not.toContain(later);
    expect((await postAs(server.app, agent2.access_token, url, body)).statusCode).toBe(404);
    expect((await postAs(server.app, other.access_token, url, body)).statusCode).toBe(404);
    expect((await postAs(server.app, admin.access_token, url, body)).json().result.length).toBe(found.result.length);
    for (const tokens of [agent2, other]) {
      expect((await getAs(server.app, tokens.access_token, `/api/appointment/${inRange}`)).statusCode).toBe(404);
      expect(
        (await postAs(server.app, tokens.access_token, `/api/appointment/${inRange}`, { title: 'Mine' })).statusCode,
      ).toBe(404);
      expect((await getAs(server.app, tokens.access_token, `/api/appointment/${inRange}/delete`)).statusCode).toBe(404);
    }
    expect((await getAs(server.app, agent.access_token, `/api/appointment/${inRange}`)).json().result.title).toBe(
      'In range',
    );
  });

  it("when a lead's items are read then the agent sees theirs by start time, the admin every agent's; another agent's or account's lead answers 404", async () => {
    const leadId = await firstLeadOf(server.database.db, accountId, agent.user_id);
    const url = `/api/lead/${leadId}/appointments`;
    const later = (
      await postAs(
        server.app,
        agent.access_token,
        `/api/lead/${leadId}/appointment/`,
        appointment({ title: 'Lead later', start_time: at(start + 5 * HOUR), end_time: at(start + 6 * HOUR) }),
      )
    ).json().result.appointment_id;
    const sooner = (
      await postAs(
        server.app,
        agent.access_token,
        `/api/lead/${leadId}/appointment/`,
        appointment({ title: 'Lead sooner' }),
      )
    ).json().result.appointment_id;
    const undated = (
      await postAs(server.app, agent.access_token, `/api/lead/${leadId}/appointment/`, {
        title: 'Lead call back',
        start_time: null,
        end_time: null,
      })
    ).json().result.appointment_id;
    // The admin's own item on the agent's lead: the agent does not see it, the admin sees both agents'.
    const admins = (
      await postAs(
        server.app,
        admin.access_token,
        `/api/user/${admin.user_id}/appointment/`,
        appointment({ title: 'Admin on lead', lead_id: leadId }),
      )
    ).json().result.appointment_id;
    const found = (await getAs(server.app, agent.access_token, url)).json();
    const ids: number[] = found.result.map((row: { appointment_id: number }) => row.appointment_id);
    expect(found.total_records).toBe(ids.length);
    expect(ids.indexOf(sooner)).toBeLessThan(ids.indexOf(later));
    expect(ids.at(-1)).toBe(undated);
    expect(ids).not.toContain(admins);
    expect(found.result.every((row: { lead_id: number }) => row.lead_id === leadId)).toBe(true);
    const seen = (await getAs(server.app, admin.access_token, url))
      .json()
      .result.map((row: { appointment_id: number }) => row.appointment_id);
    expect(seen).toEqual(expect.arrayContaining([sooner, later, undated, admins]));
    expect((await getAs(server.app, agent2.access_token, url)).statusCode).toBe(404);
    expect((await getAs(server.app, other.access_token, url)).statusCode).toBe(404);
  });

  it('when the search asks for open tasks only then appointments and completed tasks are left out', async () => {
    const due = at(start + 2 * HOUR);
    const open = (await create({ title: 'Open task', start_time: due, end_time: null })).result.appointment_id;
    const done = (await create({ title: 'Done task', start_time: due, end_time: null })).result.appointment_id;
    await postAs(server.app, agent.access_token, `/api/appointment/${done}`, { completed_date: at(Date.now()) });
    const meeting = (await create(appointment({ title: 'Meeting' }))).result.appointment_id;
    const url = `/api/user/${agent.user_id}/appointment/search`;
    const range = { from: at(start - HOUR), to: at(start + 24 * HOUR) };
    const ids = async (body: object) =>
      (await postAs(server.app, agent.access_token, url, { ...range, ...body }))
        .json()
        .result.map((row: { appointment_id: number }) => row.appointment_id);
    expect(await ids({})).toEqual(expect.arrayContaining([open, done, meeting]));
    const openTasks = await ids({ tasks_only: true, open_only: true });
    expect(openTasks).toContain(open);
    expect(openTasks).not.toContain(done);
    expect(openTasks).not.toContain(meeting);
    expect(await ids({ tasks_only: true })).toEqual(expect.arrayContaining([open, done]));
  });

  it('when the user is read then appointment_count counts their open items', async () => {
    const count = async () =>
      (await getAs(server.app, agent.access_token, `/api/user/${agent.user_id}`)).json().appointment_count;
    const before = await count();
    const id = (await create(appointment())).result.appointment_id;
    expect(await count()).toBe(before + 1);
    await postAs(server.app, agent.access_token, `/api/appointment/${id}`, { completed_date: at(Date.now()) });
    expect(await count()).toBe(before);
  });

  it('when demoagent opens the calendar then the seed shows appointments and tasks today and this week', async () => {
    const now = Date.now();
    const week = await postAs(server.app, agent.access_token, `/api/user/${agent.user_id}/appointment/search`, {
      from: at(now - 24 * HOUR),
      to: at(now + 6 * 24 * HOUR),
      include_undated_tasks: true,
    });
    const titles = week.json().result.map((row: { title: string }) => row.title);
    expect(titles).toEqual(expect.arrayContaining(['Plan review', 'Team meeting', 'Update agent writing numbers']));
    const kinds = week
      .json()
      .result.map((row: { end_time: string | null }) => (row.end_time === null ? 'task' : 'appointment'));
    expect(new Set(kinds)).toEqual(new Set(['task', 'appointment']));
  });

  it('when a role lacks calendar_manage then the calendar calls answer 403', async () => {
    const db = server.database.db;
    const { role_id } = await db
      .selectFrom('app_user')
      .select('role_id')
      .where('user_id', '=', agent.user_id)
      .executeTakeFirstOrThrow();
    await db
      .deleteFrom('role_permission')
      .where('account_id', '=', accountId)
      .where('role_id', '=', role_id)
      .where('permission_name', '=', 'calendar_manage')
      .execute();
    try {
      const search = await postAs(server.app, agent.access_token, `/api/user/${agent.user_id}/appointment/search`, {
        from: at(start),
        to: at(start + HOUR),
      });
      expect(search.statusCode).toBe(403);
      expect(
        (await postAs(server.app, agent.access_token, `/api/user/${agent.user_id}/appointment/`, appointment()))
          .statusCode,
      ).toBe(403);
    } finally {
      await db
        .insertInto('role_permission')
        .values({ account_id: accountId, role_id, permission_name: 'calendar_manage' })
        .execute();
    }
  });
});
