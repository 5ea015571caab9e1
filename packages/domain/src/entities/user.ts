// The user profile and agent writing numbers (spec 02 §3.4, §3.5).
import type { Flag } from './common';
import type { ContactAddress, ContactEmail, ContactPhone } from './contact';

export interface UserCredentials {
  login: string;
  password?: string;
  /** A product-specific label by default. */
  context: string;
  user_credentials_id?: number;
}

/** The user profile payload. */
export interface UserProfile {
  /** Reference id. */
  sms_id: string;
  /** sms-users mode only. */
  cm_sync_ignore?: Flag;
  npn: string;
  company: string;
  ein: string;
  environment_id: number | null;
  fname: string;
  lname: string;
  gender: 'm' | 'f' | '';
  account_id: number;
  account_business_name: string;
  role_id: number;
  role_name: string;
  registration_date: string;
  expire_date: string;
  last_access_date: string;
  active: Flag;
  appointment_count: number;
  addresses: ContactAddress[];
  emails: ContactEmail[];
  phones: ContactPhone[];
  default_phone: ContactPhone | null;
  default_email: Pick<ContactEmail, 'email' | 'email_id' | 'email_type'> | null;
  default_address: Omit<ContactAddress, 'address_class' | 'isSelected' | 'county'> | null;
  usercredentials: UserCredentials[];
  user_id: number;
}

/** The body of `POST user` for a new user. */
export interface NewUserPayload {
  account_id: number;
  addresses: ContactAddress[];
  phones: ContactPhone[];
  emails: ContactEmail[];
  role_id: number;
  fname: string;
  lname: string;
  gender: 'm' | 'f' | '';
  npn: string;
  company: string;
  /** Login from the entered login name, with a generated password. */
  usercredentials: UserCredentials[];
  registration_date: string;
}

/** The body of `POST userCredentials/{id}/changePassword`. */
export interface ChangePasswordRequest {
  user_id: number;
  user_credentials_id: number;
  login: string;
  password: string;
  context: string;
  new_password: string;
}

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

/** The body of `POST usercarrier`. */
export interface AddWritingNumberRequest {
  user_id: number;
  carrier_id: number;
  product_type_id: number;
  agent_writing_number: string;
  certification_year?: number | string;
}
