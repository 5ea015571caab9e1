import type { ApiClient } from '../core/client';
import type { SearchBody } from '../core/search';
import {
  AdminNoticeSearchAnswerStruct,
  ExportAnswerStruct,
  NoticeDeleteAnswerStruct,
  NoticeSaveAnswerStruct,
  NoticeCountStruct,
  NoticeDismissAnswerStruct,
  NoticeSearchAnswerStruct,
  type ExportType,
  type NoticeDraft,
  type NoticeSearchBody,
} from './contract';

/** `GET noticeOutstandingCount/{userId}`: the bell's count and whether an important notice waits. */
export async function getNoticeOutstandingCount(client: ApiClient, userId: number) {
  return (
    await client.request({
      call: 'getNoticeOutstandingCount',
      method: 'GET',
      path: `noticeOutstandingCount/${userId}`,
      struct: NoticeCountStruct,
    })
  ).data;
}

/** `POST user/{userId}/userNotice/search` in mode quickNotify, openNotify or pastNotify. */
export async function searchUserNotices(client: ApiClient, userId: number, body: NoticeSearchBody) {
  return (
    await client.request({
      call: 'searchUserNotices',
      method: 'POST',
      path: `user/${userId}/userNotice/search`,
      body,
      struct: NoticeSearchAnswerStruct,
    })
  ).data;
}

/** `POST user/{userId}/userNotice/dismiss`: marks the notices read. */
export async function dismissUserNotices(client: ApiClient, userId: number, noticeIds: number[]) {
  return (
    await client.request({
      call: 'dismissUserNotices',
      method: 'POST',
      path: `user/${userId}/userNotice/dismiss`,
      body: { notice_ids: noticeIds },
      struct: NoticeDismissAnswerStruct,
    })
  ).data;
}

/**
 * `GET export/{type}` (a notice's download tag): the file name and CSV text, or undefined when
 * there is nothing to export (then nothing is downloaded).
 */
export async function getExport(
  client: ApiClient,
  type: ExportType,
): Promise<{ file_name: string; csv: string } | undefined> {
  const { data, status } = await client.request({
    call: 'getExport',
    method: 'GET',
    path: `export/${type}`,
    struct: ExportAnswerStruct,
  });
  if (status === 204 || data.csv === undefined || data.csv === '') return undefined;
  return { file_name: data.file_name ?? `${type}.csv`, csv: data.csv };
}

/** `POST notice/search`: the account's notices for the admin Notices screen (server-paged, sorted). */
export async function searchAdminNotices(client: ApiClient, body: SearchBody) {
  return (
    await client.request({
      call: 'searchAdminNotices',
      method: 'POST',
      path: 'notice/search',
      body,
      struct: AdminNoticeSearchAnswerStruct,
    })
  ).data;
}

/** `POST notice` (create) or, with an id, `POST notice/{id}` (update). */
export async function saveNotice(client: ApiClient, draft: NoticeDraft, noticeId?: number) {
  return (
    await client.request({
      call: noticeId === undefined ? 'createNotice' : 'updateNotice',
      method: 'POST',
      path: noticeId === undefined ? 'notice' : `notice/${noticeId}`,
      body: draft,
      struct: NoticeSaveAnswerStruct,
    })
  ).data.result;
}

/** `GET notice/{id}/delete`. */
export async function deleteNotice(client: ApiClient, noticeId: number) {
  return (
    await client.request({
      call: 'deleteNotice',
      method: 'GET',
      path: `notice/${noticeId}/delete`,
      struct: NoticeDeleteAnswerStruct,
    })
  ).data;
}
