import { ApiError, dismissUserNotices, getExport, searchUserNotices, type ExportType, type NoticeSearchAnswer } from '@meridian/api';
import { useApiClient } from '@meridian/api/react';
import { exportFileName, noticeSearchStart, type NoticeMode } from '@meridian/domain';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import useSWRInfinite from 'swr/infinite';
import { isExportType } from './exportLinks';

/** Lists are fetched when shown; coming back to the window does not reshuffle them. */
const LIST_OPTIONS = { revalidateOnFocus: false } as const;

const listKey = (userId: number, mode: NoticeMode) => ['userNotices', userId, mode] as const;

/** The bell's count (the header polls it under this key, see data/shell.ts). */
const isCountKey = (userId: number) => (key: unknown) => Array.isArray(key) && key[0] === 'noticeOutstandingCount' && key[1] === userId;
const isListKey = (userId: number, mode: NoticeMode) => (key: unknown) =>
  Array.isArray(key) && key[0] === 'userNotices' && key[1] === userId && key[2] === mode;

/** Unread notices (openNotify) or unread important ones (quickNotify): the whole list, page 0. */
export function useNoticeList(userId: number, mode: 'openNotify' | 'quickNotify') {
  const client = useApiClient();
  return useSWR(listKey(userId, mode), () => searchUserNotices(client, userId, noticeSearchStart(mode)), LIST_OPTIONS);
}

/** Past (dismissed) notices, 35 a page from page 1; `size` pages are loaded. Asked only once `enabled`. */
export function usePastNotices(userId: number, enabled: boolean) {
  const client = useApiClient();
  const start = noticeSearchStart('pastNotify');
  const pages = useSWRInfinite(
    (index: number, previous: NoticeSearchAnswer | null) => {
      if (!enabled || (previous && previous.result.length === 0)) return null;
      return [...listKey(userId, 'pastNotify'), start.page_number + index] as const;
    },
    ([, , , page]) => searchUserNotices(client, userId, { ...start, page_number: page }),
    // Every loaded page is asked again when the view opens: notices read meanwhile join the past.
    { ...LIST_OPTIONS, revalidateAll: true },
  );
  const notices = pages.data?.flatMap((page) => page.result) ?? [];
  const total = pages.data?.[0]?.total_records ?? 0;
  return { ...pages, notices, hasMore: notices.length < total };
}

/** Marks notices read, then refreshes the bell (and, when asked, the lists that held them). */
export function useDismissNotices(userId: number) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (noticeIds: number[], { refreshLists = false } = {}) => {
      if (noticeIds.length > 0) await dismissUserNotices(client, userId, noticeIds);
      const read = new Set(noticeIds);
      const refreshes: Array<Promise<unknown>> = [
        mutate(isCountKey(userId)),
        // The pop-up's list drops them at once, so it can never show a read notice again.
        mutate(isListKey(userId, 'quickNotify'), (answer?: NoticeSearchAnswer) => answer && { ...answer, result: answer.result.filter((n) => !read.has(n.notice_id)) }, {
          revalidate: refreshLists,
        }),
      ];
      if (refreshLists) refreshes.push(mutate(isListKey(userId, 'openNotify')));
      await Promise.all(refreshes);
    },
    [client, mutate, userId],
  );
}

/**
 * Downloads a notice's export as a CSV file named by report type, user id and time. Nothing is
 * downloaded when the export is empty; answers whether a file was saved.
 */
export function useDownloadExport(userId: number) {
  const client = useApiClient();
  return useCallback(
    async (type: ExportType): Promise<boolean> => {
      const file = await getExport(client, type);
      if (!file) return false;
      saveFile(new Blob([file.csv], { type: 'text/csv;charset=utf-8' }), exportFileName(type, userId, new Date()));
      return true;
    },
    [client, userId],
  );
}

/**
 * What a notice's download link does (spec 01 §3): download the export it names; a failure reports
 * the server's message. Unknown types do nothing (the notice shows them as plain labels).
 */
export function useNoticeDownload(userId: number, onError: (message: string) => void) {
  const download = useDownloadExport(userId);
  return useCallback(
    (type: string) => {
      if (!isExportType(type)) return;
      download(type).catch((error: unknown) => onError(error instanceof ApiError ? error.message : String(error)));
    },
    [download, onError],
  );
}

function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL can go once the event loop moves on.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
