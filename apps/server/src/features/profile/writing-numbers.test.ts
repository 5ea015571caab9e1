import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { is } from 'superstruct';
import { sql } from 'kysely';
import {
  CarrierProductTypeStruct,
  CarrierSearchAnswerStruct,
  ErrorBodyStruct,
  WritingNumberAddAnswerStruct,
  WritingNumberDeleteAnswerStruct,
} from '@meridian/api';
import { PROFILE_MESSAGES, planYearChoices } from '@meridian/domain';
import {
  backends,
  postAs,
  signInDemoUsers,
  startTestServer,
  type TestServer,
  type Tokens,
} from '../../../test/harness';

describe.each(backends)('given agent writing numbers added and deleted on %s', (kind) => {
  let server: TestServer;
  let agent: Tokens;
  let agent2: Tokens;
  let admin: Tokens;
  let other: Tokens;
  const [thisYear = 0, nextYear = 0] = planYearChoices(new Date());

  beforeAll(async () => {
    server = await startTestServer(kind);
    ({ agent, agent2, admin, other } = await signInDemoUsers(server.app));
  });
  afterAll(async () => {
    await server?.close();
  });

  const add = (who: Tokens, body: object) => postAs(server.app, who.access_token, '/api/usercarrier', body);
  const remove = (who: Tokens, ids: number[]) =>
    postAs(server.app, who.access_token, '/api/usercarrier/deleteSelected', { user_carrier_ids: ids });
  const rowsOf = (userId: number) =>
    server.database.db
      .selectFrom('user_carrier')
      .select(['user_carrier_id', 'carrier_id', 'product_type_id', 'agent_writing_number', 'certification_year'])
      .where('user_id', '=', userId)
      .orderBy('user_carrier_id')
      .execute();
  const auditOf = (userId: number) =>
    server.database.db
      .selectFrom('user_audit')
      .select(['user_id', 'changed_by', 'action', 'record_id', 'old_value', 'new_value'])
      .where('user_id', '=', userId)
      .orderBy('audit_id')
      .execute();

  it('when carriers are searched then the seeded carriers come, by full name', async () => {
    const response = await postAs(server.app, agent.access_token, '/api/carrier/search/', { criteria: {} });
    expect(response.statusCode).toBe(200);
    expect(is(response.json(), CarrierSearchAnswerStruct)).toBe(true);
    const names = (response.json().result as Array<{ carrier_full_name: string }>).map((c) => c.carrier_full_name);
    expect(names).toContain('Humana Inc.');
    expect(names).toEqual([...names].sort());
  });

  it("when a carrier's product types are listed then its active ones come first, the others inactive; an unknown carrier is 404", async () => {
    const response = await postAs(server.app, agent.access_token, '/api/productType/listActiveByCarrier', {
      carrier_id: 5,
    });
    expect(response.statusCode).toBe(200);
    const types = response.json() as Array<{ product_type_id: number; active: string }>;
    expect(types.every((t) => is(t, CarrierProductTypeStruct))).toBe(true);
    const active = types.filter((t) => t.active === '1').map((t) => t.product_type_id);
    expect(active.sort((a, b) => a - b)).toEqual([8, 11]);
    expect(types.slice(0, 2).every((t) => t.active === '1')).toBe(true);
    expect(types.find((t) => t.product_type_id === 9)?.active).toBe('0');
    const unknown = await postAs(server.app, agent.access_token, '/api/productType/listActiveByCarrier', {
      carrier_id: 999,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('when demoagent adds a Part D number then it is stored with an audit row; the same again is refused and nothing changes', async () => {
    const before = await rowsOf(agent.user_id);
    const body = {
      user_id: agent.user_id,
      carrier_id: 3,
      product_type_id: 11,
      agent_writing_number: ' AET-PD-1 ',
      certification_year: nextYear,
    };
    const response = await add(agent, body);
    expect(response.statusCode).toBe(200);
    expect(is(response.json(), WritingNumberAddAnswerStruct)).toBe(true);
    expect(response.json().message).toBe(PROFILE_MESSAGES.writingNumberAdded);
    const id = response.json().user_carrier_id as number;
    const after = await rowsOf(agent.user_id);
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toEqual({
      user_carrier_id: id,
      carrier_id: 3,
      product_type_id: 11,
      agent_writing_number: 'AET-PD-1',
      certification_year: nextYear,
    });
    const audit = (await auditOf(agent.user_id)).filter((a) => a.record_id === id);
    expect(audit).toEqual([
      {
        user_id: agent.user_id,
        changed_by: agent.user_id,
        action: 'writing_number_added',
        record_id: id,
        old_value: null,
        new_value: JSON.stringify({
          carrier_id: 3,
          product_type_id: 11,
          agent_writing_number: 'AET-PD-1',
          certification_year: nextYear,
        }),
      },
    ]);

    const auditCount = (await auditOf(agent.user_id)).length;
    const duplicate = await add(agent, { ...body, agent_writing_number: 'AET-OTHER' });
    expect(duplicate.statusCode).toBe(409);
    expect(is(duplicate.json(), ErrorBodyStruct)).toBe(true);
    expect(duplicate.json().message).toBe(PROFILE_MESSAGES.writingNumberDuplicate);
    expect(await rowsOf(agent.user_id)).toEqual(after);
    expect(await auditOf(agent.user_id)).toHaveLength(auditCount);

    // Another plan year of the same carrier and product type is another number.
    const otherYear = await add(agent, { ...body, certification_year: thisYear });
    expect(otherYear.statusCode).toBe(200);
  });

  it('when a number breaks a rule then the domain message comes and nothing is stored', async () => {
    const before = await rowsOf(agent.user_id);
    const base = { user_id: agent.user_id, carrier_id: 1, product_type_id: 8, agent_writing_number: 'HUM-9' };
    const cases: Array<[object, string]> = [
      [{ ...base, agent_writing_number: '  ' }, 'Agent Writing Number is required.'],
      [{ ...base, agent_writing_number: 'W'.repeat(51) }, 'Agent Writing Number has an invalid length.'],
      [base, 'Plan Year is required.'],
      [{ ...base, certification_year: thisYear - 1 }, 'Plan Year contains invalid data.'],
      [{ ...base, carrier_id: 999, certification_year: thisYear + 1 }, 'Carrier contains invalid data.'],
      [{ ...base, product_type_id: 7 }, 'Product Type contains invalid data.'],
    ];
    for (const [body, message] of cases) {
      const response = await add(agent, body);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(await rowsOf(agent.user_id)).toEqual(before);
  });

  it('when a product type offers no plan year then a sent year is dropped', async () => {
    const response = await add(agent, {
      user_id: agent.user_id,
      carrier_id: 2,
      product_type_id: 9,
      agent_writing_number: 'UHC-MS-1',
      certification_year: 1999,
    });
    expect(response.statusCode).toBe(200);
    const row = (await rowsOf(agent.user_id)).find((r) => r.user_carrier_id === response.json().user_carrier_id);
    expect(row?.certification_year).toBeNull();
  });

  it("when demoagent adds or deletes for demoagent2 or another account's user then it is 404 and nothing changes", async () => {
    const agent2Rows = await rowsOf(agent2.user_id);
    const otherRows = await rowsOf(other.user_id);
    const body = { carrier_id: 2, product_type_id: 9, agent_writing_number: 'X-1' };
    expect((await add(agent, { ...body, user_id: agent2.user_id })).statusCode).toBe(404);
    expect((await add(agent, { ...body, user_id: other.user_id })).statusCode).toBe(404);
    expect((await add(admin, { ...body, user_id: other.user_id })).statusCode).toBe(404);
    const ownId = (await rowsOf(agent.user_id))[0]!.user_carrier_id;
    expect((await remove(agent, [agent2Rows[0]!.user_carrier_id])).statusCode).toBe(404);
    // All or none: one of another agent's ids among one's own deletes nothing.
    expect((await remove(agent, [ownId, agent2Rows[0]!.user_carrier_id])).statusCode).toBe(404);
    expect((await rowsOf(agent.user_id)).some((r) => r.user_carrier_id === ownId)).toBe(true);
    expect((await remove(other, [ownId])).statusCode).toBe(404);
    expect((await remove(agent, [999_999])).statusCode).toBe(404);
    expect(await rowsOf(agent2.user_id)).toEqual(agent2Rows);
    expect(await rowsOf(other.user_id)).toEqual(otherRows);
  });

  it('when nothing is selected for deletion then the at-least-one message comes', async () => {
    const response = await remove(agent, []);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(PROFILE_MESSAGES.writingNumberDeleteNoneSelected);
  });

  it('when demoagent deletes two of their numbers then both go with an audit row each', async () => {
    const [first, second, ...rest] = await rowsOf(agent.user_id);
    const response = await remove(agent, [first!.user_carrier_id, second!.user_carrier_id]);
    expect(response.statusCode).toBe(200);
    expect(is(response.json(), WritingNumberDeleteAnswerStruct)).toBe(true);
    expect(response.json().deleted).toBe(2);
    expect(await rowsOf(agent.user_id)).toEqual(rest);
    const deleted = (await auditOf(agent.user_id)).filter((a) => a.action === 'writing_number_deleted');
    expect(deleted.map((a) => a.record_id)).toEqual([first!.user_carrier_id, second!.user_carrier_id]);
    expect(JSON.parse(deleted[0]!.old_value!)).toMatchObject({ agent_writing_number: first!.agent_writing_number });
    expect(deleted.every((a) => a.changed_by === agent.user_id)).toBe(true);
  });

  it("when an admin with user_manage adds and deletes a colleague's number then it works and the audit names the admin", async () => {
    const response = await add(admin, {
      user_id: agent2.user_id,
      carrier_id: 6,
      product_type_id: 3,
      agent_writing_number: 'MOO-FEX-7',
    });
    expect(response.statusCode).toBe(200);
    const id = response.json().user_carrier_id as number;
    expect((await remove(admin, [id])).statusCode).toBe(200);
    expect((await rowsOf(agent2.user_id)).some((r) => r.user_carrier_id === id)).toBe(false);
    const audit = (await auditOf(agent2.user_id)).filter((a) => a.record_id === id);
    expect(audit.map((a) => [a.action, a.changed_by])).toEqual([
      ['writing_number_added', admin.user_id],
      ['writing_number_deleted', admin.user_id],
    ]);
  });

  it('when the audit is updated then the database refuses (append-only)', async () => {
    await expect(
      sql`UPDATE user_audit SET new_value = 'x' WHERE user_id = ${agent.user_id}`.execute(server.database.db),
    ).rejects.toThrow(/append-only/);
  });

  it('when not signed in then each call is 401', async () => {
    for (const url of [
      '/api/usercarrier',
      '/api/usercarrier/deleteSelected',
      '/api/carrier/search/',
      '/api/productType/listActiveByCarrier',
    ]) {
      const response = await server.app.inject({ method: 'POST', url, payload: {} });
      expect(response.statusCode, url).toBe(401);
    }
  });
});
