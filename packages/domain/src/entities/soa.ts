// Scope of appointment payloads (spec 02 §3.10).
import type { SoaContactMethod, SoaProcessType } from '../constants/lookups';

/** The body of `POST SelfServiceEmailControl/send` for an Enhanced SOA. */
export interface EnhancedSoaInvite {
  self_service_email_requestor_user_id: number;
  lead_id_list: number[];
  self_service_email_template_type_id: 5;
  /** 5 for a single lead; omitted for bulk. */
  self_service_email_process_type_id?: 5;
  esignature_id: number | string;
  agent_custom_message: string;
  alternate_email_id?: number;
}

/** The remote SOA form. */
export interface RemoteSoaForm {
  /** MM/DD/YYYY. */
  aptDate: string;
  contactMethod: SoaContactMethod | '';
  agentSignature: string;
  email: string;
  email_type: string;
}

/** The face-to-face SOA form. */
export interface FaceToFaceSoaForm {
  aptDate: string;
  contactMethod: SoaContactMethod | '';
  agentSignature: string;
}

/** Answer of `POST clientInvite`. */
export interface ClientInviteResponse {
  /** 0 means failure. */
  success: number | string | boolean;
  message: string;
  /** Face to face only. */
  remote_invite_url?: string;
}

export interface SoaRequestRecord {
  draft: boolean | string;
  lead_id: number;
  app_id: number | null;
  user_id: number;
  client_name: string;
  client_email: string;
  client_dob: string;
  client_zip: string;
  process_type: SoaProcessType;
  soa_id: number;
  alert_notice: string;
  alert_email: string;
  soa: {
    client_name: string;
    client_phone: string;
    client_email: string;
    client_address: string;
    agent_name: string;
    agent_phone: string;
    agent_email: string;
    agent_address: string;
    contact_method: string;
    appointment_date: string;
    agent_esign_id: number | string;
  };
}

/** Answer of `POST carrierPlanGeography/search/`, grouped by plan year. */
export interface SoaDisclaimerResponse {
  success: string | number;
  message: string;
  [plan_year: string]: unknown;
}

export interface SoaDisclaimer {
  plan_year: number | string;
  email_disclaimer_text_with_counts: string;
}
