import type { ColumnType, Generated } from 'kysely';
import type { Defaulted, TableColumns } from '../../db/columns';

/** A JSON value as stored in a jsonb column (written as its JSON text). */
export type AdminAuditJson = ColumnType<unknown, string | null, never>;

/** The append-only admin audit (migration 0019): rows are inserted, never updated nor deleted. */
export interface AdminAuditTable {
  account_id: number;
  audit_id: Generated<string>;
  changed_by: number;
  changed_at: Defaulted<Date>;
  entity: string;
  entity_id: number;
  action: string;
  before: AdminAuditJson;
  after: AdminAuditJson;
}

export interface AdminAuditTables {
  admin_audit: AdminAuditTable;
}

export const adminAuditColumns: TableColumns<AdminAuditTables> = {
  admin_audit: {
    account_id: 'not null',
    audit_id: 'not null',
    changed_by: 'not null',
    changed_at: 'not null',
    entity: 'not null',
    entity_id: 'not null',
    action: 'not null',
    before: 'null',
    after: 'null',
  },
};
