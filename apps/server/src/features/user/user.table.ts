import type { Generated } from 'kysely';
import type { AddressType, EmailType, PhoneType, UserGender } from '@meridian/domain';
import type { Defaulted, Flag, TableColumns } from '../../db/columns';

/** Users and their contacts (migration 0002). The profile and registration write them too. */
export interface AppUserTable {
  account_id: number;
  user_id: Generated<number>;
  role_id: number;
  fname: string;
  lname: string;
  /** A user's gender is lower case on the wire (spec 02 §3.4: "gender (m or f)"), unlike a lead's. */
  gender: UserGender | null;
  company: string | null;
  npn: string | null;
  ein: string | null;
  sms_id: string | null;
  environment_id: number | null;
  cm_sync_ignore: Defaulted<Flag>;
  active: Defaulted<Flag>;
  registration_date: Defaulted<Date>;
  expire_date: Date | null;
  last_access_date: Date | null;
  previous_login_date: Date | null;
  active_changed_date: Date | null;
  phone_dialer_provider_active: Defaulted<Flag>;
  phone_dialer_provider_behavior_type_id: Defaulted<number>;
}

export interface UserPhoneTable {
  account_id: number;
  phone_id: Generated<number>;
  user_id: number;
  phone: string;
  phone_type: PhoneType;
  phone_ext: string | null;
  is_default: Defaulted<boolean>;
}

export interface UserEmailTable {
  account_id: number;
  email_id: Generated<number>;
  user_id: number;
  email: string;
  email_type: EmailType;
  is_default: Defaulted<boolean>;
}

export interface UserAddressTable {
  account_id: number;
  address_id: Generated<number>;
  user_id: number;
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
  apo: Defaulted<string>;
  is_default: Defaulted<boolean>;
}

export interface UsersTables {
  app_user: AppUserTable;
  user_phone: UserPhoneTable;
  user_email: UserEmailTable;
  user_address: UserAddressTable;
}

export const usersColumns: TableColumns<UsersTables> = {
  app_user: {
    account_id: 'not null',
    user_id: 'not null',
    role_id: 'not null',
    fname: 'not null',
    lname: 'not null',
    gender: 'null',
    company: 'null',
    npn: 'null',
    ein: 'null',
    sms_id: 'null',
    environment_id: 'null',
    cm_sync_ignore: 'not null',
    active: 'not null',
    registration_date: 'not null',
    expire_date: 'null',
    last_access_date: 'null',
    previous_login_date: 'null',
    active_changed_date: 'null',
    phone_dialer_provider_active: 'not null',
    phone_dialer_provider_behavior_type_id: 'not null',
  },
  user_phone: {
    account_id: 'not null',
    phone_id: 'not null',
    user_id: 'not null',
    phone: 'not null',
    phone_type: 'not null',
    phone_ext: 'null',
    is_default: 'not null',
  },
  user_email: {
    account_id: 'not null',
    email_id: 'not null',
    user_id: 'not null',
    email: 'not null',
    email_type: 'not null',
    is_default: 'not null',
  },
  user_address: {
    account_id: 'not null',
    address_id: 'not null',
    user_id: 'not null',
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
    is_default: 'not null',
  },
};
