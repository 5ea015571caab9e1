import { describe, expect, it } from 'vitest';
import {
  canUpdateEnhancedSoaSettings,
  isNonProductionEnvironment,
  isTextingDisabled,
  profileEditRights,
  singleSignOnForm,
  singleSignOnTitle,
  validateEnhancedSoaSettings,
} from './rules';

describe('settings', () => {
  // Spec 01 §2, §9: the orange banner in a non-production environment; "Environment value: PROD".
  it.each([
    { input: 'PROD', expected: false },
    { input: 'QA', expected: true },
    { input: '', expected: true },
  ])('environment $input is non-production: $expected', ({ input, expected }) => {
    expect(isNonProductionEnvironment(input)).toBe(expected);
  });

  // Spec 02 §4.6: "Update is shown only when the form is dirty and the URL is untouched or the acknowledgement is checked."
  it.each([
    { input: { dirty: true, urlTouched: false, acknowledged: false }, expected: true },
    { input: { dirty: true, urlTouched: true, acknowledged: true }, expected: true },
    { input: { dirty: true, urlTouched: true, acknowledged: false }, expected: false },
    { input: { dirty: false, urlTouched: false, acknowledged: true }, expected: false },
  ])('$input → $expected', ({ input, expected }) => {
    expect(canUpdateEnhancedSoaSettings(input)).toBe(expected);
  });

  // Spec 02 §4.6: "The acknowledgement must be checked to use Enhanced SOA." §5.8: "Must be https with a valid host, otherwise a url error."
  it.each([
    { input: { url: '', savedUrl: '', acknowledged: false }, expected: {} },
    {
      input: { url: 'https://cal.example.com/me', savedUrl: 'https://cal.example.com/me', acknowledged: false },
      expected: {},
    },
    {
      input: { url: ' https://cal.example.com/me ', savedUrl: 'https://cal.example.com/me', acknowledged: false },
      expected: {},
    },
    { input: { url: 'https://cal.example.com/new', savedUrl: null, acknowledged: true }, expected: {} },
    {
      input: { url: 'https://cal.example.com/new', savedUrl: 'https://cal.example.com/me', acknowledged: false },
      expected: { acknowledged: 'The acknowledgement must be checked to use Enhanced SOA.' },
    },
    {
      input: { url: null, savedUrl: 'https://cal.example.com/me', acknowledged: false },
      expected: { acknowledged: 'The acknowledgement must be checked to use Enhanced SOA.' },
    },
    {
      input: { url: 'http://cal.example.com/me', savedUrl: '', acknowledged: true },
      expected: { url: 'Scheduler URL has an invalid format.' },
    },
    {
      input: { url: 'javascript:alert(1)', acknowledged: false },
      expected: {
        url: 'Scheduler URL has an invalid format.',
        acknowledged: 'The acknowledgement must be checked to use Enhanced SOA.',
      },
    },
  ])('enhanced SOA settings $input → $expected', ({ input, expected }) => {
    expect(validateEnhancedSoaSettings(input)).toEqual(expected);
  });

  // Spec 02 §3.9: the permission response's disable_texting, as string, number or boolean.
  it.each([
    { input: '1', expected: true },
    { input: 1, expected: true },
    { input: true, expected: true },
    { input: ' TRUE ', expected: true },
    { input: '0', expected: false },
    { input: 0, expected: false },
    { input: false, expected: false },
    { input: '', expected: false },
    { input: null, expected: false },
    { input: undefined, expected: false },
  ])('disable_texting $input → $expected', ({ input, expected }) => {
    expect(isTextingDisabled(input)).toBe(expected);
  });

  // Spec 02 §2.8: "Titled 'Single Sign-On', or 'CMS Check' when quick-link text is given." §4.7: "with the given method (default POST) ... fields hash, user_id, login, RelayState, SAMLResponse."
  it('titles and builds the single sign-on hand-off', () => {
    expect(singleSignOnTitle()).toBe('Single Sign-On');
    expect(singleSignOnTitle('CMS carriers check')).toBe('CMS Check');
    const data = {
      url: 'https://sso.example/acs',
      hash: 'h',
      user_id: 42,
      login: 'jagent',
      RelayState: 'r',
      SAMLResponse: 's',
    };
    expect(singleSignOnForm(data)).toEqual({
      action: 'https://sso.example/acs',
      method: 'POST',
      fields: { hash: 'h', user_id: '42', login: 'jagent', RelayState: 'r', SAMLResponse: 's' },
    });
    expect(singleSignOnForm({ ...data, method: 'get' }).method).toBe('GET');
  });

  // Spec 02 §6: "A user cannot change their own role ('User doesnt have permission to change the role') ... A user cannot change their own active flag."
  it('keeps a user from changing their own role and active flag', () => {
    expect(profileEditRights({ editingSelf: true })).toEqual({
      canChangeRole: false,
      canChangeActive: false,
      roleDeniedMessage: 'User doesnt have permission to change the role',
    });
    expect(profileEditRights({ editingSelf: false })).toEqual({
      canChangeRole: true,
      canChangeActive: true,
      roleDeniedMessage: undefined,
    });
  });
});
