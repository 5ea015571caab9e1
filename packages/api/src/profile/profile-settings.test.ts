import { is, validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { CommunicationPreferencesUpdateStruct, SelfServiceConfigUpdateStruct } from '../settings/contract';
import { ChangePasswordRequestStruct, UserProfileUpdateStruct } from './contract';
import { ApiError } from '../core/errors';
import {
  canSendText,
  getCommunicationPreferences,
  searchSelfServiceConfig,
  updateCommunicationPreferences,
  updateSelfServiceConfig,
} from '../settings/calls';
import { getCountiesByZip } from '../geo/calls';
import { AGENT_DETAILS, answeringClient } from '../test-fixtures';
import { changePassword, deleteUserContact, searchWritingNumbers, updateUserProfile } from './calls';

const page = (result: unknown[]) => ({
  success: true,
  total_records: result.length,
  page_number: 1,
  records_per_page: 50,
  result,
});
const option = {
  self_service_config_option_type_id: 3,
  self_service_config_option_bit: '1',
  self_service_config_option_varchar: null,
  self_service_config_option_hierarchy_type_id: '3',
  self_service_config_option_type_name: 'Send reminder emails',
};
const preference = {
  communication_notification_type_id: 1,
  communication_notification_type_description: 'Appointment reminders',
  communication_preference_bit_email: '1',
  communication_preference_bit_text: '0',
};
const writingNumber = {
  user_carrier_id: 4,
  user_id: 7,
  agent_writing_number: 'HUM-1',
  carrier_id: 1,
  carrier_name: 'Humana',
  carrier_full_name: 'Humana Inc.',
  product_type_id: 8,
  product_type_name: 'Medicare Advantage',
  product_type_desc: 'MA',
  certification_year: 2026,
  record_num: 1,
};
const passwordChange = {
  user_id: 7,
  user_credentials_id: 9,
  login: 'demoagent',
  password: 'Old#2026pass',
  context: 'meridian',
  new_password: 'New#2026pass',
};

describe('given the profile and configurable settings calls', () => {
  it.each([
    {
      name: 'updateUserProfile',
      run: (c: never) => updateUserProfile(c, 7, { company: 'Bell Insurance' }),
      answer: {
        success: true,
        ...AGENT_DETAILS,
        phone_dialer_provider_active: '1',
        phone_dialer_provider_behavior_type_id: 3,
      },
      method: 'POST',
      path: '/api/user/7',
      body: { company: 'Bell Insurance' },
    },
    {
      name: 'deleteUserContact (phone)',
      run: (c: never) => deleteUserContact(c, 7, 'phone', 12),
      answer: { success: true },
      method: 'GET',
      path: '/api/user/7/phone/12/delete/',
    },
    {
      name: 'deleteUserContact (address)',
      run: (c: never) => deleteUserContact(c, 7, 'address', 5),
      answer: { success: true },
      method: 'GET',
      path: '/api/user/7/address/5/delete/',
    },
    {
      name: 'changePassword',
      run: (c: never) => changePassword(c, passwordChange),
      answer: { success: true, message: 'Your profile has been updated.' },
      method: 'POST',
      path: '/api/userCredentials/9/changePassword',
      body: passwordChange,
    },
    {
      name: 'searchWritingNumbers',
      run: (c: never) => searchWritingNumbers(c, { criteria: { user_id: { type: 'simple', value: [7] } } }),
      answer: page([writingNumber]),
      method: 'POST',
      path: '/api/usercarrier/search/',
      body: { criteria: { user_id: { type: 'simple', value: [7] } } },
    },
    {
      name: 'searchSelfServiceConfig',
      run: (c: never) => searchSelfServiceConfig(c, 7),
      answer: page([option]),
      method: 'POST',
      path: '/api/selfServiceConfig/search/',
      body: { search_type: 'simple', criteria: { user_id: { type: 'simple', value: [7] } } },
    },
    {
      name: 'updateSelfServiceConfig',
      run: (c: never) =>
        updateSelfServiceConfig(c, 7, [{ self_service_config_option_type_id: 3, self_service_config_option_bit: '0' }]),
      answer: { success: true, message: 'Settings updated.', result: [option] },
      method: 'POST',
      path: '/api/user/7/selfServiceConfig/',
      body: [{ self_service_config_option_type_id: 3, self_service_config_option_bit: '0' }],
    },
    {
      name: 'getCommunicationPreferences',
      run: (c: never) => getCommunicationPreferences(c, 7),
      answer: { user_id: 7, communication_preferences: [preference] },
      method: 'GET',
      path: '/api/CommunicationPreference/user/7',
    },
    {
      name: 'updateCommunicationPreferences',
      run: (c: never) =>
        updateCommunicationPreferences(c, {
          user_id: 7,
          communication_preferences: [
            {
              communication_notification_type_id: 1,
              communication_preference_bit_email: '0',
              communication_preference_bit_text: '1',
            },
          ],
        }),
      answer: {
        success: true,
        message: 'Communication Preferences successfully updated.',
        user_id: 7,
        communication_preferences: [preference],
      },
      method: 'POST',
      path: '/api/CommunicationPreference/',
      body: {
        user_id: 7,
        communication_preferences: [
          {
            communication_notification_type_id: 1,
            communication_preference_bit_email: '0',
            communication_preference_bit_text: '1',
          },
        ],
      },
    },
    {
      name: 'getCountiesByZip',
      run: (c: never) => getCountiesByZip(c, '30097'),
      answer: [
        { state_id: 'GA', state_name: 'Georgia', counties: [{ county_name: 'Gwinnett' }, { county_name: 'Fulton' }] },
      ],
      method: 'GET',
      path: '/api/geo/countiesByZip/30097',
    },
    {
      name: 'canSendText',
      run: (c: never) => canSendText(c),
      answer: {
        disable_texting: '0',
        text_append: 'Reply STOP to opt out.',
        process_message: '',
        phone: '3125550111',
        user_id: 7,
      },
      method: 'GET',
      path: '/api/CommunicationPreference/canSendText',
    },
  ])(
    'when $name is called then it sends $method $path and answers the contract',
    async ({ run, answer, method, path, body }) => {
      const { client, sent } = answeringClient(answer);
      await expect(run(client as never)).resolves.toBeDefined();
      expect(sent).toEqual([{ method, path, body }]);
    },
  );

  it('when the current password is wrong then changePassword rejects with the server message', async () => {
    const { client } = answeringClient(
      { success: false, message: 'The current password entered is incorrect', result: { field: 'password' } },
      400,
    );
    const error = await changePassword(client, passwordChange).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'The current password entered is incorrect',
      call: 'changePassword',
    });
  });

  it('when an answer breaks the contract then the call rejects with an ApiError naming it', async () => {
    const { client } = answeringClient({ disable_texting: 'no', user_id: 7 });
    await expect(canSendText(client)).rejects.toMatchObject({ name: 'ApiError', call: 'canSendText' });
  });
});

describe('given the request structs', () => {
  it('when a profile update is read then phones are ten digits, names at most 25 and unknown fields refused', () => {
    expect(
      is(
        { fname: 'Marcus', phones: [{ phone: '3125550100', phone_type: 'Mobile', is_default: true }] },
        UserProfileUpdateStruct,
      ),
    ).toBe(true);
    expect(is({ phone_dialer_provider_active: '1' }, UserProfileUpdateStruct)).toBe(true);
    expect(is({ phones: [{ phone: '(312) 555-0100', phone_type: 'Mobile' }] }, UserProfileUpdateStruct)).toBe(false);
    expect(is({ fname: 'x'.repeat(26) }, UserProfileUpdateStruct)).toBe(false);
    expect(is({ password_hash: 'x' }, UserProfileUpdateStruct)).toBe(false);
  });

  it('when a password change is read then a new password is required and ids are positive', () => {
    expect(is(passwordChange, ChangePasswordRequestStruct)).toBe(true);
    expect(is({ ...passwordChange, new_password: '' }, ChangePasswordRequestStruct)).toBe(false);
    expect(is({ ...passwordChange, user_credentials_id: 0 }, ChangePasswordRequestStruct)).toBe(false);
  });

  it('when settings updates are read then numbers are accepted for flags and type ids, and only types 3 to 6', () => {
    const [, options] = validate(
      [{ self_service_config_option_type_id: '5', self_service_config_option_bit: 1 }],
      SelfServiceConfigUpdateStruct,
      { coerce: true },
    );
    expect(options).toEqual([{ self_service_config_option_type_id: 5, self_service_config_option_bit: '1' }]);
    expect(is([{ self_service_config_option_type_id: 7 }], SelfServiceConfigUpdateStruct)).toBe(false);
    expect(is([], SelfServiceConfigUpdateStruct)).toBe(false);
    const [, preferences] = validate(
      {
        user_id: 7,
        communication_preferences: [
          {
            communication_notification_type_id: 1,
            communication_preference_bit_email: 0,
            communication_preference_bit_text: '1',
          },
        ],
      },
      CommunicationPreferencesUpdateStruct,
      { coerce: true },
    );
    expect(preferences?.communication_preferences[0]?.communication_preference_bit_email).toBe('0');
  });
});
