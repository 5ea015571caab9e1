// Self-registration (spec 01 §3 Registration payload, §7).

/** The registration form's fields, named as the payload names them. */
export interface RegistrationValues {
  login: string;
  password: string;
  confirmPwd: string;
  company: string;
  fname: string;
  lname: string;
  email: string;
  address1: string;
  address2: string;
  city: string;
  state_id: string;
  zip: string;
  phone: string;
  mphone: string;
  fphone: string;
  npn: string;
  /** Ticked 'I don't have an NPN'; form-urlencoded bodies carry it as 'true' or 'false'. */
  hasNoNPN: boolean | 'true' | 'false';
  website: string;
}

export type RegistrationField = keyof RegistrationValues;

/** The posted payload (form-urlencoded, spaces as +). */
export interface RegistrationPayload extends RegistrationValues {
  /** True after agreeing to the user agreement. */
  bSignature: boolean;
  /** The invitation token, for invitation links. */
  source?: string;
  /** True for invitation links. */
  fromURL?: boolean;
}

/** Answer of `validateUrl`. */
export interface RegistrationTokenValidation {
  message?: string;
  cobrand?: { logo_3?: string };
  user?: {
    account_id: number;
    fname: string;
    lname: string;
    default_email?: { email: string };
    default_phone?: { phone: string };
  };
}

/** Answer of `registration`. */
export interface RegistrationResponse {
  success: boolean | 'true' | 'false';
  message: string;
  /** String 'true' or 'false': a free registration is pending validation. */
  disabled: 'true' | 'false';
}
