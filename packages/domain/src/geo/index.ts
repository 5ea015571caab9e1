// The public API of the geo feature; src/index.ts re-exports it (exports.test.ts snapshots the names).
export { US_STATES, US_TERRITORIES, findUsState } from './states';
export type { UsState } from './states';
export { resolveZipLookup, shouldLookUpZip } from './zip-lookup';
export type { ZipLookupResult } from './zip-lookup';
