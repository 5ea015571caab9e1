import type { ColumnType, Generated } from 'kysely';
import type { Gender, MaritalStatus, PhoneType } from '@meridian/domain';
import type { Columns, Created, Defaulted, Flag, TableColumns } from '../../db/columns';
import { leadRecordColumns, type LeadRecordTables } from './record/lead-record.table';

/** Leads and what hangs off them (migration 0004), with the lead record's own tables (lead-record.table.ts, migration 0013). */

/** A person phone's id, set by the lead_person_phone_ids trigger (migration 0017), never written. */
type TriggerSet = ColumnType<number | null, never, never>;

/** A calendar date (pg returns it as a Date at local midnight unless parsed as text). */
type CalendarDate = ColumnType<Date | string | null, string | null, string | null>;

export interface DispositionTable {
  account_id: number;
  dispo_id: Generated<number>;
  dispo_name: string;
  sort_order: Defaulted<number>;
  active: Defaulted<Flag>;
}

export interface TagTable {
  account_id: number;
  tag_id: Generated<number>;
  tag_name: string;
  created_at: Created;
}

export interface LeadVendorTable {
  account_id: number;
  lead_vendor_id: Generated<number>;
  lead_vendor_code: string;
  company: string;
  system_level_lead_vendor: Defaulted<Flag>;
  active: Defaulted<Flag>;
}

export interface LeadTable {
  account_id: number;
  lead_id: Generated<number>;
  /** The agent; null is Unassigned (user_id 0 on the wire). */
  user_id: number | null;
  title: string | null;
  fname: string;
  mname: string | null;
  lname: string;
  dob: CalendarDate;
  gender: Gender | null;
  marital_status: MaritalStatus | null;
  phone: string | null;
  phone_type: PhoneType | null;
  email: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  state_id: string | null;
  zip: string | null;
  zip_4: string | null;
  county: string | null;
  county_fips: string | null;
  lead_dispo_id: number | null;
  disposition_date: Date | null;
  lead_date: Defaulted<Date>;
  lead_vendor_id: number | null;
  lead_vendor_source_code: string | null;
  drug_list_updated_flag: Defaulted<Flag>;
  drug_list_updated_date: CalendarDate;
  has_current_plan_flag: Defaulted<Flag>;
  deleted: Defaulted<Flag>;
  updated_at: Defaulted<Date>;
  // Migration 0013: the lead record.
  height: number | null;
  weight: number | null;
  /** AES-256-GCM of the SSN's digits (base64 of iv | tag | ciphertext). */
  ssn_encrypted: string | null;
  ssn_last_four: string | null;
  hicn: string | null;
  medicare_parta_date: CalendarDate;
  medicare_partb_date: CalendarDate;
  medicaid_number: string | null;
  medicaid_state: string | null;
  source_adcode: string | null;
  b2bpartner_id: number | null;
  campaign_id: number | null;
  campaign_segment_code: string | null;
  lead_type_id: number | null;
  product_type_id: number | null;
  do_not_call: Defaulted<Flag>;
  do_not_email: Defaulted<Flag>;
  do_not_text: Defaulted<Flag>;
  do_not_mail: Defaulted<Flag>;
  contact_name: string | null;
  contact_phone: string | null;
  contact_phone_type: PhoneType | null;
  contact_phone_ext: string | null;
  contact_relationship: string | null;
  emergency_name: string | null;
  emergency_phone: string | null;
  emergency_phone_type: PhoneType | null;
  emergency_phone_ext: string | null;
  emergency_relationship: string | null;
  /** Set by a trigger (migration 0017): the id of the preferred contact's phone as saved. */
  contact_phone_id: TriggerSet;
  /** Set by a trigger: the preferred contact's id when it is the same phone, else its own. */
  emergency_phone_id: TriggerSet;
  default_phone_id: number | null;
  default_email_id: number | null;
  default_address_id: number | null;
  updated_by: number | null;
  updated_by_client: Defaulted<Flag>;
  /** The import the lead came from (migration 0036). */
  lead_import_id: number | null;
}

export interface LeadTagTable {
  account_id: number;
  lead_id: number;
  tag_id: number;
  created_at: Created;
}

export interface ApplicationTable {
  account_id: number;
  application_id: Generated<number>;
  lead_id: number;
  app_dispo_id: number | null;
  product_type_id: number | null;
  carrier_name: string | null;
  plan_name: string | null;
  submitted_date: CalendarDate;
  effective_date: CalendarDate;
  created_at: Created;
}

export interface LeadCurrentPlanTable {
  account_id: number;
  lead_current_plan_id: Generated<number>;
  lead_id: number;
  plan_year: number;
  product_type_id: number | null;
  carrier_name: string;
  plan_name: string;
}

export interface LeadsTables extends LeadRecordTables {
  lead_disposition: DispositionTable;
  application_disposition: DispositionTable;
  tag: TagTable;
  lead_vendor: LeadVendorTable;
  lead: LeadTable;
  lead_tag: LeadTagTable;
  application: ApplicationTable;
  lead_current_plan: LeadCurrentPlanTable;
}

const dispositionColumns: Columns<DispositionTable> = {
  account_id: 'not null',
  dispo_id: 'not null',
  dispo_name: 'not null',
  sort_order: 'not null',
  active: 'not null',
};

export const leadsColumns: TableColumns<LeadsTables> = {
  ...leadRecordColumns,
  lead_disposition: dispositionColumns,
  application_disposition: dispositionColumns,
  tag: { account_id: 'not null', tag_id: 'not null', tag_name: 'not null', created_at: 'not null' },
  lead_vendor: {
    account_id: 'not null',
    lead_vendor_id: 'not null',
    lead_vendor_code: 'not null',
    company: 'not null',
    system_level_lead_vendor: 'not null',
    active: 'not null',
  },
  lead: {
    account_id: 'not null',
    lead_id: 'not null',
    user_id: 'null',
    title: 'null',
    fname: 'not null',
    mname: 'null',
    lname: 'not null',
    dob: 'null',
    gender: 'null',
    marital_status: 'null',
    phone: 'null',
    phone_type: 'null',
    email: 'null',
    address1: 'null',
    address2: 'null',
    city: 'null',
    state_id: 'null',
    zip: 'null',
    zip_4: 'null',
    county: 'null',
    county_fips: 'null',
    lead_dispo_id: 'null',
    disposition_date: 'null',
    lead_date: 'not null',
    lead_vendor_id: 'null',
    lead_vendor_source_code: 'null',
    drug_list_updated_flag: 'not null',
    drug_list_updated_date: 'null',
    has_current_plan_flag: 'not null',
    deleted: 'not null',
    updated_at: 'not null',
    height: 'null',
    weight: 'null',
    ssn_encrypted: 'null',
    ssn_last_four: 'null',
    hicn: 'null',
    medicare_parta_date: 'null',
    medicare_partb_date: 'null',
    medicaid_number: 'null',
    medicaid_state: 'null',
    source_adcode: 'null',
    b2bpartner_id: 'null',
    campaign_id: 'null',
    campaign_segment_code: 'null',
    lead_type_id: 'null',
    product_type_id: 'null',
    do_not_call: 'not null',
    do_not_email: 'not null',
    do_not_text: 'not null',
    do_not_mail: 'not null',
    contact_name: 'null',
    contact_phone: 'null',
    contact_phone_type: 'null',
    contact_phone_ext: 'null',
    contact_relationship: 'null',
    emergency_name: 'null',
    emergency_phone: 'null',
    emergency_phone_type: 'null',
    emergency_phone_ext: 'null',
    emergency_relationship: 'null',
    contact_phone_id: 'null',
    emergency_phone_id: 'null',
    default_phone_id: 'null',
    default_email_id: 'null',
    default_address_id: 'null',
    updated_by: 'null',
    updated_by_client: 'not null',
    lead_import_id: 'null',
  },
  lead_tag: { account_id: 'not null', lead_id: 'not null', tag_id: 'not null', created_at: 'not null' },
  application: {
    account_id: 'not null',
    application_id: 'not null',
    lead_id: 'not null',
    app_dispo_id: 'null',
    product_type_id: 'null',
    carrier_name: 'null',
    plan_name: 'null',
    submitted_date: 'null',
    effective_date: 'null',
    created_at: 'not null',
  },
  lead_current_plan: {
    account_id: 'not null',
    lead_current_plan_id: 'not null',
    lead_id: 'not null',
    plan_year: 'not null',
    product_type_id: 'null',
    carrier_name: 'not null',
    plan_name: 'not null',
  },
};
