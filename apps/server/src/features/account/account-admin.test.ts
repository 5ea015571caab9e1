import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_ADMIN_MESSAGES as M } from '@meridian/domain';
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

/** A tiny valid PNG (1×1, transparent). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>');

describe.each(backends)('given lead instructions, product filters and account administration on %s', (kind) => {
  let server: TestServer;
  let admin: Tokens;
  let agent: Tokens;
  let other: Tokens;
  let accountId: number;
  let otherAccountId: number;

  const audits = (entity: string, id: number) =>
    server.database.db
      .selectFrom('admin_audit')
      .select(['action', 'before', 'after', 'changed_by'])
      .where('entity', '=', entity)
      .where('entity_id', '=', id)
      .orderBy('audit_id')
      .execute();

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await signIn(server.app, ...DEMO.admin);
    agent = await signIn(server.app, ...DEMO.agent2);
    other = await signIn(server.app, ...DEMO.other);
    accountId = (await getAs(server.app, admin.access_token, `/api/user/${admin.user_id}`)).json().account_id;
    otherAccountId = (await getAs(server.app, other.access_token, `/api/user/${other.user_id}`)).json().account_id;
  });
  afterAll(async () => {
    await server?.close();
  });

  describe('lead instructions', () => {
    it('when the admin adds and edits an instruction then agents see the active ones with each lead, and each change is audited', async () => {
      const added = await postAs(server.app, admin.access_token, '/api/leadInstructions', {
        lead_instruction_text: '  Verify the Part D late-enrollment penalty before quoting.  ',
      });
      expect(added.statusCode).toBe(201);
      const row = added.json().result;
      expect(row).toMatchObject({
        lead_instruction_text: 'Verify the Part D late-enrollment penalty before quoting.',
        active: '1',
      });

      const lead = await postAs(server.app, agent.access_token, '/api/lead/search', {
        criteria: {},
        records_per_page: 1,
      });
      const leadId = lead.json().result[0].lead_id;
      const read = async () =>
        (await getAs(server.app, agent.access_token, `/api/lead/${leadId}`)).json().lead_instructions;
      expect(await read()).toContain('Verify the Part D late-enrollment penalty before quoting.');

      const edited = await postAs(server.app, admin.access_token, `/api/leadInstructions/${row.lead_instruction_id}`, {
        lead_instruction_text: 'Verify the Part D penalty.',
        active: '0',
      });
      expect(edited.statusCode).toBe(200);
      expect(await read()).not.toContain('Verify the Part D penalty.');

      // Agents search only the active ones; the admin sees every one.
      const search = (t: Tokens) =>
        postAs(server.app, t.access_token, '/api/LeadInstructions/search', {
          criteria: { lead_instruction_text: { type: 'simple', value: ['part d'] } },
        });
      expect((await search(agent)).json().result).toEqual([]);
      expect((await search(admin)).json().result.map((r: { active: string }) => r.active)).toEqual(['0']);

      expect((await audits('lead_instructions', row.lead_instruction_id)).map((a) => a.action)).toEqual([
        'created',
        'updated',
      ]);
      const history = await getAs(
        server.app,
        admin.access_token,
        `/api/admin/audit/lead_instructions/${row.lead_instruction_id}`,
      );
      expect(history.json().result).toHaveLength(2);
    });

    it('when the text is empty, or another account or an agent tries, then nothing changes', async () => {
      const before = (
        await postAs(server.app, admin.access_token, '/api/LeadInstructions/search', { criteria: {} })
      ).json();
      const empty = await postAs(server.app, admin.access_token, '/api/leadInstructions', {
        lead_instruction_text: '   ',
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe(M.instructionRequired);
      const long = await postAs(server.app, admin.access_token, '/api/leadInstructions', {
        lead_instruction_text: 'x'.repeat(1001),
      });
      expect(long.json().message).toBe(M.instructionTooLong);
      const id = before.result[0].lead_instruction_id;
      expect(
        (
          await postAs(server.app, other.access_token, `/api/leadInstructions/${id}`, {
            lead_instruction_text: 'Hijacked',
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (
          await postAs(server.app, agent.access_token, `/api/leadInstructions/${id}`, {
            lead_instruction_text: 'Hijacked',
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (await postAs(server.app, agent.access_token, '/api/leadInstructions', { lead_instruction_text: 'x' }))
          .statusCode,
      ).toBe(403);
      expect((await getAs(server.app, other.access_token, `/api/admin/audit/lead_instructions/${id}`)).statusCode).toBe(
        404,
      );
      const after = (
        await postAs(server.app, admin.access_token, '/api/LeadInstructions/search', { criteria: {} })
      ).json();
      expect(after).toEqual(before);
      // Other Agency sees none of Demo Agency's instructions.
      const theirs = (
        await postAs(server.app, other.access_token, '/api/LeadInstructions/search', { criteria: {} })
      ).json();
      expect(theirs.result.map((r: { lead_instruction_id: number }) => r.lead_instruction_id)).not.toContain(id);
    });
  });

  describe('product filters', () => {
    it('when the admin searches plans, adds two to the filter and deletes one then the filter follows, audited', async () => {
      const plans = await postAs(server.app, agent.access_token, '/api/plan/search/', {
        criteria: { carrier_name: { type: 'simple', value: ['humana'] }, plan_year: { type: 'simple', value: [2026] } },
      });
      expect(plans.statusCode).toBe(200);
      const rows = plans.json().result as Array<{ plan_id: number; plan_name: string; carrier_name: string }>;
      expect(rows.length).toBeGreaterThanOrEqual(4);
      expect(new Set(rows.map((r) => r.carrier_name))).toEqual(new Set(['Humana']));
      const [a, b] = rows;

      const add = await postAs(server.app, admin.access_token, '/api/productFilter/', {
        plan_ids: [a!.plan_id, b!.plan_id],
      });
      expect(add.statusCode).toBe(201);
      expect(add.json()).toEqual({ success: true, added: 2 });
      const again = await postAs(server.app, admin.access_token, '/api/productFilter/', { plan_ids: [a!.plan_id] });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(M.planAlreadyFiltered);
      expect(
        (await postAs(server.app, admin.access_token, '/api/productFilter/', { plan_ids: [] })).json().message,
      ).toBe(M.planRequired);
      expect(
        (await postAs(server.app, admin.access_token, '/api/productFilter/', { plan_ids: [999999] })).statusCode,
      ).toBe(400);

      const search = (t: Tokens) => postAs(server.app, t.access_token, '/api/productFilter/search/', { criteria: {} });
      const filter = (await search(admin)).json().result as Array<{ product_filter_id: number; plan_id: number }>;
      expect(filter.map((f) => f.plan_id).sort()).toEqual([a!.plan_id, b!.plan_id].sort());
      expect((await search(other)).json().result).toEqual([]);
      expect((await search(agent)).statusCode).toBe(403);

      const target = filter.find((f) => f.plan_id === a!.plan_id)!;
      expect(
        (await getAs(server.app, other.access_token, `/api/productFilter/${target.product_filter_id}/delete/`))
          .statusCode,
      ).toBe(404);
      expect(
        (await getAs(server.app, agent.access_token, `/api/productFilter/${target.product_filter_id}/delete/`))
          .statusCode,
      ).toBe(403);
      expect((await search(admin)).json().result).toHaveLength(2);
      const deleted = await getAs(
        server.app,
        admin.access_token,
        `/api/productFilter/${target.product_filter_id}/delete/`,
      );
      expect(deleted.json()).toEqual({ success: true });
      expect(((await search(admin)).json().result as Array<{ plan_id: number }>).map((f) => f.plan_id)).toEqual([
        b!.plan_id,
      ]);
      expect((await audits('product_filter', target.product_filter_id)).map((x) => x.action)).toEqual([
        'created',
        'deleted',
      ]);
      const history = await getAs(
        server.app,
        admin.access_token,
        `/api/admin/audit/product_filter/${target.product_filter_id}`,
      );
      expect(history.json().result.map((e: { action: string }) => e.action)).toEqual(['deleted', 'created']);
    });
  });

  describe('account', () => {
    it('when the admin renames the account and changes the owner then agents read it, and bad input changes nothing', async () => {
      const read = async () => (await getAs(server.app, agent.access_token, `/api/account/${accountId}`)).json();
      const before = await read();
      expect(
        (await postAs(server.app, admin.access_token, `/api/account/${accountId}`, { account_name: ' ' })).json()
          .message,
      ).toBe(M.accountNameRequired);
      expect(
        (
          await postAs(server.app, admin.access_token, `/api/account/${accountId}`, {
            account_owner_user_id: other.user_id,
          })
        ).json().message,
      ).toBe(M.ownerInvalid);
      expect(
        (await postAs(server.app, agent.access_token, `/api/account/${accountId}`, { account_name: 'Agent Co' }))
          .statusCode,
      ).toBe(403);
      expect(
        (await postAs(server.app, other.access_token, `/api/account/${accountId}`, { account_name: 'Other Co' }))
          .statusCode,
      ).toBe(404);
      expect(await read()).toEqual(before);

      const saved = await postAs(server.app, admin.access_token, `/api/account/${accountId}`, {
        account_name: 'Demo Agency Midwest',
        account_owner_user_id: agent.user_id,
      });
      expect(saved.json()).toEqual({ success: true });
      expect(await read()).toMatchObject({
        account_name: 'Demo Agency Midwest',
        account_owner_user_id: agent.user_id,
        owner_fname: 'Priya',
      });
      const [audit] = await audits('account', accountId);
      expect(audit).toMatchObject({ action: 'updated', changed_by: admin.user_id });
      expect(audit!.after).toMatchObject({ account_name: 'Demo Agency Midwest' });
      await postAs(server.app, admin.access_token, `/api/account/${accountId}`, {
        account_name: before.account_name,
        account_owner_user_id: before.account_owner_user_id,
      });
    });

    it('when the admin asks for the total agents then the account is counted; agents and other accounts are refused', async () => {
      const total = await getAs(server.app, admin.access_token, `/api/account/${accountId}/totalAgents/`);
      expect(total.json()).toEqual({ total_agents: 3, active_agents: 3 });
      expect((await getAs(server.app, agent.access_token, `/api/account/${accountId}/totalAgents/`)).statusCode).toBe(
        403,
      );
      expect((await getAs(server.app, other.access_token, `/api/account/${accountId}/totalAgents/`)).statusCode).toBe(
        404,
      );
    });

    it('when the admin changes the lead settings and a feature flag then agents read them, audited; others are refused', async () => {
      const url = `/api/account/${accountId}/settings`;
      const before = (await getAs(server.app, agent.access_token, url)).json();
      expect(before.feature_flags).toMatchObject({ configurable_settings: true, disable_mapd_quote: false });
      expect(
        (await postAs(server.app, agent.access_token, url, { lead_b2bpartner_fields_enabled: '0' })).statusCode,
      ).toBe(403);
      expect(
        (await postAs(server.app, other.access_token, url, { lead_b2bpartner_fields_enabled: '0' })).statusCode,
      ).toBe(404);
      expect(
        (await postAs(server.app, admin.access_token, url, { lead_b2bpartner_fields_enabled: 'yes' })).statusCode,
      ).toBe(400);
      expect(
        (await postAs(server.app, admin.access_token, url, { feature_flags: { environment_warning_banner: false } }))
          .statusCode,
      ).toBe(400);
      expect((await getAs(server.app, agent.access_token, url)).json()).toEqual(before);

      const saved = await postAs(server.app, admin.access_token, url, {
        lead_manage_tracking_number_feature_enabled:
          before.lead_manage_tracking_number_feature_enabled === '1' ? '0' : '1',
        feature_flags: { disable_mapd_quote: true },
      });
      expect(saved.statusCode).toBe(200);
      const after = (await getAs(server.app, agent.access_token, url)).json();
      expect(after.lead_manage_tracking_number_feature_enabled).not.toBe(
        before.lead_manage_tracking_number_feature_enabled,
      );
      expect(after.feature_flags.disable_mapd_quote).toBe(true);
      expect((await getAs(server.app, agent.access_token, '/api/featureFlags')).json().flags.disable_mapd_quote).toBe(
        true,
      );
      // Other Agency keeps its own values.
      expect(
        (await getAs(server.app, other.access_token, `/api/account/${otherAccountId}/settings`)).json().feature_flags
          .disable_mapd_quote,
      ).toBe(false);
      const settingsAudit = (await audits('account', accountId)).filter((a) => a.action === 'settings_updated').at(-1)!;
      expect(settingsAudit.before).toMatchObject({ disable_mapd_quote: false });
      expect(settingsAudit.after).toMatchObject({ disable_mapd_quote: true });

      await postAs(server.app, admin.access_token, url, {
        lead_manage_tracking_number_feature_enabled: before.lead_manage_tracking_number_feature_enabled,
        feature_flags: { disable_mapd_quote: false },
      });
      expect((await getAs(server.app, agent.access_token, url)).json()).toEqual(before);
    });

    it('when the admin uploads a PNG logo then the account points at it and it is served as an image with nosniff', async () => {
      const upload = await postAs(server.app, admin.access_token, `/api/account/${accountId}/cobrand`, {
        logo: 'logo_2',
        data: PNG.toString('base64'),
      });
      expect(upload.statusCode).toBe(200);
      const { url } = upload.json();
      expect(url).toMatch(new RegExp(`^/api/cobrand/load/${accountId}\\?logo_id=\\d+$`));
      expect(
        (await getAs(server.app, agent.access_token, `/api/account/${accountId}`)).json().cobrand_asset_urls.logo_2,
      ).toBe(url);

      // Served without a token (an <img>, the registration page), with its own type and nosniff.
      const served = await server.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(Buffer.compare(served.rawPayload, PNG)).toBe(0);
      // The same logo id under another account is as missing.
      expect(
        (await server.app.inject({ method: 'GET', url: url.replace(`/load/${accountId}`, `/load/${otherAccountId}`) }))
          .statusCode,
      ).toBe(404);

      // A second upload replaces it: the first is no longer stored.
      const second = (
        await postAs(server.app, admin.access_token, `/api/account/${accountId}/cobrand`, {
          logo: 'logo_2',
          data: PNG.toString('base64'),
        })
      ).json();
      expect(second.url).not.toBe(url);
      expect((await server.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      expect((await audits('account', accountId)).filter((a) => a.action === 'logo_uploaded')).toHaveLength(2);
    });

    it('when the logo is an SVG, not an image, empty or over 512 KB, or from an agent or another account, then nothing changes', async () => {
      const url = `/api/account/${accountId}/cobrand`;
      const read = async () =>
        (await getAs(server.app, admin.access_token, `/api/account/${accountId}`)).json().cobrand_asset_urls;
      const before = await read();
      const count = async () =>
        (await server.database.db.selectFrom('cobrand_logo').select('logo_id').execute()).length;
      const stored = await count();
      const svg = await postAs(server.app, admin.access_token, url, { logo: 'logo_1', data: SVG.toString('base64') });
      expect(svg.statusCode).toBe(400);
      expect(svg.json().message).toBe(M.logoWrongType);
      // A PNG's name or declared type does not make it one: the bytes decide.
      const disguised = await postAs(server.app, admin.access_token, url, {
        logo: 'logo_1',
        data: `data:image/png;base64,${Buffer.from('GIF89a not a png').toString('base64')}`,
      });
      expect(disguised.json().message).toBe(M.logoWrongType);
      expect(
        (await postAs(server.app, admin.access_token, url, { logo: 'logo_1', data: 'not base64!' })).json().message,
      ).toBe(M.logoWrongType);
      expect((await postAs(server.app, admin.access_token, url, { logo: 'logo_1', data: '' })).json().message).toBe(
        M.logoEmpty,
      );
      // Issue 29: a PNG of a few bytes that declares 50000 × 50000 pixels was stored and served publicly.
      const huge = Buffer.from(PNG);
      huge.writeUInt32BE(50_000, 16);
      huge.writeUInt32BE(50_000, 20);
      const tooManyPixels = await postAs(server.app, admin.access_token, url, {
        logo: 'logo_1',
        data: huge.toString('base64'),
      });
      expect(tooManyPixels.statusCode).toBe(400);
      expect(tooManyPixels.json()).toMatchObject({ message: M.logoTooManyPixels, result: { field: 'data' } });
      const headless = await postAs(server.app, admin.access_token, url, {
        logo: 'logo_1',
        data: Buffer.from(PNG.subarray(0, 12)).toString('base64'),
      });
      expect(headless.json().message).toBe(M.logoUnreadable);
      const big = Buffer.concat([PNG, Buffer.alloc(512 * 1024)]);
      const tooLarge = await postAs(server.app, admin.access_token, url, {
        logo: 'logo_1',
        data: big.toString('base64'),
      });
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json().message).toBe(M.logoTooLarge);
      expect(
        (await postAs(server.app, admin.access_token, url, { logo: 'logo_9', data: PNG.toString('base64') }))
          .statusCode,
      ).toBe(400);
      expect(
        (await postAs(server.app, agent.access_token, url, { logo: 'logo_1', data: PNG.toString('base64') }))
          .statusCode,
      ).toBe(403);
      expect(
        (await postAs(server.app, other.access_token, url, { logo: 'logo_1', data: PNG.toString('base64') }))
          .statusCode,
      ).toBe(404);
      expect(await read()).toEqual(before);
      expect(await count()).toBe(stored);
    });

    it('when the admin removes a logo then the slot is empty and the stored image is gone', async () => {
      const url = `/api/account/${accountId}/cobrand`;
      const up = (
        await postAs(server.app, admin.access_token, url, { logo: 'logo_3', data: PNG.toString('base64') })
      ).json();
      const removed = await postAs(server.app, admin.access_token, url, { logo: 'logo_3', data: null });
      expect(removed.json()).toEqual({ success: true, logo: 'logo_3', url: null });
      expect((await server.app.inject({ method: 'GET', url: up.url })).statusCode).toBe(404);
    });
  });

  it('the admin-only calls are in the route table, and an agent gets 403 from each', async () => {
    const admins = routeDeclarations(server.app)
      .filter((r) => isAdminRoute(r.url, r.method))
      .map((r) => `${r.method} ${r.url}`);
    expect(admins).toEqual(
      expect.arrayContaining([
        'POST /api/leadInstructions',
        'POST /api/leadInstructions/:id',
        'POST /api/productFilter',
        'POST /api/productFilter/search',
        'GET /api/productFilter/:id/delete',
        'POST /api/account/:id',
        'POST /api/account/:id/settings',
        'GET /api/account/:id/totalAgents',
        'POST /api/account/:id/cobrand',
      ]),
    );
    // The calls agents make stay theirs.
    for (const read of [
      'GET /api/account/:id',
      'GET /api/account/:id/settings',
      'POST /api/LeadInstructions/search',
      'POST /api/plan/search',
    ])
      expect(admins).not.toContain(read);
  });
});
