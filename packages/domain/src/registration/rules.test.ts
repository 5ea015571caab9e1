import { describe, expect, it } from 'vitest';
import type { RegistrationValues } from './types';
import { REGISTRATION_MESSAGES, SUPPORT_CONTACT_WORDS, withSupportContact } from './messages';
import {
  buildRegistrationPayload,
  registrationFailureMessage,
  resolveRegistrationLink,
  resolveRegistrationOutcome,
  toggleNoNpn,
} from './rules';

// Spec 01 §4 Registration and §8: "Registration message containing 'already in use' | 'Username already exists. Choose
// a different username or click on forgot password or contact us at the support phone.'"; "Other registration failure
// ... message shown as returned"; "Registration, no response | 'An unexpected error occurred. Please try again.'";
// "Invalid link | 'The registration link used is no longer valid. Please contact support at the support phone, or visit the sales site.'"
describe('resolveRegistrationOutcome', () => {
  it.each([
    { input: null, expected: { kind: 'failed', message: 'An unexpected error occurred. Please try again.' } },
    { input: {}, expected: { kind: 'failed', message: 'An unexpected error occurred. Please try again.' } },
    {
      input: { success: false, message: 'Login agent007 is already in use', disabled: 'false' as const },
      expected: {
        kind: 'failed',
        message:
          'Username already exists. Choose a different username or click on forgot password or contact us at the support phone.',
      },
    },
    {
      input: { success: 'false' as const, message: 'NPN not found.', disabled: 'false' as const },
      expected: { kind: 'failed', message: 'NPN not found.' },
    },
    {
      input: { success: false, message: '' },
      expected: { kind: 'failed', message: 'An unexpected error occurred. Please try again.' },
    },
    { input: { success: true, message: 'ok', disabled: 'true' as const }, expected: { kind: 'pending' } },
    { input: { success: 'true' as const, message: 'ok', disabled: 'false' as const }, expected: { kind: 'created' } },
  ])('$input → $expected.kind', ({ input, expected }) => {
    expect(resolveRegistrationOutcome(input)).toMatchObject(expected);
  });

  it('returns other failure messages as they are', () => {
    expect(registrationFailureMessage('  Server busy  ')).toBe('Server busy');
    expect(registrationFailureMessage(undefined)).toBe('An unexpected error occurred. Please try again.');
  });
});

describe('resolveRegistrationLink', () => {
  const owner = {
    account_id: 7,
    fname: 'Olive',
    lname: 'Owner',
    default_email: { email: 'o@example.com' },
    default_phone: { phone: '3125550100' },
  };
  it.each([
    { input: [null, undefined] as const, expected: { kind: 'none' } },
    { input: ['', { message: 'x' }] as const, expected: { kind: 'none' } },
    {
      input: ['tok', null] as const,
      expected: {
        kind: 'invalid',
        message:
          'The registration link used is no longer valid. Please contact support at the support phone, or visit the sales site.',
      },
    },
    { input: ['tok', { message: 'Role Expired' }] as const, expected: { kind: 'role-expired' } },
    {
      input: ['tok', { message: 'ok', cobrand: { logo_3: '/logo.png' }, user: owner }] as const,
      expected: { kind: 'account-info', logo: '/logo.png', owner },
    },
    { input: ['tok', { message: 'ok', user: owner }] as const, expected: { kind: 'invalid' } },
  ])('$input → $expected.kind', ({ input, expected }) => {
    expect(resolveRegistrationLink(input[0], input[1])).toMatchObject(expected);
  });
});

// Spec 01 §4: "If agreed: disable the form, strip phone formatting, post the registration." §3: "It also carries
// bSignature (true after agreeing) and, for invitation links, source (the token) and fromURL=true."
describe('buildRegistrationPayload', () => {
  const values: RegistrationValues = {
    login: 'agent007',
    password: 'Secret#2026',
    confirmPwd: 'Secret#2026',
    company: '',
    fname: 'Jo',
    lname: 'Smith',
    email: 'jo@example.com',
    address1: '1 Main',
    address2: '',
    city: 'Chicago',
    state_id: 'IL',
    zip: '60601',
    phone: '(312) 555-0100',
    mphone: '',
    fphone: '(312) 555-0199',
    npn: ' 123 ',
    hasNoNPN: 'false',
    website: '',
  };

  it('strips phone formatting and signs', () => {
    expect(buildRegistrationPayload(values)).toEqual({
      ...values,
      phone: '3125550100',
      fphone: '3125550199',
      npn: '123',
      hasNoNPN: false,
      bSignature: true,
    });
  });

  it('carries the token of an invitation link and drops the NPN when there is none', () => {
    const payload = buildRegistrationPayload({ ...values, hasNoNPN: true }, 'tok');
    expect(payload).toMatchObject({ source: 'tok', fromURL: true, npn: '', hasNoNPN: true });
  });
});

// Spec 01 §4: "Ticking 'I don't have an NPN' clears the NPN and makes it read-only; unticking restores the last entered value."
describe('toggleNoNpn', () => {
  it('clears and locks, then restores', () => {
    const ticked = toggleNoNpn({ npn: '123', readOnly: false, lastNpn: '' }, true);
    expect(ticked).toEqual({ npn: '', readOnly: true, lastNpn: '123' });
    expect(toggleNoNpn(ticked, true)).toEqual(ticked);
    expect(toggleNoNpn(ticked, false)).toEqual({ npn: '123', readOnly: false, lastNpn: '123' });
    expect(toggleNoNpn({ npn: '9', readOnly: false, lastNpn: '1' }, false)).toEqual({
      npn: '9',
      readOnly: false,
      lastNpn: '1',
    });
  });
});

describe('given the support contact in the spec messages', () => {
  it('when both are configured then the number (formatted) and the site stand where the spec words were', () => {
    expect(
      withSupportContact(REGISTRATION_MESSAGES.invalidLink, {
        support_phone: '8005550134',
        sales_site_url: 'https://meridian.example/sales',
      }),
    ).toBe(
      'The registration link used is no longer valid. Please contact support at (800) 555-0134, or visit https://meridian.example/sales.',
    );
    expect(withSupportContact(REGISTRATION_MESSAGES.usernameTaken, { support_phone: '1-800-MERIDIAN' })).toContain(
      'contact us at 1-800-MERIDIAN.',
    );
  });

  it('when nothing is configured then the spec words stay (nothing invented)', () => {
    expect(withSupportContact(REGISTRATION_MESSAGES.invalidLink, undefined)).toBe(REGISTRATION_MESSAGES.invalidLink);
    expect(withSupportContact(REGISTRATION_MESSAGES.invalidLink, { support_phone: ' ', sales_site_url: '' })).toBe(
      REGISTRATION_MESSAGES.invalidLink,
    );
    expect(SUPPORT_CONTACT_WORDS.site).toBe('the sales site');
  });
});
