// Lead exports (spec 02 §7.7 `POST leadExport`, `GET leadExport/{id}`; spec 01 §9: account 1, recent
// lead 2, search criteria 3, lead list 4).
import {
  array,
  boolean,
  enums,
  integer,
  literal,
  min,
  nullable,
  number,
  object,
  optional,
  record,
  refine,
  size,
  string,
  type Infer,
} from 'superstruct';
import { SearchCriterionStruct } from '../core/search';

/** At most this many leads in one lead-list export (the file's own limit is the server's). */
export const LEAD_EXPORT_LIST_MAX = 50_000;

export const LEAD_EXPORT_STATUSES = ['queued', 'running', 'done', 'empty', 'failed'] as const;

/**
 * Body of `POST leadExport`: the type; the lead search's criteria (and order) for type 3; the
 * chosen lead ids for type 4; `include_sensitive` adds SSN and Medicare number columns (needs
 * lead_export_sensitive).
 */
export const LeadExportRequestStruct = refine(
  object({
    export_type_id: enums([1, 2, 3, 4]),
    criteria: optional(record(string(), SearchCriterionStruct)),
    orderby_field: optional(string()),
    orderby_direction: optional(enums(['asc', 'desc', 'ASC', 'DESC'])),
    lead_ids: optional(size(array(min(integer(), 1)), 1, LEAD_EXPORT_LIST_MAX)),
    include_sensitive: optional(boolean()),
  }),
  'lead export',
  (body) => {
    if (body.export_type_id === 3 && body.criteria === undefined) return 'criteria is required for a search export.';
    if (body.export_type_id === 4 && body.lead_ids === undefined) return 'lead_ids is required for a lead list export.';
    return true;
  },
);
export type LeadExportRequest = Infer<typeof LeadExportRequestStruct>;

/**
 * An export as `POST leadExport` and `GET leadExport/{id}` (asked for JSON) answer it: where it
 * stands, rows done, and once done its file name and, from GET, the CSV text. 'empty': nothing
 * matched, nothing to download.
 */
export const LeadExportStruct = object({
  success: literal(true),
  lead_export_id: number(),
  export_type_id: number(),
  status: enums(LEAD_EXPORT_STATUSES),
  rows_done: number(),
  row_count: nullable(number()),
  file_name: nullable(string()),
  message: nullable(string()),
  created_at: string(),
  finished_at: nullable(string()),
  csv: optional(string()),
});
export type LeadExport = Infer<typeof LeadExportStruct>;
