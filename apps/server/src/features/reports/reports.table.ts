import type { ColumnType, Generated } from 'kysely';
import type { ReportType } from '@meridian/domain';
import type { Created, TableColumns } from '../../db/columns';

/** One run of a §7.7 report: its type and filters, read again by `GET download/{id}` (migration 0037). */
export interface ReportRunTable {
  account_id: number;
  report_id: Generated<number>;
  user_id: number;
  report_type: ReportType;
  filters: ColumnType<Record<string, unknown>, string, string>;
  row_count: number;
  created_at: Created;
}

export interface ReportsTables {
  report_run: ReportRunTable;
}

export const reportsColumns: TableColumns<ReportsTables> = {
  report_run: {
    account_id: 'not null',
    report_id: 'not null',
    user_id: 'not null',
    report_type: 'not null',
    filters: 'not null',
    row_count: 'not null',
    created_at: 'not null',
  },
};
