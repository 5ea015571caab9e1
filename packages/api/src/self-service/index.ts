// The public API of the client self-service feature; src/index.ts re-exports it (exports.test.ts snapshots the names).
export {
  ClientLinkAnswerStruct,
  ClientPersonalInfoStruct,
  ClientRecordAnswerStruct,
  ClientTokenStruct,
  ClientUpdateAnswerStruct,
  ClientUpdateStruct,
  type ClientLinkAnswer,
  type ClientPersonalInfo,
  type ClientRecordAnswer,
  type ClientToken,
  type ClientUpdate,
  type ClientUpdateAnswer,
} from './contract';
export { clientTokenFromHash, createClientLink, getClientRecord, updateClientRecord } from './calls';
