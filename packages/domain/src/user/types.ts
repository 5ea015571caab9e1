// The user profile and agent writing numbers (spec 02 §3.4, §3.5).

/** An agent writing number (user carrier). */
export interface AgentWritingNumber {
  user_carrier_id: number;
  agent_writing_number: string;
  carrier_id: number;
  carrier_name: string;
  carrier_full_name: string;
  product_type_id: number;
  product_type_name: string;
  product_type_desc: string;
  /** Plan year. */
  certification_year: number | string | null;
  /** sms-users mode only. */
  record_num?: number | string;
}
