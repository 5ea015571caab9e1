/*
 * The admin writes of lead sources, campaigns with segments and partners with tracking codes
 * (issue 16). Each change and its admin audit row are one transaction. A row leads name is never
 * deleted (the leads' foreign keys would refuse it anyway): the answer says how many leads name it.
 * Undefined answers mean "no such row in the caller's account" (404).
 */
export * from './admin-lead-sources';
export * from './admin-campaigns';
export * from './admin-partners';
