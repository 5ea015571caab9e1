// The public API of the lead import feature; src/index.ts re-exports it (exports.test.ts snapshots the names).
export {
  LEAD_IMPORT_ADDRESS_LENGTHS,
  LEAD_IMPORT_COLUMNS,
  LEAD_IMPORT_DUPLICATE_ACTIONS,
  LEAD_IMPORT_FIELDS,
  LEAD_IMPORT_MAX_BYTES,
  LEAD_IMPORT_MAX_CELLS,
  LEAD_IMPORT_MAX_INFLATED_BYTES,
  LEAD_IMPORT_MAX_ROWS,
  LEAD_IMPORT_ROW_OUTCOMES,
  LEAD_IMPORT_ROW_STATUSES,
  LEAD_IMPORT_STATUSES,
} from './vocabulary';
export type {
  LeadImportColumn,
  LeadImportDuplicateAction,
  LeadImportField,
  LeadImportRowOutcome,
  LeadImportRowStatus,
  LeadImportStatus,
} from './vocabulary';
export { LEAD_IMPORT_MESSAGES } from './messages';
export {
  autoMapLeadImport,
  isLeadImportField,
  leadDuplicateKeys,
  leadImportFileProblem,
  leadImportFileType,
  leadImportTemplate,
  normalizeImportHeader,
  readLeadImportRow,
} from './rules';
export type {
  LeadDuplicateKeys,
  LeadImportFileType,
  LeadImportMapping,
  LeadImportRowReading,
  LeadImportValues,
} from './rules';
