// The public API of the client self-service feature; src/index.ts re-exports it (exports.test.ts snapshots the names).
export {
  ClientLinkAnswerStruct,
  ClientLinkLiveAnswerStruct,
  ClientLinkLiveStruct,
  ClientLinkRevokeAnswerStruct,
  ClientPersonalInfoStruct,
  ClientRecordAnswerStruct,
  ClientTokenStruct,
  ClientUpdateAnswerStruct,
  ClientUpdateStruct,
  type ClientLinkAnswer,
  type ClientLinkLive,
  type ClientLinkLiveAnswer,
  type ClientLinkRevokeAnswer,
  type ClientPersonalInfo,
  type ClientRecordAnswer,
  type ClientToken,
  type ClientUpdate,
  type ClientUpdateAnswer,
} from './contract';
export {
  clientTokenFromHash,
  createClientLink,
  getClientRecord,
  getLiveClientLink,
  revokeClientLink,
  updateClientRecord,
} from './calls';
