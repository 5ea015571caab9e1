import { sql } from 'kysely';
import { is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminAuditAnswerStruct,
  AdminCampaignSearchAnswerStruct,
  AdminLeadVendorSearchAnswerStruct,
  AdminPartnerSearchAnswerStruct,
  CampaignSaveAnswerStruct,
  LeadVendorSaveAnswerStruct,
  TrackingCodeSaveAnswerStruct,
} from '@meridian/api';
import { ORIGINATION_ADMIN_MESSAGES as M } from '@meridian/domain';
import { ORIGINATION_ADMIN_URLS } from '.';
import { isAdminRoute } from '../../admin-routes';
import { backends, DEMO, getAs, postAs, signIn, startTestServer, type TestServer } from '../../../test/harness';

type Who = 'admin' | 'agent' | 'agent2' | 'other';

describe.each(backends)('given the lead source, campaign and partner administration on %s', (kind) => {
  let server: TestServer;
  let demoAccount: number;
  let otherAccount: number;
  const tokens = {} as Record<Who, { user_id: number; access_token: string }>;

  beforeAll(async () => {
    server = await startTestServer(kind);
    const accounts = await server.database.db.selectFrom('account').select(['account_id', 'account_name']).execute();
    demoAccount = accounts.find((a) => a.account_name === 'Demo Agency')!.account_id;
    otherAccount = accounts.find((a) => a.account_name === 'Other Agency')!.account_id;
    for (const who of ['admin', 'agent', 'agent2', 'other'] as const) {
      const [login, password] = DEMO[who];
      tokens[who] = await signIn(server.app, login, password);
    }
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  const get = (who: Who, url: string) => getAs(server.app, tokens[who].access_token, url);
  const post = (who: Who, url: string, payload: unknown) => postAs(server.app, tokens[who].access_token, url, payload);
  const ok = async (response: Awaited<ReturnType<typeof get>>, status = 200) => {
    expect(response.statusCode, response.body).toBe(status);
    return response.json();
  };
  const db = () => server.database.db;
  const audits = (entity: string, id: number) =>
    db()
      .selectFrom('admin_audit')
      .select(['action', 'changed_by', 'account_id', 'before', 'after'])
      .where('entity', '=', entity)
      .where('entity_id', '=', id)
      .orderBy('audit_id')
      .execute();
  const count = async (table: 'lead_vendor' | 'campaign' | 'campaign_segment' | 'b2bpartner' | 'tracking_code') =>
    Number(
      (
        await db()
          .selectFrom(table)
          .select(sql<string>`count(*)`.as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const auditCount = async () =>
    Number(
      (
        await db()
          .selectFrom('admin_audit')
          .select(sql<string>`count(*)`.as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  /** A lead of Demo Agency to name rows with. */
  const someLead = async () =>
    (await db().selectFrom('lead').select('lead_id').where('account_id', '=', demoAccount).executeTakeFirstOrThrow())
      .lead_id;
  const adminVendorSearch = (q?: string) => ({
    search_type: 'simple',
    criteria: {
      account_id: { type: 'simple', value: [demoAccount] },
      system_level_lead_vendor: { type: 'simple', value: ['1'] },
      active: { type: 'set', value: ['0', '1'] },
      ...(q ? { q: { type: 'simple', value: [q] } } : {}),
    },
    field_list: ['lead_vendor_id', 'lead_vendor_code', 'company', 'account_id', 'active', 'system_level_lead_vendor'],
    orderby_field: 'lead_vendor_code',
    orderby_direction: 'asc',
  });
  const formVendorSearch = () => ({
    search_type: 'simple',
    criteria: { account_id: { type: 'simple', value: [demoAccount] } },
    field_list: ['lead_vendor_id', 'lead_vendor_code', 'company', 'account_id'],
  });

  it('lists every admin url in its adminRoutes, and the lead forms’ searches are not among them', () => {
    for (const url of ORIGINATION_ADMIN_URLS) expect(isAdminRoute(url), url).toBe(true);
    for (const url of ['/api/LeadVendor/search', '/api/account/campaign/search/', '/api/campaignSegment/search/'])
      expect(isAdminRoute(url), url).toBe(false);
  });

  describe('when lead sources are managed', () => {
    it('then one is added, listed, edited, made inactive (gone from the lead forms at once) and deleted, each audited', async () => {
      const created = await ok(
        await post('admin', '/api/LeadVendor', { lead_vendor_code: ' ADM-WEB-1 ', company: 'Admin Web Leads' }),
        201,
      );
      expect(is(created, LeadVendorSaveAnswerStruct)).toBe(true);
      expect(created).toMatchObject({ lead_vendor_code: 'ADM-WEB-1', active: '1', system_level_lead_vendor: '0' });
      const id = created.lead_vendor_id as number;
      // The agents' vendor dropdown offers it at once.
      const forAgent = await ok(await post('agent', '/api/LeadVendor/search', formVendorSearch()));
      expect(forAgent.result.map((r: { lead_vendor_id: number }) => r.lead_vendor_id)).toContain(id);
      // The admin table finds it by a part of its company.
      const listed = await ok(await post('admin', '/api/LeadVendor/search', adminVendorSearch('web lead')));
      expect(is(listed, AdminLeadVendorSearchAnswerStruct)).toBe(true);
      expect(listed.result).toEqual([
        {
          lead_vendor_id: id,
          lead_vendor_code: 'ADM-WEB-1',
          company: 'Admin Web Leads',
          account_id: demoAccount,
          active: '1',
          system_level_lead_vendor: '0',
        },
      ]);

      const updated = await ok(
        await post('admin', `/api/LeadVendor/${id}`, {
          lead_vendor_code: 'ADM-WEB-2',
          company: 'Admin Web Leads',
          active: '0',
        }),
      );
      expect(updated).toMatchObject({ lead_vendor_code: 'ADM-WEB-2', active: '0' });
      // Inactive: never offered on the lead forms, even to an admin, but still in the admin table.
      for (const who of ['agent', 'admin'] as const) {
        const offered = await ok(await post(who, '/api/LeadVendor/search', formVendorSearch()));
        expect(offered.result.map((r: { lead_vendor_id: number }) => r.lead_vendor_id)).not.toContain(id);
      }
      const sneaky = await ok(
        await post('agent', '/api/LeadVendor/search', {
          ...formVendorSearch(),
          criteria: { ...formVendorSearch().criteria, active: { type: 'simple', value: ['0'] } },
        }),
      );
      expect(sneaky.result.map((r: { lead_vendor_id: number }) => r.lead_vendor_id)).not.toContain(id);
      const all = await ok(await post('admin', '/api/LeadVendor/search', adminVendorSearch('ADM-WEB')));
      expect(all.result.map((r: { active: string }) => r.active)).toEqual(['0']);

      await ok(await get('admin', `/api/LeadVendor/${id}/delete`));
      expect(
        await db().selectFrom('lead_vendor').select('lead_vendor_id').where('lead_vendor_id', '=', id).execute(),
      ).toEqual([]);
      const rows = await audits('lead_source', id);
      expect(rows.map((r) => r.action)).toEqual(['create', 'update', 'delete']);
      expect(rows.every((r) => r.changed_by === tokens.admin.user_id && r.account_id === demoAccount)).toBe(true);
      expect(rows[1]!.before).toMatchObject({ lead_vendor_code: 'ADM-WEB-1', active: '1' });
      expect(rows[1]!.after).toMatchObject({ lead_vendor_code: 'ADM-WEB-2', active: '0' });
      // The History outlives the row.
      const history = await ok(await get('admin', `/api/admin/audit/lead_source/${id}`));
      expect(is(history, AdminAuditAnswerStruct)).toBe(true);
      expect(history.result.map((r: { action: string }) => r.action)).toEqual(['delete', 'update', 'create']);
    });

    it('then bad input (empty, too long, a duplicate code in any case) is refused and changes nothing', async () => {
      const taken = await ok(
        await post('admin', '/api/LeadVendor', { lead_vendor_code: 'ADM-DUP', company: 'Dup Co' }),
        201,
      );
      const [vendors, audited] = [await count('lead_vendor'), await auditCount()];
      const refusals: Array<[unknown, string, string]> = [
        [{ lead_vendor_code: '  ', company: 'X' }, 'Code is required.', 'lead_vendor_code'],
        [{ lead_vendor_code: 'ADM-X', company: '' }, 'Company is required.', 'company'],
        [{ lead_vendor_code: 'C'.repeat(51), company: 'X' }, 'Code has an invalid length.', 'lead_vendor_code'],
        [{ lead_vendor_code: 'ADM-X', company: 'C'.repeat(101) }, 'Company has an invalid length.', 'company'],
        [{ lead_vendor_code: 'adm-dup', company: 'Other' }, M.leadSourceDuplicate, 'lead_vendor_code'],
        [{ lead_vendor_code: 'ADM-X' }, 'company is required.', 'company'],
      ];
      for (const [body, message, field] of refusals) {
        const answer = await ok(await post('admin', '/api/LeadVendor', body), 400);
        expect(answer).toMatchObject({ success: false, message, result: { field } });
      }
      const second = await ok(
        await post('admin', '/api/LeadVendor', { lead_vendor_code: 'ADM-DUP2', company: 'Dup Co' }),
        201,
      );
      const renamed = await ok(
        await post('admin', `/api/LeadVendor/${second.lead_vendor_id}`, {
          lead_vendor_code: 'ADM-DUP',
          company: 'Dup Co',
        }),
        400,
      );
      expect(renamed.message).toBe(M.leadSourceDuplicate);
      expect(await count('lead_vendor')).toBe(vendors + 1);
      expect(await auditCount()).toBe(audited + 1);
      expect((await audits('lead_source', taken.lead_vendor_id)).length).toBe(1);
    });

    it('then one that leads name is not deleted: the answer says how many, and it can be made inactive', async () => {
      const vendor = await ok(
        await post('admin', '/api/LeadVendor', { lead_vendor_code: 'ADM-USED', company: 'Used' }),
        201,
      );
      const leadId = await someLead();
      await db()
        .updateTable('lead')
        .set({ lead_vendor_id: vendor.lead_vendor_id })
        .where('lead_id', '=', leadId)
        .execute();
      const refused = await ok(await get('admin', `/api/LeadVendor/${vendor.lead_vendor_id}/delete`), 409);
      expect(refused.message).toBe(M.leadSourceInUse(1));
      expect((await audits('lead_source', vendor.lead_vendor_id)).map((r) => r.action)).toEqual(['create']);
      await db().updateTable('lead').set({ lead_vendor_id: null }).where('lead_id', '=', leadId).execute();
    });

    it('then system-level sources change only for a super_user; other admins list them read-only', async () => {
      const system = await ok(
        await post('admin', '/api/LeadVendor', {
          lead_vendor_code: 'ADM-SYS',
          company: 'System Feed',
          system_level_lead_vendor: '1',
        }),
        201,
      );
      expect(system.system_level_lead_vendor).toBe('1');
      // Take super_user from Other Agency's Admin role: that admin may still manage its own sources.
      await db()
        .deleteFrom('role_permission')
        .where('account_id', '=', otherAccount)
        .where('permission_name', '=', 'super_user')
        .execute();
      const theirSystem = await db()
        .selectFrom('lead_vendor')
        .select('lead_vendor_id')
        .where('account_id', '=', otherAccount)
        .where('system_level_lead_vendor', '=', '1')
        .executeTakeFirstOrThrow();
      const body = { lead_vendor_code: 'HACKED', company: 'Hacked' };
      const before = await auditCount();
      expect((await ok(await post('other', `/api/LeadVendor/${theirSystem.lead_vendor_id}`, body), 403)).message).toBe(
        M.systemLevelReadOnly,
      );
      expect((await ok(await get('other', `/api/LeadVendor/${theirSystem.lead_vendor_id}/delete`), 403)).message).toBe(
        M.systemLevelReadOnly,
      );
      await ok(await post('other', '/api/LeadVendor', { ...body, system_level_lead_vendor: '1' }), 403);
      expect(await auditCount()).toBe(before);
      const listed = await ok(
        await post('other', '/api/LeadVendor/search', {
          ...adminVendorSearch(),
          criteria: { ...adminVendorSearch().criteria, account_id: { type: 'simple', value: [otherAccount] } },
        }),
      );
      expect(listed.result.some((r: { system_level_lead_vendor: string }) => r.system_level_lead_vendor === '1')).toBe(
        true,
      );
      const own = await ok(await post('other', '/api/LeadVendor', { lead_vendor_code: 'OWN-1', company: 'Own' }), 201);
      expect(own.account_id).toBe(otherAccount);
    });

    it('then another account’s source answers 404 to every call and is never listed; an agent gets 403', async () => {
      const mine = await ok(
        await post('admin', '/api/LeadVendor', { lead_vendor_code: 'ADM-TEN', company: 'Tenancy' }),
        201,
      );
      const id = mine.lead_vendor_id;
      await ok(await post('other', `/api/LeadVendor/${id}`, { lead_vendor_code: 'X', company: 'X' }), 404);
      await ok(await get('other', `/api/LeadVendor/${id}/delete`), 404);
      await ok(await get('other', `/api/admin/audit/lead_source/${id}`), 404);
      const theirs = await ok(await post('other', '/api/LeadVendor/search', adminVendorSearch()));
      expect(theirs.result).toEqual([]);
      await ok(await post('agent2', '/api/LeadVendor', { lead_vendor_code: 'AG-1', company: 'Agent' }), 403);
      await ok(await post('agent2', `/api/LeadVendor/${id}`, { lead_vendor_code: 'AG-1', company: 'Agent' }), 403);
      await ok(await get('agent2', `/api/LeadVendor/${id}/delete`), 403);
      await ok(await get('agent2', `/api/admin/audit/lead_source/${id}`), 403);
      expect(
        await db()
          .selectFrom('lead_vendor')
          .select(['lead_vendor_code'])
          .where('lead_vendor_id', '=', id)
          .executeTakeFirst(),
      ).toEqual({ lead_vendor_code: 'ADM-TEN' });
    });
  });

  describe('when campaigns and segments are managed', () => {
    const segmentsOf = async (who: Who, campaignId: number) =>
      (
        await ok(
          await post(who, '/api/campaignSegment/search/', {
            criteria: { campaign_id: { type: 'simple', value: [campaignId] } },
            field_list: ['campaign_segment_id', 'campaign_id', 'campaign_segment_code'],
          }),
        )
      ).result as Array<{ campaign_segment_id: number; campaign_segment_code: string }>;

    it('then a campaign with segments is added, listed with its segment count, renamed and deleted, each audited', async () => {
      const campaign = await ok(
        await post('admin', `/api/account/${demoAccount}/campaign`, { campaign_code: 'ADM-C1' }),
        201,
      );
      expect(is(campaign, CampaignSaveAnswerStruct)).toBe(true);
      const id = campaign.campaign_id as number;
      const a = await ok(
        await post('admin', `/api/campaign/${id}/campaignSegment`, { campaign_segment_code: 'SEG-A' }),
        201,
      );
      await ok(await post('admin', `/api/campaign/${id}/campaignSegment`, { campaign_segment_code: 'SEG-B' }), 201);
      // The agents' dropdowns have them at once.
      const campaigns = await ok(
        await post('agent', '/api/account/campaign/search/', {
          criteria: { account_id: { type: 'simple', value: [demoAccount] } },
        }),
      );
      expect(campaigns.result).toContainEqual({ campaign_id: id, campaign_code: 'ADM-C1' });
      expect((await segmentsOf('agent', id)).map((s) => s.campaign_segment_code)).toEqual(['SEG-A', 'SEG-B']);
      const listed = await ok(
        await post('admin', '/api/account/campaign/search/', {
          criteria: { q: { type: 'simple', value: ['adm-c'] } },
          field_list: ['campaign_id', 'campaign_code', 'segment_count'],
          orderby_field: 'segment_count',
        }),
      );
      expect(is(listed, AdminCampaignSearchAnswerStruct)).toBe(true);
      expect(listed.result).toEqual([{ campaign_id: id, campaign_code: 'ADM-C1', segment_count: 2 }]);

      await ok(await post('admin', `/api/campaign/${id}`, { campaign_code: 'ADM-C1-RENAMED' }));
      const renamed = await ok(
        await post('admin', `/api/campaignSegment/${a.campaign_segment_id}`, { campaign_segment_code: 'SEG-A2' }),
      );
      expect(renamed).toMatchObject({ campaign_segment_code: 'SEG-A2', campaign_id: id });
      await ok(await get('admin', `/api/campaignSegment/${a.campaign_segment_id}/delete`));
      expect((await segmentsOf('admin', id)).map((s) => s.campaign_segment_code)).toEqual(['SEG-B']);
      await ok(await get('admin', `/api/campaign/${id}/delete`));
      expect(
        await db().selectFrom('campaign_segment').select('campaign_segment_id').where('campaign_id', '=', id).execute(),
      ).toEqual([]);
      expect((await audits('campaign', id)).map((r) => r.action)).toEqual(['create', 'update', 'delete']);
      expect((await audits('campaign_segment', a.campaign_segment_id)).map((r) => r.action)).toEqual([
        'create',
        'update',
        'delete',
      ]);
      expect(
        (await ok(await get('admin', `/api/admin/audit/campaign_segment/${a.campaign_segment_id}`))).result,
      ).toHaveLength(3);
    });

    it('then bad input and duplicates are refused and change nothing', async () => {
      const campaign = await ok(
        await post('admin', `/api/account/${demoAccount}/campaign`, { campaign_code: 'ADM-C2' }),
        201,
      );
      await ok(
        await post('admin', `/api/campaign/${campaign.campaign_id}/campaignSegment`, { campaign_segment_code: 'ONE' }),
        201,
      );
      const [campaigns, segments, audited] = [
        await count('campaign'),
        await count('campaign_segment'),
        await auditCount(),
      ];
      const c = `/api/account/${demoAccount}/campaign`;
      const s = `/api/campaign/${campaign.campaign_id}/campaignSegment`;
      expect((await ok(await post('admin', c, { campaign_code: '' }), 400)).message).toBe('Campaign code is required.');
      expect((await ok(await post('admin', c, { campaign_code: 'x'.repeat(51) }), 400)).message).toBe(
        'Campaign code has an invalid length.',
      );
      expect((await ok(await post('admin', c, { campaign_code: 'adm-c2' }), 400)).message).toBe(M.campaignDuplicate);
      expect((await ok(await post('admin', c, { campaign_code: 'AEP2026' }), 400)).message).toBe(M.campaignDuplicate);
      expect((await ok(await post('admin', s, { campaign_segment_code: 'one' }), 400)).message).toBe(
        M.segmentDuplicate,
      );
      expect((await ok(await post('admin', s, { campaign_segment_code: ' ' }), 400)).message).toBe(
        'Segment code is required.',
      );
      expect([await count('campaign'), await count('campaign_segment'), await auditCount()]).toEqual([
        campaigns,
        segments,
        audited,
      ]);
    });

    it('then a campaign or segment that leads name is neither deleted nor (the segment) renamed', async () => {
      const campaign = await ok(
        await post('admin', `/api/account/${demoAccount}/campaign`, { campaign_code: 'ADM-C3' }),
        201,
      );
      const seg = await ok(
        await post('admin', `/api/campaign/${campaign.campaign_id}/campaignSegment`, { campaign_segment_code: 'USED' }),
        201,
      );
      const leadId = await someLead();
      const saved = await db()
        .selectFrom('lead')
        .select(['campaign_id', 'campaign_segment_code'])
        .where('lead_id', '=', leadId)
        .executeTakeFirstOrThrow();
      await db()
        .updateTable('lead')
        .set({ campaign_id: campaign.campaign_id, campaign_segment_code: 'USED' })
        .where('lead_id', '=', leadId)
        .execute();
      expect((await ok(await get('admin', `/api/campaign/${campaign.campaign_id}/delete`), 409)).message).toBe(
        M.campaignInUse(1),
      );
      expect(
        (await ok(await get('admin', `/api/campaignSegment/${seg.campaign_segment_id}/delete`), 409)).message,
      ).toBe(M.segmentInUse(1));
      expect(
        (
          await ok(
            await post('admin', `/api/campaignSegment/${seg.campaign_segment_id}`, { campaign_segment_code: 'NEW' }),
            409,
          )
        ).message,
      ).toBe(M.segmentInUse(1));
      // A campaign leads name can still be renamed: they name it by id.
      await ok(await post('admin', `/api/campaign/${campaign.campaign_id}`, { campaign_code: 'ADM-C3B' }));
      await db().updateTable('lead').set(saved).where('lead_id', '=', leadId).execute();
    });

    it('then another account’s campaigns and segments answer 404 and are never listed; an agent gets 403', async () => {
      const campaign = await ok(
        await post('admin', `/api/account/${demoAccount}/campaign`, { campaign_code: 'ADM-C4' }),
        201,
      );
      const seg = await ok(
        await post('admin', `/api/campaign/${campaign.campaign_id}/campaignSegment`, { campaign_segment_code: 'S' }),
        201,
      );
      const id = campaign.campaign_id;
      await ok(await post('other', `/api/account/${demoAccount}/campaign`, { campaign_code: 'INTRUDER' }), 404);
      await ok(await post('other', `/api/campaign/${id}`, { campaign_code: 'X' }), 404);
      await ok(await get('other', `/api/campaign/${id}/delete`), 404);
      await ok(await post('other', `/api/campaign/${id}/campaignSegment`, { campaign_segment_code: 'X' }), 404);
      await ok(
        await post('other', `/api/campaignSegment/${seg.campaign_segment_id}`, { campaign_segment_code: 'X' }),
        404,
      );
      await ok(await get('other', `/api/campaignSegment/${seg.campaign_segment_id}/delete`), 404);
      await ok(await get('other', `/api/admin/audit/campaign/${id}`), 404);
      const listed = await ok(
        await post('other', '/api/account/campaign/search/', {
          criteria: { q: { type: 'simple', value: ['ADM-C4'] } },
        }),
      );
      expect(listed.result).toEqual([]);
      expect(await segmentsOf('other', id)).toEqual([]);
      await ok(await post('agent2', `/api/account/${demoAccount}/campaign`, { campaign_code: 'AGENT' }), 403);
      await ok(await post('agent2', `/api/campaign/${id}`, { campaign_code: 'AGENT' }), 403);
      await ok(await get('agent2', `/api/campaign/${id}/delete`), 403);
      await ok(await get('agent2', `/api/campaignSegment/${seg.campaign_segment_id}/delete`), 403);
      expect(
        await db().selectFrom('campaign').select('campaign_code').where('campaign_id', '=', id).executeTakeFirst(),
      ).toEqual({
        campaign_code: 'ADM-C4',
      });
    });
  });

  describe('when partners and tracking codes are managed', () => {
    const codesPath = (account: number) => `/api/account/${account}/b2bpartnerTrackingCode`;

    it('then a partner with a tracking code is added, the code toggled and deleted, the partner deleted, each audited', async () => {
      const partner = await ok(
        await post('admin', `/api/account/${demoAccount}/b2bpartner`, { company: 'Admin Partner One' }),
        201,
      );
      const id = partner.b2bpartner_id as number;
      const code = await ok(
        await post('admin', codesPath(demoAccount), { b2bpartner_id: id, tracking_code: 'AP1-FAIR' }),
        201,
      );
      expect(is(code, TrackingCodeSaveAnswerStruct)).toBe(true);
      // The lead forms have them at once.
      const forNewLead = await ok(await get('agent', '/api/b2bpartner/list/new-lead/'));
      expect(forNewLead.map((p: { b2bpartner_id: number }) => p.b2bpartner_id)).toContain(id);
      expect(await ok(await get('agent', `/api/b2bpartner/${id}/trackingCode/`))).toEqual([
        { tracking_code: 'AP1-FAIR', active: '1' },
      ]);
      const listed = await ok(
        await post('admin', '/api/b2bpartner/search', { criteria: { q: { type: 'simple', value: ['partner one'] } } }),
      );
      expect(is(listed, AdminPartnerSearchAnswerStruct)).toBe(true);
      expect(listed.result).toEqual([
        { b2bpartner_id: id, company: 'Admin Partner One', active: '1', tracking_code_count: 1 },
      ]);

      const off = await ok(await post('admin', `${codesPath(demoAccount)}/${code.tracking_code_id}`, { active: '0' }));
      expect(off.active).toBe('0');
      expect(await ok(await get('agent', `/api/b2bpartner/${id}/trackingCode/`))).toEqual([
        { tracking_code: 'AP1-FAIR', active: '0' },
      ]);
      const codes = await ok(
        await post('admin', `${codesPath(demoAccount)}/search`, {
          criteria: { b2bpartner_id: { type: 'simple', value: [id] } },
        }),
      );
      expect(codes.result).toEqual([
        { tracking_code_id: code.tracking_code_id, b2bpartner_id: id, tracking_code: 'AP1-FAIR', active: '0' },
      ]);

      await ok(await post('admin', `/api/b2bPartner/${id}`, { company: 'Admin Partner One', active: '0' }));
      const fresh = await ok(await get('agent', '/api/b2bpartner/list/new-lead/'));
      expect(fresh.map((p: { b2bpartner_id: number }) => p.b2bpartner_id)).not.toContain(id);

      await ok(await get('admin', `${codesPath(demoAccount)}/${code.tracking_code_id}/delete`));
      await ok(await post('admin', codesPath(demoAccount), { b2bpartner_id: id, tracking_code: 'AP1-SECOND' }), 201);
      await ok(await get('admin', `/api/b2bPartner/${id}/delete`));
      expect(
        await db().selectFrom('tracking_code').select('tracking_code_id').where('b2bpartner_id', '=', id).execute(),
      ).toEqual([]);
      expect((await audits('partner', id)).map((r) => r.action)).toEqual(['create', 'update', 'delete']);
      expect((await audits('tracking_code', code.tracking_code_id)).map((r) => r.action)).toEqual([
        'create',
        'deactivate',
        'delete',
      ]);
    });

    it('then bad input and duplicates are refused and change nothing', async () => {
      const partner = await ok(
        await post('admin', `/api/account/${demoAccount}/b2bpartner`, { company: 'Admin Partner Two' }),
        201,
      );
      await ok(
        await post('admin', codesPath(demoAccount), { b2bpartner_id: partner.b2bpartner_id, tracking_code: 'AP2' }),
        201,
      );
      const [partners, codes, audited] = [await count('b2bpartner'), await count('tracking_code'), await auditCount()];
      const p = `/api/account/${demoAccount}/b2bpartner`;
      expect((await ok(await post('admin', p, { company: '' }), 400)).message).toBe('Company is required.');
      expect((await ok(await post('admin', p, { company: 'c'.repeat(101) }), 400)).message).toBe(
        'Company has an invalid length.',
      );
      expect((await ok(await post('admin', p, { company: 'admin partner two' }), 400)).message).toBe(
        M.partnerDuplicate,
      );
      expect((await ok(await post('admin', p, { company: 'X', active: 'yes' }), 400)).result).toEqual({
        field: 'active',
      });
      const c = { b2bpartner_id: partner.b2bpartner_id };
      expect((await ok(await post('admin', codesPath(demoAccount), { ...c, tracking_code: 'ap2' }), 400)).message).toBe(
        M.trackingCodeDuplicate,
      );
      expect(
        (await ok(await post('admin', codesPath(demoAccount), { ...c, tracking_code: 'T'.repeat(51) }), 400)).message,
      ).toBe('Tracking code has an invalid length.');
      await ok(await post('admin', codesPath(demoAccount), { b2bpartner_id: 999999, tracking_code: 'NOPE' }), 404);
      expect([await count('b2bpartner'), await count('tracking_code'), await auditCount()]).toEqual([
        partners,
        codes,
        audited,
      ]);
    });

    it('then a partner that leads name is not deleted', async () => {
      const partner = await ok(
        await post('admin', `/api/account/${demoAccount}/b2bpartner`, { company: 'Admin Partner Used' }),
        201,
      );
      const leadId = await someLead();
      const saved = await db()
        .selectFrom('lead')
        .select('b2bpartner_id')
        .where('lead_id', '=', leadId)
        .executeTakeFirstOrThrow();
      await db()
        .updateTable('lead')
        .set({ b2bpartner_id: partner.b2bpartner_id })
        .where('lead_id', '=', leadId)
        .execute();
      expect((await ok(await get('admin', `/api/b2bPartner/${partner.b2bpartner_id}/delete`), 409)).message).toBe(
        M.partnerInUse(1),
      );
      await db().updateTable('lead').set(saved).where('lead_id', '=', leadId).execute();
    });

    it('then another account’s partners and codes answer 404 and are never listed; an agent gets 403', async () => {
      const partner = await ok(
        await post('admin', `/api/account/${demoAccount}/b2bpartner`, { company: 'Admin Partner Three' }),
        201,
      );
      const id = partner.b2bpartner_id;
      const code = await ok(
        await post('admin', codesPath(demoAccount), { b2bpartner_id: id, tracking_code: 'AP3' }),
        201,
      );
      await ok(await post('other', `/api/b2bPartner/${id}`, { company: 'X' }), 404);
      await ok(await get('other', `/api/b2bPartner/${id}/delete`), 404);
      await ok(await post('other', `/api/account/${demoAccount}/b2bpartner`, { company: 'Intruder' }), 404);
      await ok(await post('other', codesPath(otherAccount), { b2bpartner_id: id, tracking_code: 'X' }), 404);
      await ok(await post('other', codesPath(demoAccount), { b2bpartner_id: id, tracking_code: 'X' }), 404);
      await ok(await post('other', `${codesPath(otherAccount)}/${code.tracking_code_id}`, { active: '0' }), 404);
      await ok(await get('other', `${codesPath(otherAccount)}/${code.tracking_code_id}/delete`), 404);
      await ok(await get('other', `/api/admin/audit/partner/${id}`), 404);
      const listed = await ok(await post('other', '/api/b2bpartner/search', { criteria: {} }));
      expect(listed.result.map((p: { company: string }) => p.company)).not.toContain('Admin Partner Three');
      const theirCodes = await ok(
        await post('other', `${codesPath(otherAccount)}/search`, {
          criteria: { b2bpartner_id: { type: 'simple', value: [id] } },
        }),
      );
      expect(theirCodes.result).toEqual([]);
      await ok(await post('agent2', '/api/b2bpartner/search', { criteria: {} }), 403);
      await ok(await post('agent2', `/api/account/${demoAccount}/b2bpartner`, { company: 'Agent' }), 403);
      await ok(await post('agent2', `${codesPath(demoAccount)}/${code.tracking_code_id}`, { active: '0' }), 403);
      await ok(await get('agent2', `${codesPath(demoAccount)}/${code.tracking_code_id}/delete`), 403);
      expect(
        await db()
          .selectFrom('tracking_code')
          .select('active')
          .where('tracking_code_id', '=', code.tracking_code_id)
          .executeTakeFirst(),
      ).toEqual({ active: '1' });
    });
  });
});
