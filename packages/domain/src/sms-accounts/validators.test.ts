import { describe, expect, it } from 'vitest';
import { SMS_ACCOUNT_MESSAGES as M } from './messages';
import { maySendFrom, validateSmsAccount } from './validators';

const good = {
  sms_account_name: 'Main line',
  sender_number: '(312) 555-0100',
  provider: 'local',
  sender_scope: 'all',
  user_ids: [],
};

describe('given an SMS account as entered', () => {
  it('when every field is right then there is no error', () => {
    expect(validateSmsAccount(good)).toEqual({});
    expect(validateSmsAccount({ ...good, sender_scope: 'users', user_ids: [4] })).toEqual({});
  });

  it.each([
    [{ sms_account_name: '  ' }, 'sms_account_name', M.nameRequired],
    [{ sms_account_name: 'x'.repeat(61) }, 'sms_account_name', M.nameTooLong],
    [{ sender_number: '555-0100' }, 'sender_number', M.senderInvalid],
    [{ provider: 'twilio' }, 'provider', M.providerInvalid],
    [{ sender_scope: 'some' }, 'sender_scope', M.scopeInvalid],
    [{ sender_scope: 'users', user_ids: [] }, 'user_ids', M.usersRequired],
  ])('when %o then %s says so', (change, field, message) => {
    expect(validateSmsAccount({ ...good, ...change })).toEqual({ [field]: message });
  });
});

describe('given who may send from an SMS account', () => {
  it('when it is active then every user, or only the chosen ones, may send; inactive, nobody', () => {
    expect(maySendFrom({ active: '1', sender_scope: 'all', user_ids: [] }, 9)).toBe(true);
    expect(maySendFrom({ active: '1', sender_scope: 'users', user_ids: [9] }, 9)).toBe(true);
    expect(maySendFrom({ active: '1', sender_scope: 'users', user_ids: [8] }, 9)).toBe(false);
    expect(maySendFrom({ active: '0', sender_scope: 'all', user_ids: [] }, 9)).toBe(false);
  });
});

describe('given the test text messages', () => {
  it('when a test is sent then the message names both numbers, formatted, and the body the account', () => {
    expect(M.testSent('3125550100', '3125550199')).toBe('Test text sent to (312) 555-0100 from (312) 555-0199.');
    expect(M.testBody('Main line')).toBe('Meridian test text: the SMS account "Main line" can send.');
  });
});
