export * from './routes';
export { accountFlagValues, setAccountFlags } from './account-overrides';
export { flagsOfUser } from './repository';
export { applyEnvironmentFlag } from './environment';
