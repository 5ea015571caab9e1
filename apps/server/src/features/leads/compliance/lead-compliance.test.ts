// Issue 13 (beyond the spec's anchors): GET lead/{lead_id}/compliance/ answers the lead page's
// compliance checklist from real data — the contact permissions, the latest call placed through
// the phone dialer, the agent's writing numbers for the lead's product — scoped like the lead.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { is } from 'superstruct';
import { LeadComplianceStruct, type LeadCompliance } from '@meridian/api';
import { COMPLIANCE_DETAILS, COMPLIANCE_ITEM_KEYS } from '@meridian/domain';
import {
  backends,
  bearer,
  getAs,
  postAs,
  signInDemoUsers,
  startTestServer,
  type TestServer,
  type Tokens,
} from '../../../../test/harness';

describe.each(backends)('given the lead compliance checklist on %s', (kind) => {
  let server: TestServer;
  let agent: Tokens;
  let agent2: Tokens;
  let admin: Tokens;
  let other: Tokens;
  let leadId: number;

  beforeAll(async () => {
    server = await startTestServer(kind);
    ({ agent, agent2, admin, other } = await signInDemoUsers(server.app));
    const db = server.database.db;
    // A lead of demoagent nobody has called yet.
    leadId = (
      await db
        .selectFrom('lead')
        .select('lead_id')
        .where('user_id', '=', agent.user_id)
        .where('deleted', '=', '0')
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('phone_call').select('phone_call_id').whereRef('phone_call.lead_id', '=', 'lead.lead_id'),
            ),
          ),
        )
        .orderBy('lead_id')
        .executeTakeFirstOrThrow()
    ).lead_id;
  }, 180_000);
  afterAll(async () => {
    await server?.close();
  });

  const checklist = async (who: Tokens = agent) => {
    const response = await getAs(server.app, who.access_token, `/api/lead/${leadId}/compliance/`);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json() as LeadCompliance;
    expect(is(answer, LeadComplianceStruct), response.body).toBe(true);
    expect(answer.items.map((i) => i.key)).toEqual([...COMPLIANCE_ITEM_KEYS]);
    return Object.fromEntries(answer.items.map((i) => [i.key, i])) as Record<string, LeadCompliance['items'][number]>;
  };
  const save = async (body: object) => {
    const response = await server.app.inject({
      method: 'PUT',
      url: `/api/lead/${leadId}/`,
      headers: bearer(agent.access_token),
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  it('when a contact permission is turned off and on in Lead Details then its item follows', async () => {
    await save({ do_not_call: '0', do_not_email: '0', do_not_text: '1', do_not_mail: '0' });
    let items = await checklist();
    expect(items.permission_text).toMatchObject({ met: false, detail: COMPLIANCE_DETAILS.permissionRefused('text') });
    expect(items.permission_call).toMatchObject({ met: true, detail: COMPLIANCE_DETAILS.permissionGiven });
    expect(items.permission_email!.met).toBe(true);
    expect(items.permission_mail!.met).toBe(true);

    await save({ do_not_text: '0', do_not_mail: '1' });
    items = await checklist();
    expect(items.permission_text!.met).toBe(true);
    expect(items.permission_mail!.met).toBe(false);
  });

  it('when the agent calls the lead through the dialer then the recorded call is met with its date; a refused call does not count', async () => {
    expect((await checklist()).recorded_call).toMatchObject({ met: false, detail: COMPLIANCE_DETAILS.noRecordedCall });
    const db = server.database.db;
    const lead = await db
      .selectFrom('lead')
      .select('account_id')
      .where('lead_id', '=', leadId)
      .executeTakeFirstOrThrow();
    // A call the provider refused, recorded as failed, is no recorded call.
    await db
      .insertInto('phone_call')
      .values({
        account_id: lead.account_id,
        user_id: agent.user_id,
        lead_id: leadId,
        callee_phone_number: '3125550100',
        provider: 'local',
        status: 'failed',
        message: 'refused',
      })
      .execute();
    expect((await checklist()).recorded_call!.met).toBe(false);

    const call = await postAs(server.app, agent.access_token, '/api/PhoneDialerProvider/phoneCall', {
      callee_phone_number: '(312) 555-0144',
      lead_id: leadId,
      user_id: agent.user_id,
    });
    expect(call.statusCode, call.body).toBe(200);
    const placed = await db
      .selectFrom('phone_call')
      .select('created_at')
      .where('phone_call_id', '=', call.json().call_id)
      .executeTakeFirstOrThrow();
    const response = await getAs(server.app, agent.access_token, `/api/lead/${leadId}/compliance/`);
    const answer = response.json() as LeadCompliance;
    expect(new Date(answer.last_recorded_call_at!).getTime()).toBe(new Date(placed.created_at).getTime());
    const day = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Chicago',
      month: '2-digit',
      day: '2-digit',
      year: 'numeric',
    }).format(new Date(placed.created_at));
    expect(answer.items.find((i) => i.key === 'recorded_call')).toMatchObject({
      met: true,
      detail: COMPLIANCE_DETAILS.recordedCall(day),
    });
  });

  it('when the lead has no product type, one the agent writes, or one they do not then the writing number item says so', async () => {
    const db = server.database.db;
    // Arranging: seeded leads came from a lead vendor, so their product type is locked for the agent.
    const setProduct = (product_type_id: number | null) =>
      db.updateTable('lead').set({ product_type_id }).where('lead_id', '=', leadId).execute();
    await setProduct(null);
    expect((await checklist()).writing_number).toMatchObject({ met: false, detail: COMPLIANCE_DETAILS.noProductType });

    // demoagent holds Humana HUM-448812 for Medicare Advantage (8), this plan year and the next.
    await setProduct(8);
    const met = (await checklist()).writing_number!;
    expect(met.met).toBe(true);
    expect(met.detail).toContain('Medicare Advantage: Humana HUM-448812');

    // Numbers for plan years long gone do not count.
    const shift = (years: number) =>
      db
        .updateTable('user_carrier')
        .set((eb) => ({ certification_year: eb('certification_year', '+', years) }))
        .where('user_id', '=', agent.user_id)
        .where('product_type_id', '=', 8)
        .execute();
    await shift(-30);
    expect((await checklist()).writing_number).toMatchObject({
      met: false,
      detail: COMPLIANCE_DETAILS.noWritingNumber('Medicare Advantage'),
    });
    await shift(30);

    await setProduct(4);
    expect((await checklist()).writing_number).toMatchObject({
      met: false,
      detail: COMPLIANCE_DETAILS.noWritingNumber('Medical'),
    });
  });

  it('when someone else asks then another agent without lead_view_assigned and another account get 404; the admin reads it', async () => {
    expect((await getAs(server.app, agent2.access_token, `/api/lead/${leadId}/compliance/`)).statusCode).toBe(404);
    expect((await getAs(server.app, other.access_token, `/api/lead/${leadId}/compliance/`)).statusCode).toBe(404);
    expect(Object.keys(await checklist(admin))).toHaveLength(COMPLIANCE_ITEM_KEYS.length);
    expect((await getAs(server.app, agent.access_token, `/api/lead/999999999/compliance/`)).statusCode).toBe(404);
  });
});
