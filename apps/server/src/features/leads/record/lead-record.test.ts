import { PassThrough } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { is } from 'superstruct';
import {
  ContactPermissionHistoryAnswerStruct,
  LeadLastUpdatedStruct,
  LeadSaveAnswerStruct,
  LeadStruct,
  type LeadRecord,
} from '@meridian/api';
import {
  buildLeadSearchPanelRequest,
  CONTACT_EDITOR_MESSAGES,
  LEAD_MESSAGES,
  NEW_LEAD_MESSAGES,
  validateMedicareNumber,
} from '@meridian/domain';
import { LEAD_RECORD_REFUSALS } from '..';
import {
  backends,
  bearer,
  DEMO,
  firstLeadOf,
  getAs,
  postAs,
  signIn,
  signInDemoUsers,
  startTestServer,
  type TestServer,
  type Tokens,
} from '../../../../test/harness';

const SSN = '123-45-6789';
const MBI = '1EG4-TE5-MK73';

describe.each(backends)('given the lead record on %s', (kind) => {
  let server: TestServer;
  let agent: Tokens;
  let agent2: Tokens;
  let admin: Tokens;
  let other: Tokens;
  /** demoagent's leads, one of demoagent2's, and one of the other account. */
  let own: number[];
  let agent2Lead: number;
  let otherLead: number;
  let demoAccount: number;
  let otherAccount: number;
  /** A zip with one county in the ZIP–county table. */
  let zip: { zip: string; county_name: string; county_fips: string; state_id: string };
  const logs: string[] = [];

  beforeAll(async () => {
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
    server = await startTestServer(kind, {}, logStream);
    ({ agent, agent2, admin, other } = await signInDemoUsers(server.app));
    const db = server.database.db;
    const accountOf = async (userId: number) =>
      (await db.selectFrom('app_user').select('account_id').where('user_id', '=', userId).executeTakeFirstOrThrow())
        .account_id;
    demoAccount = await accountOf(agent.user_id);
    otherAccount = await accountOf(other.user_id);
    own = (
      await db
        .selectFrom('lead')
        .select('lead_id')
        .where('account_id', '=', demoAccount)
        .where('user_id', '=', agent.user_id)
        .where('deleted', '=', '0')
        .orderBy('lead_id')
        .limit(10)
        .execute()
    ).map((r) => r.lead_id);
    agent2Lead = await firstLeadOf(db, demoAccount, agent2.user_id);
    otherLead = await firstLeadOf(db, otherAccount);
    zip = await db
      .selectFrom('zip_county')
      .select(['zip', 'county_name', 'county_fips', 'state_id'])
      .where('zip', 'in', sql<string>`(SELECT zip FROM zip_county GROUP BY zip HAVING count(*) = 1)`)
      .orderBy('zip')
      .limit(1)
      .executeTakeFirstOrThrow();
  }, 180_000);
  afterAll(async () => {
    await server?.close();
  });

  const read = async (who: Tokens, leadId: number, full = false) => {
    const response = await getAs(server.app, who.access_token, `/api/lead/${leadId}/${full ? '?ssn=full' : ''}`);
    expect(response.statusCode, response.body).toBe(200);
    const lead = response.json() as LeadRecord;
    expect(is(lead, LeadStruct), JSON.stringify(lead)).toBe(true);
    return lead;
  };
  const save = (who: Tokens, leadId: number, body: object) =>
    server.app.inject({ method: 'PUT', url: `/api/lead/${leadId}/`, headers: bearer(who.access_token), payload: body });
  const history = async (who: Tokens, leadId: number) =>
    postAs(server.app, who.access_token, '/api/contactPermissionHistory/search', {
      search_type: 'simple',
      criteria: { lead_id: { type: 'simple', value: [leadId] } },
      page_number: 1,
      orderby_field: 'lead_contact_permission_change_date',
    });
  /** Arranging: a lead without its seeded phones, emails and addresses. */
  const clearContacts = async (leadId: number) => {
    for (const table of ['lead_phone', 'lead_email', 'lead_address'] as const)
      await server.database.db.deleteFrom(table).where('lead_id', '=', leadId).execute();
  };
  const rowOf = (leadId: number) =>
    server.database.db.selectFrom('lead').selectAll().where('lead_id', '=', leadId).executeTakeFirstOrThrow();

  describe('the demo seed', () => {
    it('when demoagent reads their leads then they carry contacts, Medicare data, history and dispositions', async () => {
      const leads = await Promise.all(own.map((id) => read(agent, id)));
      for (const lead of leads) {
        const row = await rowOf(lead.lead_id);
        // The lead row's own default columns are those of its default rows.
        expect(lead.default_phone?.phone ?? null).toBe(row.phone);
        expect(lead.default_email?.email ?? null).toBe(row.email);
        expect(lead.default_address?.zip ?? null).toBe(row.zip);
        expect(lead.lead_instructions).toHaveLength(2);
        if (lead.hicn) expect(validateMedicareNumber(lead.hicn)).toBeUndefined();
        if (lead.dispo_name) expect(lead.dispo_log).not.toBe('');
      }
      const all = await server.database.db
        .selectFrom('lead')
        .select([
          sql<number>`count(*) FILTER (WHERE hicn IS NOT NULL)::integer`.as('medicare'),
          sql<number>`count(*)::integer`.as('total'),
          sql<number>`count(*) FILTER (WHERE (SELECT count(*) FROM lead_phone p WHERE p.account_id = lead.account_id AND p.lead_id = lead.lead_id) > 1)::integer`.as(
            'several_phones',
          ),
          sql<number>`count(*) FILTER (WHERE EXISTS (SELECT 1 FROM lead_contact_permission_history h WHERE h.account_id = lead.account_id AND h.lead_id = lead.lead_id))::integer`.as(
            'with_history',
          ),
        ])
        .where('account_id', '=', demoAccount)
        .executeTakeFirstOrThrow();
      expect(all.medicare / all.total).toBeGreaterThan(0.6);
      expect(all.several_phones).toBeGreaterThan(50);
      expect(all.with_history).toBeGreaterThan(30);
    });

    it('when demoagent opens a lead with a pending self-service change then the ledger shows it', async () => {
      const pending = await server.database.db
        .selectFrom('lead_self_service_change')
        .select('lead_id')
        .where('account_id', '=', demoAccount)
        .execute();
      expect(pending.length).toBeGreaterThanOrEqual(3);
      const ledger = (
        await getAs(server.app, agent.access_token, `/api/lead/${pending[0]!.lead_id}/lastUpdated/`)
      ).json();
      expect(ledger).toMatchObject({ self_service: true, lead_last_updated_by: 'Client' });
      expect(ledger.Updated[0].address1.new).toMatch(/Lakeview Ave/);
    });
  });

  describe('reading a lead (GET lead/{lead_id}/)', () => {
    it('when demoagent reads their own lead then it answers the §3.1 shape with the agent and account', async () => {
      const lead = await read(agent, own[0]!);
      expect(lead.lead_id).toBe(own[0]);
      expect(lead.user_id).toBe(agent.user_id);
      expect(lead.agent_fname).not.toBe('');
      expect(lead.account_business_name).not.toBe('');
      expect(['0', '1']).toContain(lead.do_not_call);
    });

    it("when demoagent reads demoagent2's lead then it is 404, and demoadmin (lead_view_assigned) reads it", async () => {
      expect((await getAs(server.app, agent.access_token, `/api/lead/${agent2Lead}/`)).statusCode).toBe(404);
      expect((await read(admin, agent2Lead)).user_id).toBe(agent2.user_id);
    });

    it("when anyone reads another account's lead then it is 404", async () => {
      expect((await getAs(server.app, admin.access_token, `/api/lead/${otherLead}/`)).statusCode).toBe(404);
      expect((await getAs(server.app, agent.access_token, `/api/lead/${otherLead}/`)).statusCode).toBe(404);
      expect((await getAs(server.app, other.access_token, `/api/lead/${own[0]}/`)).statusCode).toBe(404);
    });

    it('when a lead is read without a token then it is 401', async () => {
      expect((await server.app.inject({ method: 'GET', url: `/api/lead/${own[0]}/` })).statusCode).toBe(401);
    });
  });

  describe('saving a lead (PUT lead/{lead_id}/)', () => {
    const full = {
      title: 'Mrs',
      fname: 'Dolores',
      mname: 'J',
      lname: 'Abernathy',
      dob: '03/14/1952',
      gender: 'F',
      marital_status: 'W',
      height: 65,
      weight: 140,
      ssn: SSN,
      hicn: MBI,
      medicare_parta_date: '03/2017',
      medicare_partb_date: '04/01/2017',
      medicaid_number: 'MCD-77',
      medicaid_state: 'il',
      phones: [
        { phone_type: 'Home', phone: '(312) 555-0101', isSelected: false },
        { phone_type: 'Mobile', phone: '3125550102', phone_ext: '9', isSelected: true },
      ],
      emails: [{ email_type: 'Home', email: 'dolores@example.com', isSelected: true }],
      addresses: [{ address_type_id: 'Home', address1: '1 Main St', city: 'Sweetwater', zip: '', isSelected: true }],
      tags: ['Medicare', 'Spring 2026', 'medicare'],
      do_not_email: '1',
      contact_name: 'Teddy Flood',
      contact_phone: { phone_type: 'Mobile', phone: '(312) 555-0199' },
      contact_relationship: 'Friend',
      emergency_name: 'Teddy Flood',
      emergency_phone: { phone_type: 'Mobile', phone: '123' },
      emergency_relationship: 'Friend',
    };

    it('when every section is saved then the answer and a new read hold it, with the defaults kept in the lead row', async () => {
      const leadId = own[0]!;
      await clearContacts(leadId);
      const body = { ...full, addresses: [{ ...full.addresses[0], zip: zip.zip, state_id: zip.state_id }] };
      const response = await save(agent, leadId, body);
      expect(response.statusCode, response.body).toBe(200);
      const saved = response.json();
      expect(is(saved, LeadSaveAnswerStruct)).toBe(true);
      expect(saved.success).toBe(true);
      const lead = await read(agent, leadId);
      expect(lead).toMatchObject({
        title: 'Mrs',
        fname: 'Dolores',
        mname: 'J',
        lname: 'Abernathy',
        dob: '03/14/1952',
        gender: 'F',
        marital_status: 'W',
        height: 65,
        weight: 140,
        ssn: '***-**-6789',
        ssn_last_four: '6789',
        hicn: '1EG4TE5MK73',
        medicare_parta_date: '03/01/2017',
        medicare_partb_date: '04/01/2017',
        medicaid_number: 'MCD-77',
        medicaid_state: 'IL',
        do_not_email: '1',
        contact_name: 'Teddy Flood',
        contact_phone: { phone_type: 'Mobile', phone: '3125550199' },
        contact_relationship: 'Friend',
        emergency_phone: null,
        tags: ['Medicare', 'Spring 2026'],
      });
      expect(lead.phones.map((p) => [p.phone_type, p.phone, p.isSelected])).toEqual([
        ['Home', '3125550101', false],
        ['Mobile', '3125550102', true],
      ]);
      expect(lead.default_phone?.phone).toBe('3125550102');
      expect(lead.default_email?.email).toBe('dolores@example.com');
      expect(lead.default_address).toMatchObject({
        zip: zip.zip,
        county: zip.county_name,
        county_fips: zip.county_fips,
        state_id: zip.state_id,
      });
      // The quick search reads the lead row's own columns.
      const row = await rowOf(leadId);
      expect(row).toMatchObject({
        phone: '3125550102',
        phone_type: 'Mobile',
        email: 'dolores@example.com',
        zip: zip.zip,
        county: zip.county_name,
        county_fips: zip.county_fips,
        default_phone_id: lead.default_phone_id,
      });
      const found = await postAs(server.app, agent.access_token, '/api/lead/search/', {
        criteria: { phone: { type: 'simple', value: ['3125550102'] } },
      });
      expect(found.json().result.map((r: { lead_id: number }) => r.lead_id)).toContain(leadId);
    });

    it('when the SSN is saved then it is answered masked, in full only on ?ssn=full, and the column holds no plain digits', async () => {
      const leadId = own[0]!;
      expect((await read(agent, leadId)).ssn).toBe('***-**-6789');
      expect((await read(agent, leadId, true)).ssn).toBe(SSN);
      const row = await rowOf(leadId);
      expect(row.ssn_encrypted).toBeTruthy();
      expect(row.ssn_encrypted).not.toContain('123456789');
      expect(row.ssn_encrypted).not.toContain('123-45');
      expect(row.ssn_last_four).toBe('6789');
      // The audit holds the SSN and the Medicare number only masked.
      const audit = await server.database.db
        .selectFrom('lead_audit')
        .selectAll()
        .where('lead_id', '=', leadId)
        .execute();
      const dump = JSON.stringify(audit);
      expect(dump).not.toContain('123456789');
      expect(dump).not.toContain('1EG4TE5MK73');
      expect(audit.find((a) => a.field === 'ssn')).toMatchObject({ old_value: null, new_value: '***-**-6789' });
      expect(audit.find((a) => a.field === 'fname')).toMatchObject({ new_value: 'Dolores', changed_by: agent.user_id });
    });

    it('when the masked SSN is sent back then it is kept; when cleared then it is gone', async () => {
      const leadId = own[0]!;
      expect((await save(agent, leadId, { ssn: '***-**-6789', fname: 'Dolly' })).statusCode).toBe(200);
      expect((await read(agent, leadId, true)).ssn).toBe(SSN);
      expect((await save(agent, leadId, { ssn: '' })).statusCode).toBe(200);
      expect((await read(agent, leadId, true)).ssn).toBe('');
      expect((await rowOf(leadId)).ssn_encrypted).toBeNull();
      expect((await save(agent, leadId, { ssn: SSN, fname: 'Dolores' })).statusCode).toBe(200);
    });

    it('when a permission changes then the history gets a row (never updated in place) and answers ON/OFF as 0/1', async () => {
      const leadId = own[0]!;
      const flip = (flag: string) => (flag === '1' ? '0' : '1');
      const before = await read(agent, leadId);
      const seeded = (await history(agent, leadId)).json().result as unknown[];
      const email = flip(before.do_not_email);
      const call = flip(before.do_not_call);
      expect((await save(agent, leadId, { do_not_email: email, do_not_call: call })).statusCode).toBe(200);
      expect((await save(agent, leadId, { do_not_email: before.do_not_email, do_not_call: call })).statusCode).toBe(
        200,
      );
      const response = await history(agent, leadId);
      expect(response.statusCode, response.body).toBe(200);
      const answer = response.json();
      expect(is(answer, ContactPermissionHistoryAnswerStruct)).toBe(true);
      type Row = { lead_contact_permission_type: string; lead_contact_permission_to_contact: number };
      const rows = answer.result as Row[];
      // Two rows from the first save, one from the second (call did not change); the older rows are as they were.
      expect(rows).toHaveLength(seeded.length + 3);
      expect(rows.slice(0, seeded.length)).toEqual(seeded);
      const mine = rows
        .slice(seeded.length)
        .map((r) => [r.lead_contact_permission_type, r.lead_contact_permission_to_contact]);
      expect(mine.slice(0, 2)).toEqual(
        expect.arrayContaining([
          ['do_not_email', Number(email)],
          ['do_not_call', Number(call)],
        ]),
      );
      expect(mine[2]).toEqual(['do_not_email', Number(before.do_not_email)]);
      expect(answer.result.at(-1).lead_contact_permission_change_user).toEqual({
        login: 'demoagent',
        fname: expect.any(String),
        lname: expect.any(String),
      });
      expect((await read(agent, leadId)).contact_permission_change_user?.login).toBe('demoagent');
      // Ascending by change date.
      const dates = answer.result.map(
        (r: { lead_contact_permission_change_date: string }) => r.lead_contact_permission_change_date,
      );
      expect([...dates].sort()).toEqual(dates);
      // Append-only: the database refuses to rewrite a row.
      await expect(
        sql`UPDATE lead_contact_permission_history SET to_contact = 0 WHERE lead_id = ${leadId}`.execute(
          server.database.db,
        ),
      ).rejects.toThrow(/append-only/);
      await expect(
        sql`UPDATE lead_audit SET new_value = 'x' WHERE lead_id = ${leadId}`.execute(server.database.db),
      ).rejects.toThrow(/append-only/);
    });

    it("when the history of another agent's or account's lead is asked then it is 404; a bad lead_id 400", async () => {
      expect((await history(agent, agent2Lead)).statusCode).toBe(404);
      expect((await history(admin, otherLead)).statusCode).toBe(404);
      expect((await history(admin, agent2Lead)).statusCode).toBe(200);
      const bad = await postAs(server.app, agent.access_token, '/api/contactPermissionHistory/search', {
        criteria: { lead_id: { type: 'simple', value: ['x'] } },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('criteria.lead_id is invalid: a lead id.');
    });

    it("when the spec's body is sent (criteria empty, records_per_page empty) then it answers the history of every lead the caller reaches", async () => {
      // Both agents' leads get a change, so each has history to see or not to see.
      for (const [who, leadId] of [
        [agent, own[0]!],
        [agent2, agent2Lead],
      ] as const) {
        const before = await read(who, leadId);
        expect((await save(who, leadId, { do_not_mail: before.do_not_mail === '1' ? '0' : '1' })).statusCode).toBe(200);
      }
      const specBody = {
        criteria: {},
        page_number: 1,
        records_per_page: '',
        orderby_field: 'lead_contact_permission_change_date',
      };
      const across = async (who: typeof agent) => {
        const response = await postAs(server.app, who.access_token, '/api/contactPermissionHistory/search', specBody);
        expect(response.statusCode, response.body).toBe(200);
        expect(is(response.json(), ContactPermissionHistoryAnswerStruct)).toBe(true);
        return response.json() as { total_records: number; result: { lead_id: number }[] };
      };
      const mine = await across(agent);
      const leadsOfAgent = new Set(mine.result.map((r) => r.lead_id));
      expect(leadsOfAgent.has(own[0]!)).toBe(true);
      expect(leadsOfAgent.has(agent2Lead)).toBe(false);
      const owners = await server.database.db
        .selectFrom('lead')
        .select('user_id')
        .where('lead_id', 'in', [...leadsOfAgent])
        .execute();
      expect(new Set(owners.map((o) => o.user_id))).toEqual(new Set([agent.user_id]));
      // lead_view_assigned: the admin reaches both agents' leads, never another account's.
      const all = new Set((await across(admin)).result.map((r) => r.lead_id));
      expect(all.has(own[0]!) && all.has(agent2Lead)).toBe(true);
      expect(all.has(otherLead)).toBe(false);
    });

    it.each([
      [{ mname: '1' }, 'mname', LEAD_MESSAGES.initialInvalid],
      [{ hicn: '1EG4-TE5' }, 'hicn', LEAD_MESSAGES.medicareNumberLength],
      [{ hicn: '1SG4-TE5-MK73' }, 'hicn', LEAD_MESSAGES.medicareNumberInvalid],
      [{ medicare_parta_date: '12/1960' }, 'medicare_parta_date', LEAD_MESSAGES.partADateTooEarly],
      [{ medicare_partb_date: '12/1964' }, 'medicare_partb_date', LEAD_MESSAGES.partBDateTooEarly],
      [{ dob: '02/30/1950' }, 'dob', LEAD_MESSAGES.dateInvalid],
      [{ dob: '01/01/2999' }, 'dob', LEAD_MESSAGES.dateInvalid],
      [{ weight: 1000 }, 'weight', LEAD_MESSAGES.weightTooLarge],
      [{ height: 9 * 12 + 1 }, 'height_feet', LEAD_MESSAGES.heightFeetTooLarge],
      [{ emails: [{ email_type: 'Home', email: 'not-an-email' }] }, 'emails.0', LEAD_MESSAGES.emailInvalid],
      [{ phones: [{ phone_type: 'Home', phone: '555-01' }] }, 'phones.0', CONTACT_EDITOR_MESSAGES.phoneInvalid],
      [{ tags: ['x'.repeat(21)] }, 'tags.0', 'Max length is 20 characters'],
      [{ fname: '' }, 'fname', 'First Name is required.'],
      [{ medicaid_number: 'M'.repeat(21) }, 'medicaid_number', 'Medicaid Number has an invalid length.'],
    ])(
      'when %j is saved then it is refused with the spec message for %s and nothing changes',
      async (body, field, message) => {
        const leadId = own[1]!;
        const before = await read(agent, leadId, true);
        const response = await save(agent, leadId, { ...body, title: 'Dr' });
        expect(response.statusCode, response.body).toBe(400);
        const answer = response.json();
        expect(answer.result[field]).toEqual([{ MESSAGE: message }]);
        expect(answer.message.length).toBeGreaterThan(0);
        expect(await read(agent, leadId, true)).toEqual(before);
      },
    );

    it('when the initial is invalid then the summary line is the spec sentence', async () => {
      const response = await save(agent, own[1]!, { mname: '%' });
      expect(response.json().message).toBe(LEAD_MESSAGES.initialInvalid);
    });

    it("when demoagent saves demoagent2's or another account's lead then it is 404 and nothing changes", async () => {
      expect((await save(agent, agent2Lead, { fname: 'Hacked' })).statusCode).toBe(404);
      expect((await save(admin, otherLead, { fname: 'Hacked' })).statusCode).toBe(404);
      expect((await rowOf(agent2Lead)).fname).not.toBe('Hacked');
      expect((await rowOf(otherLead)).fname).not.toBe('Hacked');
    });
  });

  describe('the origination lock (spec 02 §6)', () => {
    let leadId: number;
    let vendorId: number;
    beforeAll(async () => {
      leadId = own[2]!;
      const vendor = await server.database.db
        .selectFrom('lead_vendor')
        .select('lead_vendor_id')
        .where('account_id', '=', demoAccount)
        .orderBy('lead_vendor_id')
        .executeTakeFirstOrThrow();
      vendorId = vendor.lead_vendor_id;
      await server.database.db
        .updateTable('lead')
        .set({ lead_vendor_id: vendorId, source_adcode: 'AD-1', campaign_id: null })
        .where('account_id', '=', demoAccount)
        .where('lead_id', '=', leadId)
        .execute();
    });

    it('when demoagent (no origination permission) changes origination data of a vendor lead then it is refused and nothing changes', async () => {
      const before = await read(agent, leadId, true);
      for (const change of [
        { source_adcode: 'AD-2' },
        { campaign_id: 7 },
        { lead_type_id: '3' },
        { source_vendor_id: null },
      ]) {
        const response = await save(agent, leadId, { ...change, fname: 'Changed' });
        expect(response.statusCode, JSON.stringify(change)).toBe(403);
        expect(response.json().message).toBe(LEAD_RECORD_REFUSALS.originationLocked);
      }
      expect(await read(agent, leadId, true)).toEqual(before);
    });

    it('when demoagent saves the same origination values back with other changes then the save goes through', async () => {
      const lead = await read(agent, leadId);
      const response = await save(agent, leadId, {
        source_vendor_id: lead.source_vendor_id,
        lead_vendor_id: String(lead.lead_vendor_id),
        source_adcode: lead.source_adcode,
        campaign_id: '',
        weight: 200,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect((await read(agent, leadId)).weight).toBe(200);
    });

    it('when demoadmin (super_user) changes origination data then it is saved and audited', async () => {
      // A campaign and segment of the account (a save naming missing ones is refused by field).
      const segment = await server.database.db
        .selectFrom('campaign_segment')
        .select(['campaign_id', 'campaign_segment_code'])
        .where('account_id', '=', demoAccount)
        .orderBy('campaign_id')
        .executeTakeFirstOrThrow();
      const response = await save(admin, leadId, {
        source_adcode: 'AD-9',
        campaign_id: segment.campaign_id,
        campaign_segment_code: segment.campaign_segment_code,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(await read(agent, leadId)).toMatchObject({
        source_adcode: 'AD-9',
        campaign_id: segment.campaign_id,
        campaign_segment_code: segment.campaign_segment_code,
      });
      const audit = await server.database.db
        .selectFrom('lead_audit')
        .select(['field', 'old_value', 'new_value', 'changed_by'])
        .where('lead_id', '=', leadId)
        .where('field', '=', 'source_adcode')
        .execute();
      expect(audit).toContainEqual({
        field: 'source_adcode',
        old_value: 'AD-1',
        new_value: 'AD-9',
        changed_by: admin.user_id,
      });
    });

    it('when the Agent role is given lead_origination_data_edit (the account has vendors) then demoagent may change it', async () => {
      const db = server.database.db;
      const role = await db
        .selectFrom('app_user')
        .select('role_id')
        .where('user_id', '=', agent.user_id)
        .executeTakeFirstOrThrow();
      await db
        .insertInto('role_permission')
        .values({ account_id: demoAccount, role_id: role.role_id, permission_name: 'lead_origination_data_edit' })
        .execute();
      // The role changed: the session's access-control hash no longer matches, so sign in again.
      const fresh = await signIn(server.app, ...DEMO.agent);
      try {
        const response = await save(fresh, leadId, { source_adcode: 'AD-10' });
        expect(response.statusCode, response.body).toBe(200);
        expect((await read(fresh, leadId)).source_adcode).toBe('AD-10');
      } finally {
        await db
          .deleteFrom('role_permission')
          .where('account_id', '=', demoAccount)
          .where('role_id', '=', role.role_id)
          .where('permission_name', '=', 'lead_origination_data_edit')
          .execute();
      }
      const locked = await save(await signIn(server.app, ...DEMO.agent), leadId, { source_adcode: 'AD-11' });
      expect(locked.statusCode).toBe(403);
    });

    it('when a lead has no vendor then demoagent may set its origination data', async () => {
      const free = own[3]!;
      await server.database.db.updateTable('lead').set({ lead_vendor_id: null }).where('lead_id', '=', free).execute();
      const response = await save(agent, free, { source_adcode: 'WEB', product_type_id: 2 });
      expect(response.statusCode, response.body).toBe(200);
    });
  });

  describe('contact deletes (GET lead/{id}/{phone|email|address}/{rowId}/delete/)', () => {
    it('when the default phone is deleted then it is gone, the default moves on, and a second delete is 404', async () => {
      const leadId = own[4]!;
      await clearContacts(leadId);
      await save(agent, leadId, {
        phones: [
          { phone_type: 'Home', phone: '3125550111', isSelected: true },
          { phone_type: 'Work', phone: '3125550112' },
        ],
        emails: [{ email_type: 'Work', email: 'gone@example.com', isSelected: true }],
        addresses: [{ address_type_id: 'Mailing', address1: 'PO Box 1', zip: zip.zip }],
      });
      const lead = await read(agent, leadId);
      const home = lead.phones.find((p) => p.phone === '3125550111')!;
      const url = `/api/lead/${leadId}/phone/${home.phone_id}/delete/`;
      const first = await getAs(server.app, agent.access_token, url);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toEqual({ success: true });
      expect((await getAs(server.app, agent.access_token, url)).statusCode).toBe(404);
      const after = await read(agent, leadId);
      expect(after.phones.map((p) => p.phone)).toEqual(['3125550112']);
      expect(after.default_phone?.phone).toBe('3125550112');
      expect((await rowOf(leadId)).phone).toBe('3125550112');

      const email = after.emails[0]!;
      expect(
        (await getAs(server.app, agent.access_token, `/api/lead/${leadId}/email/${email.email_id}/delete/`)).statusCode,
      ).toBe(200);
      const address = after.addresses[0]!;
      expect(
        (await getAs(server.app, agent.access_token, `/api/lead/${leadId}/address/${address.address_id}/delete/`))
          .statusCode,
      ).toBe(200);
      const emptied = await read(agent, leadId);
      expect(emptied.default_email).toBeNull();
      expect(emptied.default_address).toBeNull();
      expect(await rowOf(leadId)).toMatchObject({
        email: null,
        zip: null,
        default_email_id: null,
        default_address_id: null,
      });
    });

    it("when a row of another agent's or account's lead is deleted then it is 404 and the row stays", async () => {
      const leadId = own[4]!;
      const phone = (await read(agent, leadId)).phones[0]!;
      expect(
        (await getAs(server.app, agent2.access_token, `/api/lead/${leadId}/phone/${phone.phone_id}/delete/`))
          .statusCode,
      ).toBe(404);
      expect(
        (await getAs(server.app, other.access_token, `/api/lead/${leadId}/phone/${phone.phone_id}/delete/`)).statusCode,
      ).toBe(404);
      // A row id of another lead under this lead's path.
      expect(
        (await getAs(server.app, agent.access_token, `/api/lead/${own[0]}/phone/${phone.phone_id}/delete/`)).statusCode,
      ).toBe(404);
      expect((await read(agent, leadId)).phones).toHaveLength(1);
    });
  });

  describe('add lead (POST lead)', () => {
    const newLead = {
      fname: 'Maeve',
      lname: 'Millay',
      dob: '07/04/1950',
      gender: 'F',
      phones: [{ phone_type: 'Mobile', phone: '(773) 555-0144' }],
      emails: [{ email_type: 'Home', email: 'maeve@example.com' }],
      addresses: [{ address_type_id: 'home', zip: '', county: '', state_id: '' }],
      lead_type_id: '1',
    };
    // The demo account is the one configured with partner and tracking code: both are required there.
    const add = async (who: Tokens, body: object) => {
      const partner =
        who === other
          ? {}
          : {
              b2bpartner_id: (
                await server.database.db
                  .selectFrom('b2bpartner')
                  .select('b2bpartner_id')
                  .where('account_id', '=', demoAccount)
                  .orderBy('b2bpartner_id')
                  .executeTakeFirstOrThrow()
              ).b2bpartner_id,
              source_code: 'LPG-COUNTER',
            };
      return postAs(server.app, who.access_token, '/api/lead', { ...partner, ...body });
    };

    it('when a lead is added then it answers its id, and the lead has its phone, email and address as defaults', async () => {
      const body = {
        ...newLead,
        addresses: [{ address_type_id: 'home', zip: zip.zip, county: '', state_id: zip.state_id }],
      };
      const response = await add(agent, body);
      expect(response.statusCode, response.body).toBe(201);
      const { lead_id } = response.json();
      const lead = await read(agent, lead_id);
      expect(lead).toMatchObject({
        fname: 'Maeve',
        lname: 'Millay',
        dob: '07/04/1950',
        gender: 'F',
        user_id: agent.user_id,
        lead_type_id: 1,
      });
      expect(lead.default_phone).toMatchObject({ phone: '7735550144', phone_type: 'Mobile' });
      expect(lead.default_email).toMatchObject({ email: 'maeve@example.com' });
      expect(lead.default_address).toMatchObject({
        address_type_id: 'Home',
        zip: zip.zip,
        county: zip.county_name,
        county_fips: zip.county_fips,
      });
      expect((await rowOf(lead_id)).phone).toBe('7735550144');
    });

    it('when the same name and birthdate, phone or Medicare number is added again then 409 lists the candidates, and confirm_duplicate adds it', async () => {
      const first = await add(agent, {
        ...newLead,
        fname: 'Bernard',
        lname: 'Lowe',
        phones: [],
        emails: [],
        hicn: '2EG4TE5MK74',
      });
      expect(first.statusCode, first.body).toBe(201);
      const id = first.json().lead_id;

      const byName = await add(agent, { ...newLead, fname: 'bernard', lname: 'LOWE', phones: [], emails: [] });
      expect(byName.statusCode, byName.body).toBe(409);
      expect(byName.json().message).toBe(LEAD_RECORD_REFUSALS.duplicate);
      expect(byName.json().result.duplicates).toContainEqual(
        expect.objectContaining({
          lead_id: id,
          fname: 'Bernard',
          lname: 'Lowe',
          dob: '07/04/1950',
          matched_on: ['name_dob'],
        }),
      );

      const byHicn = await add(agent, { fname: 'Other', lname: 'Person', hicn: '2EG4-TE5-MK74' });
      expect(byHicn.statusCode).toBe(409);
      expect(byHicn.json().result.duplicates).toContainEqual(
        expect.objectContaining({ lead_id: id, matched_on: ['hicn'] }),
      );

      const byPhone = await add(agent, {
        fname: 'Someone',
        lname: 'Else',
        phones: [{ phone_type: 'Home', phone: '7735550144' }],
      });
      expect(byPhone.statusCode).toBe(409);
      expect(byPhone.json().result.duplicates[0].matched_on).toContain('phone');

      const confirmed = await add(agent, {
        ...newLead,
        fname: 'Bernard',
        lname: 'Lowe',
        phones: [],
        emails: [],
        confirm_duplicate: true,
      });
      expect(confirmed.statusCode, confirmed.body).toBe(201);
      expect(confirmed.json().lead_id).not.toBe(id);
    });

    it('when a lead of another account matches then it is no duplicate', async () => {
      const response = await add(other, { ...newLead, fname: 'Maeve', lname: 'Millay' });
      expect(response.statusCode, response.body).toBe(201);
    });

    it.each([
      [{ fname: '' }, 'fname', NEW_LEAD_MESSAGES.fnameRequired],
      [{ lname: '  ' }, 'lname', NEW_LEAD_MESSAGES.lnameRequired],
      [{ phones: [{ phone_type: 'Home', phone: '555' }] }, 'phone', NEW_LEAD_MESSAGES.phoneInvalid],
      [{ emails: [{ email_type: 'Home', email: 'x@' }] }, 'email', LEAD_MESSAGES.emailInvalid],
      [{ dob: '01/01/2999' }, 'dob', LEAD_MESSAGES.dateInvalid],
      [{ addresses: [{ address_type_id: 'home', zip: '123' }] }, 'zip', 'Please enter a valid zip code'],
      [{ hicn: 'ABC' }, 'hicn', LEAD_MESSAGES.medicareNumberLength],
    ])(
      'when %j is added then it is refused with result.%s holding the spec message',
      async (change, field, message) => {
        const response = await add(agent, { ...newLead, fname: 'Valid', lname: 'Person', ...change });
        expect(response.statusCode, response.body).toBe(400);
        const answer = response.json();
        expect(answer.message).toBe(LEAD_RECORD_REFUSALS.addInvalid);
        if (field === 'zip') expect(answer.result.zip).toHaveLength(1);
        else expect(answer.result[field]).toEqual([{ MESSAGE: message }]);
      },
    );

    it('when demoagent adds a lead for demoagent2 then it is refused; demoadmin may, and may leave it unassigned', async () => {
      expect(
        (await add(agent, { ...newLead, fname: 'For', lname: 'Another', user_id: agent2.user_id })).statusCode,
      ).toBe(403);
      const assigned = await add(admin, {
        ...newLead,
        fname: 'For',
        lname: 'Another',
        user_id: agent2.user_id,
        phones: [],
      });
      expect(assigned.statusCode, assigned.body).toBe(201);
      expect((await read(admin, assigned.json().lead_id)).user_id).toBe(agent2.user_id);
      const unassigned = await add(admin, { ...newLead, fname: 'Nobody', lname: 'Owns', user_id: 0, phones: [] });
      expect(unassigned.statusCode, unassigned.body).toBe(201);
      expect((await read(admin, unassigned.json().lead_id)).user_id).toBe(0);
      expect((await add(admin, { ...newLead, fname: 'X', lname: 'Y', account_id: otherAccount })).statusCode).toBe(404);
    });
  });

  describe('the self-service ledger (GET lead/{lead_id}/lastUpdated/)', () => {
    it('when the client changed the lead then the ledger lists the changes, and an agent save clears it', async () => {
      const leadId = own[5]!;
      const db = server.database.db;
      await db
        .updateTable('lead')
        .set({ updated_by_client: '1', updated_at: new Date() })
        .where('account_id', '=', demoAccount)
        .where('lead_id', '=', leadId)
        .execute();
      await db
        .insertInto('lead_self_service_change')
        .values([
          { account_id: demoAccount, lead_id: leadId, field: 'address1', old_value: '1 Old Rd', new_value: '2 New Rd' },
          { account_id: demoAccount, lead_id: leadId, field: 'city', old_value: 'Oldtown', new_value: 'Newtown' },
        ])
        .execute();
      const response = await getAs(server.app, agent.access_token, `/api/lead/${leadId}/lastUpdated/`);
      expect(response.statusCode, response.body).toBe(200);
      const ledger = response.json();
      expect(is(ledger, LeadLastUpdatedStruct)).toBe(true);
      expect(ledger).toMatchObject({
        lead_last_updated_by: 'Client',
        self_service: true,
        Updated: [{ address1: { old: '1 Old Rd', new: '2 New Rd' } }, { city: { old: 'Oldtown', new: 'Newtown' } }],
      });

      expect((await save(agent, leadId, { weight: 150 })).statusCode).toBe(200);
      const after = (await getAs(server.app, agent.access_token, `/api/lead/${leadId}/lastUpdated/`)).json();
      expect(after.self_service).toBe(false);
      expect(after.Updated).toEqual([]);
      expect(after.lead_last_updated_by).toMatch(/\S/);
      expect(after.lead_last_updated_by).not.toBe('Client');
      const left = await db.selectFrom('lead_self_service_change').selectAll().where('lead_id', '=', leadId).execute();
      expect(left).toEqual([]);
    });

    it('when nobody changed a lead since it arrived then the ledger has no date (the panel stays hidden)', async () => {
      const untouched = own[9]!;
      const ledger = (await getAs(server.app, agent.access_token, `/api/lead/${untouched}/lastUpdated/`)).json();
      expect(ledger).toEqual({ lead_last_updated: null, lead_last_updated_by: null, self_service: false, Updated: [] });
    });

    it("when another agent's or account's ledger is asked then it is 404", async () => {
      expect((await getAs(server.app, agent.access_token, `/api/lead/${agent2Lead}/lastUpdated/`)).statusCode).toBe(
        404,
      );
      expect((await getAs(server.app, admin.access_token, `/api/lead/${otherLead}/lastUpdated/`)).statusCode).toBe(404);
    });
  });

  it('when the assign-lead panel searches (fname%/lname% and default_address) then it answers those fields', async () => {
    const lead = await read(agent, own[6]!);
    const request = buildLeadSearchPanelRequest(
      { fname: lead.fname.slice(0, 2), lname: lead.lname.slice(0, 3) },
      { account_id: demoAccount },
    );
    const response = await postAs(server.app, agent.access_token, '/api/lead/search/', request);
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json().result as Array<Record<string, unknown>>;
    const row = rows.find((r) => r.lead_id === lead.lead_id);
    expect(row).toBeDefined();
    expect(Object.keys(row!).sort()).toEqual(['default_address', 'dispo_name', 'dob', 'fname', 'lead_id', 'lname']);
    expect(row!.default_address).toMatchObject({
      zip: lead.default_address?.zip ?? '',
      city: lead.default_address?.city ?? '',
    });
    for (const r of rows) {
      expect(String(r.fname).toLowerCase().startsWith(lead.fname.slice(0, 2).toLowerCase())).toBe(true);
      expect(String(r.lname).toLowerCase().startsWith(lead.lname.slice(0, 3).toLowerCase())).toBe(true);
    }
  });

  it('when leads are saved then no SSN or Medicare number reaches the log', () => {
    const log = logs.join('');
    expect(log).toContain('/api/lead/');
    expect(log).not.toContain('123456789');
    expect(log).not.toContain(SSN);
    expect(log).not.toContain('1EG4TE5MK73');
  });
});
