import type { ColumnType, Generated } from 'kysely';
import type { Created, Defaulted, Flag, TableColumns } from '../../db/columns';

export type LeadExportStatus = 'queued' | 'running' | 'done' | 'empty' | 'failed';

/** One lead export (migration 0038); its job (queue lead_export) writes the CSV into the row. */
export interface LeadExportTable {
  account_id: number;
  lead_export_id: Generated<number>;
  user_id: number;
  export_type_id: 1 | 2 | 3 | 4;
  /** jsonb: the search criteria of type 3. */
  criteria: ColumnType<unknown, string | null, string | null>;
  /** jsonb: the lead ids of type 4. */
  lead_ids: ColumnType<number[] | null, string | null, string | null>;
  include_sensitive: Defaulted<Flag>;
  status: Defaulted<LeadExportStatus>;
  rows_done: Defaulted<number>;
  row_count: number | null;
  file_name: string | null;
  csv: string | null;
  message: string | null;
  job_id: string | null;
  created_at: Created;
  finished_at: Date | null;
}

export interface ExportsTables {
  lead_export: LeadExportTable;
}

export const exportsColumns: TableColumns<ExportsTables> = {
  lead_export: {
    account_id: 'not null',
    lead_export_id: 'not null',
    user_id: 'not null',
    export_type_id: 'not null',
    criteria: 'null',
    lead_ids: 'null',
    include_sensitive: 'not null',
    status: 'not null',
    rows_done: 'not null',
    row_count: 'null',
    file_name: 'null',
    csv: 'null',
    message: 'null',
    job_id: 'null',
    created_at: 'not null',
    finished_at: 'null',
  },
};
