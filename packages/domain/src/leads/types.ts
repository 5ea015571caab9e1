// Leads (spec 02 §3.1-3.3, §3.7).
import type { ContactPermissionType, ContactRelationship, Gender, MaritalStatus } from '../core/constants/lookups';
import type { Flag } from '../core/types';
import type { ContactAddress, ContactEmail, ContactPersonPhone, ContactPhone } from '../contact-editors/types';

export type LeadPhone = ContactPhone;
export type LeadEmail = ContactEmail;
export type LeadAddress = ContactAddress;

/** Preferred contact of a lead. */
export interface PreferredContact {
  contact_name: string;
  contact_phone: ContactPersonPhone;
  contact_phone_id?: number;
  /** One of CONTACT_RELATIONSHIPS; anything else displays as Other. */
  contact_relationship: ContactRelationship | string;
}

/** Emergency contact of a lead. */
export interface EmergencyContact {
  emergency_name: string;
  emergency_phone: ContactPersonPhone;
  emergency_phone_id?: number;
  emergency_relationship: ContactRelationship | string;
}

/** The four contact permissions: '1' means do not contact. */
export type ContactPermissionFlags = Record<ContactPermissionType, Flag>;

/** A lead as read and saved. */
export interface Lead extends ContactPermissionFlags, Partial<PreferredContact>, Partial<EmergencyContact> {
  lead_id: number;
  account_id: number;
  user_id: number;
  account_business_name: string;
  /** Prefix. */
  title: string;
  fname: string;
  /** Initial. */
  mname: string;
  lname: string;
  /** MM/DD/YYYY. */
  dob: string;
  /** Computed, in years. */
  age?: number;
  gender: Gender | '';
  marital_status: MaritalStatus | '';
  /** Total inches. */
  height: number | null;
  weight: number | null;
  ssn: string;
  /** Medicare number. */
  hicn: string;
  medicare_parta_date: string;
  medicare_partb_date: string;
  medicaid_number: string;
  medicaid_state: string;
  source_vendor_id: number | null;
  source_adcode: string;
  b2bpartner_id: number | null;
  /** Tracking code. */
  source_code: string;
  campaign_id: number | null;
  campaign_segment_code: string;
  lead_type_id: number | string | null;
  product_type_id: number | null;
  lead_vendor_id: number | null;
  tags: string[];
  /** Read-only. */
  lead_instructions: string[];
  disposition_date: string;
  dispo_name: string;
  dispo_log: string;
  agent_fname: string;
  agent_lname: string;
  default_phone_id: number | null;
  default_email_id: number | null;
  default_address_id: number | null;
  default_phone: LeadPhone | null;
  default_email: LeadEmail | null;
  default_address: LeadAddress | null;
  phones?: LeadPhone[];
  emails?: LeadEmail[];
  addresses?: LeadAddress[];
}

/** A row of the contact permission history. */
export interface ContactPermissionHistoryRow {
  lead_contact_permission_type: ContactPermissionType;
  /** 0 displayed as ON, 1 as OFF. */
  lead_contact_permission_to_contact: 0 | 1 | '0' | '1';
  lead_contact_permission_change_date: string;
  lead_contact_permission_change_user: { login: string; fname: string; lname: string };
}

/** The body of `POST lead`. */
export interface NewLeadPayload {
  fname: string;
  lname: string;
  weight?: string;
  medicare_parta_date?: string;
  medicare_partb_date?: string;
  height?: string;
  b2bpartner_id?: number | string;
  source_code?: string;
  gender: Gender | '';
  dob: string;
  phones: Array<{ phone_type: string; phone: string }>;
  emails: Array<{ email_type: string; email: string }>;
  addresses: Array<{ address_type_id: 'home'; zip: string; county: string; state_id: string }>;
  user_id: number;
  account_id: number;
  lead_type_id: '1';
}

export interface TrackingCode {
  tracking_code: string;
  /** '1' means offered. */
  active: Flag;
}

export interface Partner {
  b2bpartner_id: number;
  company: string;
}

export interface Tag {
  tag_id: number;
  tag_name: string;
}
