import type { SessionStore, SessionTokens } from '@meridian/api';

/**
 * The login cookie the sign-in page writes: `{ user_id, access_token }` as JSON. The refresh token is in the
 * server's HttpOnly `/auth` cookie; a login cookie written before that still carries `refresh_token`.
 */
export type LoginCookie = SessionTokens;

export const LOGIN_COOKIE = 'login';
/** Kept by the print views; cleared on logout (spec 01 §4 Session). */
export const PRINT_SETTINGS_KEY = 'meridian.printSettings';

/** Reads the login cookie from a `document.cookie` string; anything malformed counts as absent. */
export function readLoginCookie(cookieHeader: string): LoginCookie | undefined {
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== LOGIN_COOKIE) continue;
    try {
      const value: unknown = JSON.parse(decodeURIComponent(rest.join('=')));
      if (
        typeof value === 'object' &&
        value !== null &&
        typeof (value as LoginCookie).user_id === 'number' &&
        typeof (value as LoginCookie).access_token === 'string'
      ) {
        const { user_id, access_token, refresh_token } = value as LoginCookie;
        return typeof refresh_token === 'string' ? { user_id, access_token, refresh_token } : { user_id, access_token };
      }
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * The `Set-Cookie`-style string that stores the login cookie (Secure, SameSite=Strict): user id and access
 * token only — a refresh token is never written where a script can read it.
 */
export function loginCookieString(tokens: LoginCookie): string {
  const { user_id, access_token } = tokens;
  return `${LOGIN_COOKIE}=${encodeURIComponent(JSON.stringify({ user_id, access_token }))}; Path=/; Secure; SameSite=Strict`;
}

export const CLEAR_LOGIN_COOKIE = `${LOGIN_COOKIE}=; Path=/; Secure; SameSite=Strict; Max-Age=0`;

/** Where to send a visitor who has no login cookie, keeping the path they wanted. */
export function signInUrl(location: { pathname: string; search: string; hash: string }): string {
  return `/auth/login?referrer=${encodeURIComponent(location.pathname + location.search + location.hash)}`;
}

/** The API client's session store over `document.cookie`: every tab sees the same tokens. */
export function cookieSessionStore(doc: Document = document): SessionStore {
  return {
    read: () => readLoginCookie(doc.cookie),
    write: (tokens) => {
      doc.cookie = loginCookieString(tokens);
    },
    clear: () => {
      doc.cookie = CLEAR_LOGIN_COOKIE;
    },
  };
}
