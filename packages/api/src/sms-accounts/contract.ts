import { array, enums, literal, object, optional, size, string, type Infer } from 'superstruct';
import { SMS_PROVIDER_IDS, SMS_SENDER_SCOPE_IDS } from '@meridian/domain';
import { Flag } from '../core/common';
import { PayloadIdStruct, searchAnswerStruct } from '../core/search';

/*
 * SMS accounts (spec 02 §6 "manage … SMS accounts"; the calls are not in the spec: the server README
 * and docs/decisions/0002-sms-accounts.md). `POST smsAccount/search` lists the account's SMS accounts,
 * `POST smsAccount` adds one, `POST smsAccount/{id}` changes one (deactivating is `active: '0'`),
 * `POST smsAccount/{id}/test` sends a test text through its provider. All need sms_account_manage.
 */

/** An SMS account as answered: its sender number as 10 digits, and the users chosen to send from it. */
export const SmsAccountStruct = object({
  sms_account_id: PayloadIdStruct,
  sms_account_name: string(),
  sender_number: string(),
  provider: enums(SMS_PROVIDER_IDS),
  sender_scope: enums(SMS_SENDER_SCOPE_IDS),
  /** The users chosen (empty when every user may send). */
  user_ids: array(PayloadIdStruct),
  active: Flag,
  updated_at: string(),
});
export type SmsAccount = Infer<typeof SmsAccountStruct>;

/** Body of `POST smsAccount` and `POST smsAccount/{id}` (the server runs the domain's validateSmsAccount). */
export const SmsAccountSaveStruct = object({
  sms_account_name: size(string(), 0, 200),
  sender_number: size(string(), 0, 40),
  provider: string(),
  sender_scope: string(),
  user_ids: size(array(PayloadIdStruct), 0, 5000),
  active: optional(Flag),
});
export type SmsAccountSave = Infer<typeof SmsAccountSaveStruct>;

export const SmsAccountAnswerStruct = object({ success: literal(true), result: SmsAccountStruct });
export type SmsAccountAnswer = Infer<typeof SmsAccountAnswerStruct>;

export const SmsAccountSearchAnswerStruct = searchAnswerStruct(SmsAccountStruct);
export type SmsAccountSearchAnswer = Infer<typeof SmsAccountSearchAnswerStruct>;

/** Body of `POST smsAccount/{id}/test`: the number to text. */
export const SmsTestStruct = object({ to_number: size(string(), 0, 40) });
export type SmsTest = Infer<typeof SmsTestStruct>;
export const SmsTestAnswerStruct = object({ success: literal(true), message: string() });
export type SmsTestAnswer = Infer<typeof SmsTestAnswerStruct>;
