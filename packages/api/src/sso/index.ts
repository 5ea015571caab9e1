// The public API of the sso feature; src/index.ts re-exports it (exports.test.ts snapshots the names).
export {
  ExternalSsoAnswerStruct,
  ExternalSsoRequestStruct,
  PlanExplorerAccessStruct,
  SSO_TARGETS,
  type ExternalSsoAnswer,
  type ExternalSsoRequest,
  type PlanExplorerAccess,
  type SsoTarget,
} from './contract';
export { getPlanExplorerAccess, requestExternalSso } from './calls';
