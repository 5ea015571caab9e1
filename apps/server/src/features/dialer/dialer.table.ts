import type { Generated } from 'kysely';
import type { Created, TableColumns } from '../../db/columns';

/** Dial behaviours and the calls placed (migration 0007). */
export interface PhoneDialerBehaviorTypeTable {
  phone_dialer_provider_behavior_type_id: number;
  phone_dialer_provider_behavior_type_name: string;
}

export interface PhoneCallTable {
  account_id: number;
  phone_call_id: Generated<string>;
  user_id: number;
  lead_id: number | null;
  callee_phone_number: string;
  provider: string;
  status: 'requested' | 'failed';
  provider_call_id: string | null;
  message: string | null;
  created_at: Created;
}

export interface DialerTables {
  phone_dialer_behavior_type: PhoneDialerBehaviorTypeTable;
  phone_call: PhoneCallTable;
}

export const dialerColumns: TableColumns<DialerTables> = {
  phone_dialer_behavior_type: {
    phone_dialer_provider_behavior_type_id: 'not null',
    phone_dialer_provider_behavior_type_name: 'not null',
  },
  phone_call: {
    account_id: 'not null',
    phone_call_id: 'not null',
    user_id: 'not null',
    lead_id: 'null',
    callee_phone_number: 'not null',
    provider: 'not null',
    status: 'not null',
    provider_call_id: 'null',
    message: 'null',
    created_at: 'not null',
  },
};
