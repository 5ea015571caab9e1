import type { Generated } from 'kysely';
import type { AddressType, ContactPermissionType, EmailType, PhoneType } from '@meridian/domain';
import type { Created, Defaulted, Flag, TableColumns } from '../../../db/columns';

/** A lead's contacts, its append-only permission history and audit, instructions, disposition log and self-service ledger (migration 0013). */

export interface LeadPhoneTable {
  account_id: number;
  phone_id: Generated<number>;
  lead_id: number;
  phone_type: PhoneType;
  phone: string;
  phone_ext: string | null;
  created_at: Created;
}

export interface LeadEmailTable {
  account_id: number;
  email_id: Generated<number>;
  lead_id: number;
  email_type: EmailType;
  email: string;
  created_at: Created;
}

export interface LeadAddressTable {
  account_id: number;
  address_id: Generated<number>;
  lead_id: number;
  address_type_id: AddressType;
  address1: string | null;
  address2: string | null;
  city: string | null;
  state_id: string | null;
  zip: string | null;
  zip_4: string | null;
  county: string | null;
  county_fips: string | null;
  country_id: Defaulted<number>;
  apo: Defaulted<Flag>;
  created_at: Created;
}

/** Append-only (a trigger refuses updates). */
export interface LeadContactPermissionHistoryTable {
  account_id: number;
  history_id: Generated<number>;
  lead_id: number;
  permission_type: ContactPermissionType;
  /** 0: may contact (ON); 1: do not contact (OFF). */
  to_contact: 0 | 1;
  changed_at: Defaulted<Date>;
  changed_by: number | null;
}

/** Append-only (a trigger refuses updates); SSN and Medicare number only masked. */
export interface LeadAuditTable {
  account_id: number;
  audit_id: Generated<string>;
  lead_id: number;
  changed_at: Defaulted<Date>;
  changed_by: number | null;
  by_client: Defaulted<Flag>;
  field: string;
  old_value: string | null;
  new_value: string | null;
}

export interface LeadInstructionTable {
  account_id: number;
  lead_instruction_id: Generated<number>;
  lead_instruction_text: string;
  sort_order: Defaulted<number>;
  active: Defaulted<Flag>;
}

export interface LeadDispositionLogTable {
  account_id: number;
  dispo_log_id: Generated<number>;
  lead_id: number;
  dispo_id: number;
  dispo_date: Defaulted<Date>;
  dispo_log: string | null;
  user_id: number | null;
}

export interface LeadSelfServiceChangeTable {
  account_id: number;
  change_id: Generated<number>;
  lead_id: number;
  changed_at: Defaulted<Date>;
  field: string;
  old_value: string | null;
  new_value: string | null;
}

export interface LeadRecordTables {
  lead_phone: LeadPhoneTable;
  lead_email: LeadEmailTable;
  lead_address: LeadAddressTable;
  lead_contact_permission_history: LeadContactPermissionHistoryTable;
  lead_audit: LeadAuditTable;
  lead_instruction: LeadInstructionTable;
  lead_disposition_log: LeadDispositionLogTable;
  lead_self_service_change: LeadSelfServiceChangeTable;
}

export const leadRecordColumns: TableColumns<LeadRecordTables> = {
  lead_phone: {
    account_id: 'not null',
    phone_id: 'not null',
    lead_id: 'not null',
    phone_type: 'not null',
    phone: 'not null',
    phone_ext: 'null',
    created_at: 'not null',
  },
  lead_email: {
    account_id: 'not null',
    email_id: 'not null',
    lead_id: 'not null',
    email_type: 'not null',
    email: 'not null',
    created_at: 'not null',
  },
  lead_address: {
    account_id: 'not null',
    address_id: 'not null',
    lead_id: 'not null',
    address_type_id: 'not null',
    address1: 'null',
    address2: 'null',
    city: 'null',
    state_id: 'null',
    zip: 'null',
    zip_4: 'null',
    county: 'null',
    county_fips: 'null',
    country_id: 'not null',
    apo: 'not null',
    created_at: 'not null',
  },
  lead_contact_permission_history: {
    account_id: 'not null',
    history_id: 'not null',
    lead_id: 'not null',
    permission_type: 'not null',
    to_contact: 'not null',
    changed_at: 'not null',
    changed_by: 'null',
  },
  lead_audit: {
    account_id: 'not null',
    audit_id: 'not null',
    lead_id: 'not null',
    changed_at: 'not null',
    changed_by: 'null',
    by_client: 'not null',
    field: 'not null',
    old_value: 'null',
    new_value: 'null',
  },
  lead_instruction: {
    account_id: 'not null',
    lead_instruction_id: 'not null',
    lead_instruction_text: 'not null',
    sort_order: 'not null',
    active: 'not null',
  },
  lead_disposition_log: {
    account_id: 'not null',
    dispo_log_id: 'not null',
    lead_id: 'not null',
    dispo_id: 'not null',
    dispo_date: 'not null',
    dispo_log: 'null',
    user_id: 'null',
  },
  lead_self_service_change: {
    account_id: 'not null',
    change_id: 'not null',
    lead_id: 'not null',
    changed_at: 'not null',
    field: 'not null',
    old_value: 'null',
    new_value: 'null',
  },
};
