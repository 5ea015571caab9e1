import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { is } from 'superstruct';
import { QuickLinkSaveAnswerStruct, QuickLinkSearchAnswerStruct, TargetLeadsSsoStruct } from '@meridian/api';
import { canCreateAccountQuickLink, QUICK_LINK_MESSAGES } from '@meridian/domain';
import { QUICK_LINK_REFUSALS } from '.';
import {
  backends,
  getAs,
  postAs,
  signInDemoUsers,
  startTestServer,
  type TestServer,
  type Tokens,
} from '../../../test/harness';

type Link = {
  quicklink_id: number;
  quicklink_title: string;
  quicklink_url: string;
  quicklink_hierarchy_type_name: string;
  quicklink_hierarchy_type_id: number;
  display: string;
  account_display: string;
};

describe.each(backends)('given quick links on %s', (kind) => {
  let server: TestServer;
  let agent: Tokens;
  let agent2: Tokens;
  let admin: Tokens;
  let other: Tokens;
  let demoAccount: number;
  let otherAccount: number;

  beforeAll(async () => {
    server = await startTestServer(kind, { TARGET_LEADS_SSO_SECRET: 'partner-secret' });
    ({ agent, agent2, admin, other } = await signInDemoUsers(server.app));
    const accountOf = async (userId: number) =>
      (
        await server.database.db
          .selectFrom('app_user')
          .select('account_id')
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow()
      ).account_id;
    demoAccount = await accountOf(agent.user_id);
    otherAccount = await accountOf(other.user_id);
  });
  afterAll(async () => {
    await server?.close();
  });

  const links = async (who: Tokens, criteria: object = { user_id: { type: 'simple', value: [who.user_id] } }) => {
    const response = await postAs(server.app, who.access_token, `/api/user/${who.user_id}/quickLink/search`, {
      search_type: 'simple',
      criteria,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(is(response.json(), QuickLinkSearchAnswerStruct)).toBe(true);
    return response.json().result as Link[];
  };
  const titles = (list: Link[]) => list.map((l) => `${l.quicklink_hierarchy_type_name}:${l.quicklink_title}`);
  const create = (who: Tokens, payload: object, path = `/api/user/${who.user_id}/quicklink/`) =>
    postAs(server.app, who.access_token, path, payload);

  it('when an agent searches then system links come first, then account links, then only their own', async () => {
    expect(titles(await links(agent))).toEqual([
      'System:Medicare Plan Finder',
      'System:CMS Check',
      'System:Target Leads',
      'System:NIPR NPN Lookup',
      'Account:Agency Intranet',
      'Account:Call Recording History',
      'User:My Booking Page',
    ]);
    const dialerLink = (await links(agent)).find((l) => l.quicklink_title === 'Call Recording History')!;
    expect(dialerLink.quicklink_url).toBe('https://dialer.meridian.example/calls');
    expect(dialerLink).toMatchObject({ quicklink_hierarchy_type_id: 2, display: '1', account_display: '1' });
    expect(titles(await links(other))).toEqual([
      'System:Medicare Plan Finder',
      'System:CMS Check',
      'System:Target Leads',
      'System:NIPR NPN Lookup',
      'Account:Other Agency Handbook',
    ]);
  });

  it('when the path or the user_id criterion names someone else then it is 404', async () => {
    expect(
      (
        await postAs(server.app, agent.access_token, `/api/user/${agent2.user_id}/quickLink/search`, {
          search_type: 'simple',
          criteria: {},
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await postAs(server.app, agent.access_token, `/api/user/${agent.user_id}/quickLink/search`, {
          search_type: 'simple',
          criteria: { user_id: { type: 'simple', value: [agent2.user_id] } },
        })
      ).statusCode,
    ).toBe(404);
  });

  describe('create', () => {
    it('when an agent creates a link without a scheme then http:// is prefixed and only they see it', async () => {
      const response = await create(agent, {
        quicklink_title: '  Carrier portal ',
        quicklink_url: 'portal.carrier.example/agents',
        quicklink_hierarchy_type_id: 3,
      });
      expect(response.statusCode).toBe(201);
      const answer = response.json();
      expect(is(answer, QuickLinkSaveAnswerStruct)).toBe(true);
      expect(answer.message).toBe(QUICK_LINK_MESSAGES.created);
      expect(answer.quicklink).toMatchObject({
        quicklink_title: 'Carrier portal',
        quicklink_url: 'http://portal.carrier.example/agents',
        quicklink_hierarchy_type_name: 'User',
        quicklink_hierarchy_type_id: 3,
        display: '1',
      });
      expect(titles(await links(agent))).toContain('User:Carrier portal');
      expect(titles(await links(agent2))).not.toContain('User:Carrier portal');
    });

    it.each([
      { payload: { quicklink_url: 'https://a.example' }, message: QUICK_LINK_MESSAGES.titleRequired },
      {
        payload: { quicklink_title: '   ', quicklink_url: 'https://a.example' },
        message: QUICK_LINK_MESSAGES.titleRequired,
      },
      {
        payload: { quicklink_title: 'x'.repeat(101), quicklink_url: 'https://a.example' },
        message: QUICK_LINK_MESSAGES.titleTooLong,
      },
      { payload: { quicklink_title: 'Ok' }, message: QUICK_LINK_MESSAGES.urlRequired },
      {
        payload: { quicklink_title: 'Ok', quicklink_url: `https://a.example/${'p'.repeat(190)}` },
        message: QUICK_LINK_MESSAGES.urlTooLong,
      },
      {
        payload: { quicklink_title: 'Ok', quicklink_url: 'javascript:alert(document.cookie)' },
        message: QUICK_LINK_MESSAGES.urlScheme,
      },
      {
        payload: { quicklink_title: 'Ok', quicklink_url: ' JavaScript:alert(1)' },
        message: QUICK_LINK_MESSAGES.urlScheme,
      },
      {
        payload: { quicklink_title: 'Ok', quicklink_url: 'java\tscript:alert(1)' },
        message: QUICK_LINK_MESSAGES.urlScheme,
      },
      {
        payload: { quicklink_title: 'Ok', quicklink_url: 'data:text/html,<script>alert(1)</script>' },
        message: QUICK_LINK_MESSAGES.urlScheme,
      },
      {
        payload: { quicklink_title: 'Ok', quicklink_url: 'vbscript:msgbox(1)' },
        message: QUICK_LINK_MESSAGES.urlScheme,
      },
      {
        payload: { quicklink_title: 'Ok', quicklink_url: 'file:///etc/passwd' },
        message: QUICK_LINK_MESSAGES.urlScheme,
      },
      {
        payload: { quicklink_title: 'Ok', quicklink_url: 'mailto:someone@example.com' },
        message: QUICK_LINK_MESSAGES.urlScheme,
      },
      {
        payload: { quicklink_title: 'Ok', quicklink_url: 'https:evil.example' },
        message: QUICK_LINK_MESSAGES.urlScheme,
      },
      { payload: { quicklink_title: 'Ok', quicklink_url: 'http://' }, message: QUICK_LINK_MESSAGES.urlScheme },
    ])('when the payload is $payload then it answers 400: $message', async ({ payload, message }) => {
      const response = await create(agent, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    });

    it('when limits are met exactly (100 and 200 characters) then it saves; host:port without a scheme is a web address', async () => {
      const title = 'T'.repeat(100);
      const url = `https://b.example/${'q'.repeat(200 - 'https://b.example/'.length)}`;
      expect((await create(agent, { quicklink_title: title, quicklink_url: url })).statusCode).toBe(201);
      const local = await create(agent, { quicklink_title: 'Local tool', quicklink_url: 'localhost:8080/tool' });
      expect(local.statusCode).toBe(201);
      expect(local.json().quicklink.quicklink_url).toBe('http://localhost:8080/tool');
    });

    it("when roles are renamed then the one domain rule (role name contains 'Admin') decides account-wide links, not permissions", async () => {
      const roleOf = async (userId: number) =>
        await server.database.db
          .selectFrom('app_user as u')
          .innerJoin('role as r', (j) =>
            j.onRef('r.account_id', '=', 'u.account_id').onRef('r.role_id', '=', 'u.role_id'),
          )
          .select(['r.role_id', 'r.role_name'])
          .where('u.user_id', '=', userId)
          .executeTakeFirstOrThrow();
      const rename = (roleId: number, role_name: string) =>
        server.database.db.updateTable('role').set({ role_name }).where('role_id', '=', roleId).execute();
      const agentRole = await roleOf(agent.user_id);
      const adminRole = await roleOf(admin.user_id);
      try {
        await rename(agentRole.role_id, 'Office Admin');
        await rename(adminRole.role_id, 'Manager');
        expect(canCreateAccountQuickLink('Office Admin')).toBe(true);
        expect(canCreateAccountQuickLink('Manager')).toBe(false);
        const byOfficeAdmin = await create(agent, {
          quicklink_title: 'Office wiki',
          quicklink_url: 'https://wiki.demo-agency.example',
          quicklink_hierarchy_type_id: 2,
        });
        expect(byOfficeAdmin.statusCode).toBe(201);
        const byManager = await create(admin, {
          quicklink_title: 'Manager board',
          quicklink_url: 'https://board.demo-agency.example',
          quicklink_hierarchy_type_id: 2,
        });
        expect(byManager.statusCode).toBe(403);
        expect(byManager.json().message).toBe(QUICK_LINK_REFUSALS.accountLink);
        await postAs(
          server.app,
          agent.access_token,
          `/api/user/${agent.user_id}/quicklink/${byOfficeAdmin.json().quicklink.quicklink_id}/delete/`,
          {},
        );
      } finally {
        await rename(agentRole.role_id, agentRole.role_name);
        await rename(adminRole.role_id, adminRole.role_name);
      }
    });

    it("when an agent asks for an account-wide link then it is refused; an admin (role named 'Admin') may", async () => {
      const refused = await create(agent, {
        quicklink_title: 'For all',
        quicklink_url: 'https://all.example',
        quicklink_hierarchy_type_id: 2,
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(QUICK_LINK_REFUSALS.accountLink);
      expect(
        (
          await create(
            agent,
            { quicklink_title: 'For all', quicklink_url: 'https://all.example' },
            `/api/account/${demoAccount}/quicklink/`,
          )
        ).statusCode,
      ).toBe(403);
      const viaUser = await create(admin, {
        quicklink_title: 'Team calendar',
        quicklink_url: 'https://calendar.demo-agency.example',
        quicklink_hierarchy_type_id: '2',
      });
      expect(viaUser.statusCode).toBe(201);
      expect(viaUser.json().quicklink).toMatchObject({
        quicklink_hierarchy_type_name: 'Account',
        quicklink_hierarchy_type_id: 2,
      });
      const viaAccount = await create(
        admin,
        { quicklink_title: 'Forms library', quicklink_url: 'https://forms.demo-agency.example' },
        `/api/account/${demoAccount}/quicklink`,
      );
      expect(viaAccount.statusCode).toBe(201);
      for (const who of [agent, agent2])
        expect(titles(await links(who))).toEqual(
          expect.arrayContaining(['Account:Team calendar', 'Account:Forms library']),
        );
      expect(titles(await links(other))).not.toContain('Account:Team calendar');
      expect(
        (
          await create(
            other,
            { quicklink_title: 'x', quicklink_url: 'https://x.example' },
            `/api/account/${demoAccount}/quicklink/`,
          )
        ).statusCode,
      ).toBe(404);
    });
  });

  describe('update and delete', () => {
    it('when a system link is changed or deleted then it is refused', async () => {
      const system = (await links(admin)).find((l) => l.quicklink_hierarchy_type_name === 'System')!;
      const update = await postAs(
        server.app,
        admin.access_token,
        `/api/user/${admin.user_id}/quicklink/${system.quicklink_id}/`,
        { quicklink_title: 'Mine now', quicklink_url: 'https://x.example' },
      );
      expect(update.statusCode).toBe(403);
      expect(update.json().message).toBe(QUICK_LINK_REFUSALS.systemLink);
      expect(
        (
          await getAs(
            server.app,
            admin.access_token,
            `/api/user/${admin.user_id}/quicklink/${system.quicklink_id}/delete/`,
          )
        ).statusCode,
      ).toBe(403);
      expect((await links(admin)).find((l) => l.quicklink_id === system.quicklink_id)!.quicklink_title).toBe(
        system.quicklink_title,
      );
    });

    it('when an agent edits their own link then it is saved (URL prefixed) but the hierarchy cannot change', async () => {
      const own = (await links(agent)).find((l) => l.quicklink_title === 'My Booking Page')!;
      const response = await postAs(
        server.app,
        agent.access_token,
        `/api/user/${agent.user_id}/quicklink/${own.quicklink_id}/`,
        {
          quicklink_title: 'My booking page',
          quicklink_url: 'booking.example.com/marcus',
          quicklink_hierarchy_type_id: 3,
        },
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        success: true,
        message: QUICK_LINK_MESSAGES.updated,
        quicklink: { quicklink_title: 'My booking page', quicklink_url: 'http://booking.example.com/marcus' },
      });
      const change = await postAs(
        server.app,
        agent.access_token,
        `/api/user/${agent.user_id}/quicklink/${own.quicklink_id}/`,
        { quicklink_title: 'x', quicklink_url: 'https://x.example', quicklink_hierarchy_type_id: 2 },
      );
      expect(change.statusCode).toBe(400);
      expect(change.json().message).toBe(QUICK_LINK_REFUSALS.hierarchyChange);
      const invalid = await postAs(
        server.app,
        agent.access_token,
        `/api/user/${agent.user_id}/quicklink/${own.quicklink_id}/`,
        { quicklink_title: 'x', quicklink_url: 'data:,hi' },
      );
      expect(invalid.statusCode).toBe(400);
    });

    it("when someone touches another user's link or another account's link then it is 404; an agent may not change account links", async () => {
      const agent2Link = (await links(agent2)).find((l) => l.quicklink_hierarchy_type_name === 'User')!;
      expect(
        (
          await postAs(
            server.app,
            agent.access_token,
            `/api/user/${agent.user_id}/quicklink/${agent2Link.quicklink_id}/`,
            { quicklink_title: 'x', quicklink_url: 'https://x.example' },
          )
        ).statusCode,
      ).toBe(404);
      expect(
        (
          await getAs(
            server.app,
            agent.access_token,
            `/api/user/${agent.user_id}/quicklink/${agent2Link.quicklink_id}/delete/`,
          )
        ).statusCode,
      ).toBe(404);
      expect(
        (
          await getAs(
            server.app,
            other.access_token,
            `/api/user/${other.user_id}/quicklink/${agent2Link.quicklink_id}/delete/`,
          )
        ).statusCode,
      ).toBe(404);
      expect(
        (
          await getAs(
            server.app,
            agent.access_token,
            `/api/user/${agent2.user_id}/quicklink/${agent2Link.quicklink_id}/delete/`,
          )
        ).statusCode,
      ).toBe(404);
      const accountLink = (await links(agent)).find((l) => l.quicklink_title === 'Agency Intranet')!;
      const refused = await postAs(
        server.app,
        agent.access_token,
        `/api/account/${demoAccount}/quicklink/${accountLink.quicklink_id}/`,
        { quicklink_title: 'x', quicklink_url: 'https://x.example' },
      );
      expect(refused.statusCode).toBe(403);
      expect(
        (
          await getAs(
            server.app,
            agent.access_token,
            `/api/user/${agent.user_id}/quicklink/${accountLink.quicklink_id}/delete/`,
          )
        ).statusCode,
      ).toBe(403);
      expect(
        (
          await postAs(
            server.app,
            other.access_token,
            `/api/account/${otherAccount}/quicklink/${accountLink.quicklink_id}/`,
            { quicklink_title: 'x', quicklink_url: 'https://x.example' },
          )
        ).statusCode,
      ).toBe(404);
      expect(
        (
          await postAs(
            server.app,
            admin.access_token,
            `/api/account/${demoAccount}/quicklink/${accountLink.quicklink_id}/`,
            { quicklink_title: 'Agency intranet', quicklink_url: 'https://intranet.demo-agency.example/home' },
          )
        ).statusCode,
      ).toBe(200);
    });

    it('when a link is deleted then it is gone with its display choices', async () => {
      const created = (
        await create(agent2, { quicklink_title: 'Temporary', quicklink_url: 'https://tmp.example' })
      ).json().quicklink as Link;
      await postAs(server.app, agent2.access_token, `/api/user/${agent2.user_id}/quicklink/displaySave/`, {
        quicklink_id_active_list: [{ quicklink_id: created.quicklink_id, active: '0' }],
      });
      const response = await getAs(
        server.app,
        agent2.access_token,
        `/api/user/${agent2.user_id}/quicklink/${created.quicklink_id}/delete/`,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, message: QUICK_LINK_MESSAGES.deleted });
      expect((await links(agent2)).some((l) => l.quicklink_id === created.quicklink_id)).toBe(false);
      expect(
        await server.database.db
          .selectFrom('user_quicklink_display')
          .selectAll()
          .where('quicklink_id', '=', created.quicklink_id)
          .execute(),
      ).toEqual([]);
      expect(
        (
          await getAs(
            server.app,
            agent2.access_token,
            `/api/user/${agent2.user_id}/quicklink/${created.quicklink_id}/delete`,
          )
        ).statusCode,
      ).toBe(404);
    });
  });

  describe('display and account hiding', () => {
    it('when display flags are saved as a batch then they apply per user, and one unknown id refuses the whole batch', async () => {
      const before = await links(agent);
      const [first, second] = before;
      const save = (list: object[]) =>
        postAs(server.app, agent.access_token, `/api/user/${agent.user_id}/quicklink/displaySave/`, {
          quicklink_id_active_list: list,
        });
      const saved = await save([
        { quicklink_id: first!.quicklink_id, active: '0' },
        { quicklink_id: second!.quicklink_id, active: '0' },
      ]);
      expect(saved.statusCode).toBe(200);
      const after = await links(agent);
      expect(after.filter((l) => l.display === '0').map((l) => l.quicklink_id)).toEqual([
        first!.quicklink_id,
        second!.quicklink_id,
      ]);
      expect((await links(agent2)).every((l) => l.display === '1')).toBe(true);
      expect(
        (await links(agent, { display: { type: 'simple', value: ['1'] } })).map((l) => l.quicklink_id),
      ).not.toContain(first!.quicklink_id);

      const agent2Own = (await links(agent2)).find((l) => l.quicklink_hierarchy_type_name === 'User')!;
      const refused = await save([
        { quicklink_id: first!.quicklink_id, active: '1' },
        { quicklink_id: agent2Own.quicklink_id, active: '0' },
      ]);
      expect(refused.statusCode).toBe(404);
      expect((await links(agent)).find((l) => l.quicklink_id === first!.quicklink_id)!.display).toBe('0');
      expect((await save([{ quicklink_id: first!.quicklink_id, active: 'yes' }])).statusCode).toBe(400);
      expect((await save([{ quicklink_id: first!.quicklink_id, active: '1' }])).statusCode).toBe(200);
    });

    it('when an admin hides a link for the account then agents lose it and the admin still lists it to reveal it', async () => {
      const target = (await links(admin)).find((l) => l.quicklink_title === 'NIPR NPN Lookup')!;
      expect(
        (
          await getAs(
            server.app,
            agent.access_token,
            `/api/account/${demoAccount}/quicklink/${target.quicklink_id}/accountHide/`,
          )
        ).statusCode,
      ).toBe(403);
      expect(
        (
          await getAs(
            server.app,
            other.access_token,
            `/api/account/${demoAccount}/quicklink/${target.quicklink_id}/accountHide/`,
          )
        ).statusCode,
      ).toBe(404);
      expect(
        (
          await getAs(
            server.app,
            admin.access_token,
            `/api/account/${demoAccount}/quicklink/${target.quicklink_id}/accountHide/`,
          )
        ).statusCode,
      ).toBe(200);
      expect((await links(agent)).some((l) => l.quicklink_id === target.quicklink_id)).toBe(false);
      expect((await links(admin)).find((l) => l.quicklink_id === target.quicklink_id)!.account_display).toBe('0');
      expect((await links(other)).find((l) => l.quicklink_id === target.quicklink_id)!.account_display).toBe('1');
      const ownLink = (await links(admin)).find((l) => l.quicklink_hierarchy_type_name === 'User')!;
      expect(
        (
          await getAs(
            server.app,
            admin.access_token,
            `/api/account/${demoAccount}/quicklink/${ownLink.quicklink_id}/accountHide/`,
          )
        ).statusCode,
      ).toBe(404);
      expect(
        (
          await getAs(
            server.app,
            admin.access_token,
            `/api/account/${demoAccount}/quicklink/${target.quicklink_id}/accountReveal`,
          )
        ).statusCode,
      ).toBe(200);
      expect((await links(agent)).some((l) => l.quicklink_id === target.quicklink_id)).toBe(true);
    });
  });

  describe('Target Leads single sign-on', () => {
    it('when the account has Target Leads then the url carries a signed, short-lived token naming the user', async () => {
      const response = await getAs(server.app, agent.access_token, '/api/quicklink/targetLeadsSSO');
      expect(response.statusCode).toBe(200);
      expect(is(response.json(), TargetLeadsSsoStruct)).toBe(true);
      const url = new URL(response.json().url);
      expect(`${url.origin}${url.pathname}`).toBe('https://targetleads.example/sso');
      const [payload, signature] = url.searchParams.get('token')!.split('.');
      const partnerKey = (await import('node:crypto')).createHash('sha256').update('partner-secret').digest();
      expect(signature).toBe(createHmac('sha256', partnerKey).update(payload!).digest('base64url'));
      const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
      expect(claims).toMatchObject({ sub: agent.user_id, acc: demoAccount });
      expect(claims.exp - Date.now() / 1000).toBeLessThanOrEqual(120);
    });

    it('when the account has no Target Leads then the url is null (no link)', async () => {
      expect((await getAs(server.app, other.access_token, '/api/quicklink/targetLeadsSSO')).json()).toEqual({
        success: true,
        url: null,
      });
    });
  });
});
