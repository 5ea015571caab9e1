// Administration entities (spec 02 §3.12). The spec names a few fields of each; the rest: not shown.
import type { Flag } from './common';
import type { PhoneDialerSettings } from './shell';

export interface Account {
  account_id: number;
  account_business_name?: string;
  account_owner_user_id: number | null;
  /** The spec names 'owner names' without spelling the fields. */
  account_owner_fname?: string;
  account_owner_lname?: string;
}

export interface AccountSettings extends PhoneDialerSettings {
  /** Switches the tracking code between dropdown and free text. */
  lead_manage_tracking_number_feature_enabled?: Flag;
}

/** A notice as administered. */
export interface AdminNotice {
  notice_id: number;
  notice_title: string;
  notice_text: string;
  start_date: string;
  end_date: string;
  important_popup: Flag;
  dismissed?: Flag;
}

export interface Role {
  role_id: number;
  role_name: string;
}

export interface LeadInstruction {
  lead_instruction_text: string;
}

export interface PartnerTrackingCode {
  b2bpartner_id: number;
  tracking_code: string;
  active: Flag;
}
