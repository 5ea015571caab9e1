// The public API of @meridian/api: one folder per feature (contract.ts structs, calls.ts typed calls),
// the HTTP client and shared structs in core/. Each feature's index.ts lists its exports by hand;
// exports.test.ts snapshots the names. The SWR hooks are the `@meridian/api/react` subpath (react.ts).
export * from './core';
export * from './account-admin';
export * from './admin';
export * from './auth';
export * from './content';
export * from './dialer';
export * from './dispositions';
export * from './geo';
export * from './health';
export * from './lead-coverage';
export * from './leads';
export * from './notices';
export * from './origination';
export * from './origination-admin';
export * from './permissions';
export * from './profile';
export * from './quick-links';
export * from './registration';
export * from './roles';
export * from './self-service';
export * from './settings';
export * from './shell';
export * from './sso';
export * from './user';
export * from './soa/public';
export * from './soa/signed-pdf';
