import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { is } from 'superstruct';
import {
  CanSendTextStruct,
  ChangePasswordAnswerStruct,
  CommunicationPreferencesStruct,
  CommunicationPreferencesUpdateAnswerStruct,
  ErrorBodyStruct,
  searchAnswerStruct,
  SelfServiceConfigOptionStruct,
  SelfServiceConfigUpdateAnswerStruct,
  UserDetailsStruct,
  UserProfileUpdateAnswerStruct,
  WritingNumberStruct,
  type UserDetails,
} from '@meridian/api';
import { CONTACT_EDITOR_MESSAGES, PROFILE_MESSAGES, SETTINGS_MESSAGES } from '@meridian/domain';
import { DEMO_SCHEDULER_URL } from '../configurable-settings/seed';
import { TEXTING } from '../configurable-settings';
import { PROFILE_REFUSALS } from '.';
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

const NEW_PASSWORD = 'Fresh#2026pass';

describe.each(backends)('given the user profile and configurable settings on %s', (kind) => {
  let server: TestServer;
  let agent: Tokens;
  let agent2: Tokens;
  let admin: Tokens;
  let other: Tokens;
  const logs: string[] = [];

  beforeAll(async () => {
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
    server = await startTestServer(kind, {}, logStream);
    ({ agent, agent2, admin, other } = await signInDemoUsers(server.app));
  });
  afterAll(async () => {
    await server?.close();
  });

  const read = async (who: Tokens, userId = who.user_id) =>
    (await getAs(server.app, who.access_token, `/api/user/${userId}`)).json() as UserDetails;
  const update = (who: Tokens, body: object, userId = who.user_id) =>
    postAs(server.app, who.access_token, `/api/user/${userId}`, body);
  const phonesOf = (user: UserDetails) =>
    user.phones.map(({ phone_id, phone, phone_type, is_default }) => ({ phone_id, phone, phone_type, is_default }));

  describe('the profile (POST user/{id})', () => {
    it('when demoagent reads their profile then the seeded address and both phones are there', async () => {
      const user = await read(agent);
      expect(is(user, UserDetailsStruct)).toBe(true);
      expect(user.addresses).toEqual([
        expect.objectContaining({
          address_type_id: 'Home',
          address1: '2045 N Lincoln Ave',
          city: 'Chicago',
          state_id: 'IL',
          zip: '60614',
          is_default: true,
        }),
      ]);
      expect(user.phones.map((p) => [p.phone_type, p.is_default])).toEqual([
        ['Work', true],
        ['Mobile', false],
      ]);
    });

    it('when the company, names, gender and NPN change then the answer is the user as saved and a read shows it', async () => {
      const response = await update(agent, {
        company: '  Bell Insurance Group ',
        fname: 'Marcus',
        lname: 'Bell',
        gender: 'm',
        npn: '17000309',
      });
      expect(response.statusCode).toBe(200);
      expect(is(response.json(), UserProfileUpdateAnswerStruct)).toBe(true);
      expect(response.json()).toMatchObject({
        success: true,
        user_id: agent.user_id,
        company: 'Bell Insurance Group',
        npn: '17000309',
        phone_dialer_provider_active: '1',
      });
      expect((await read(agent)).company).toBe('Bell Insurance Group');
    });

    it('when rows are added and the default moves then exactly one row per list is the default', async () => {
      const before = await read(agent);
      const work = before.phones.find((p) => p.phone_type === 'Work')!;
      const mobile = before.phones.find((p) => p.phone_type === 'Mobile')!;
      const response = await update(agent, {
        phones: [
          { phone_id: work.phone_id, phone: work.phone, phone_type: 'Work', is_default: false },
          { phone_id: mobile.phone_id, phone: mobile.phone, phone_type: 'Mobile', is_default: true },
          { phone: '3125550177', phone_type: 'Home', is_default: true },
        ],
        emails: [{ email: 'marcus.home@example.com', email_type: 'Home' }],
      });
      expect(response.statusCode).toBe(200);
      const saved = response.json() as UserDetails;
      expect(saved.phones.filter((p) => p.is_default)).toHaveLength(1);
      expect(saved.phones.find((p) => p.is_default)?.phone_id).toBe(mobile.phone_id);
      expect(saved.phones.map((p) => p.phone)).toContain('3125550177');
      expect(saved.emails.map((e) => [e.email, e.is_default])).toEqual([
        ['marcus.bell@demo-agency.example', true],
        ['marcus.home@example.com', false],
      ]);
    });

    it("when an address's zip or county changes then its county FIPS code comes from the crosswalk, never the client", async () => {
      const home = (await read(agent)).addresses[0]!;
      const save = async (zip: string, county: string, county_fips: string) => {
        const response = await update(agent, { addresses: [{ ...home, zip, county, county_fips }] });
        expect(response.statusCode).toBe(200);
        return (response.json() as UserDetails).addresses.find((a) => a.address_id === home.address_id)!;
      };
      // 30097 spans three counties: the one named decides; the client's code is ignored.
      expect(await save('30097', 'Gwinnett', '99999')).toMatchObject({
        zip: '30097',
        county: 'Gwinnett',
        county_fips: '13135',
      });
      expect(await save('30097', 'Fulton', '13135')).toMatchObject({ county: 'Fulton', county_fips: '13121' });
      // Names match without case or spaces ('DuPage' is the crosswalk's 'Du Page').
      expect(await save('60126', 'DuPage', '')).toMatchObject({ county: 'DuPage', county_fips: '17043' });
      // A county that is not the zip's keeps its name and has no code.
      expect(await save('60614', 'Gwinnett', '13135')).toMatchObject({ county: 'Gwinnett', county_fips: null });
      expect(await save(home.zip!, home.county ?? '', '')).toMatchObject({ zip: home.zip });
    });

    it.each([
      { body: () => ({ fname: ' ' }), message: 'Please enter first name', field: 'fname' },
      { body: () => ({ lname: '' }), message: 'Please enter last name', field: 'lname' },
      {
        body: (u: UserDetails) => ({
          emails: [{ email_id: u.emails[0]!.email_id, email: 'marcus@', email_type: 'Work' }],
        }),
        message: CONTACT_EDITOR_MESSAGES.emailInvalid,
        field: 'emails.0',
      },
      {
        body: () => ({
          addresses: [{ address_type_id: 'Mailing', address1: '', city: 'Chicago', state_id: 'IL', zip: '606' }],
        }),
        message: CONTACT_EDITOR_MESSAGES.addressRequired,
        field: 'addresses.1.address1',
      },
      {
        body: () => ({
          addresses: [
            { address_type_id: 'Mailing', address1: '1 Main St', city: 'Chicago', state_id: 'ZZ', zip: '60601' },
          ],
        }),
        message: CONTACT_EDITOR_MESSAGES.stateRequired,
        field: 'addresses.1.state_id',
      },
      {
        body: () => ({ phones: [{ phone: '3125550199', phone_type: 'Mobile' }] }),
        message: PROFILE_REFUSALS.oneMobile,
        field: 'phones',
      },
    ])(
      'when $field is wrong then it answers 400 with the spec message and nothing changes',
      async ({ body, message, field }) => {
        const before = await read(agent);
        const response = await update(agent, { company: 'Should Not Save', ...body(before) });
        expect(response.statusCode).toBe(400);
        expect(is(response.json(), ErrorBodyStruct)).toBe(true);
        expect(response.json()).toMatchObject({ message, result: { field } });
        expect(await read(agent)).toEqual(before);
      },
    );

    it('when the body breaks the contract (a formatted phone, a long name, an unknown field) then it answers 400 naming the field', async () => {
      expect(
        (await update(agent, { phones: [{ phone: '(312) 555-0100', phone_type: 'Home' }] })).json().message,
      ).toMatch(/^phones\.0\.phone is invalid/);
      expect((await update(agent, { fname: 'x'.repeat(26) })).json().message).toMatch(/^fname is invalid/);
      expect((await update(agent, { password_hash: 'x' })).statusCode).toBe(400);
    });

    it('when users change their own role or active flag then it is refused; an admin may change a colleague', async () => {
      const adminRole = (await read(admin)).role_id;
      const ownRole = await update(agent, { role_id: adminRole });
      expect(ownRole.statusCode).toBe(403);
      expect(ownRole.json().message).toBe(PROFILE_MESSAGES.roleChangeDenied);
      expect((await update(agent, { active: '0' })).statusCode).toBe(403);
      expect((await read(agent)).role_id).not.toBe(adminRole);

      const byAdmin = await update(admin, { company: 'Raman Senior Benefits' }, agent2.user_id);
      expect(byAdmin.statusCode).toBe(200);
      expect(byAdmin.json()).toMatchObject({ user_id: agent2.user_id, company: 'Raman Senior Benefits' });
      expect((await update(admin, { role_id: 999_999 }, agent2.user_id)).json()).toMatchObject({
        message: PROFILE_REFUSALS.unknownRole,
      });
    });

    it('when someone without user_manage, or another account, writes a user then it is 404 and nothing changes', async () => {
      expect((await update(agent, { company: 'Hijack' }, admin.user_id)).statusCode).toBe(404);
      expect((await update(other, { company: 'Hijack' }, agent.user_id)).statusCode).toBe(404);
      expect((await update(agent, { company: 'Hijack' }, 999_999)).statusCode).toBe(404);
      const adminPhone = (await read(admin)).phones[0]!;
      // Another user's row id inside one's own profile is as missing.
      expect(
        (await update(agent, { phones: [{ phone_id: adminPhone.phone_id, phone: '3125550123', phone_type: 'Work' }] }))
          .statusCode,
      ).toBe(404);
      expect((await read(admin)).phones[0]).toEqual(adminPhone);
      expect((await read(admin)).company).not.toBe('Hijack');
    });

    it('when a phone, email or address row is deleted then it is gone; a second delete or a colleague is 404', async () => {
      const before = await read(agent);
      const home = before.phones.find((p) => p.phone === '3125550177')!;
      const homeEmail = before.emails.find((e) => e.email === 'marcus.home@example.com')!;
      expect(
        (
          await getAs(server.app, agent.access_token, `/api/user/${agent.user_id}/phone/${home.phone_id}/delete/`)
        ).json(),
      ).toEqual({ success: true });
      expect(
        (await getAs(server.app, agent.access_token, `/api/user/${agent.user_id}/phone/${home.phone_id}/delete/`))
          .statusCode,
      ).toBe(404);
      expect(
        (await getAs(server.app, agent.access_token, `/api/user/${agent.user_id}/email/${homeEmail.email_id}/delete/`))
          .statusCode,
      ).toBe(200);
      const after = await read(agent);
      expect(phonesOf(after)).toEqual(phonesOf(before).filter((p) => p.phone_id !== home.phone_id));
      expect(after.emails.map((e) => e.email)).toEqual(['marcus.bell@demo-agency.example']);

      const adminAddress = (await read(admin)).addresses[0]!;
      expect(
        (
          await getAs(
            server.app,
            agent.access_token,
            `/api/user/${admin.user_id}/address/${adminAddress.address_id}/delete/`,
          )
        ).statusCode,
      ).toBe(404);
      expect(
        (
          await getAs(
            server.app,
            agent.access_token,
            `/api/user/${agent.user_id}/address/${adminAddress.address_id}/delete/`,
          )
        ).statusCode,
      ).toBe(404);
      expect(
        (
          await getAs(
            server.app,
            other.access_token,
            `/api/user/${admin.user_id}/address/${adminAddress.address_id}/delete/`,
          )
        ).statusCode,
      ).toBe(404);
      expect((await read(admin)).addresses).toHaveLength(1);
    });
  });

  describe('the password change (POST userCredentials/{id}/changePassword)', () => {
    const credentialsOf = async (who: Tokens, userId = who.user_id) => {
      const user = await read(admin, userId);
      const { user_credentials_id, login, context } = user.usercredentials[0]!;
      return { user_id: userId, user_credentials_id, login, context };
    };
    const change = (who: Tokens, body: { user_credentials_id: number } & Record<string, unknown>) =>
      postAs(server.app, who.access_token, `/api/userCredentials/${body.user_credentials_id}/changePassword`, body);

    it('when the current password is wrong then it answers the spec message on the password field and the password stays', async () => {
      const response = await change(agent2, {
        ...(await credentialsOf(agent2)),
        password: 'Wrong#2026pass',
        new_password: NEW_PASSWORD,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        message: 'The current password entered is incorrect',
        result: { field: 'password' },
      });
      await expect(signIn(server.app, ...DEMO.agent2)).resolves.toBeDefined();
    });

    it('when the new password misses the criteria then it answers the spec message', async () => {
      for (const weak of ['Sh#1a', 'nocapital#2026', 'NoSymbol2026', 'NoDigit#Pass']) {
        const response = await change(agent2, {
          ...(await credentialsOf(agent2)),
          password: DEMO.agent2[1],
          new_password: weak,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe('New password does not meet the required criteria.');
      }
    });

    it('when the password changes then the new one signs in, the old one not, and other sign-ins end while this one stays', async () => {
      const second = await signIn(server.app, ...DEMO.agent2);
      const response = await change(agent2, {
        ...(await credentialsOf(agent2)),
        password: DEMO.agent2[1],
        new_password: NEW_PASSWORD,
      });
      expect(response.statusCode).toBe(200);
      expect(is(response.json(), ChangePasswordAnswerStruct)).toBe(true);
      expect(response.json().message).toBe('Your password has been changed.');
      expect((await getAs(server.app, agent2.access_token, `/api/user/${agent2.user_id}`)).statusCode).toBe(200);
      expect((await getAs(server.app, second.access_token, `/api/user/${agent2.user_id}`)).statusCode).toBe(401);
      await expect(signIn(server.app, DEMO.agent2[0], NEW_PASSWORD)).resolves.toBeDefined();
      await expect(signIn(server.app, ...DEMO.agent2)).rejects.toThrow(/401/);
    });

    it("when an admin with user_manage changes a colleague's password then no current password is asked; others get 404", async () => {
      const body = { ...(await credentialsOf(admin, agent2.user_id)), new_password: 'Admin#Set2026' };
      expect((await change(agent, body)).statusCode).toBe(404);
      expect((await change(other, body)).statusCode).toBe(404);
      expect((await change(admin, { ...body, user_id: admin.user_id })).statusCode).toBe(404);
      const set = await change(admin, body);
      expect(set.statusCode).toBe(200);
      // Said of the user whose password it is, not of the admin.
      expect(set.json().message).toBe(
        "The user's password has been changed, and they have been signed out everywhere.",
      );
      // Every sign-in of demoagent2 ended: the tests after this one sign in again.
      expect((await getAs(server.app, agent2.access_token, `/api/user/${agent2.user_id}`)).statusCode).toBe(401);
      agent2 = await signIn(server.app, DEMO.agent2[0], 'Admin#Set2026');
    });

    it('when passwords were sent then no log line carries them', () => {
      const all = logs.join('');
      expect(all.length).toBeGreaterThan(0);
      for (const secret of [NEW_PASSWORD, 'Wrong#2026pass', 'Admin#Set2026', DEMO.agent2[1]])
        expect(all).not.toContain(secret);
    });
  });

  describe('agent writing numbers (POST usercarrier/search/)', () => {
    const search = (who: Tokens, criteria: object = {}) =>
      postAs(server.app, who.access_token, '/api/usercarrier/search/', { criteria });

    it("when an agent searches then only their own rows come, ordered by carrier; another user's id narrows to nothing", async () => {
      const response = await search(agent, { user_id: { type: 'simple', value: [agent.user_id] } });
      expect(response.statusCode).toBe(200);
      expect(is(response.json(), searchAnswerStruct(WritingNumberStruct))).toBe(true);
      const rows = response.json().result as Array<{
        user_id: number;
        carrier_full_name: string;
        agent_writing_number: string;
      }>;
      expect(rows).toHaveLength(4);
      expect(rows.every((r) => r.user_id === agent.user_id)).toBe(true);
      expect(rows.map((r) => r.carrier_full_name)).toEqual([...rows.map((r) => r.carrier_full_name)].sort());
      expect((await search(agent, { user_id: { type: 'simple', value: [agent2.user_id] } })).json().result).toEqual([]);
      expect((await search(other)).json().result).toEqual([]);
    });

    it('when an admin with user_view_all searches a colleague then their rows come', async () => {
      expect((await search(admin, { user_id: { type: 'simple', value: [agent2.user_id] } })).json().total_records).toBe(
        2,
      );
    });
  });

  describe('self-service options (POST selfServiceConfig/search/, POST user/{id}/selfServiceConfig/)', () => {
    const search = (who: Tokens, userId = who.user_id) =>
      postAs(server.app, who.access_token, '/api/selfServiceConfig/search/', {
        search_type: 'simple',
        criteria: { user_id: { type: 'simple', value: [userId] } },
      });
    const save = (who: Tokens, items: object[], userId = who.user_id) =>
      postAs(server.app, who.access_token, `/api/user/${userId}/selfServiceConfig/`, items);
    const values = (answer: {
      result: Array<{
        self_service_config_option_type_id: number;
        self_service_config_option_bit: string | null;
        self_service_config_option_varchar: string | null;
      }>;
    }) =>
      answer.result.map((o) => [
        o.self_service_config_option_type_id,
        o.self_service_config_option_bit,
        o.self_service_config_option_varchar,
      ]);

    it('when demoagent searches then options 3 to 6 carry their saved values; a user who never saved gets the defaults', async () => {
      const response = await search(agent);
      expect(response.statusCode).toBe(200);
      expect(is(response.json(), searchAnswerStruct(SelfServiceConfigOptionStruct))).toBe(true);
      expect(values(response.json())).toEqual([
        [3, '1', null],
        [4, '0', null],
        [5, '1', null],
        [6, null, DEMO_SCHEDULER_URL],
      ]);
      expect(
        response
          .json()
          .result.map(
            (o: { self_service_config_option_hierarchy_type_id: string }) =>
              o.self_service_config_option_hierarchy_type_id,
          ),
      ).toEqual(['3', '3', '3', '3']);
      expect(values((await search(admin)).json())).toEqual([
        [3, '1', null],
        [4, '1', null],
        [5, '0', null],
        [6, null, ''],
      ]);
    });

    it('when the two questions are answered then Settings updated. and the search reads them back', async () => {
      const response = await save(agent, [
        { self_service_config_option_type_id: 3, self_service_config_option_bit: '0' },
        { self_service_config_option_type_id: 4, self_service_config_option_bit: 1 },
      ]);
      expect(response.statusCode).toBe(200);
      expect(is(response.json(), SelfServiceConfigUpdateAnswerStruct)).toBe(true);
      expect(response.json().message).toBe(SETTINGS_MESSAGES.updated);
      expect(values((await search(agent)).json()).slice(0, 2)).toEqual([
        [3, '0', null],
        [4, '1', null],
      ]);
    });

    it.each([
      { url: 'http://booking.example.com/marcus', message: 'Scheduler URL has an invalid format.' },
      { url: 'javascript:alert(1)', message: 'Scheduler URL has an invalid format.' },
      { url: 'https://localhost/x', message: 'Scheduler URL has an invalid format.' },
    ])('when the scheduler URL is $url then it is refused', async ({ url, message }) => {
      const response = await save(agent, [
        { self_service_config_option_type_id: 5, self_service_config_option_bit: '1' },
        { self_service_config_option_type_id: 6, self_service_config_option_varchar: url },
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message, result: { field: 'url' } });
      expect(values((await search(agent)).json())[3]).toEqual([6, null, DEMO_SCHEDULER_URL]);
    });

    it('when the URL changes without the acknowledgement then it is refused; with it, it is saved trimmed', async () => {
      const refused = await save(agent, [
        { self_service_config_option_type_id: 5, self_service_config_option_bit: '0' },
        { self_service_config_option_type_id: 6, self_service_config_option_varchar: 'https://cal.example.com/marcus' },
      ]);
      expect(refused.json()).toMatchObject({
        message: SETTINGS_MESSAGES.enhancedSoaAcknowledgementRequired,
        result: { field: 'acknowledged' },
      });
      // Unticking the acknowledgement alone, the URL untouched, is allowed.
      expect(
        (await save(agent, [{ self_service_config_option_type_id: 5, self_service_config_option_bit: '0' }]))
          .statusCode,
      ).toBe(200);
      const saved = await save(agent, [
        { self_service_config_option_type_id: 5, self_service_config_option_bit: '1' },
        {
          self_service_config_option_type_id: 6,
          self_service_config_option_varchar: ' https://cal.example.com/marcus ',
        },
      ]);
      expect(saved.statusCode).toBe(200);
      expect(values(saved.json()).slice(2)).toEqual([
        [5, '1', null],
        [6, null, 'https://cal.example.com/marcus'],
      ]);
    });

    it('when the body is wrong then 400; another user without user_manage or another account is 404', async () => {
      expect(
        (await save(agent, [{ self_service_config_option_type_id: 7, self_service_config_option_bit: '1' }]))
          .statusCode,
      ).toBe(400);
      expect((await save(agent, [{ self_service_config_option_type_id: 3 }])).statusCode).toBe(400);
      expect((await save(agent, [])).statusCode).toBe(400);
      expect((await search(agent, agent2.user_id)).statusCode).toBe(404);
      expect((await search(other, agent.user_id)).statusCode).toBe(404);
      expect(
        (
          await save(
            agent,
            [{ self_service_config_option_type_id: 3, self_service_config_option_bit: '1' }],
            agent2.user_id,
          )
        ).statusCode,
      ).toBe(404);
      expect(
        (
          await save(
            other,
            [{ self_service_config_option_type_id: 3, self_service_config_option_bit: '1' }],
            agent.user_id,
          )
        ).statusCode,
      ).toBe(404);
      expect((await search(admin, agent2.user_id)).statusCode).toBe(200);
    });
  });

  describe('communication preferences', () => {
    const readPreferences = (who: Tokens, userId = who.user_id) =>
      getAs(server.app, who.access_token, `/api/CommunicationPreference/user/${userId}`);
    const save = (who: Tokens, body: object) =>
      postAs(server.app, who.access_token, '/api/CommunicationPreference/', body);
    const choice = (id: number, email: string, text: string) => ({
      communication_notification_type_id: id,
      communication_preference_bit_email: email,
      communication_preference_bit_text: text,
    });

    it('when demoagent reads them then every notification type comes with the saved choices or the defaults', async () => {
      const response = await readPreferences(agent);
      expect(response.statusCode).toBe(200);
      expect(is(response.json(), CommunicationPreferencesStruct)).toBe(true);
      const rows = response.json().communication_preferences as Array<{
        communication_notification_type_id: number;
        communication_preference_bit_email: string;
        communication_preference_bit_text: string;
      }>;
      expect(
        rows.map((r) => [
          r.communication_notification_type_id,
          r.communication_preference_bit_email,
          r.communication_preference_bit_text,
        ]),
      ).toEqual([
        [1, '1', '1'],
        [2, '1', '0'],
        [3, '1', '1'],
        [4, '1', '0'],
        [5, '1', '0'],
        [6, '0', '0'],
      ]);
    });

    it('when texting is checked then demoagent (a Mobile phone) can, demoagent2 (none) cannot and is told why', async () => {
      const can = await getAs(server.app, agent.access_token, '/api/CommunicationPreference/canSendText');
      expect(is(can.json(), CanSendTextStruct)).toBe(true);
      expect(can.json()).toEqual({
        disable_texting: '0',
        text_append: TEXTING.append,
        process_message: '',
        phone: '3125550111',
        sender_number: '3125550142',
        user_id: agent.user_id,
      });
      expect(
        (await getAs(server.app, agent2.access_token, '/api/CommunicationPreference/canSendText')).json(),
      ).toMatchObject({ disable_texting: '1', process_message: TEXTING.noMobile, phone: '' });
    });

    it('when choices are saved then the spec message answers and a read shows them', async () => {
      const response = await save(agent, {
        user_id: agent.user_id,
        communication_preferences: [choice(2, '0', '1'), choice(6, '1', '0')],
      });
      expect(response.statusCode).toBe(200);
      expect(is(response.json(), CommunicationPreferencesUpdateAnswerStruct)).toBe(true);
      expect(response.json().message).toBe('Communication Preferences successfully updated.');
      const rows = (await readPreferences(agent)).json().communication_preferences as Array<{
        communication_notification_type_id: number;
        communication_preference_bit_email: string;
        communication_preference_bit_text: string;
      }>;
      expect(rows.find((r) => r.communication_notification_type_id === 2)).toMatchObject({
        communication_preference_bit_email: '0',
        communication_preference_bit_text: '1',
      });
      expect(rows.find((r) => r.communication_notification_type_id === 6)).toMatchObject({
        communication_preference_bit_email: '1',
      });
    });

    it('when a user who cannot be texted turns a text on then it is refused with the reason; email choices still save', async () => {
      const refused = await save(agent2, { user_id: agent2.user_id, communication_preferences: [choice(1, '1', '1')] });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(TEXTING.noMobile);
      expect(
        (await save(agent2, { user_id: agent2.user_id, communication_preferences: [choice(1, '0', '0')] })).statusCode,
      ).toBe(200);
    });

    it('when the body is wrong then 400; a colleague without user_manage or another account is 404', async () => {
      expect(
        (await save(agent, { user_id: agent.user_id, communication_preferences: [choice(99, '1', '0')] })).statusCode,
      ).toBe(400);
      expect(
        (await save(agent, { user_id: agent.user_id, communication_preferences: [choice(1, 'yes', '0')] })).statusCode,
      ).toBe(400);
      expect(
        (await save(agent, { user_id: agent2.user_id, communication_preferences: [choice(1, '1', '0')] })).statusCode,
      ).toBe(404);
      expect(
        (await save(other, { user_id: agent.user_id, communication_preferences: [choice(1, '1', '0')] })).statusCode,
      ).toBe(404);
      expect((await readPreferences(agent, agent2.user_id)).statusCode).toBe(404);
      expect((await readPreferences(other, agent.user_id)).statusCode).toBe(404);
    });
  });

  it('when any of these calls comes without a token then it is 401', async () => {
    const calls: Array<[method: 'GET' | 'POST', url: string]> = [
      ['POST', `/api/user/${agent.user_id}`],
      ['GET', `/api/user/${agent.user_id}/phone/1/delete/`],
      ['POST', '/api/userCredentials/1/changePassword'],
      ['POST', '/api/usercarrier/search/'],
      ['POST', '/api/selfServiceConfig/search/'],
      ['POST', `/api/user/${agent.user_id}/selfServiceConfig/`],
      ['GET', '/api/CommunicationPreference/canSendText'],
      ['GET', `/api/CommunicationPreference/user/${agent.user_id}`],
      ['POST', '/api/CommunicationPreference/'],
    ];
    for (const [method, url] of calls) {
      const response = await server.app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
