// Spec 02 §5.1, §5.2, §6: on the one configured account (lead_b2bpartner_fields_enabled) the
// server runs the same domain validators as the forms: adding a lead needs a partner and a
// tracking code, and a Lead Details save of a lead with a partner needs a tracking code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_MESSAGES, NEW_LEAD_MESSAGES, validateLeadDetails } from '@meridian/domain';
import { LEAD_RECORD_REFUSALS } from '..';
import {
  backends,
  bearer,
  DEMO,
  postAs,
  signIn,
  startTestServer,
  type TestServer,
  type Tokens,
} from '../../../../test/harness';

describe.each(backends)('given the partner and tracking-code account on %s', (kind) => {
  let server: TestServer;
  let agent: Tokens;
  let other: Tokens;
  let partnerId: number;
  let demoAccount: number;
  const newLead = {
    fname: 'Odile',
    lname: 'Partridge',
    dob: '03/14/1952',
    gender: 'F',
    phones: [{ phone_type: 'Mobile', phone: '(312) 555-0199' }],
    emails: [],
    addresses: [],
    lead_type_id: '1',
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    [agent, other] = await Promise.all([signIn(server.app, ...DEMO.agent), signIn(server.app, ...DEMO.other)]);
    const db = server.database.db;
    const demo = await db
      .selectFrom('account')
      .select(['account_id', 'lead_b2bpartner_fields_enabled'])
      .where('account_name', '=', 'Demo Agency')
      .executeTakeFirstOrThrow();
    demoAccount = demo.account_id;
    expect(demo.lead_b2bpartner_fields_enabled).toBe('1');
    partnerId = (
      await db
        .selectFrom('b2bpartner')
        .select('b2bpartner_id')
        .where('account_id', '=', demoAccount)
        .orderBy('b2bpartner_id')
        .executeTakeFirstOrThrow()
    ).b2bpartner_id;
  }, 180_000);
  afterAll(async () => {
    await server?.close();
  });

  const add = (who: Tokens, body: object) => postAs(server.app, who.access_token, '/api/lead', body);
  const leadsNamed = (lname: string) =>
    server.database.db.selectFrom('lead').select('lead_id').where('lname', '=', lname).execute();

  describe('when a lead is added on the configured account', () => {
    it.each([
      [
        'without a partner',
        { source_code: 'LPG-COUNTER' },
        { b2bpartner_id: [{ MESSAGE: NEW_LEAD_MESSAGES.partnerRequired }] },
      ],
      [
        'without a tracking code',
        { b2bpartner_id: 'PARTNER', source_code: '  ' },
        { source_code: [{ MESSAGE: NEW_LEAD_MESSAGES.trackingCodeRequired }] },
      ],
      [
        'with neither',
        {},
        {
          b2bpartner_id: [{ MESSAGE: NEW_LEAD_MESSAGES.partnerRequired }],
          source_code: [{ MESSAGE: NEW_LEAD_MESSAGES.trackingCodeRequired }],
        },
      ],
    ])('%s then it is refused with the spec message and nothing is created', async (_name, origination, result) => {
      const lname = `Partridge${Math.random().toString(36).slice(2, 8)}`;
      const body = {
        ...newLead,
        lname,
        ...origination,
        ...('b2bpartner_id' in origination ? { b2bpartner_id: partnerId } : {}),
      };
      const response = await add(agent, body);
      expect(response.statusCode, response.body).toBe(400);
      const answer = response.json();
      expect(answer.message).toBe(LEAD_RECORD_REFUSALS.addInvalid);
      expect(answer.result).toEqual(result);
      expect(await leadsNamed(lname)).toEqual([]);
    });

    it('with a partner and a tracking code then it is added with both', async () => {
      const response = await add(agent, { ...newLead, b2bpartner_id: partnerId, source_code: 'LPG-COUNTER' });
      expect(response.statusCode, response.body).toBe(201);
      const row = await server.database.db
        .selectFrom('lead')
        .select(['b2bpartner_id', 'lead_vendor_source_code'])
        .where('lead_id', '=', response.json().lead_id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ b2bpartner_id: partnerId, lead_vendor_source_code: 'LPG-COUNTER' });
    });
  });

  it('when a lead is added on an account without the fields then neither is required', async () => {
    const response = await add(other, { ...newLead, lname: 'Elsewhere' });
    expect(response.statusCode, response.body).toBe(201);
  });

  describe('when Lead Details saves a lead of the configured account', () => {
    const save = (leadId: number, body: object) =>
      server.app.inject({
        method: 'PUT',
        url: `/api/lead/${leadId}/`,
        headers: bearer(agent.access_token),
        payload: body,
      });
    let leadId: number;
    beforeAll(async () => {
      const response = await add(agent, {
        ...newLead,
        lname: 'Saveable',
        phones: [],
        b2bpartner_id: partnerId,
        source_code: 'LPG-FLYER',
      });
      expect(response.statusCode, response.body).toBe(201);
      leadId = response.json().lead_id;
    });
    const codeOf = async () =>
      (
        await server.database.db
          .selectFrom('lead')
          .select('lead_vendor_source_code')
          .where('lead_id', '=', leadId)
          .executeTakeFirstOrThrow()
      ).lead_vendor_source_code;

    it('with a partner and the tracking code cleared then it is refused and the code stays', async () => {
      const response = await save(leadId, { source_code: '', fname: 'Changed' });
      expect(response.statusCode, response.body).toBe(400);
      // The message is Lead Details' summary line for it, as the form shows it; the field carries the spec's text.
      const { summary } = validateLeadDetails(
        { fname: 'x', lname: 'y', source_code: '' },
        { now: new Date(), trackingCodeRequired: true },
      );
      expect(summary).toHaveLength(1);
      expect(response.json().message).toBe(summary[0]);
      expect(response.json().result.source_code).toEqual([{ MESSAGE: LEAD_MESSAGES.trackingCodeRequired }]);
      expect(await codeOf()).toBe('LPG-FLYER');
      const row = await server.database.db
        .selectFrom('lead')
        .select('fname')
        .where('lead_id', '=', leadId)
        .executeTakeFirstOrThrow();
      expect(row.fname).toBe('Odile');
    });

    it('with the partner cleared too then no tracking code is required', async () => {
      const response = await save(leadId, { b2bpartner_id: null, source_code: '' });
      expect(response.statusCode, response.body).toBe(200);
      expect(await codeOf()).toBeNull();
    });

    it('when a partner is set without a tracking code then it is refused', async () => {
      const response = await save(leadId, { b2bpartner_id: partnerId });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().result.source_code).toEqual([{ MESSAGE: LEAD_MESSAGES.trackingCodeRequired }]);
      const ok = await save(leadId, { b2bpartner_id: partnerId, source_code: 'LPG-COUNTER' });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(await codeOf()).toBe('LPG-COUNTER');
    });
  });
});
