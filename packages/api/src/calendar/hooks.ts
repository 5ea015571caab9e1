import { completedDateFor } from '@meridian/domain';
import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import {
  createCalendarFeed,
  createLeadAppointment,
  createUserAppointment,
  deleteAppointment,
  getAppointment,
  getCalendarFeed,
  revokeCalendarFeed,
  searchAppointments,
  searchLeadAppointments,
  updateAppointment,
} from './calls';
import type { Appointment, AppointmentChanges, AppointmentDraft, AppointmentSearchAnswer } from './contract';
import { useApiClient } from '../react/core';
import { apiKeys, isKeyOf } from '../react/keys';

type Mutate = ReturnType<typeof useSWRConfig>['mutate'];

/** The writes reject with the server's `ApiError` (its message is the banner's text). */
const WRITE_OPTIONS = { populateCache: false, revalidate: false, throwOnError: true } as const;

/** A user's appointments and tasks in [from, to) (ISO instants); pass `undefined` to wait. */
export interface AppointmentRange {
  from: string;
  to: string;
  includeUndatedTasks?: boolean;
  /** Only tasks. */
  tasksOnly?: boolean;
  /** Only items not dismissed or completed. */
  openOnly?: boolean;
}

/** A user's appointments and tasks in [from, to) (ISO instants), narrowed as asked; pass `undefined` to wait. */
export function useAppointments(userId: number | undefined, range: AppointmentRange | undefined) {
  const client = useApiClient();
  const key =
    userId === undefined || range === undefined
      ? null
      : apiKeys.appointments(userId, range.from, range.to, range.includeUndatedTasks ?? false, {
          tasksOnly: range.tasksOnly ?? false,
          openOnly: range.openOnly ?? false,
        });
  return useSWR(
    key,
    () =>
      searchAppointments(client, userId!, {
        from: range!.from,
        to: range!.to,
        include_undated_tasks: range!.includeUndatedTasks,
        ...(range!.tasksOnly ? { tasks_only: true } : {}),
        ...(range!.openOnly ? { open_only: true } : {}),
      }),
    { keepPreviousData: true },
  );
}

/** A lead's appointments and tasks the caller reaches (`GET lead/{id}/appointments`); pass `null` to wait. */
export function useLeadAppointments(leadId: number | null) {
  const client = useApiClient();
  return useSWR(leadId === null ? null : apiKeys.leadAppointments(leadId), () =>
    searchLeadAppointments(client, leadId!),
  );
}

/** One appointment or task (`GET appointment/{id}`); pass `undefined` to wait. */
export function useAppointment(appointmentId: number | undefined) {
  const client = useApiClient();
  return useSWR(appointmentId === undefined ? null : apiKeys.appointment(appointmentId), () =>
    getAppointment(client, appointmentId!),
  );
}

/**
 * After a write: the item's own entry, every cached range of its user (the changed item replaced
 * in place, a deleted one dropped, then read again so new and moved items land in the right
 * ranges), the user's appointment_count and the leads' lists.
 */
function refreshAfterWrite(mutate: Mutate, userId: number, item: Appointment | { appointment_id: number }) {
  const saved = 'title' in item ? item : undefined;
  return Promise.all([
    saved
      ? mutate(apiKeys.appointment(saved.appointment_id), saved, { revalidate: false })
      : mutate(apiKeys.appointment(item.appointment_id), undefined, { revalidate: false }),
    mutate(
      isKeyOf(['appointments', userId]),
      (answer?: AppointmentSearchAnswer) => {
        if (!answer) return answer;
        const rest = answer.result.filter((row) => row.appointment_id !== item.appointment_id);
        const result =
          saved && rest.length < answer.result.length
            ? answer.result.map((row) => (row.appointment_id === saved.appointment_id ? saved : row))
            : rest;
        return { ...answer, result, total_records: result.length };
      },
      { revalidate: true },
    ),
    mutate(isKeyOf(['user', userId])),
    // A lead's panel lists items of every agent: each is read again (the item may have left its lead's list).
    mutate(isKeyOf(['leadAppointments'])),
  ]);
}

export interface CreateAppointmentArg {
  /** The agent who owns the item (the caller when created from a lead). */
  user_id: number;
  /** From a lead's conversation log: `POST lead/{id}/appointment/` instead of `POST user/{id}/appointment/`. */
  lead_id?: number;
  draft: AppointmentDraft;
}

/** Creates an appointment or task for the agent, or for a lead; answers the server's answer (message and item). */
export function useCreateAppointment() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    apiKeys.saveAppointment(),
    async (_key, { arg }: { arg: CreateAppointmentArg }) => {
      const answer =
        arg.lead_id === undefined
          ? await createUserAppointment(client, arg.user_id, arg.draft)
          : await createLeadAppointment(client, arg.lead_id, arg.draft);
      await refreshAfterWrite(mutate, answer.result.user_id, answer.result);
      return answer;
    },
    WRITE_OPTIONS,
  );
}

/** Updates an item (`POST appointment/{id}`); answers the server's answer (message and item). */
export function useUpdateAppointment() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    apiKeys.saveAppointment(),
    async (_key, { arg }: { arg: { appointment_id: number; changes: AppointmentChanges } }) => {
      const answer = await updateAppointment(client, arg.appointment_id, arg.changes);
      await refreshAfterWrite(mutate, answer.result.user_id, answer.result);
      return answer;
    },
    WRITE_OPTIONS,
  );
}

/** Dismisses an appointment or completes a task (completed_date now), or reopens it (''). */
export function useCompleteAppointment() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    apiKeys.saveAppointment(),
    async (_key, { arg }: { arg: { appointment_id: number; completed: boolean; now: Date } }) => {
      const changes = { completed_date: completedDateFor(arg.completed, arg.now) };
      const answer = await updateAppointment(client, arg.appointment_id, changes);
      await refreshAfterWrite(mutate, answer.result.user_id, answer.result);
      return answer;
    },
    WRITE_OPTIONS,
  );
}

/** Deletes an item (`GET appointment/{id}/delete`) and drops it from the cached ranges of its user. */
export function useDeleteAppointment() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    apiKeys.deleteAppointment(),
    async (_key, { arg }: { arg: { appointment_id: number; user_id: number } }) => {
      const answer = await deleteAppointment(client, arg.appointment_id);
      await refreshAfterWrite(mutate, arg.user_id, { appointment_id: arg.appointment_id });
      return answer;
    },
    WRITE_OPTIONS,
  );
}

/** Whether the agent has a live private calendar feed link. */
export function useCalendarFeed(userId: number) {
  const client = useApiClient();
  return useSWR(apiKeys.calendarFeed(userId), () => getCalendarFeed(client, userId));
}

/**
 * Makes a new feed link (answered once: show it then) or revokes it; the feed's state is cached
 * without the link.
 */
export function useCalendarFeedLink(userId: number) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    apiKeys.calendarFeedWrite(userId),
    async (_key, { arg }: { arg: 'create' | 'revoke' }) => {
      const answer =
        arg === 'create' ? await createCalendarFeed(client, userId) : await revokeCalendarFeed(client, userId);
      const { feed_url: _url, ...state } = answer;
      await mutate(apiKeys.calendarFeed(userId), state, { revalidate: false });
      return answer;
    },
    WRITE_OPTIONS,
  );
}
