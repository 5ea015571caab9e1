import { literal, number, object, optional, size, string, union, type Infer } from 'superstruct';

/** Form body of `POST /auth/token` with the password grant (the sign-in page). */
export const PasswordGrantStruct = object({
  grant_type: literal('password'),
  username: size(string(), 1, 100),
  password: size(string(), 1, 200),
  referrer: optional(string()),
});

/** Form body of `POST /auth/token` with the refresh grant (the client's 419 handling). */
export const RefreshGrantStruct = object({
  grant_type: literal('refresh_token'),
  refresh_token: size(string(), 1, 200),
});

export const TokenRequestStruct = union([PasswordGrantStruct, RefreshGrantStruct]);
export type TokenRequest = Infer<typeof TokenRequestStruct>;

/** Answer of `POST /auth/token`. The login cookie keeps user_id, access_token and refresh_token. */
export const TokenAnswerStruct = object({
  user_id: number(),
  access_token: string(),
  refresh_token: string(),
  expires_in: number(),
  token_type: optional(literal('bearer')),
});
export type TokenAnswer = Infer<typeof TokenAnswerStruct>;

/** Body of `POST /auth/logout`: the refresh token whose family is revoked (the bearer token also works). */
export const LogoutRequestStruct = object({ refresh_token: optional(size(string(), 1, 200)) });
export type LogoutRequest = Infer<typeof LogoutRequestStruct>;
