// The public API of the auth feature; src/index.ts re-exports it (exports.test.ts snapshots the names).
export {
  LogoutRequestStruct,
  PasswordGrantStruct,
  REFRESH_COOKIE,
  REFRESH_COOKIE_PATH,
  RefreshGrantStruct,
  TokenAnswerStruct,
  TokenRequestStruct,
  type LogoutRequest,
  type TokenAnswer,
  type TokenRequest,
} from './contract';
