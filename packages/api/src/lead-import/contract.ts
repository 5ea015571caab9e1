// The lead import (spec 02 §7.7 "Imports": GET leadImportFile/template; POST leadImportFile; PUT
// leadImportFile/{id}/fileUpload, a multipart file with the bearer token; §3.12 "lead import file").
// Beyond those three calls the spec shows nothing: mapping, preview, start, progress, cancel, error
// report and the list are ours (issue 17).
import {
  array,
  assign,
  coerce,
  enums,
  integer,
  literal,
  min,
  nullable,
  number,
  object,
  optional,
  record,
  size,
  string,
  type as loose,
  type Infer,
  type Struct,
} from 'superstruct';
import {
  LEAD_IMPORT_DUPLICATE_ACTIONS,
  LEAD_IMPORT_FIELDS,
  LEAD_IMPORT_ROW_STATUSES,
  LEAD_IMPORT_STATUSES,
  type LeadImportMapping,
} from '@meridian/domain';

const Id = min(integer(), 1);
const Count = min(integer(), 0);

export const LeadImportDuplicateActionStruct = enums(LEAD_IMPORT_DUPLICATE_ACTIONS);
export const LeadImportFieldStruct = enums(LEAD_IMPORT_FIELDS);
/**
 * Which header of the file fills each lead field (a field left out is not imported). Typed as a
 * partial record: superstruct's `record` infers every key as present, and a mapping names only some.
 */
export const LeadImportMappingStruct = record(LeadImportFieldStruct, size(string(), 1, 255)) as unknown as Struct<
  LeadImportMapping,
  null
>;

/**
 * Body of `POST leadImportFile`: the file's name, the lead source and campaign the leads get, the agent
 * they are assigned to (an agent importing: themselves; with lead_view_assigned: any agent of the
 * account, or 0 for Unassigned, the default) and what to do with duplicates (skip by default).
 */
export const LeadImportCreateBodyStruct = object({
  file_name: size(string(), 1, 255),
  lead_vendor_id: optional(nullable(Id)),
  campaign_id: optional(nullable(Id)),
  user_id: optional(nullable(min(integer(), 0))),
  duplicate_action: optional(LeadImportDuplicateActionStruct),
});
export type LeadImportCreateBody = Infer<typeof LeadImportCreateBodyStruct>;

/** An import as the server answers it: its choices, its file's columns and mapping, and its counts. */
export const LeadImportStruct = object({
  lead_import_id: number(),
  file_name: string(),
  status: enums(LEAD_IMPORT_STATUSES),
  /** 'csv' or 'xlsx' once a file is uploaded. */
  file_type: nullable(enums(['csv', 'xlsx'])),
  lead_vendor_id: nullable(number()),
  lead_vendor_name: string(),
  campaign_id: nullable(number()),
  campaign_code: string(),
  /** The agent the leads are assigned to; 0 is Unassigned. */
  user_id: number(),
  created_by: number(),
  created_by_name: string(),
  /** ISO instants. */
  created_at: string(),
  started_at: nullable(string()),
  finished_at: nullable(string()),
  duplicate_action: LeadImportDuplicateActionStruct,
  headers: array(string()),
  mapping: LeadImportMappingStruct,
  /** The file's rows (its header row not counted). */
  total_rows: number(),
  valid_rows: number(),
  invalid_rows: number(),
  duplicate_rows: number(),
  /** Rows the run has been through, and what it did with them. */
  rows_done: number(),
  imported: number(),
  updated: number(),
  skipped: number(),
  refused: number(),
  /** Why a failed run stopped. */
  error: nullable(string()),
});
export type LeadImport = Infer<typeof LeadImportStruct>;

export const LeadImportAnswerStruct = assign(object({ success: literal(true) }), LeadImportStruct);
export type LeadImportAnswer = Infer<typeof LeadImportAnswerStruct>;

/** Body of `POST leadImportFile/{id}/mapping`: the mapping (replacing the file's), and optionally the duplicate action. */
export const LeadImportMappingBodyStruct = object({
  mapping: LeadImportMappingStruct,
  duplicate_action: optional(LeadImportDuplicateActionStruct),
});
export type LeadImportMappingBody = Infer<typeof LeadImportMappingBodyStruct>;

/** Body of `POST leadImportFile/{id}/start` (optional): the duplicate action to run with. */
export const LeadImportStartBodyStruct = object({ duplicate_action: optional(LeadImportDuplicateActionStruct) });
export type LeadImportStartBody = Infer<typeof LeadImportStartBodyStruct>;

/** Query of `GET leadImportFile/{id}/preview` and `GET leadImportFile/search`. */
const QueryWhole = (struct: ReturnType<typeof integer>) => coerce(struct, string(), (value) => Number(value));
export const LeadImportPageQueryStruct = loose({
  page: optional(QueryWhole(min(integer(), 1))),
  size: optional(QueryWhole(size(integer(), 1, 500))),
  /** Only rows of this status (preview). */
  status: optional(enums(LEAD_IMPORT_ROW_STATUSES)),
});
export type LeadImportPageQuery = Infer<typeof LeadImportPageQueryStruct>;

/** A refusal of one field of a row, with the New Lead validators' message. */
export const LeadImportRowErrorStruct = object({ field: string(), message: string() });
export type LeadImportRowError = Infer<typeof LeadImportRowErrorStruct>;

/** One row of the preview: its values as mapped, its status, and why it is refused or flagged. */
export const LeadImportPreviewRowStruct = object({
  /** The row's number in the file (1 is the first row after the header). */
  row_num: number(),
  status: enums(LEAD_IMPORT_ROW_STATUSES),
  values: record(string(), string()),
  errors: array(LeadImportRowErrorStruct),
  /** The earlier row of the file it looks like. */
  duplicate_of_row: nullable(number()),
  /** The account's leads it looks like (at most 10). */
  duplicate_of_leads: array(number()),
});
export type LeadImportPreviewRow = Infer<typeof LeadImportPreviewRowStruct>;

export const LeadImportTotalsStruct = object({
  total: Count,
  valid: Count,
  invalid: Count,
  duplicates: Count,
});
export type LeadImportTotals = Infer<typeof LeadImportTotalsStruct>;

export const LeadImportPreviewAnswerStruct = object({
  success: literal(true),
  totals: LeadImportTotalsStruct,
  total_records: number(),
  page_number: number(),
  records_per_page: number(),
  result: array(LeadImportPreviewRowStruct),
});
export type LeadImportPreviewAnswer = Infer<typeof LeadImportPreviewAnswerStruct>;

export const LeadImportSearchAnswerStruct = object({
  success: literal(true),
  total_records: number(),
  page_number: number(),
  records_per_page: number(),
  result: array(LeadImportStruct),
});
export type LeadImportSearchAnswer = Infer<typeof LeadImportSearchAnswerStruct>;
