// Spec 02 §3.1, §4.1: the preferred and emergency contacts' phone ids come back with the lead, an
// emergency phone that is the preferred contact's carries its id, and ids stay while a phone stays.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isEmergencySameAsPreferred } from '@meridian/domain';
import type { LeadRecord } from '@meridian/api';
import {
  backends,
  bearer,
  DEMO,
  getAs,
  signIn,
  startTestServer,
  type TestServer,
  type Tokens,
} from '../../../../test/harness';

describe.each(backends)('given the contact phone ids on %s', (kind) => {
  let server: TestServer;
  let agent: Tokens;
  let leadId: number;

  beforeAll(async () => {
    server = await startTestServer(kind);
    agent = await signIn(server.app, ...DEMO.agent);
    leadId = (
      await server.database.db
        .selectFrom('lead')
        .select('lead_id')
        .where('user_id', '=', agent.user_id)
        .where('deleted', '=', '0')
        .orderBy('lead_id', 'desc')
        .executeTakeFirstOrThrow()
    ).lead_id;
  }, 180_000);
  afterAll(async () => {
    await server?.close();
  });

  const read = async () => {
    const response = await getAs(server.app, agent.access_token, `/api/lead/${leadId}/`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as LeadRecord;
  };
  const save = async (body: object) => {
    const response = await server.app.inject({
      method: 'PUT',
      url: `/api/lead/${leadId}/`,
      headers: bearer(agent.access_token),
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as LeadRecord;
  };

  it('when a preferred and a different emergency contact phone are saved then both come back with their own ids', async () => {
    const saved = await save({
      contact_name: 'Rosa Diaz',
      contact_phone: { phone_type: 'Mobile', phone: '(312) 555-0101', phone_ext: '' },
      contact_relationship: 'Child',
      emergency_name: 'Tom Diaz',
      emergency_phone: { phone_type: 'Home', phone: '3125550102', phone_ext: '12' },
      emergency_relationship: 'Sibling',
    });
    const lead = await read();
    expect(lead.contact_phone).toEqual({ phone_type: 'Mobile', phone: '3125550101', phone_ext: '' });
    expect(lead.emergency_phone).toEqual({ phone_type: 'Home', phone: '3125550102', phone_ext: '12' });
    expect(lead.contact_phone_id).toEqual(expect.any(Number));
    expect(lead.emergency_phone_id).toEqual(expect.any(Number));
    expect(lead.emergency_phone_id).not.toBe(lead.contact_phone_id);
    // The save's answer is the lead as read.
    expect(saved.contact_phone_id).toBe(lead.contact_phone_id);
    expect(saved.emergency_phone_id).toBe(lead.emergency_phone_id);
    expect(
      isEmergencySameAsPreferred({
        contact_name: 'Tom Diaz',
        contact_relationship: 'Child',
        contact_phone_id: lead.contact_phone_id!,
        emergency_name: lead.emergency_name,
        emergency_relationship: 'Parent',
        emergency_phone_id: lead.emergency_phone_id!,
      }),
    ).toBe(false);
  });

  it('when the lead is saved again with the same phones then the ids stay; a changed phone gets a new one', async () => {
    const before = await read();
    await save({ fname: 'Renamed', contact_phone: before.contact_phone, emergency_phone: before.emergency_phone });
    const same = await read();
    expect(same.contact_phone_id).toBe(before.contact_phone_id);
    expect(same.emergency_phone_id).toBe(before.emergency_phone_id);

    await save({ contact_phone: { phone_type: 'Mobile', phone: '3125550199', phone_ext: '' } });
    const changed = await read();
    expect(changed.contact_phone_id).not.toBe(before.contact_phone_id);
    expect(changed.emergency_phone_id).toBe(before.emergency_phone_id);
  });

  it('when the emergency contact is the preferred contact (Yes) then the ids match and the radio loads as Yes', async () => {
    const phone = { phone_type: 'Work' as const, phone: '3125550177', phone_ext: '' };
    await save({
      contact_name: 'Rosa Diaz',
      contact_phone: phone,
      contact_relationship: 'Child',
      emergency_name: 'Rosa Diaz',
      emergency_phone: phone,
      emergency_relationship: 'Child',
    });
    const lead = await read();
    expect(lead.contact_phone_id).toEqual(expect.any(Number));
    expect(lead.emergency_phone_id).toBe(lead.contact_phone_id);
    expect(
      isEmergencySameAsPreferred({
        contact_name: lead.contact_name,
        contact_relationship: 'Spouse',
        contact_phone_id: lead.contact_phone_id!,
        emergency_name: lead.emergency_name,
        emergency_relationship: 'Friend',
        emergency_phone_id: lead.emergency_phone_id!,
      }),
    ).toBe(true);

    // The emergency phone changes: it gets its own id, the preferred keeps its.
    await save({ emergency_phone: { phone_type: 'Home', phone: '3125550178', phone_ext: '' } });
    const split = await read();
    expect(split.contact_phone_id).toBe(lead.contact_phone_id);
    expect(split.emergency_phone_id).not.toBe(lead.contact_phone_id);
    expect(split.emergency_phone_id).toEqual(expect.any(Number));
  });

  it('when the phones are cleared then the ids are null', async () => {
    await save({ contact_phone: { phone: '' }, emergency_phone: null });
    const lead = await read();
    expect(lead.contact_phone).toBeNull();
    expect(lead.emergency_phone).toBeNull();
    expect(lead.contact_phone_id).toBeNull();
    expect(lead.emergency_phone_id).toBeNull();
  });

  it('when the seed gave leads contact phones then they carry ids', async () => {
    const rows = await server.database.db
      .selectFrom('lead')
      .select(['contact_phone', 'contact_phone_id', 'emergency_phone', 'emergency_phone_id'])
      .where((eb) => eb.or([eb('contact_phone', 'is not', null), eb('emergency_phone', 'is not', null)]))
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.contact_phone_id === null).toBe(row.contact_phone === null);
      expect(row.emergency_phone_id === null).toBe(row.emergency_phone === null);
    }
  });
});
