// The leads wire contract (spec 02 §3.1, §3.2, §7.1), one file per subject under contract/.
export * from './contract/search';
export * from './contract/record';
export * from './contract/save';
export * from './contract/new-lead';
export * from './contract/history';
