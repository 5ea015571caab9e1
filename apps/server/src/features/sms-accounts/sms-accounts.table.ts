import type { Generated } from 'kysely';
import type { SmsProvider, SmsSenderScope } from '@meridian/domain';
import type { Created, Defaulted, Flag, TableColumns } from '../../db/columns';

/** A sender number at a text provider, and who may send from it (migration 0040). */
export interface SmsAccountTable {
  account_id: number;
  sms_account_id: Generated<number>;
  sms_account_name: string;
  /** 10 digits. */
  sender_number: string;
  provider: Defaulted<SmsProvider>;
  sender_scope: Defaulted<SmsSenderScope>;
  active: Defaulted<Flag>;
  created_at: Created;
  updated_at: Defaulted<Date>;
}

/** The users chosen to send from an SMS account whose scope is 'users'. */
export interface SmsAccountUserTable {
  account_id: number;
  sms_account_id: number;
  user_id: number;
}

/** The local provider's outbox: each text as it would have gone out. */
export interface SmsMessageTable {
  account_id: number;
  sms_message_id: Generated<number>;
  sms_account_id: number;
  to_number: string;
  body: string;
  provider: string;
  sent_by: number | null;
  created_at: Created;
}

export interface SmsAccountsTables {
  sms_account: SmsAccountTable;
  sms_account_user: SmsAccountUserTable;
  sms_message: SmsMessageTable;
}

export const smsAccountsColumns: TableColumns<SmsAccountsTables> = {
  sms_account: {
    account_id: 'not null',
    sms_account_id: 'not null',
    sms_account_name: 'not null',
    sender_number: 'not null',
    provider: 'not null',
    sender_scope: 'not null',
    active: 'not null',
    created_at: 'not null',
    updated_at: 'not null',
  },
  sms_account_user: { account_id: 'not null', sms_account_id: 'not null', user_id: 'not null' },
  sms_message: {
    account_id: 'not null',
    sms_message_id: 'not null',
    sms_account_id: 'not null',
    to_number: 'not null',
    body: 'not null',
    provider: 'not null',
    sent_by: 'null',
    created_at: 'not null',
  },
};
