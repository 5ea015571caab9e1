// The public API of @meridian/domain: one folder per feature, shared pieces in core/. Each feature's
// index.ts curates its exports by hand; changing them is a deliberate act that comes with a changeset,
// and exports.test.ts snapshots the names.
export * from './core';
export * from './admin';
export * from './account';
export * from './calendar';
export * from './contact-editors';
export * from './conversation-log';
export * from './content';
export * from './dialer';
export * from './geo';
export * from './leads';
export * from './lead-import';
export * from './notices';
export * from './origination';
export * from './quick-links';
export * from './quick-search';
export * from './quotes';
export * from './registration';
export * from './reports';
export * from './roles';
export * from './settings';
export * from './shell';
export * from './sms-accounts';
export * from './soa';
export * from './user';
