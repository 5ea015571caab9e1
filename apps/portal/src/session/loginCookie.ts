/** The login cookie the sign-in page writes: `{ user_id, access_token, refresh_token }` as JSON. */
export interface LoginCookie {
  user_id: number;
  access_token: string;
  refresh_token: string;
}

export const LOGIN_COOKIE = 'login';

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
        typeof (value as LoginCookie).access_token === 'string' &&
        typeof (value as LoginCookie).refresh_token === 'string'
      ) {
        return value as LoginCookie;
      }
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** Where to send a visitor who has no login cookie, keeping the path they wanted. */
export function signInUrl(location: { pathname: string; search: string; hash: string }): string {
  return `/auth/login?referrer=${encodeURIComponent(location.pathname + location.search + location.hash)}`;
}
