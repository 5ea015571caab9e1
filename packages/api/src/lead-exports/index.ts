// The public API of lead exports; src/index.ts re-exports it (exports.test.ts snapshots the names).
export {
  LEAD_EXPORT_LIST_MAX,
  LEAD_EXPORT_STATUSES,
  LeadExportRequestStruct,
  LeadExportStruct,
  type LeadExport,
  type LeadExportRequest,
} from './contract';
export { createLeadExport, getLeadExport } from './calls';
