import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { is } from 'superstruct';
import { ErrorBodyStruct, StateLicenseListAnswerStruct, StateLicenseStruct } from '@meridian/api';
import { STATE_LICENSE_MESSAGES, stateLicenseExpiredDate } from '@meridian/domain';
import {
  backends,
  getAs,
  postAs,
  signInDemoUsers,
  startTestServer,
  type TestServer,
  type Tokens,
} from '../../../test/harness';

describe.each(backends)("given the agents' state licenses on %s", (kind) => {
  let server: TestServer;
  let agent: Tokens;
  let agent2: Tokens;
  let admin: Tokens;
  let other: Tokens;
  const lastDay = () => stateLicenseExpiredDate(new Date());

  beforeAll(async () => {
    server = await startTestServer(kind);
    ({ agent, agent2, admin, other } = await signInDemoUsers(server.app));
  });
  afterAll(async () => {
    await server?.close();
  });

  const license = (who: Tokens, state: string) =>
    getAs(server.app, who.access_token, `/api/stateLicenseNumber/${state}`);
  const list = (who: Tokens, userId: number) =>
    getAs(server.app, who.access_token, `/api/user/${userId}/stateLicenseNumber`);
  const add = (who: Tokens, body: object) => postAs(server.app, who.access_token, '/api/stateLicenseNumber', body);
  const expire = (who: Tokens, state: string, userId: number) =>
    postAs(server.app, who.access_token, `/api/stateLicenseNumber/${state}/expire`, { user_id: userId });
  const rowsOf = (userId: number) =>
    server.database.db
      .selectFrom('user_state_license')
      .select(['state_id', 'license_number'])
      .where('user_id', '=', userId)
      .orderBy('state_id')
      .execute();
  const auditOf = (userId: number) =>
    server.database.db
      .selectFrom('user_audit')
      .select(['changed_by', 'action', 'old_value', 'new_value'])
      .where('user_id', '=', userId)
      .where('action', 'in', ['state_license_added', 'state_license_expired'])
      .orderBy('audit_id')
      .execute();

  it('when an agent asks their state license then it comes for a state on file, null for another; a bad state is 404', async () => {
    const il = await license(agent, 'il');
    expect(il.statusCode).toBe(200);
    expect(is(il.json(), StateLicenseStruct)).toBe(true);
    expect(il.json()).toEqual({ state_id: 'IL', license_number: '100234567', expiration_date: null });
    expect((await license(agent, 'TX')).json()).toEqual({
      state_id: 'TX',
      license_number: null,
      expiration_date: null,
    });
    // demoagent2 of the same account has none on file: another agent's licenses are not theirs.
    expect((await license(agent2, 'IL')).json()).toMatchObject({ state_id: 'IL', license_number: null });
    expect((await license(agent, 'ZZ')).statusCode).toBe(404);
    expect((await license(agent, 'Illinois')).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: '/api/stateLicenseNumber/IL' })).statusCode).toBe(401);
  });

  it('when an agent lists their licenses then they come by state name, each in force', async () => {
    const response = await list(agent, agent.user_id);
    expect(response.statusCode).toBe(200);
    expect(is(response.json(), StateLicenseListAnswerStruct)).toBe(true);
    expect(response.json().result).toEqual([
      { state_id: 'IL', state_name: 'Illinois', license_number: '100234567', expiration_date: null, active: true },
      { state_id: 'WI', state_name: 'Wisconsin', license_number: '18845210', expiration_date: null, active: true },
    ]);
  });

  it("when a colleague's or another account's licenses are asked or changed without user_manage then it is 404 and nothing changes", async () => {
    expect((await list(agent2, agent.user_id)).statusCode).toBe(404);
    expect((await list(other, agent.user_id)).statusCode).toBe(404);
    expect((await add(agent2, { user_id: agent.user_id, state_id: 'IA', license_number: '9' })).statusCode).toBe(404);
    expect((await expire(agent2, 'IL', agent.user_id)).statusCode).toBe(404);
    // otheradmin has user_manage, but in another account.
    expect((await add(other, { user_id: agent.user_id, state_id: 'IA', license_number: '9' })).statusCode).toBe(404);
    expect((await expire(other, 'IL', agent.user_id)).statusCode).toBe(404);
    expect(await rowsOf(agent.user_id)).toEqual([
      { state_id: 'IL', license_number: '100234567' },
      { state_id: 'WI', license_number: '18845210' },
    ]);
  });

  it('when an add breaks a rule then it is 400 naming the field, and nothing is saved', async () => {
    for (const [body, field] of [
      [{ state_id: '', license_number: '1' }, 'state_id'],
      [{ state_id: 'Iowa', license_number: '1' }, 'state_id'],
      [{ state_id: 'IA', license_number: '' }, 'license_number'],
      [{ state_id: 'IA', license_number: '<script>' }, 'license_number'],
      [{ state_id: 'IA', license_number: '1', expiration_date: '01/01/2000' }, 'expiration_date'],
      [{ state_id: 'IA', license_number: '1', expiration_date: '13/01/2030' }, 'expiration_date'],
    ] as const) {
      const response = await add(agent2, { user_id: agent2.user_id, ...body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(is(response.json(), ErrorBodyStruct)).toBe(true);
      expect(response.json().result.field, JSON.stringify(body)).toBe(field);
    }
    expect(
      (await add(agent2, { user_id: agent2.user_id, state_id: 'IA', license_number: 'x'.repeat(300) })).statusCode,
    ).toBe(400);
    expect(await rowsOf(agent2.user_id)).toEqual([]);
  });

  it('when an agent adds a license then it is listed and read by state; a second for the state in force is 409 naming it', async () => {
    const added = await add(agent2, {
      user_id: agent2.user_id,
      state_id: 'ia',
      license_number: ' 3001234 ',
      expiration_date: '06/30/2099',
    });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({ success: true, message: STATE_LICENSE_MESSAGES.added });
    expect((await license(agent2, 'IA')).json()).toEqual({
      state_id: 'IA',
      license_number: '3001234',
      expiration_date: '06/30/2099',
    });
    const again = await add(agent2, { user_id: agent2.user_id, state_id: 'IA', license_number: '3009999' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: 'A license for Iowa is already on file.',
      result: { field: 'state_id' },
    });
    expect(await rowsOf(agent2.user_id)).toEqual([{ state_id: 'IA', license_number: '3001234' }]);
  });

  it('when a license is expired then it ends yesterday, is listed as not in force, reads null by state, and a new one replaces it; each change is audited', async () => {
    const expired = await expire(agent2, 'IA', agent2.user_id);
    expect(expired.statusCode).toBe(200);
    expect(expired.json()).toEqual({ success: true, message: STATE_LICENSE_MESSAGES.expired });
    // A second Expire answers the same and changes nothing.
    expect((await expire(agent2, 'IA', agent2.user_id)).statusCode).toBe(200);
    // It ended yesterday: listed as not in force, and read by state as none in force.
    expect((await list(agent2, agent2.user_id)).json().result).toEqual([
      { state_id: 'IA', state_name: 'Iowa', license_number: '3001234', expiration_date: lastDay(), active: false },
    ]);
    expect((await license(agent2, 'IA')).json()).toEqual({
      state_id: 'IA',
      license_number: null,
      expiration_date: null,
    });
    const renewed = await add(agent2, { user_id: agent2.user_id, state_id: 'IA', license_number: '3005555' });
    expect(renewed.statusCode).toBe(200);
    expect((await license(agent2, 'IA')).json()).toEqual({
      state_id: 'IA',
      license_number: '3005555',
      expiration_date: null,
    });
    expect((await expire(agent2, 'TX', agent2.user_id)).statusCode).toBe(404);
    expect((await expire(agent2, 'Texas', agent2.user_id)).statusCode).toBe(404);
    const audit = await auditOf(agent2.user_id);
    expect(audit.map((a) => [a.action, a.changed_by])).toEqual([
      ['state_license_added', agent2.user_id],
      ['state_license_expired', agent2.user_id],
      ['state_license_added', agent2.user_id],
    ]);
    expect(JSON.parse(audit[1]!.old_value!)).toEqual({
      state_id: 'IA',
      license_number: '3001234',
      expiration_date: '06/30/2099',
    });
    expect(JSON.parse(audit[1]!.new_value!)).toEqual({
      state_id: 'IA',
      license_number: '3001234',
      expiration_date: lastDay(),
    });
    expect(JSON.parse(audit[2]!.old_value!)).toEqual({
      state_id: 'IA',
      license_number: '3001234',
      expiration_date: lastDay(),
    });
    expect(JSON.parse(audit[2]!.new_value!)).toEqual({
      state_id: 'IA',
      license_number: '3005555',
      expiration_date: null,
    });
  });

  it("when an admin with user_manage changes an agent's licenses then it is done and the audit names the admin", async () => {
    expect((await list(admin, agent2.user_id)).statusCode).toBe(200);
    expect((await add(admin, { user_id: agent2.user_id, state_id: 'MN', license_number: '40123' })).statusCode).toBe(
      200,
    );
    expect((await expire(admin, 'MN', agent2.user_id)).statusCode).toBe(200);
    expect((await auditOf(agent2.user_id)).slice(-2).map((a) => [a.action, a.changed_by])).toEqual([
      ['state_license_added', admin.user_id],
      ['state_license_expired', admin.user_id],
    ]);
  });

  it('when not signed in then each call is 401', async () => {
    expect(
      (await server.app.inject({ method: 'GET', url: `/api/user/${agent.user_id}/stateLicenseNumber` })).statusCode,
    ).toBe(401);
    for (const url of ['/api/stateLicenseNumber', '/api/stateLicenseNumber/IL/expire']) {
      expect((await server.app.inject({ method: 'POST', url, payload: {} })).statusCode, url).toBe(401);
    }
  });
});
