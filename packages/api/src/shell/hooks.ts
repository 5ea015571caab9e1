import { NOTIFICATION_POLL_MS } from '@meridian/domain';
import useSWR from 'swr';
import { NoticeCountStruct } from '../notices/contract';
import { getFeatureFlags } from './calls';
import type { FeatureFlagName } from './contract';
import { useApiClient } from '../react/core';
import { apiKeys } from '../react/keys';

/** The caller's feature flags (spec 01 §6); unknown flags are off. */
export function useFeatureFlags() {
  const client = useApiClient();
  const swr = useSWR(apiKeys.featureFlags(), () => getFeatureFlags(client));
  return { ...swr, isOn: (flag: FeatureFlagName) => swr.data?.flags[flag] === true };
}

/** The unread-notice count of the header's bell, polled every 120 000 ms (spec 01 §7). */
export function useNoticeCount(userId: number) {
  const client = useApiClient();
  // The request is written here rather than through calls/notices, so the first paint does not carry every notice call.
  return useSWR(
    apiKeys.noticeCount(userId),
    async () =>
      (
        await client.request({
          call: 'getNoticeOutstandingCount',
          method: 'GET',
          path: `noticeOutstandingCount/${userId}`,
          struct: NoticeCountStruct,
        })
      ).data,
    { refreshInterval: NOTIFICATION_POLL_MS },
  );
}
