import type { ColumnType, Generated } from 'kysely';
import type { ClientInviteMode, SoaContactMethod, SoaProcessType, SoaRuleKind, SoaStatus } from '@meridian/domain';
import type { Created, Defaulted, Flag, TableColumns } from '../../db/columns';
import { bulkSoaColumns, type BulkSoaTables } from './bulk/bulk-soa.table';
export type * from './bulk/bulk-soa.table';

/** The client's product choices: a JSON array of strings (written as its JSON text). */
export type SoaProductTypesJson = ColumnType<string[] | null, string | null, string | null>;
/** A `date` column: read as a Date, written as 'YYYY-MM-DD' or a Date. */
export type DateColumn = ColumnType<Date, Date | string, Date | string>;

/** A name an agent e-signs SOAs with (migration 0031). */
export interface EsignatureTable {
  account_id: number;
  esignature_id: Generated<number>;
  user_id: number | null;
  signature_name: string;
  created_at: Created;
}

/** One scope of appointment request and, once signed, what the client signed (migration 0031). */
export interface SoaTable {
  account_id: number;
  soa_id: Generated<number>;
  lead_id: number;
  app_id: number | null;
  user_id: number | null;
  process_type: SoaProcessType;
  status: Defaulted<SoaStatus>;
  draft: Defaulted<Flag>;
  client_name: string;
  client_email: string | null;
  client_dob: ColumnType<Date | null, Date | string | null, Date | string | null>;
  client_zip: string | null;
  appointment_date: ColumnType<Date | null, Date | string | null, Date | string | null>;
  contact_method: SoaContactMethod | null;
  agent_signature: string | null;
  esignature_id: number | null;
  agent_custom_message: string | null;
  created_at: Created;
  updated_at: Defaulted<Date>;
  signed_at: Date | null;
  signer_name: string | null;
  signer_ip: string | null;
  signer_user_agent: string | null;
  product_types: SoaProductTypesJson;
  content_sha256: string | null;
  pdf: Uint8Array | null;
  /** The canonical content the client signed (migration 0034): content_sha256 is its hash. */
  signed_content: ColumnType<unknown, string | null, string | null>;
  bulk_send_id: ColumnType<string | null, string | number | null, string | number | null>;
}

/** The signing link of an SOA, by the sha256 of its token (migration 0031). */
export interface ClientInviteTable {
  account_id: number;
  client_invite_id: Generated<number>;
  soa_id: number;
  lead_id: number;
  token_hash: string;
  mode: ClientInviteMode;
  created_by: number | null;
  created_at: Created;
  expires_at: Date;
  revoked: Defaulted<Flag>;
  reminders_sent: Defaulted<number>;
  last_reminder_at: Date | null;
  /** When the link was used to sign (migration 0034). */
  used_at: Date | null;
}

/** The SOA rules that change by date, with their source (migration 0031): product-wide reference data. */
export interface SoaRuleTable {
  soa_rule_id: number;
  kind: SoaRuleKind;
  effective_from: DateColumn;
  waiting_hours: number | null;
  applies_to_unscheduled: boolean | null;
  retention_years: number | null;
  note: string | null;
  source: string;
}

/** The feature's tables, with the bulk sends' (bulk/bulk-soa.table.ts). */
export interface SoaTables extends BulkSoaTables {
  esignature: EsignatureTable;
  soa: SoaTable;
  client_invite: ClientInviteTable;
  soa_rule: SoaRuleTable;
}

export const soaColumns: TableColumns<SoaTables> = {
  ...bulkSoaColumns,
  esignature: {
    account_id: 'not null',
    esignature_id: 'not null',
    user_id: 'null',
    signature_name: 'not null',
    created_at: 'not null',
  },
  soa: {
    account_id: 'not null',
    soa_id: 'not null',
    lead_id: 'not null',
    app_id: 'null',
    user_id: 'null',
    process_type: 'not null',
    status: 'not null',
    draft: 'not null',
    client_name: 'not null',
    client_email: 'null',
    client_dob: 'null',
    client_zip: 'null',
    appointment_date: 'null',
    contact_method: 'null',
    agent_signature: 'null',
    esignature_id: 'null',
    agent_custom_message: 'null',
    created_at: 'not null',
    updated_at: 'not null',
    signed_at: 'null',
    signer_name: 'null',
    signer_ip: 'null',
    signer_user_agent: 'null',
    product_types: 'null',
    content_sha256: 'null',
    pdf: 'null',
    signed_content: 'null',
    bulk_send_id: 'null',
  },
  client_invite: {
    account_id: 'not null',
    client_invite_id: 'not null',
    soa_id: 'not null',
    lead_id: 'not null',
    token_hash: 'not null',
    mode: 'not null',
    created_by: 'null',
    created_at: 'not null',
    expires_at: 'not null',
    revoked: 'not null',
    reminders_sent: 'not null',
    last_reminder_at: 'null',
    used_at: 'null',
  },
  soa_rule: {
    soa_rule_id: 'not null',
    kind: 'not null',
    effective_from: 'not null',
    waiting_hours: 'null',
    applies_to_unscheduled: 'null',
    retention_years: 'null',
    note: 'null',
    source: 'not null',
  },
};
