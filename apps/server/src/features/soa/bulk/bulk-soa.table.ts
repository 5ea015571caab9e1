import type { ColumnType, Generated } from 'kysely';
import type { BulkSoaRecipientStatus, BulkSoaSkipReason } from '@meridian/domain';
import type { Created, Defaulted, TableColumns } from '../../../db/columns';
import type { JobStatus } from '../../../db/platform.table';

/** One bulk Enhanced SOA send (migration 0033); its job (queue bulk_soa_send) emails the leads. */
export interface BulkSoaSendTable {
  account_id: number;
  /** bigint: read as a string by node-postgres. */
  bulk_send_id: Generated<string>;
  requested_by: number;
  esignature_id: number;
  agent_custom_message: Defaulted<string>;
  /** The lead ids, a JSON array written as its text. */
  lead_ids: ColumnType<number[], string, string>;
  total: number;
  status: Defaulted<JobStatus>;
  job_id: string | null;
  created_at: Created;
  finished_at: Date | null;
}

/** What happened to one lead of a bulk send: at most one row per lead (the exactly-once key). */
export interface BulkSoaRecipientTable {
  account_id: number;
  bulk_send_id: string;
  lead_id: number;
  status: BulkSoaRecipientStatus;
  reason: BulkSoaSkipReason | null;
  reason_detail: string | null;
  soa_id: number | null;
  client_invite_id: number | null;
  created_at: Created;
}

export interface BulkSoaTables {
  bulk_soa_send: BulkSoaSendTable;
  bulk_soa_recipient: BulkSoaRecipientTable;
}

export const bulkSoaColumns: TableColumns<BulkSoaTables> = {
  bulk_soa_send: {
    account_id: 'not null',
    bulk_send_id: 'not null',
    requested_by: 'not null',
    esignature_id: 'not null',
    agent_custom_message: 'not null',
    lead_ids: 'not null',
    total: 'not null',
    status: 'not null',
    job_id: 'null',
    created_at: 'not null',
    finished_at: 'null',
  },
  bulk_soa_recipient: {
    account_id: 'not null',
    bulk_send_id: 'not null',
    lead_id: 'not null',
    status: 'not null',
    reason: 'null',
    reason_detail: 'null',
    soa_id: 'null',
    client_invite_id: 'null',
    created_at: 'not null',
  },
};
