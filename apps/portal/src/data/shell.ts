import { FeatureFlagsStruct, NoticeCountStruct, type FeatureFlagName } from '@meridian/api';
import { useApiClient } from '@meridian/api/react';
import { NOTIFICATION_POLL_MS } from '@meridian/domain';
import useSWR from 'swr';

/** The caller's feature flags (spec 01 §6); unknown flags are off. */
export function useFeatureFlags() {
  const client = useApiClient();
  const swr = useSWR('featureFlags', async () => (await client.request({ call: 'getFeatureFlags', method: 'GET', path: 'featureFlags', struct: FeatureFlagsStruct })).data, {
    revalidateOnFocus: false,
  });
  return { ...swr, isOn: (flag: FeatureFlagName) => swr.data?.flags[flag] === true };
}

/** The unread-notice count, polled every 120 000 ms (spec 01 §7). */
export function useNoticeCount(userId: number) {
  const client = useApiClient();
  return useSWR(
    ['noticeOutstandingCount', userId],
    async () => (await client.request({ call: 'getNoticeOutstandingCount', method: 'GET', path: `noticeOutstandingCount/${userId}`, struct: NoticeCountStruct })).data,
    { refreshInterval: NOTIFICATION_POLL_MS },
  );
}
