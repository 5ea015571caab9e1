import type { ColumnType, Generated } from 'kysely';
import type {
  LeadImportDuplicateAction,
  LeadImportRowOutcome,
  LeadImportRowStatus,
  LeadImportStatus,
} from '@meridian/domain';
import type { Created, Defaulted, TableColumns } from '../../db/columns';

/** A jsonb column written as JSON text (or a value Kysely sends as is). */
type Json<T> = ColumnType<T, string | undefined, string>;

/** An import of a file of leads (migration 0036). */
export interface LeadImportTable {
  account_id: number;
  lead_import_id: Generated<number>;
  file_name: string;
  status: Defaulted<LeadImportStatus>;
  file_type: 'csv' | 'xlsx' | null;
  lead_vendor_id: number | null;
  campaign_id: number | null;
  agent_user_id: number | null;
  created_by: number;
  duplicate_action: Defaulted<LeadImportDuplicateAction>;
  headers: Json<string[]>;
  mapping: Json<Record<string, string>>;
  total_rows: Defaulted<number>;
  valid_rows: Defaulted<number>;
  invalid_rows: Defaulted<number>;
  duplicate_rows: Defaulted<number>;
  rows_done: Defaulted<number>;
  imported: Defaulted<number>;
  updated: Defaulted<number>;
  skipped: Defaulted<number>;
  refused: Defaulted<number>;
  /** bigint: pg answers it as text. */
  job_id: string | null;
  error: string | null;
  created_at: Created;
  started_at: Date | null;
  finished_at: Date | null;
}

/** One row of an import's file, as read, with what validation and the run made of it. */
export interface LeadImportRowTable {
  account_id: number;
  lead_import_id: number;
  row_num: number;
  cells: ColumnType<string[], string, string>;
  status: LeadImportRowStatus | null;
  errors: Json<Array<{ field: string; message: string }>>;
  duplicate_of_row: number | null;
  duplicate_of_leads: Json<number[]>;
  outcome: LeadImportRowOutcome | null;
  lead_id: number | null;
}

/** The last mapping used for a lead source. */
export interface LeadImportMappingTable {
  account_id: number;
  lead_vendor_id: number;
  mapping: ColumnType<Record<string, string>, string, string>;
  updated_at: Defaulted<Date>;
}

export interface LeadImportTables {
  lead_import: LeadImportTable;
  lead_import_row: LeadImportRowTable;
  lead_import_mapping: LeadImportMappingTable;
}

export const leadImportColumns: TableColumns<LeadImportTables> = {
  lead_import: {
    account_id: 'not null',
    lead_import_id: 'not null',
    file_name: 'not null',
    status: 'not null',
    file_type: 'null',
    lead_vendor_id: 'null',
    campaign_id: 'null',
    agent_user_id: 'null',
    created_by: 'not null',
    duplicate_action: 'not null',
    headers: 'not null',
    mapping: 'not null',
    total_rows: 'not null',
    valid_rows: 'not null',
    invalid_rows: 'not null',
    duplicate_rows: 'not null',
    rows_done: 'not null',
    imported: 'not null',
    updated: 'not null',
    skipped: 'not null',
    refused: 'not null',
    job_id: 'null',
    error: 'null',
    created_at: 'not null',
    started_at: 'null',
    finished_at: 'null',
  },
  lead_import_row: {
    account_id: 'not null',
    lead_import_id: 'not null',
    row_num: 'not null',
    cells: 'not null',
    status: 'null',
    errors: 'not null',
    duplicate_of_row: 'null',
    duplicate_of_leads: 'not null',
    outcome: 'null',
    lead_id: 'null',
  },
  lead_import_mapping: {
    account_id: 'not null',
    lead_vendor_id: 'not null',
    mapping: 'not null',
    updated_at: 'not null',
  },
};
