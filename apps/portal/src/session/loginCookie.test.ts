import { describe, expect, it } from 'vitest';
import { loginCookieString, readLoginCookie, signInUrl } from './loginCookie';

const valid = encodeURIComponent(JSON.stringify({ user_id: 7, access_token: 'a' }));
/** A login cookie written before the refresh token moved to its HttpOnly cookie. */
const older = encodeURIComponent(JSON.stringify({ user_id: 7, access_token: 'a', refresh_token: 'r' }));

describe('readLoginCookie', () => {
  it.each([
    { cookie: '', expected: undefined },
    { cookie: 'other=1', expected: undefined },
    { cookie: 'login=not-json', expected: undefined },
    { cookie: `login=${encodeURIComponent('{"user_id":"7"}')}`, expected: undefined },
    { cookie: `theme=dark; login=${valid}`, expected: { user_id: 7, access_token: 'a' } },
    { cookie: `login=${older}`, expected: { user_id: 7, access_token: 'a', refresh_token: 'r' } },
  ])('reads $cookie', ({ cookie, expected }) => {
    expect(readLoginCookie(cookie)).toEqual(expected);
  });
});

describe('loginCookieString', () => {
  it('never writes a refresh token where a script can read it', () => {
    const written = loginCookieString({ user_id: 7, access_token: 'a', refresh_token: 'r' });
    expect(readLoginCookie(written.split(';')[0]!)).toEqual({ user_id: 7, access_token: 'a' });
    expect(written).toContain('; Path=/; Secure; SameSite=Strict');
  });
});

describe('signInUrl', () => {
  it('keeps the wanted path as the referrer', () => {
    expect(signInUrl({ pathname: '/lead/12', search: '?tab=1', hash: '' })).toBe(
      '/auth/login?referrer=%2Flead%2F12%3Ftab%3D1',
    );
  });
});
