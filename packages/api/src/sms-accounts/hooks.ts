import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { SearchBody } from '../core/search';
import { useApiClient } from '../react/core';
import { apiKeys, isKeyOf } from '../react/keys';
import { saveSmsAccount, searchSmsAccounts, testSmsAccount } from './calls';
import type { SmsAccountSave, SmsTest } from './contract';

const WRITE = { populateCache: false, revalidate: false, throwOnError: true } as const;

/** `POST smsAccount/search` (server-paged, sorted); pass `undefined` to wait. */
export function useSmsAccountSearch(body: SearchBody | undefined) {
  const client = useApiClient();
  return useSWR(body === undefined ? null : apiKeys.smsAccountSearch(body), () => searchSmsAccounts(client, body!), {
    keepPreviousData: true,
  });
}

export type SaveSmsAccountArg = SmsAccountSave & { sms_account_id?: number };

/** Adds (no id) or changes an SMS account, then reads the list, the texting check and the History again. */
export function useSaveSmsAccount() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    apiKeys.saveSmsAccount(),
    async (_key, { arg }: { arg: SaveSmsAccountArg }) => {
      const { sms_account_id: id, ...body } = arg;
      const saved = await saveSmsAccount(client, id, body);
      await Promise.all([
        mutate(isKeyOf(['smsAccountSearch'])),
        mutate(apiKeys.canSendText()),
        mutate(apiKeys.adminAudit('sms_account', saved.sms_account_id)),
      ]);
      return saved;
    },
    WRITE,
  );
}

/** Sends a test text through an SMS account. */
export function useTestSmsAccount() {
  const client = useApiClient();
  return useSWRMutation(
    apiKeys.testSmsAccount(),
    (_key, { arg }: { arg: SmsTest & { sms_account_id: number } }) =>
      testSmsAccount(client, arg.sms_account_id, { to_number: arg.to_number }),
    WRITE,
  );
}
