// The public API of the shared core; src/index.ts re-exports it (exports.test.ts snapshots the names).
export { ApiError } from './errors';
export { describeError } from './describeError';
export { ErrorBodyStruct, Flag, type ErrorBody } from './common';
export {
  SEARCH_PAGE_SIZE_MAX,
  PayloadIdStruct,
  SearchBodyStruct,
  acceptingSearchBody,
  SearchCriterionStruct,
  searchAnswerStruct,
  type SearchBody,
  type SearchCriterion,
} from './search';
export {
  createApiClient,
  IDEMPOTENCY_KEY_HEADER,
  isCreatingCall,
  toFormBody,
  type ApiClient,
  type ApiClientOptions,
  type ApiResponse,
  type BodyType,
  type RequestOptions,
  type SessionStore,
  type SessionTokens,
  type SignOutReason,
} from './client';
