// Entries of the shared address, email and phone editors (spec 01 §3, spec 02 §3.1, §3.4).
import type { AddressType, EmailType, PhoneType } from '../core/constants/lookups';

/** An email entry. `email_class` set means the entry is marked for removal; `isSelected` is the default marker. */
export interface ContactEmail {
  email: string;
  email_type: EmailType;
  email_id?: number;
  email_class?: string;
  isSelected?: boolean;
}

/** A phone entry; `phone` holds digits only when stored. */
export interface ContactPhone {
  phone: string;
  phone_type: PhoneType;
  phone_ext?: string;
  phone_id?: number;
  phone_class?: string;
  isSelected?: boolean;
}

export interface ContactAddress {
  address_type_id: AddressType;
  address1: string;
  address2?: string;
  city: string;
  state_id: string;
  zip: string;
  zip_4?: string;
  county?: string;
  county_fips?: string;
  country_id?: number;
  apo?: string;
  address_id?: number;
  address_class?: string;
  isSelected?: boolean;
}

/** One state of the answer of `GET geo/countiesByZip/{zip}`. */
export interface CountiesByZipState {
  state_id: string;
  state_name: string;
  counties: Array<{ county_name: string }>;
}

/** A phone of a preferred or emergency contact. */
export interface ContactPersonPhone {
  phone_type: PhoneType;
  phone: string;
  phone_ext?: string;
}
