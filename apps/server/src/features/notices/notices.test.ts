import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { is } from 'superstruct';
import {
  ExportAnswerStruct,
  NoticeCountStruct,
  NoticeDismissAnswerStruct,
  NoticeSearchAnswerStruct,
} from '@meridian/api';
import {
  backends,
  bearer,
  getAs,
  postAs,
  signInDemoUsers,
  startTestServer,
  type TestServer,
  type Tokens,
} from '../../../test/harness';

describe.each(backends)('given notices on %s', (kind) => {
  let server: TestServer;
  let agent: Tokens;
  let agent2: Tokens;
  let admin: Tokens;
  let other: Tokens;
  let demoAccount: number;

  beforeAll(async () => {
    server = await startTestServer(kind);
    ({ agent, agent2, admin, other } = await signInDemoUsers(server.app));
    demoAccount = (
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

  const count = async (who: Tokens) => {
    const response = await getAs(server.app, who.access_token, `/api/noticeOutstandingCount/${who.user_id}`);
    expect(response.statusCode).toBe(200);
    expect(is(response.json(), NoticeCountStruct)).toBe(true);
    return response.json() as { notice_outstanding_count: number; includes_important: string };
  };
  const notices = async (who: Tokens, body: object) => {
    const response = await postAs(server.app, who.access_token, `/api/user/${who.user_id}/userNotice/search`, body);
    expect(response.statusCode, response.body).toBe(200);
    expect(is(response.json(), NoticeSearchAnswerStruct)).toBe(true);
    return response.json() as {
      total_records: number;
      page_number: number;
      records_per_page: number;
      result: Array<{
        notice_id: number;
        notice_title: string;
        notice_text: string;
        important_popup: string;
        dismissed_date: string | null;
        start_date: string;
      }>;
    };
  };
  const dismiss = (who: Tokens, notice_ids: number[]) =>
    postAs(server.app, who.access_token, `/api/user/${who.user_id}/userNotice/dismiss`, { notice_ids });

  it('when the seeded agent polls then unread live notices are counted and one is important', async () => {
    // Five seeded notices: one ended, one already read by demoagent.
    expect(await count(agent)).toEqual({ notice_outstanding_count: 3, includes_important: '1' });
    expect(await count(agent2)).toEqual({ notice_outstanding_count: 4, includes_important: '1' });
  });

  it('when the first load asks page 0 then every unread notice comes, newest first, with the download tag in one', async () => {
    const open = await notices(agent, { mode: 'openNotify', page_number: 0 });
    expect(open.page_number).toBe(0);
    expect(open.total_records).toBe(3);
    expect(open.result.map((n) => n.notice_title)).toEqual([
      'Action required: complete your 2027 Medicare certification',
      'Your current plan report is ready',
      'New quick links for the Annual Enrollment Period',
    ]);
    expect(open.result.every((n) => n.dismissed_date === null)).toBe(true);
    expect(open.result[1]!.notice_text).toContain('<download type="current_plan">');
    const quick = await notices(agent, { mode: 'quickNotify', page_number: 0 });
    expect(quick.result.map((n) => [n.notice_title, n.important_popup])).toEqual([
      ['Action required: complete your 2027 Medicare certification', '1'],
    ]);
  });

  it('when past notices are asked from page 1 then dismissed ones come 35 a page', async () => {
    const past = await notices(agent, { mode: 'pastNotify', page_number: 1 });
    expect(past.records_per_page).toBe(35);
    expect(past.result.map((n) => n.notice_title)).toEqual(['Welcome to Meridian']);
    expect(past.result[0]!.dismissed_date).not.toBeNull();
    expect((await notices(agent2, { mode: 'pastNotify', page_number: 1 })).result).toEqual([]);
  });

  it('when a notice is dismissed then it leaves the count and joins the past; dismissing again changes nothing', async () => {
    const [important] = (await notices(agent2, { mode: 'quickNotify', page_number: 0 })).result;
    const first = await dismiss(agent2, [important!.notice_id]);
    expect(first.statusCode).toBe(200);
    expect(is(first.json(), NoticeDismissAnswerStruct)).toBe(true);
    expect(first.json()).toEqual({ success: true, dismissed: 1 });
    expect(await count(agent2)).toEqual({ notice_outstanding_count: 3, includes_important: '0' });
    expect((await dismiss(agent2, [important!.notice_id])).json()).toEqual({ success: true, dismissed: 0 });
    const past = await notices(agent2, { mode: 'pastNotify', page_number: 1 });
    expect(past.result.map((n) => n.notice_id)).toEqual([important!.notice_id]);
    // Mark All As Read.
    const open = await notices(agent2, { mode: 'openNotify', page_number: 0 });
    expect(
      (
        await dismiss(
          agent2,
          open.result.map((n) => n.notice_id),
        )
      ).json(),
    ).toEqual({ success: true, dismissed: 3 });
    expect(await count(agent2)).toEqual({ notice_outstanding_count: 0, includes_important: '0' });
    expect((await notices(agent2, { mode: 'openNotify', page_number: 0 })).result).toEqual([]);
    // Another user's view is untouched.
    expect((await count(admin)).notice_outstanding_count).toBe(4);
  });

  it('when there are more dismissed notices than a page then pages follow each other', async () => {
    const { db } = server.database;
    const created = await db
      .insertInto('notice')
      .values(
        Array.from({ length: 40 }, (_, i) => ({
          account_id: demoAccount,
          notice_title: `Bulletin ${i + 1}`,
          notice_text: '<p>x</p>',
          start_date: new Date(Date.now() - (i + 2) * 3600_000),
        })),
      )
      .returning('notice_id')
      .execute();
    expect(
      (
        await dismiss(
          admin,
          created.map((n) => n.notice_id),
        )
      ).json().dismissed,
    ).toBe(40);
    const page1 = await notices(admin, { mode: 'pastNotify', page_number: 1 });
    const page2 = await notices(admin, { mode: 'pastNotify', page_number: 2 });
    expect(page1.total_records).toBe(40);
    expect(page1.result).toHaveLength(35);
    expect(page2.result).toHaveLength(5);
    expect(new Set([...page1.result, ...page2.result].map((n) => n.notice_id)).size).toBe(40);
  });

  it("when someone asks for another user's notices, or dismisses another account's notice, then it is 404", async () => {
    expect(
      (await getAs(server.app, agent.access_token, `/api/noticeOutstandingCount/${agent2.user_id}`)).statusCode,
    ).toBe(404);
    expect(
      (
        await postAs(server.app, agent.access_token, `/api/user/${agent2.user_id}/userNotice/search`, {
          mode: 'openNotify',
          page_number: 0,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await postAs(server.app, other.access_token, `/api/user/${agent.user_id}/userNotice/dismiss`, {
          notice_ids: [1],
        })
      ).statusCode,
    ).toBe(404);
    const demoNotice = (await notices(agent, { mode: 'openNotify', page_number: 0 })).result[0]!.notice_id;
    const response = await dismiss(other, [demoNotice]);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Not found' });
    expect(
      (await server.database.db.selectFrom('user_notice').selectAll().where('user_id', '=', other.user_id).execute())
        .length,
    ).toBe(0);
  });

  it.each([
    { body: { mode: 'allNotify', page_number: 0 }, message: 'mode is invalid' },
    { body: { mode: 'openNotify', page_number: -1 }, message: 'page_number is invalid' },
    { body: { mode: 'openNotify' }, message: 'page_number is required.' },
  ])('when the search body is $body then it answers 400', async ({ body, message }) => {
    const response = await postAs(server.app, agent.access_token, `/api/user/${agent.user_id}/userNotice/search`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('when the dismiss body is empty or not ids then it answers 400', async () => {
    expect((await dismiss(agent, [])).statusCode).toBe(400);
    expect(
      (
        await postAs(server.app, agent.access_token, `/api/user/${agent.user_id}/userNotice/dismiss`, {
          notice_ids: ['1 OR 1=1'],
        })
      ).statusCode,
    ).toBe(400);
  });

  describe("the notice's download tag export", () => {
    it('when the API client asks (JSON) then it gets the file name and the CSV of its own leads with current plans', async () => {
      const response = await server.app.inject({
        method: 'GET',
        url: '/api/export/current_plan',
        headers: { ...bearer(agent.access_token), accept: 'application/json' },
      });
      expect(response.statusCode).toBe(200);
      const answer = response.json();
      expect(is(answer, ExportAnswerStruct)).toBe(true);
      expect(answer.file_name).toMatch(new RegExp(`^current_plan_${agent.user_id}_\\d{8}-\\d{6}\\.csv$`));
      const lines = answer.csv.trimEnd().split('\r\n');
      expect(lines[0]).toBe('Lead ID,First Name,Last Name,Phone,Plan Year,Carrier,Plan');
      expect(lines.length - 1).toBe(answer.row_count);
      const expected = await server.database.db
        .selectFrom('lead as l')
        .innerJoin('lead_current_plan as cp', (j) =>
          j.onRef('cp.account_id', '=', 'l.account_id').onRef('cp.lead_id', '=', 'l.lead_id'),
        )
        .select('l.lead_id')
        .where('l.user_id', '=', agent.user_id)
        .where('l.deleted', '=', '0')
        .execute();
      expect(answer.row_count).toBe(expected.length);
      expect(new Set(lines.slice(1).map((line: string) => Number(line.split(',')[0])))).toEqual(
        new Set(expected.map((e) => e.lead_id)),
      );
    });

    it('when a browser asks then it gets the CSV file itself', async () => {
      const response = await getAs(server.app, admin.access_token, '/api/export/lead_export');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="lead_export_\d+_\d{8}-\d{6}\.csv"$/,
      );
      expect(response.body.split('\r\n')[0]).toBe(
        'Lead ID,First Name,Last Name,Date of Birth,Phone,Email,Address,City,State,Zip,County,Disposition,Lead Date',
      );
      // O'Brien and friends: quotes and commas survive; nothing starts a formula.
      expect(response.body).not.toMatch(/(^|,)[=+@-]/m);
    });

    it('when there is nothing to export then it answers 204 and nothing is downloaded', async () => {
      await server.database.db
        .updateTable('lead')
        .set({ drug_list_updated_flag: '0' })
        .where('user_id', '=', agent2.user_id)
        .execute();
      const response = await server.app.inject({
        method: 'GET',
        url: '/api/export/multi_client_rx',
        headers: { ...bearer(agent2.access_token), accept: 'application/json' },
      });
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
    });

    it('when the type is unknown then 404; when not signed in then 401', async () => {
      expect((await getAs(server.app, agent.access_token, '/api/export/passwords')).statusCode).toBe(404);
      expect((await server.app.inject({ method: 'GET', url: '/api/export/lead_export' })).statusCode).toBe(401);
    });
  });
});
