import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_TYPES } from '@meridian/api';
import { NOTICE_ADMIN_MESSAGES } from '@meridian/domain';
import { sanitizeNoticeHtml } from '../../html/sanitize';
import { routeDeclarations } from '../../http/define-route';
import { isAdminRoute } from '../../admin-routes';
import {
  backends,
  DEMO,
  getAs,
  postAs,
  signIn,
  startTestServer,
  type TestServer,
  type Tokens,
} from '../../../test/harness';

const clean = (html: string) => sanitizeNoticeHtml(html, EXPORT_TYPES);

describe('sanitizeNoticeHtml (the allow-list of the notice editor)', () => {
  it.each([
    {
      input: '<p><strong>Bold</strong> <b>b</b> <em>i</em> <i>i</i> <u>u</u> <s>s</s></p>',
      expected: '<p><strong>Bold</strong> <b>b</b> <em>i</em> <i>i</i> <u>u</u> <s>s</s></p>',
    },
    {
      input: '<h1>A</h1><h6>F</h6><ul><li>one</li></ul><ol><li>two</li></ol><p>a<br>b</p>',
      expected: '<h1>A</h1><h6>F</h6><ul><li>one</li></ul><ol><li>two</li></ol><p>a<br>b</p>',
    },
    {
      input: '<p style="text-align: center">c</p><h2 style="TEXT-ALIGN:right;">r</h2>',
      expected: '<p style="text-align: center">c</p><h2 style="text-align: right">r</h2>',
    },
    {
      input: '<p style="position:fixed;top:0">x</p><li style="text-align: center">y</li>',
      expected: '<p>x</p><li>y</li>',
    },
    { input: '<p>Hi<script>window.pwned=1</script></p>', expected: '<p>Hi</p>' },
    { input: '<p>x<img src=x onerror="window.pwned=1"></p>', expected: '<p>x</p>' },
    { input: '<p onclick="alert(1)" class="x" id="y">z</p>', expected: '<p>z</p>' },
    { input: '<a href="javascript:alert(1)">bad</a>', expected: 'bad' },
    { input: '<a href=" JaVaScRiPt:alert(1)"><img src=x onerror=alert(1)>bad</a>', expected: 'bad' },
    { input: '<a href="data:text/html,<script>alert(1)</script>">d</a>', expected: 'd' },
    {
      input: '<a href="https://cms.gov" target="_top" rel="opener">CMS</a>',
      expected: '<a href="https://cms.gov" rel="noopener noreferrer">CMS</a>',
    },
    {
      input: '<download type="current_plan">Get <b>it</b></download>',
      expected: '<download type="current_plan">Get <b>it</b></download>',
    },
    { input: '<download type="secrets" onclick="x()">Nope</download>', expected: 'Nope' },
    { input: '<p type="current_plan">t</p>', expected: '<p>t</p>' },
    {
      input: '<svg><script>alert(1)</script></svg><iframe src="https://x"></iframe><style>*{}</style>ok',
      expected: 'ok',
    },
    { input: '<table><tr><td>cell</td></tr></table>', expected: 'cell' },
  ])('$input → $expected', ({ input, expected }) => {
    expect(clean(input)).toBe(expected);
  });
});

interface AdminNotice {
  notice_id: number;
  notice_title: string;
  notice_text: string;
  start_date: string;
  end_date: string | null;
  important_popup: string;
  status: string;
}

/** YYYYMMDD of today + `days` in Central Time. */
function day(days: number) {
  const d = new Date(Date.now() + days * 86_400_000);
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(d); // YYYY-MM-DD
  return parts.replaceAll('-', '');
}

describe.each(backends)('given notice administration on %s', (kind) => {
  let server: TestServer;
  let admin: Tokens;
  let other: Tokens;
  let agent: Tokens;
  let agent2: Tokens;
  let accountId: number;

  const search = (token: string, body: object) => postAs(server.app, token, '/api/notice/search', body);
  const create = (token: string, body: object) => postAs(server.app, token, '/api/notice', body);
  const update = (token: string, id: number, body: object) => postAs(server.app, token, `/api/notice/${id}`, body);
  const remove = (token: string, id: number) => getAs(server.app, token, `/api/notice/${id}/delete`);
  const draft = (title: string, extra: object = {}) => ({
    notice_title: title,
    notice_text: '<p><strong>Read</strong> this</p>',
    start_date: day(0),
    end_date: day(7),
    important_popup: '0',
    ...extra,
  });
  const noticeRows = () =>
    server.database.db
      .selectFrom('notice')
      .selectAll()
      .where('account_id', '=', accountId)
      .orderBy('notice_id')
      .execute();
  const auditRows = (id: number) =>
    server.database.db
      .selectFrom('admin_audit')
      .selectAll()
      .where('entity', '=', 'notice')
      .where('entity_id', '=', id)
      .where('account_id', '=', accountId)
      .orderBy('audit_id')
      .execute();

  beforeAll(async () => {
    server = await startTestServer(kind);
    [admin, other, agent, agent2] = await Promise.all([
      signIn(server.app, ...DEMO.admin),
      signIn(server.app, ...DEMO.other),
      signIn(server.app, ...DEMO.agent),
      signIn(server.app, ...DEMO.agent2),
    ]);
    accountId = (await getAs(server.app, admin.access_token, `/api/user/${admin.user_id}`)).json().account_id;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('lists only the account’s notices, with status, searchable, sortable and paged', async () => {
    const answer = await search(admin.access_token, { criteria: {}, records_per_page: 50 });
    expect(answer.statusCode).toBe(200);
    const rows = answer.json().result as AdminNotice[];
    const seeded = (await noticeRows()).map((r) => r.notice_id);
    expect(rows.map((r) => r.notice_id).sort()).toEqual([...seeded].sort());
    expect(rows.find((r) => r.notice_title === 'Scheduled maintenance completed')?.status).toBe('ended');
    expect(rows.find((r) => r.notice_title === 'Welcome to Meridian')?.status).toBe('published');
    // Default order: newest start first.
    const starts = rows.map((r) => r.start_date);
    expect(starts).toEqual([...starts].sort().reverse());

    const byTitle = await search(admin.access_token, {
      criteria: { notice_title: { type: 'simple', value: ['QUICK LINKS'] } },
    });
    expect((byTitle.json().result as AdminNotice[]).map((r) => r.notice_title)).toEqual([
      'New quick links for the Annual Enrollment Period',
    ]);
    const sorted = await search(admin.access_token, {
      criteria: {},
      orderby_field: 'notice_title',
      orderby_direction: 'asc',
      records_per_page: 2,
      page_number: 2,
    });
    expect(sorted.json()).toMatchObject({ page_number: 2, records_per_page: 2, total_records: seeded.length });
    const titles = (await noticeRows()).map((r) => r.notice_title).sort((a, b) => a.localeCompare(b));
    expect((sorted.json().result as AdminNotice[]).map((r) => r.notice_title)).toEqual(titles.slice(2, 4));
    const ended = await search(admin.access_token, { criteria: { status: { type: 'simple', value: ['ended'] } } });
    expect((ended.json().result as AdminNotice[]).map((r) => r.notice_title)).toEqual([
      'Scheduled maintenance completed',
    ]);

    // Another account sees none of them.
    const others = (await search(other.access_token, { criteria: {}, records_per_page: 200 })).json()
      .result as AdminNotice[];
    expect(others.length).toBeGreaterThan(0);
    expect(others.some((r) => seeded.includes(r.notice_id))).toBe(false);

    expect((await search(admin.access_token, { criteria: {}, orderby_field: 'notice_text' })).statusCode).toBe(400);
  });

  it('creates a notice with its text sanitized, audits it, and it reaches agents’ bells and the Important pop-up', async () => {
    const answer = await create(admin.access_token, {
      ...draft('Important: new carrier forms'),
      notice_text:
        '<p><strong>Bold</strong></p><ul><li>one</li></ul><img src=x onerror="window.pwned=1"><script>window.pwned=2</script><a href="javascript:alert(1)">x</a>',
      important_popup: '1',
    });
    expect(answer.statusCode).toBe(200);
    const saved = answer.json().result as AdminNotice;
    expect(saved).toMatchObject({
      notice_title: 'Important: new carrier forms',
      important_popup: '1',
      status: 'published',
    });
    expect(saved.notice_text).toBe('<p><strong>Bold</strong></p><ul><li>one</li></ul>x');
    const row = (await noticeRows()).find((r) => r.notice_id === saved.notice_id)!;
    expect(row.notice_text).toBe(saved.notice_text);
    expect(row.created_by_user_id).toBe(admin.user_id);
    // Seven days from today, through the end of that day in Central Time.
    const end = new Date(saved.end_date!);
    expect(new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(end).replaceAll('-', '')).toBe(
      day(7),
    );
    expect(
      new Date(end.getTime() + 1).toLocaleTimeString('en-US', { timeZone: 'America/Chicago', hour12: false }),
    ).toBe('24:00:00');

    const audit = await auditRows(saved.notice_id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'create', changed_by: admin.user_id, before: null });
    expect(audit[0]!.after).toMatchObject({ notice_title: 'Important: new carrier forms', important_popup: '1' });
    const history = await getAs(server.app, admin.access_token, `/api/admin/audit/notice/${saved.notice_id}`);
    expect(history.statusCode).toBe(200);
    expect(history.json().result[0]).toMatchObject({ action: 'create', changed_by_name: 'Dana Whitfield' });

    const count = (
      await getAs(server.app, agent2.access_token, `/api/noticeOutstandingCount/${agent2.user_id}`)
    ).json();
    expect(count.includes_important).toBe('1');
    const popup = await postAs(server.app, agent2.access_token, `/api/user/${agent2.user_id}/userNotice/search`, {
      mode: 'quickNotify',
      page_number: 0,
    });
    expect(popup.json().result.map((n: AdminNotice) => n.notice_id)).toContain(saved.notice_id);
  });

  it('a scheduled notice does not reach agents until its start date', async () => {
    const saved = (
      await create(admin.access_token, draft('Next week: office closed', { start_date: day(3), end_date: '' }))
    ).json().result as AdminNotice;
    expect(saved).toMatchObject({ status: 'scheduled', end_date: null });
    const open = await postAs(server.app, agent.access_token, `/api/user/${agent.user_id}/userNotice/search`, {
      mode: 'openNotify',
      page_number: 0,
    });
    expect(open.json().result.map((n: AdminNotice) => n.notice_id)).not.toContain(saved.notice_id);
  });

  it.each([
    { body: { notice_title: '   ' }, field: 'notice_title', message: NOTICE_ADMIN_MESSAGES.titleRequired },
    { body: { notice_title: 'x'.repeat(201) }, field: 'notice_title', message: NOTICE_ADMIN_MESSAGES.titleTooLong },
    {
      body: { notice_text: '<p><script>alert(1)</script></p>' },
      field: 'notice_text',
      message: NOTICE_ADMIN_MESSAGES.textRequired,
    },
    {
      body: { notice_text: `<p>${'x'.repeat(20_001)}</p>` },
      field: 'notice_text',
      message: NOTICE_ADMIN_MESSAGES.textTooLong,
    },
    { body: { start_date: '' }, field: 'start_date', message: NOTICE_ADMIN_MESSAGES.startRequired },
    { body: { start_date: '20261340' }, field: 'start_date', message: NOTICE_ADMIN_MESSAGES.startInvalid },
    { body: { end_date: 'soon' }, field: 'end_date', message: NOTICE_ADMIN_MESSAGES.endInvalid },
    {
      body: { start_date: day(5), end_date: day(4) },
      field: 'end_date',
      message: NOTICE_ADMIN_MESSAGES.endBeforeStart,
    },
    { body: { important_popup: 'yes' }, field: 'important_popup', message: undefined },
  ])('refuses $field ($message) and changes nothing', async ({ body, field, message }) => {
    const before = await noticeRows();
    const created = await create(admin.access_token, draft('Refused', body));
    expect(created.statusCode).toBe(400);
    expect(created.json().result.field).toBe(field);
    if (message) expect(created.json().message).toBe(message);
    const target = before[0]!;
    const updated = await update(admin.access_token, target.notice_id, draft('Refused', body));
    expect(updated.statusCode).toBe(400);
    expect(await noticeRows()).toEqual(before);
  });

  it('updates a notice, sanitizing again, and audits the change with before and after', async () => {
    const saved = (await create(admin.access_token, draft('Draft title'))).json().result as AdminNotice;
    const answer = await update(admin.access_token, saved.notice_id, {
      ...draft('Final title'),
      notice_text:
        '<h2 style="text-align: center">Now</h2><p onmouseover="x()">with <a href="https://www.cms.gov">CMS</a></p>',
      end_date: null,
      important_popup: '1',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().result).toMatchObject({
      notice_id: saved.notice_id,
      notice_title: 'Final title',
      notice_text:
        '<h2 style="text-align: center">Now</h2><p>with <a href="https://www.cms.gov" rel="noopener noreferrer">CMS</a></p>',
      end_date: null,
      important_popup: '1',
    });
    const audit = await auditRows(saved.notice_id);
    expect(audit.map((a) => a.action)).toEqual(['create', 'update']);
    expect(audit[1]!.before).toMatchObject({ notice_title: 'Draft title', important_popup: '0' });
    expect(audit[1]!.after).toMatchObject({ notice_title: 'Final title', important_popup: '1', end_date: null });
  });

  it('another account’s admin gets 404 for Demo Agency’s notice and changes nothing', async () => {
    const target = (await create(admin.access_token, draft('Demo only'))).json().result as AdminNotice;
    const before = await noticeRows();
    expect((await update(other.access_token, target.notice_id, draft('Taken over'))).statusCode).toBe(404);
    expect((await remove(other.access_token, target.notice_id)).statusCode).toBe(404);
    expect(
      (await getAs(server.app, other.access_token, `/api/admin/audit/notice/${target.notice_id}`)).statusCode,
    ).toBe(404);
    expect((await update(admin.access_token, 999_999, draft('Nothing'))).statusCode).toBe(404);
    expect(await noticeRows()).toEqual(before);
    expect(await auditRows(target.notice_id)).toHaveLength(1);
  });

  it('an agent gets 403 for every notice administration call and changes nothing', async () => {
    const target = (await noticeRows())[0]!;
    const before = await noticeRows();
    for (const response of [
      await search(agent2.access_token, { criteria: {} }),
      await create(agent2.access_token, draft('By an agent')),
      await update(agent2.access_token, target.notice_id, draft('By an agent')),
      await remove(agent2.access_token, target.notice_id),
      await getAs(server.app, agent2.access_token, `/api/admin/audit/notice/${target.notice_id}`),
    ])
      expect(response.statusCode).toBe(403);
    expect(await noticeRows()).toEqual(before);
    // The agent's own notice calls are not administration.
    expect(isAdminRoute('/api/noticeOutstandingCount/:id')).toBe(false);
    expect(isAdminRoute('/api/user/:id/userNotice/search')).toBe(false);
    const admins = routeDeclarations(server.app)
      .filter((r) => isAdminRoute(r.url))
      .map((r) => `${r.method} ${r.url}`);
    expect(admins).toEqual(
      expect.arrayContaining([
        'POST /api/notice/search',
        'POST /api/notice',
        'POST /api/notice/:id',
        'GET /api/notice/:id/delete',
      ]),
    );
  });

  it('deletes a notice with who read it, audits it, and a second delete is 404', async () => {
    const saved = (await create(admin.access_token, draft('To delete', { important_popup: '1' }))).json()
      .result as AdminNotice;
    const dismissed = await postAs(server.app, agent.access_token, `/api/user/${agent.user_id}/userNotice/dismiss`, {
      notice_ids: [saved.notice_id],
    });
    expect(dismissed.statusCode).toBe(200);
    const answer = await remove(admin.access_token, saved.notice_id);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ success: true, notice_id: saved.notice_id });
    expect((await noticeRows()).some((r) => r.notice_id === saved.notice_id)).toBe(false);
    const reads = await server.database.db
      .selectFrom('user_notice')
      .selectAll()
      .where('account_id', '=', accountId)
      .where('notice_id', '=', saved.notice_id)
      .execute();
    expect(reads).toEqual([]);
    const audit = await auditRows(saved.notice_id);
    expect(audit.map((a) => a.action)).toEqual(['create', 'delete']);
    expect(audit[1]!.before).toMatchObject({ notice_title: 'To delete' });
    expect((await remove(admin.access_token, saved.notice_id)).statusCode).toBe(404);
  });
});
