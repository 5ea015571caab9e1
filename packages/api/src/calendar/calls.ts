import type { ApiClient } from '../core/client';
import {
  AppointmentAnswerStruct,
  AppointmentDeleteAnswerStruct,
  AppointmentSearchAnswerStruct,
  CalendarFeedStruct,
  type AppointmentChanges,
  type AppointmentDraft,
  type AppointmentSearchBody,
} from './contract';

/** `POST user/{userId}/appointment/search`: the user's appointments and tasks in a range. */
export async function searchAppointments(client: ApiClient, userId: number, body: AppointmentSearchBody) {
  return (
    await client.request({
      call: 'searchAppointments',
      method: 'POST',
      path: `user/${userId}/appointment/search`,
      body,
      struct: AppointmentSearchAnswerStruct,
    })
  ).data;
}

/**
 * `GET lead/{leadId}/appointments`: the lead's appointments and tasks the caller reaches (theirs,
 * or every agent's with lead_view_assigned), by start time, undated tasks last.
 */
export async function searchLeadAppointments(client: ApiClient, leadId: number) {
  return (
    await client.request({
      call: 'searchLeadAppointments',
      method: 'GET',
      path: `lead/${leadId}/appointments`,
      struct: AppointmentSearchAnswerStruct,
    })
  ).data;
}

/** `POST user/{userId}/appointment/`: a new appointment or task of the agent (assigned to `lead_id` when given). */
export async function createUserAppointment(client: ApiClient, userId: number, draft: AppointmentDraft) {
  return (
    await client.request({
      call: 'createUserAppointment',
      method: 'POST',
      path: `user/${userId}/appointment/`,
      body: draft,
      struct: AppointmentAnswerStruct,
    })
  ).data;
}

/** `POST lead/{leadId}/appointment/`: a new appointment or task of the caller assigned to the lead. */
export async function createLeadAppointment(client: ApiClient, leadId: number, draft: AppointmentDraft) {
  return (
    await client.request({
      call: 'createLeadAppointment',
      method: 'POST',
      path: `lead/${leadId}/appointment/`,
      body: draft,
      struct: AppointmentAnswerStruct,
    })
  ).data;
}

/** `POST appointment/{id}`: changes an item; dismiss or complete posts `completed_date`. */
export async function updateAppointment(client: ApiClient, appointmentId: number, changes: AppointmentChanges) {
  return (
    await client.request({
      call: 'updateAppointment',
      method: 'POST',
      path: `appointment/${appointmentId}`,
      body: changes,
      struct: AppointmentAnswerStruct,
    })
  ).data;
}

/** `GET appointment/{id}`. */
export async function getAppointment(client: ApiClient, appointmentId: number) {
  return (
    await client.request({
      call: 'getAppointment',
      method: 'GET',
      path: `appointment/${appointmentId}`,
      struct: AppointmentAnswerStruct,
    })
  ).data.result;
}

/** `GET appointment/{id}/delete`. */
export async function deleteAppointment(client: ApiClient, appointmentId: number) {
  return (
    await client.request({
      call: 'deleteAppointment',
      method: 'GET',
      path: `appointment/${appointmentId}/delete`,
      struct: AppointmentDeleteAnswerStruct,
    })
  ).data;
}

/** `GET user/{userId}/calendarFeed`: whether the agent has a live feed link (never the link itself). */
export async function getCalendarFeed(client: ApiClient, userId: number) {
  return (
    await client.request({
      call: 'getCalendarFeed',
      method: 'GET',
      path: `user/${userId}/calendarFeed`,
      struct: CalendarFeedStruct,
    })
  ).data;
}

/** `POST user/{userId}/calendarFeed`: a new private `.ics` link (answered once); any previous link stops working. */
export async function createCalendarFeed(client: ApiClient, userId: number) {
  return (
    await client.request({
      call: 'createCalendarFeed',
      method: 'POST',
      path: `user/${userId}/calendarFeed`,
      body: {},
      struct: CalendarFeedStruct,
    })
  ).data;
}

/** `GET user/{userId}/calendarFeed/delete`: revokes the feed link. */
export async function revokeCalendarFeed(client: ApiClient, userId: number) {
  return (
    await client.request({
      call: 'revokeCalendarFeed',
      method: 'GET',
      path: `user/${userId}/calendarFeed/delete`,
      struct: CalendarFeedStruct,
    })
  ).data;
}
