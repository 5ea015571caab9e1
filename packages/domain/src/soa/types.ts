// Scope of appointment payloads (spec 02 §3.10).

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

export interface SoaDisclaimer {
  plan_year: number | string;
  email_disclaimer_text_with_counts: string;
}
