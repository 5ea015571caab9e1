import type { ApiClient } from '../core/client';
import type { SearchBody } from '../core/search';
import {
  SmsAccountAnswerStruct,
  SmsAccountSearchAnswerStruct,
  SmsTestAnswerStruct,
  type SmsAccountSave,
  type SmsTest,
} from './contract';

/** `POST smsAccount/search`: the account's SMS accounts (sms_account_manage). */
export async function searchSmsAccounts(client: ApiClient, body: SearchBody) {
  return (
    await client.request({
      call: 'searchSmsAccounts',
      method: 'POST',
      path: 'smsAccount/search',
      body,
      struct: SmsAccountSearchAnswerStruct,
    })
  ).data;
}

/** `POST smsAccount` (no id) or `POST smsAccount/{id}`: adds or changes an SMS account. */
export async function saveSmsAccount(client: ApiClient, id: number | undefined, body: SmsAccountSave) {
  return (
    await client.request({
      call: 'saveSmsAccount',
      method: 'POST',
      path: id === undefined ? 'smsAccount' : `smsAccount/${id}`,
      body,
      struct: SmsAccountAnswerStruct,
    })
  ).data.result;
}

/** `POST smsAccount/{id}/test`: texts a number through the SMS account's provider; answers what was done. */
export async function testSmsAccount(client: ApiClient, id: number, body: SmsTest) {
  return (
    await client.request({
      call: 'testSmsAccount',
      method: 'POST',
      path: `smsAccount/${id}/test`,
      body,
      struct: SmsTestAnswerStruct,
    })
  ).data;
}
