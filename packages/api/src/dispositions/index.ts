// The public API of the lead dispositions feature; src/index.ts re-exports it (exports.test.ts snapshots the names).
export {
  LeadDispositionCreateAnswerStruct,
  LeadDispositionCreateStruct,
  LeadDispositionEntryStruct,
  LeadDispositionHistoryStruct,
  type LeadDispositionCreate,
  type LeadDispositionCreateAnswer,
  type LeadDispositionEntry,
} from './contract';
export { getLeadDispositions, recordLeadDisposition } from './calls';
