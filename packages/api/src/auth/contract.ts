import { literal, number, object, optional, size, string, union, type Infer } from 'superstruct';

/**
 * The cookie that carries the refresh token to a browser: `HttpOnly; Secure; SameSite=Strict`, sent only to
 * `/auth` (the token and logout endpoints), so no script on the page can read it.
 */
export const REFRESH_COOKIE = 'meridian_refresh';
export const REFRESH_COOKIE_PATH = '/auth';

/**
 * `token_delivery=cookie` asks for the refresh token in the {@link REFRESH_COOKIE} cookie instead of the
 * answer's body (the sign-in page and the portal ask so; API clients leave it out and keep the spec's
 * `refresh_token` field).
 */
const tokenDelivery = optional(literal('cookie'));

/** Form body of `POST /auth/token` with the password grant (the sign-in page). */
export const PasswordGrantStruct = object({
  grant_type: literal('password'),
  username: size(string(), 1, 100),
  password: size(string(), 1, 200),
  referrer: optional(string()),
  token_delivery: tokenDelivery,
});

/**
 * Form body of `POST /auth/token` with the refresh grant (the client's 419 handling). Without
 * `refresh_token` the server reads the {@link REFRESH_COOKIE} cookie, and answers with a new one.
 */
export const RefreshGrantStruct = object({
  grant_type: literal('refresh_token'),
  refresh_token: optional(size(string(), 1, 200)),
  token_delivery: tokenDelivery,
});

export const TokenRequestStruct = union([PasswordGrantStruct, RefreshGrantStruct]);
export type TokenRequest = Infer<typeof TokenRequestStruct>;

/**
 * Answer of `POST /auth/token`. `refresh_token` is absent when it went to the {@link REFRESH_COOKIE} cookie;
 * the login cookie keeps user_id and access_token.
 */
export const TokenAnswerStruct = object({
  user_id: number(),
  access_token: string(),
  refresh_token: optional(string()),
  expires_in: number(),
  token_type: optional(literal('bearer')),
});
export type TokenAnswer = Infer<typeof TokenAnswerStruct>;

/**
 * Body of `POST /auth/logout`: the refresh token whose family is revoked (the bearer token, or the
 * {@link REFRESH_COOKIE} cookie, also works; the cookie is cleared).
 */
export const LogoutRequestStruct = object({ refresh_token: optional(size(string(), 1, 200)) });
export type LogoutRequest = Infer<typeof LogoutRequestStruct>;
