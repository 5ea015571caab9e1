// The public API of the dialer feature; src/index.ts re-exports it (exports.test.ts snapshots the names).
export { dialBehaviorToSave, dialerActiveFlag, isDialerOptionHidden, resolveDialMethod } from './rules';
export type { DialMethod, DialSettings } from './rules';
