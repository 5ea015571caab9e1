// The public API of the health feature; src/index.ts re-exports it (exports.test.ts snapshots the names).
export { getHealth, HealthStruct, type GetHealthOptions, type Health } from './calls';
