import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { is, mask } from 'superstruct';
import {
  DialerSettingsUpdateAnswerStruct,
  ErrorBodyStruct,
  FEATURE_FLAGS,
  FeatureFlagsStruct,
  PhoneCallAnswerStruct,
  PhoneDialerAuthSettingsStruct,
  PhoneDialerBehaviorTypesStruct,
} from '@meridian/api';
import { CONTACT_EDITOR_MESSAGES, DIALER_MESSAGES } from '@meridian/domain';
import { FAILING_PROVIDER_MESSAGE } from './providers/failing';
import { DIALER_REFUSALS } from '.';
import {
  backends,
  DEMO,
  getAs,
  postAs,
  signIn,
  signInDemoUsers,
  startTestServer,
  type TestServer,
  type Tokens,
} from '../../../test/harness';

describe.each(backends)('given the phone dialer, settings and feature flags on %s', (kind) => {
  let server: TestServer;
  let agent: Tokens;
  let agent2: Tokens;
  let admin: Tokens;
  let other: Tokens;
  let demoAccount: number;
  let agentLead: number;
  let agent2Lead: number;

  beforeAll(async () => {
    server = await startTestServer(kind);
    ({ agent, agent2, admin, other } = await signInDemoUsers(server.app));
    const { db } = server.database;
    demoAccount = (
      await db
        .selectFrom('app_user')
        .select('account_id')
        .where('user_id', '=', agent.user_id)
        .executeTakeFirstOrThrow()
    ).account_id;
    const leadOf = async (userId: number) =>
      (
        await db
          .selectFrom('lead')
          .select('lead_id')
          .where('user_id', '=', userId)
          .where('deleted', '=', '0')
          // A client who allows calls (a demo lead may have said do not call).
          .where('do_not_call', '=', '0')
          .orderBy('lead_id')
          .executeTakeFirstOrThrow()
      ).lead_id;
    agentLead = await leadOf(agent.user_id);
    agent2Lead = await leadOf(agent2.user_id);
  });
  afterAll(async () => {
    await server?.close();
  });

  const call = (who: Tokens, body: object) =>
    postAs(server.app, who.access_token, '/api/PhoneDialerProvider/phoneCall', body);

  it('when the behaviour types are listed then they are 1 browser default, 2 provider, 3 ask each time', async () => {
    for (const url of ['/api/PhoneDialerProvider/listBehaviorTypes/', '/api/PhoneDialerProvider/listBehaviorTypes']) {
      const response = await getAs(server.app, agent.access_token, url);
      expect(response.statusCode).toBe(200);
      expect(is(response.json(), PhoneDialerBehaviorTypesStruct)).toBe(true);
      expect(response.json().result).toEqual([
        { phone_dialer_provider_behavior_type_id: 1, phone_dialer_provider_behavior_type_name: 'Browser Default' },
        {
          phone_dialer_provider_behavior_type_id: 2,
          phone_dialer_provider_behavior_type_name: 'Phone Dialer Provider',
        },
        { phone_dialer_provider_behavior_type_id: 3, phone_dialer_provider_behavior_type_name: 'Ask Each Time' },
      ]);
    }
  });

  it('when auth settings are asked then they carry the dialer host and both activity flags; a foreign route is refused', async () => {
    const response = await getAs(
      server.app,
      agent.access_token,
      '/api/PhoneDialerProvider/authSettings?laweb_current_route=%2Flead%2Fsearch',
    );
    expect(response.statusCode).toBe(200);
    expect(is(response.json(), PhoneDialerAuthSettingsStruct)).toBe(true);
    expect(response.json()).toEqual({
      provider_name: 'Meridian Dialer',
      phone_dialer_host: 'dialer.meridian.example',
      account_phone_dialer_provider_active: '1',
      phone_dialer_provider_active: '1',
      phone_dialer_provider_behavior_type_id: 3,
      authorized: '1',
      auth_url: null,
    });
    expect(
      (await getAs(server.app, agent2.access_token, '/api/PhoneDialerProvider/authSettings')).json(),
    ).toMatchObject({ phone_dialer_provider_active: '0' });
    for (const route of ['https://evil.example/', '//evil.example', '/ok\\..\\x', 'lead']) {
      const refused = await getAs(
        server.app,
        agent.access_token,
        `/api/PhoneDialerProvider/authSettings?laweb_current_route=${encodeURIComponent(route)}`,
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(DIALER_REFUSALS.badRoute);
    }
  });

  it('when an agent with the dialer on calls a lead then the local provider records the request and answers', async () => {
    const response = await call(agent, {
      callee_phone_number: '(312) 555-0144',
      lead_id: agentLead,
      user_id: agent.user_id,
    });
    expect(response.statusCode).toBe(200);
    expect(is(response.json(), PhoneCallAnswerStruct)).toBe(true);
    const answer = response.json();
    expect(answer.success).toBe(true);
    const recorded = await server.database.db
      .selectFrom('phone_call')
      .selectAll()
      .where('phone_call_id', '=', answer.call_id)
      .executeTakeFirstOrThrow();
    expect(recorded).toMatchObject({
      account_id: demoAccount,
      user_id: agent.user_id,
      lead_id: agentLead,
      callee_phone_number: '3125550144',
      provider: 'local',
      status: 'requested',
    });
    // Without a lead (lead_id 0 or absent) a call still goes out; +1 is dropped.
    expect(
      (await call(agent, { callee_phone_number: '+1 312 555 0145', lead_id: 0, user_id: String(agent.user_id) }))
        .statusCode,
    ).toBe(200);
  });

  it("when the call is for someone else, for another agent's lead, or to a bad number then it is refused", async () => {
    expect(
      (await call(agent, { callee_phone_number: '3125550144', lead_id: agentLead, user_id: agent2.user_id }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(agent, { callee_phone_number: '3125550144', lead_id: agent2Lead, user_id: agent.user_id }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(other, { callee_phone_number: '3125550144', lead_id: agentLead, user_id: other.user_id })).statusCode,
    ).toBe(404);
    for (const number of ['555-0144', '1234567890', 'call me']) {
      const bad = await call(agent, { callee_phone_number: number, lead_id: agentLead, user_id: agent.user_id });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(CONTACT_EDITOR_MESSAGES.phoneInvalid);
    }
    const off = await call(agent2, { callee_phone_number: '3125550144', lead_id: agent2Lead, user_id: agent2.user_id });
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toBe(DIALER_REFUSALS.notEnabled);
  });

  it('when the client said do not call then the call is refused with the reason and nothing is recorded, with or without the lead', async () => {
    // Issue 29: with do_not_call '1' the dialer still answered "Call requested" and recorded the call.
    const db = server.database.db;
    const lead = await db
      .selectFrom('lead')
      .select(['phone'])
      .where('lead_id', '=', agentLead)
      .executeTakeFirstOrThrow();
    const number = lead.phone ?? '3125550199';
    await db.updateTable('lead').set({ do_not_call: '1', phone: number }).where('lead_id', '=', agentLead).execute();
    const calls = () => db.selectFrom('phone_call').select('phone_call_id').execute();
    const before = await calls();
    try {
      for (const body of [
        { callee_phone_number: '3125550144', lead_id: agentLead, user_id: agent.user_id },
        { callee_phone_number: number, lead_id: 0, user_id: agent.user_id },
      ]) {
        const refused = await call(agent, body);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject({
          success: false,
          message: DIALER_MESSAGES.doNotCall,
          result: { reason: 'do_not_call' },
        });
      }
      expect(await calls()).toEqual(before);
    } finally {
      await db.updateTable('lead').set({ do_not_call: '0' }).where('lead_id', '=', agentLead).execute();
    }
    expect(
      (await call(agent, { callee_phone_number: number, lead_id: agentLead, user_id: agent.user_id })).statusCode,
    ).toBe(200);
  });

  describe('user settings (POST user/{id})', () => {
    it('when a user saves their dialer choice then settings read it back', async () => {
      const response = await postAs(server.app, agent2.access_token, `/api/user/${agent2.user_id}`, {
        phone_dialer_provider_active: '1',
        phone_dialer_provider_behavior_type_id: '2',
      });
      expect(response.statusCode).toBe(200);
      // The answer is the user as saved (profile-settings.test.ts) with the dialer settings; the client keeps the fields it asks for.
      expect(() => mask(response.json(), DialerSettingsUpdateAnswerStruct)).not.toThrow();
      expect(response.json()).toMatchObject({
        success: true,
        user_id: agent2.user_id,
        phone_dialer_provider_active: '1',
        phone_dialer_provider_behavior_type_id: 2,
      });
      expect((await getAs(server.app, agent2.access_token, `/api/user/${agent2.user_id}/settings`)).json()).toEqual({
        user_id: agent2.user_id,
        phone_dialer_provider_active: '1',
        phone_dialer_provider_behavior_type_id: 2,
      });
      expect(
        (await call(agent2, { callee_phone_number: '3125550144', lead_id: agent2Lead, user_id: agent2.user_id }))
          .statusCode,
      ).toBe(200);
    });

    it("when an agent changes a colleague's settings then it is 404; a user_manage holder may; another account's user is 404", async () => {
      expect(
        (
          await postAs(server.app, agent.access_token, `/api/user/${agent2.user_id}`, {
            phone_dialer_provider_active: '0',
          })
        ).statusCode,
      ).toBe(404);
      const byAdmin = await postAs(server.app, admin.access_token, `/api/user/${agent2.user_id}`, {
        phone_dialer_provider_active: '0',
      });
      expect(byAdmin.json()).toMatchObject({ success: true, phone_dialer_provider_active: '0' });
      expect(
        (
          await postAs(server.app, other.access_token, `/api/user/${agent2.user_id}`, {
            phone_dialer_provider_active: '1',
          })
        ).statusCode,
      ).toBe(404);
    });

    it.each([
      { phone_dialer_provider_active: 'yes' },
      { phone_dialer_provider_behavior_type_id: 4 },
      { password_hash: 'x' },
    ])('when the body is %o then it answers 400', async (payload) => {
      const response = await postAs(server.app, agent.access_token, `/api/user/${agent.user_id}`, payload);
      expect(response.statusCode).toBe(400);
      expect(is(response.json(), ErrorBodyStruct)).toBe(true);
    });
  });

  describe('account settings (POST account/{id}/settings)', () => {
    it('when an admin with account_settings_edit turns the dialer off then every call is refused; an agent may not', async () => {
      expect(
        (
          await postAs(server.app, agent.access_token, `/api/account/${demoAccount}/settings`, {
            phone_dialer_provider_active: '0',
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (
          await postAs(server.app, other.access_token, `/api/account/${demoAccount}/settings`, {
            phone_dialer_provider_active: '0',
          })
        ).statusCode,
      ).toBe(404);
      const off = await postAs(server.app, admin.access_token, `/api/account/${demoAccount}/settings`, {
        phone_dialer_provider_active: '0',
      });
      expect(off.json()).toEqual({
        success: true,
        phone_dialer_provider_active: '0',
        phone_dialer_provider_behavior_type_id: 3,
      });
      expect(
        (await getAs(server.app, agent.access_token, `/api/account/${demoAccount}/settings`)).json(),
      ).toMatchObject({ phone_dialer_provider_active: '0' });
      expect(
        (await call(agent, { callee_phone_number: '3125550144', lead_id: agentLead, user_id: agent.user_id }))
          .statusCode,
      ).toBe(409);
      await postAs(server.app, admin.access_token, `/api/account/${demoAccount}/settings`, {
        phone_dialer_provider_active: '1',
      });
      expect(
        (await call(agent, { callee_phone_number: '3125550144', lead_id: agentLead, user_id: agent.user_id }))
          .statusCode,
      ).toBe(200);
    });
  });

  describe('feature flags', () => {
    it('when a signed-in user asks then flags are keyed by their user id with account and user overrides', async () => {
      const response = await getAs(server.app, agent.access_token, '/api/featureFlags');
      expect(response.statusCode).toBe(200);
      expect(is(response.json(), FeatureFlagsStruct)).toBe(true);
      const answer = response.json();
      expect(answer.key).toBe(`user:${agent.user_id}`);
      expect(Object.keys(answer.flags).sort()).toEqual([...FEATURE_FLAGS].sort());
      expect(answer.flags).toMatchObject({
        configurable_settings: true,
        environment_warning_banner: true,
        in_app_navigation: true,
        disable_mapd_quote: false,
      });
      expect(
        (await getAs(server.app, other.access_token, '/api/featureFlags')).json().flags.configurable_settings,
      ).toBe(false);

      await server.database.db
        .insertInto('feature_flag_override')
        .values({
          account_id: demoAccount,
          flag_name: 'configurable_settings',
          user_id: agent2.user_id,
          enabled: false,
        })
        .execute();
      expect(
        (await getAs(server.app, agent2.access_token, '/api/featureFlags')).json().flags.configurable_settings,
      ).toBe(false);
      expect(
        (await getAs(server.app, agent.access_token, '/api/featureFlags')).json().flags.configurable_settings,
      ).toBe(true);
    });

    it('when an anonymous caller asks then the flags are keyed anonymous, without overrides, and need no token', async () => {
      const response = await server.app.inject({ method: 'GET', url: '/api/public/featureFlags' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        key: 'anonymous',
        flags: { configurable_settings: false, environment_warning_banner: true },
      });
      expect((await server.app.inject({ method: 'GET', url: '/api/featureFlags' })).statusCode).toBe(401);
    });

    it('when the server is configured as production then nobody gets the environment banner unless their account turns it on', async () => {
      // Spec 01 §9 "Environment value: PROD": configuration (ENVIRONMENT), not the banner's stored value.
      const production = await startTestServer(kind, { ENVIRONMENT: 'PROD' });
      try {
        const anonymous = await production.app.inject({ method: 'GET', url: '/api/public/featureFlags' });
        expect(anonymous.json().flags.environment_warning_banner).toBe(false);
        const { agent: prodAgent, other: prodOther } = await signInDemoUsers(production.app);
        const flagsOf = async (tokens: Tokens) =>
          (await getAs(production.app, tokens.access_token, '/api/featureFlags')).json().flags;
        expect((await flagsOf(prodAgent)).environment_warning_banner).toBe(false);
        await production.database.db
          .insertInto('feature_flag_override')
          .values({ account_id: demoAccount, flag_name: 'environment_warning_banner', user_id: null, enabled: true })
          .execute();
        expect((await flagsOf(prodAgent)).environment_warning_banner).toBe(true);
        expect((await flagsOf(prodOther)).environment_warning_banner).toBe(false);
      } finally {
        await production.close();
      }
    });
  });

  describe('with a provider that refuses calls (PHONE_DIALER_PROVIDER=failing)', () => {
    let failing: TestServer;
    beforeAll(async () => {
      failing = await startTestServer(kind, { PHONE_DIALER_PROVIDER: 'failing' });
    });
    afterAll(async () => {
      await failing?.close();
    });

    it('when a call is placed then it answers 424 with the provider message, records the failure, and auth settings point at the set-up', async () => {
      const me = await signIn(failing.app, ...DEMO.agent);
      const lead = (
        await failing.database.db
          .selectFrom('lead')
          .select('lead_id')
          .where('user_id', '=', me.user_id)
          .orderBy('lead_id')
          .executeTakeFirstOrThrow()
      ).lead_id;
      const response = await postAs(failing.app, me.access_token, '/api/PhoneDialerProvider/phoneCall', {
        callee_phone_number: '3125550144',
        lead_id: lead,
        user_id: me.user_id,
      });
      expect(response.statusCode).toBe(424);
      expect(response.json()).toEqual({ success: false, message: FAILING_PROVIDER_MESSAGE });
      expect(await failing.database.db.selectFrom('phone_call').select(['status', 'message']).execute()).toEqual([
        { status: 'failed', message: FAILING_PROVIDER_MESSAGE },
      ]);
      const auth = (
        await getAs(
          failing.app,
          me.access_token,
          '/api/PhoneDialerProvider/authSettings?laweb_current_route=%2Flead%2F12',
        )
      ).json();
      expect(auth).toMatchObject({
        authorized: '0',
        auth_url: 'https://dialer.meridian.example/connect?return_to=%2Flead%2F12',
      });
    });
  });
});
