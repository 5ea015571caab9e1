import { describe, expect, it } from 'vitest';
import {
  canUpdateEnhancedSoaSettings,
  isNonProductionEnvironment,
  profileEditRights,
  singleSignOnForm,
  singleSignOnTitle,
} from './settings';

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
