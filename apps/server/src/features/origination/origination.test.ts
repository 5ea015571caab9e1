import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { is } from 'superstruct';
import {
  AccountSettingsStruct,
  AddressTypesStruct,
  AssignPanelLeadSearchAnswerStruct,
  CampaignSearchAnswerStruct,
  CampaignSegmentSearchAnswerStruct,
  ConversationNoteCreateAnswerStruct,
  ConversationNotesStruct,
  EmailTypesStruct,
  ErrorBodyStruct,
  LeadTypesStruct,
  LeadVendorSearchAnswerStruct,
  PartnersStruct,
  PhoneTypesStruct,
  ProductTypeSearchAnswerStruct,
  TagSearchAnswerStruct,
  TrackingCodesStruct,
} from '@meridian/api';
import {
  ADDRESS_TYPES,
  buildLeadSearchPanelRequest,
  buildLeadVendorSearch,
  EMAIL_TYPES,
  LEAD_SEARCH_PANEL_FIELDS,
  PHONE_TYPES,
} from '@meridian/domain';
import { EMPTY_NOTE_MESSAGE } from '.';
import { TAGS, VENDORS } from '../leads/seed/data';
import { backends, DEMO, getAs, postAs, signIn, startTestServer, type TestServer } from '../../../test/harness';

type Who = 'admin' | 'agent' | 'agent2' | 'other';

describe.each(backends)('given the lead lookups and conversation notes on %s', (kind) => {
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
  const byAccount = (accountId: number) => ({ account_id: { type: 'simple', value: [accountId] } });

  describe('when lead vendors are searched', () => {
    const ownCodes = VENDORS.map((v) => v.code).sort();
    const codes = (answer: { result: Array<{ lead_vendor_code: string }> }) =>
      answer.result.map((r) => r.lead_vendor_code).sort();

    it('then a super_user asking for system-level vendors gets them with the account’s own', async () => {
      const answer = await ok(
        await post('admin', '/api/LeadVendor/search', buildLeadVendorSearch(demoAccount, ['super_user'])),
      );
      expect(is(answer, LeadVendorSearchAnswerStruct)).toBe(true);
      expect(codes(answer)).toEqual([...ownCodes, 'CMS-T65-FEED', 'MERIDIAN-NATL'].sort());
      expect(Object.keys(answer.result[0]).sort()).toEqual([
        'account_id',
        'company',
        'lead_vendor_code',
        'lead_vendor_id',
      ]);
      expect(answer.result.every((r: { account_id: number }) => r.account_id === demoAccount)).toBe(true);
    });

    it('then without super_user the system-level criterion is not honoured', async () => {
      const asked = {
        ...buildLeadVendorSearch(demoAccount, []),
        criteria: { ...byAccount(demoAccount), system_level_lead_vendor: { type: 'simple', value: ['1'] } },
      };
      expect(codes(await ok(await post('agent', '/api/LeadVendor/search', asked)))).toEqual(ownCodes);
      expect(
        codes(await ok(await post('admin', '/api/LeadVendor/search', buildLeadVendorSearch(demoAccount, [])))),
      ).toEqual(ownCodes);
    });

    it('then another account’s vendors are never answered', async () => {
      const answer = await ok(
        await post('agent', '/api/LeadVendor/search', buildLeadVendorSearch(otherAccount, ['super_user'])),
      );
      expect(answer.result).toEqual([]);
      const own = await ok(
        await post('other', '/api/LeadVendor/search', buildLeadVendorSearch(otherAccount, ['super_user'])),
      );
      expect(own.result.every((r: { account_id: number }) => r.account_id === otherAccount)).toBe(true);
      expect(codes(own)).toEqual([...ownCodes, 'MERIDIAN-NATL'].sort());
    });
  });

  it('when lead types are listed then they come by id, 1 first', async () => {
    const answer = await ok(await get('agent', '/api/lead/types'));
    expect(is(answer, LeadTypesStruct)).toBe(true);
    expect(answer[0]).toEqual({ lead_type_id: 1, lead_type_desc: 'Prospect' });
    expect(answer.map((t: { lead_type_id: number }) => t.lead_type_id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('when campaigns are searched then the account’s come ordered by code, and another account’s never', async () => {
    const body = {
      search_type: 'simple',
      criteria: byAccount(demoAccount),
      orderby_field: 'campaign_code',
      orderby_direction: 'asc',
    };
    const answer = await ok(await post('agent', '/api/account/campaign/search/', body));
    expect(is(answer, CampaignSearchAnswerStruct)).toBe(true);
    expect(answer.result.map((c: { campaign_code: string }) => c.campaign_code)).toEqual([
      'AEP2026',
      'DSNP-2026',
      'OEP2026',
      'T65-SPRING26',
    ]);
    const desc = await ok(await post('agent', '/api/account/campaign/search/', { ...body, orderby_direction: 'desc' }));
    expect(desc.result.map((c: { campaign_code: string }) => c.campaign_code)[0]).toBe('T65-SPRING26');
    const theirs = await ok(
      await post('agent', '/api/account/campaign/search/', { ...body, criteria: byAccount(otherAccount) }),
    );
    expect(theirs.result).toEqual([]);
    const other = await ok(
      await post('other', '/api/account/campaign/search/', { ...body, criteria: byAccount(otherAccount) }),
    );
    expect(other.result.map((c: { campaign_code: string }) => c.campaign_code)).toEqual(['AEP2026-TX', 'T65-TX']);
  });

  it('when a campaign’s segments are searched then they come ordered by code; another account’s campaign has none', async () => {
    const campaigns = await ok(
      await post('agent', '/api/account/campaign/search/', { criteria: byAccount(demoAccount) }),
    );
    const aep = campaigns.result.find((c: { campaign_code: string }) => c.campaign_code === 'AEP2026').campaign_id;
    const segments = (campaignId: number) => ({
      search_type: 'simple',
      criteria: { campaign_id: { type: 'simple', value: [campaignId] } },
      orderby_field: 'campaign_segment_code',
      orderby_direction: 'asc',
    });
    const answer = await ok(await post('agent', '/api/campaignSegment/search/', segments(aep)));
    expect(is(answer, CampaignSegmentSearchAnswerStruct)).toBe(true);
    expect(answer.result).toEqual(
      ['EMAIL-1', 'MAIL-A', 'MAIL-B', 'TV-METRO'].map((campaign_segment_code) => ({
        campaign_id: aep,
        campaign_segment_code,
      })),
    );
    expect((await ok(await post('other', '/api/campaignSegment/search/', segments(aep)))).result).toEqual([]);
  });

  describe('when partners and tracking codes are listed', () => {
    it('then Lead Details gets every partner and New Lead only active ones, each account its own', async () => {
      const detail = await ok(await get('agent', '/api/b2bpartner/list/lead-detail/'));
      expect(is(detail, PartnersStruct)).toBe(true);
      expect(detail.map((p: { company: string; active: string }) => [p.company, p.active])).toEqual([
        ['Heartland Senior Services', '1'],
        ['Lakeshore Pharmacy Group', '1'],
        ['Prairie Benefits Advisors', '0'],
        ['Riverbend Community Health', '1'],
      ]);
      const fresh = await ok(await get('agent', '/api/b2bpartner/list/new-lead'));
      expect(fresh.map((p: { company: string }) => p.company)).toEqual([
        'Heartland Senior Services',
        'Lakeshore Pharmacy Group',
        'Riverbend Community Health',
      ]);
      const other = await ok(await get('other', '/api/b2bpartner/list/new-lead/'));
      expect(other.map((p: { company: string }) => p.company)).toEqual([
        'Capital Area Health Fair',
        'Hill Country Seniors Alliance',
      ]);
      expect((await get('agent', '/api/b2bpartner/list/admin/')).statusCode).toBe(404);
    });

    it('then a partner’s codes come by code with inactive ones flagged, and another account’s partner is not found', async () => {
      const partners = await ok(await get('agent', '/api/b2bpartner/list/lead-detail/'));
      const heartland = partners.find(
        (p: { company: string }) => p.company === 'Heartland Senior Services',
      ).b2bpartner_id;
      const codes = await ok(await get('agent', `/api/b2bpartner/${heartland}/trackingCode/`));
      expect(is(codes, TrackingCodesStruct)).toBe(true);
      expect(codes).toEqual([
        { tracking_code: 'HSS-AEP25', active: '0' },
        { tracking_code: 'HSS-AEP26', active: '1' },
        { tracking_code: 'HSS-SEMINAR', active: '1' },
      ]);
      const refused = await get('other', `/api/b2bpartner/${heartland}/trackingCode/`);
      expect(refused.statusCode).toBe(404);
      expect(is(refused.json(), ErrorBodyStruct)).toBe(true);
      expect((await get('agent', '/api/b2bpartner/abc/trackingCode/')).statusCode).toBe(404);
    });
  });

  it('when product types are searched by id range then the range applies', async () => {
    const all = await ok(
      await post('agent', '/api/productType/search', {
        search_type: 'simple',
        criteria: { product_type_id: { type: 'range', value: [1, '*'] } },
      }),
    );
    expect(is(all, ProductTypeSearchAnswerStruct)).toBe(true);
    // Twelve from migration 0010, and Vision (255), added with the carriers' product types in 0020.
    expect(all.total_records).toBe(13);
    expect(all.result[0]).toEqual({ product_type_id: 2, product_type_name: 'Dental' });
    const some = await ok(
      await post('agent', '/api/productType/search', {
        criteria: { product_type_id: { type: 'range', value: [8, 9] } },
      }),
    );
    expect(some.result.map((p: { product_type_name: string }) => p.product_type_name)).toEqual([
      'Medicare Advantage',
      'Medicare Supplement',
    ]);
  });

  it('when tags are searched then the account’s come by name, and another account’s never', async () => {
    const body = { search_type: 'simple', criteria: byAccount(demoAccount), page_number: 1 };
    const answer = await ok(await post('agent', '/api/tag/search/', body));
    expect(is(answer, TagSearchAnswerStruct)).toBe(true);
    expect(answer.result.map((t: { tag_name: string }) => t.tag_name)).toEqual([...TAGS].sort());
    expect((await ok(await post('other', '/api/tag/search/', body))).result).toEqual([]);
    const ownIds = new Set(answer.result.map((t: { tag_id: number }) => t.tag_id));
    const theirs = await ok(await post('other', '/api/tag/search/', { ...body, criteria: byAccount(otherAccount) }));
    expect(theirs.result.length).toBe(TAGS.length);
    expect(theirs.result.some((t: { tag_id: number }) => ownIds.has(t.tag_id))).toBe(false);
  });

  it('when account settings are read then the lead forms’ settings come with them; another account is not found', async () => {
    const demo = await ok(await get('agent', `/api/account/${demoAccount}/settings`));
    expect(is(demo, AccountSettingsStruct)).toBe(true);
    expect(demo).toMatchObject({
      lead_manage_tracking_number_feature_enabled: '1',
      lead_b2bpartner_fields_enabled: '1',
    });
    const other = await ok(await get('other', `/api/account/${otherAccount}/settings`));
    expect(other).toMatchObject({
      lead_manage_tracking_number_feature_enabled: '0',
      lead_b2bpartner_fields_enabled: '0',
    });
    expect((await get('agent', `/api/account/${otherAccount}/settings`)).statusCode).toBe(404);
  });

  it('when the contact editors’ types are read then they are the domain’s lists', async () => {
    const emails = await ok(await get('agent', '/api/email/types'));
    const phones = await ok(await get('agent', '/api/phone/types'));
    const addresses = await ok(await get('agent', '/api/address/types'));
    expect(is(emails, EmailTypesStruct) && is(phones, PhoneTypesStruct) && is(addresses, AddressTypesStruct)).toBe(
      true,
    );
    expect([emails, phones, addresses]).toEqual([[...EMAIL_TYPES], [...PHONE_TYPES], [...ADDRESS_TYPES]]);
  });

  describe('when conversation notes are written and read', () => {
    let agentLead: number;
    let otherLead: number;

    beforeAll(async () => {
      const { db } = server.database;
      const lead = (account: number, user: number) =>
        db
          .selectFrom('lead')
          .select('lead_id')
          .where('account_id', '=', account)
          .where('user_id', '=', user)
          .where('deleted', '=', '0')
          .orderBy('lead_id')
          .executeTakeFirstOrThrow();
      // The demo seed wrote notes on each agent's first leads.
      agentLead = (await lead(demoAccount, tokens.agent.user_id)).lead_id;
      otherLead = (await lead(otherAccount, tokens.other.user_id)).lead_id;
    });

    const note = (who: Who, leadId: number, html: string, user_id = tokens[who].user_id) =>
      post(who, `/api/lead/${leadId}/conversationNote/`, { lead_id: leadId, note: html, user_id });

    it('then a note is saved sanitized, with its author, and listed first', async () => {
      const html =
        '<p onclick="steal()">Called <strong>back</strong><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">link</a></p>';
      const saved = await ok(await note('agent', agentLead, html), 201);
      expect(is(saved, ConversationNoteCreateAnswerStruct)).toBe(true);
      expect(saved).toMatchObject({
        success: true,
        lead_id: agentLead,
        user_id: tokens.agent.user_id,
        author_fname: 'Marcus',
        author_lname: 'Bell',
      });
      expect(saved.note).toContain('Called <strong>back</strong>');
      expect(saved.note).not.toMatch(/script|onclick|onerror|javascript:/i);
      const stored = await server.database.db
        .selectFrom('lead_note')
        .select('note')
        .where('account_id', '=', demoAccount)
        .where('lead_note_id', '=', saved.lead_note_id)
        .executeTakeFirstOrThrow();
      expect(stored.note).toBe(saved.note);

      const list = await ok(await get('agent', `/api/lead/${agentLead}/conversationNote/`));
      expect(is(list, ConversationNotesStruct)).toBe(true);
      expect(list[0]).toEqual({
        lead_note_id: saved.lead_note_id,
        lead_id: agentLead,
        note: saved.note,
        created_at: saved.created_at,
        user_id: tokens.agent.user_id,
        author_fname: 'Marcus',
        author_lname: 'Bell',
      });
      const times = list.map((n: { created_at: string }) => n.created_at);
      expect(times).toEqual([...times].sort().reverse());
      expect(list.length).toBeGreaterThan(1);
    });

    it('then another agent’s lead is not found without lead_view_assigned, and is with it', async () => {
      expect((await note('agent2', agentLead, '<p>Hi</p>')).statusCode).toBe(404);
      expect((await get('agent2', `/api/lead/${agentLead}/conversationNote/`)).statusCode).toBe(404);
      const byAdmin = await ok(await note('admin', agentLead, '<p>Admin follow-up</p>'), 201);
      expect(byAdmin.author_fname).toBe('Dana');
      const list = await ok(await get('admin', `/api/lead/${agentLead}/conversationNote/`));
      expect(list[0].lead_note_id).toBe(byAdmin.lead_note_id);
    });

    it('then another account’s lead is not found and nothing is written', async () => {
      const count = () =>
        server.database.db
          .selectFrom('lead_note')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('account_id', '=', otherAccount)
          .where('lead_id', '=', otherLead)
          .executeTakeFirstOrThrow();
      const before = await count();
      const refused = await note('admin', otherLead, '<p>Nope</p>');
      expect(refused.statusCode).toBe(404);
      expect((await get('admin', `/api/lead/${otherLead}/conversationNote/`)).statusCode).toBe(404);
      expect((await count()).n).toBe(before.n);
      expect((await get('other', `/api/lead/${otherLead}/conversationNote/`)).statusCode).toBe(200);
    });

    it('then a note by someone else’s user_id, an empty note or a mismatched lead_id is refused', async () => {
      expect((await note('agent', agentLead, '<p>x</p>', tokens.agent2.user_id)).statusCode).toBe(403);
      const empty = await note('agent', agentLead, '<script>alert(1)</script><p> </p>');
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe(EMPTY_NOTE_MESSAGE);
      const mismatched = await post('agent', `/api/lead/${agentLead}/conversationNote/`, {
        lead_id: agentLead + 1,
        note: '<p>x</p>',
        user_id: tokens.agent.user_id,
      });
      expect(mismatched.statusCode).toBe(400);
      expect(
        (await post('agent', `/api/lead/${agentLead}/conversationNote/`, { user_id: tokens.agent.user_id })).statusCode,
      ).toBe(400);
      expect((await note('agent', 999_999_999, '<p>x</p>')).statusCode).toBe(404);
    });
  });

  describe('when the assign-lead panel searches leads (spec 02 §3.7)', () => {
    it('then name prefixes with % and default_address in field_list answer the panel rows', async () => {
      const { db } = server.database;
      const sample = await db
        .selectFrom('lead')
        .select(['fname', 'lname'])
        .where('account_id', '=', demoAccount)
        .where('user_id', '=', tokens.agent.user_id)
        .where('deleted', '=', '0')
        .where('address1', 'is not', null)
        .orderBy('lead_id')
        .executeTakeFirstOrThrow();
      const fname = sample.fname.slice(0, 2);
      const lname = sample.lname.slice(0, 3);
      const body = buildLeadSearchPanelRequest({ fname, lname }, { account_id: demoAccount });
      expect(body.criteria.fname!.value).toEqual([`${fname}%`]);
      const answer = await ok(await post('agent', '/api/lead/search/', body));
      expect(is(answer, AssignPanelLeadSearchAnswerStruct)).toBe(true);
      expect(answer.result.length).toBeGreaterThan(0);
      expect(answer.records_per_page).toBe(10);
      for (const row of answer.result) {
        expect(Object.keys(row).sort()).toEqual([...LEAD_SEARCH_PANEL_FIELDS].sort());
        expect(row.fname.toLowerCase().startsWith(fname.toLowerCase())).toBe(true);
        expect(row.lname.toLowerCase().startsWith(lname.toLowerCase())).toBe(true);
      }
      const expectedAddress = await db
        .selectFrom('lead')
        .select(['address1', 'address2', 'city', 'state_id', 'zip', 'county'])
        .where('account_id', '=', demoAccount)
        .where('lead_id', '=', answer.result[0].lead_id)
        .executeTakeFirstOrThrow();
      expect(answer.result[0].default_address).toEqual(expectedAddress);

      // The spec writes the field list as one comma-separated string: it reads the same.
      const asText = await ok(
        await post('agent', '/api/lead/search/', { ...body, field_list: LEAD_SEARCH_PANEL_FIELDS.join(',') }),
      );
      expect(asText.result).toEqual(answer.result);
    });

    it('then the agent sees only their own leads and another account’s criterion finds nothing', async () => {
      const body = buildLeadSearchPanelRequest({ lname: 'a' }, { account_id: demoAccount, records_per_page: 50 });
      const mine = await ok(await post('agent', '/api/lead/search/', body));
      const ids = mine.result.map((r: { lead_id: number }) => r.lead_id);
      const owners = await server.database.db
        .selectFrom('lead')
        .select('user_id')
        .distinct()
        .where('account_id', '=', demoAccount)
        .where('lead_id', 'in', ids.length ? ids : [0])
        .execute();
      expect(owners.map((o) => o.user_id)).toEqual(ids.length ? [tokens.agent.user_id] : []);
      const theirs = await ok(
        await post(
          'agent',
          '/api/lead/search/',
          buildLeadSearchPanelRequest({ lname: 'a' }, { account_id: otherAccount }),
        ),
      );
      expect(theirs.result).toEqual([]);
    });

    it('then a lone % is a literal character, not every lead', async () => {
      const body = buildLeadSearchPanelRequest({}, { account_id: demoAccount });
      const answer = await ok(
        await post('admin', '/api/lead/search/', {
          ...body,
          criteria: { ...body.criteria, lname: { type: 'simple', value: ['%'] } },
        }),
      );
      expect(answer.total_records).toBe(0);
    });
  });
});
