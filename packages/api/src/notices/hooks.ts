import { noticeSearchStart } from '@meridian/domain';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import useSWRInfinite from 'swr/infinite';
import useSWRMutation from 'swr/mutation';
import { dismissUserNotices, searchUserNotices } from './calls';
import type { NoticeSearchAnswer } from './contract';
import { useApiClient } from '../react/core';
import { apiKeys, isKeyOf } from '../react/keys';

/** Unread notices (openNotify) or unread important ones (quickNotify): the whole list, page 0. */
export function useNoticeList(userId: number, mode: 'openNotify' | 'quickNotify') {
  const client = useApiClient();
  return useSWR(apiKeys.userNotices(userId, mode), () => searchUserNotices(client, userId, noticeSearchStart(mode)));
}

/** Past (dismissed) notices, 35 a page from page 1; `size` pages are loaded. Asked only once `enabled`. */
export function usePastNotices(userId: number, enabled: boolean) {
  const client = useApiClient();
  const start = noticeSearchStart('pastNotify');
  const pages = useSWRInfinite(
    (index: number, previous: NoticeSearchAnswer | null) => {
      if (!enabled || (previous && previous.result.length === 0)) return null;
      return apiKeys.pastNoticesPage(userId, start.page_number + index);
    },
    ([, , , page]) => searchUserNotices(client, userId, { ...start, page_number: page }),
    // Every loaded page is asked again when the view opens: notices read meanwhile join the past.
    { revalidateAll: true },
  );
  const notices = pages.data?.flatMap((page) => page.result) ?? [];
  const total = pages.data?.[0]?.total_records ?? 0;
  return { ...pages, notices, hasMore: notices.length < total };
}

interface DismissArg {
  noticeIds: number[];
  refreshLists: boolean;
}

/**
 * Marks notices read, then refreshes the bell (and, when asked, the lists that held them). The
 * pop-up's list drops them at once, so it can never show a read notice again.
 */
export function useDismissNotices(userId: number) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const { trigger } = useSWRMutation(
    apiKeys.dismissNotices(userId),
    async (_key, { arg: { noticeIds, refreshLists } }: { arg: DismissArg }) => {
      if (noticeIds.length > 0) await dismissUserNotices(client, userId, noticeIds);
      const read = new Set(noticeIds);
      const refreshes: Array<Promise<unknown>> = [
        mutate(apiKeys.noticeCount(userId)),
        mutate(
          isKeyOf(apiKeys.userNotices(userId, 'quickNotify')),
          (answer?: NoticeSearchAnswer) =>
            answer && { ...answer, result: answer.result.filter((n) => !read.has(n.notice_id)) },
          { revalidate: refreshLists },
        ),
      ];
      if (refreshLists) refreshes.push(mutate(isKeyOf(apiKeys.userNotices(userId, 'openNotify'))));
      await Promise.all(refreshes);
    },
    { populateCache: false, revalidate: false },
  );
  return useCallback(
    (noticeIds: number[], { refreshLists = false } = {}) => trigger({ noticeIds, refreshLists }).then(() => undefined),
    [trigger],
  );
}
