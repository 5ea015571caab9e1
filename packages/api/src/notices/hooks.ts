import { noticeSearchStart } from '@meridian/domain';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import useSWRInfinite from 'swr/infinite';
import useSWRMutation from 'swr/mutation';
import type { SearchBody } from '../core/search';
import { deleteNotice, dismissUserNotices, saveNotice, searchAdminNotices, searchUserNotices } from './calls';
import type { NoticeDraft, NoticeSearchAnswer } from './contract';
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

/** `POST notice/search` for the admin Notices screen (server-paged, sorted); pass `undefined` to wait. */
export function useAdminNoticeSearch(body: SearchBody | undefined) {
  const client = useApiClient();
  return useSWR(body === undefined ? null : apiKeys.adminNoticeSearch(body), () => searchAdminNotices(client, body!), {
    keepPreviousData: true,
  });
}

/** After an admin change of notices: the admin lists, the History, and the signed-in user's own bell and lists. */
function refreshAfterNoticeChange(mutate: ReturnType<typeof useSWRConfig>['mutate'], noticeId: number) {
  return Promise.all([
    mutate(isKeyOf(['adminNoticeSearch'])),
    mutate(apiKeys.adminAudit('notice', noticeId)),
    mutate(isKeyOf(['noticeOutstandingCount'])),
    mutate(isKeyOf(['userNotices'])),
  ]);
}

export interface SaveNoticeArg {
  draft: NoticeDraft;
  /** The notice to update; a new one is created without it. */
  notice_id?: number;
}

/**
 * Creates (`POST notice`) or updates (`POST notice/{id}`) a notice, then reads the notice searches
 * again. A refusal rejects `trigger` with the server's `ApiError` (its message names the problem).
 */
export function useSaveNotice() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    apiKeys.saveNotice(),
    async (_key, { arg }: { arg: SaveNoticeArg }) => {
      const saved = await saveNotice(client, arg.draft, arg.notice_id);
      await refreshAfterNoticeChange(mutate, saved.notice_id);
      return saved;
    },
    { populateCache: false, revalidate: false, throwOnError: true },
  );
}

/** Deletes a notice (`GET notice/{id}/delete`), then reads the notice searches again. */
export function useDeleteNotice() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    apiKeys.deleteNotice(),
    async (_key, { arg }: { arg: { notice_id: number } }) => {
      const answer = await deleteNotice(client, arg.notice_id);
      await refreshAfterNoticeChange(mutate, arg.notice_id);
      return answer;
    },
    { populateCache: false, revalidate: false, throwOnError: true },
  );
}
