import type { Appointment, AppointmentDraft } from '@meridian/api';
import {
  appointmentImportance,
  completedDateFor,
  isCompleted,
  taskDueTimeForSave,
  validateAppointment,
  validateTask,
  type AppointmentErrors,
  type TaskErrors,
} from '@meridian/domain';
import { centralInstant, centralParts } from './centralTime';

export type EventKind = 'Appointment' | 'Task';

/** The Add/Edit Event form (spec 02 §2.12): one draft for both tabs, dates MM/DD/YYYY, times HH:mm in Central Time. */
export interface EventDraft {
  kind: EventKind;
  lead_id: number | null;
  lead_name: string;
  title: string;
  allday: boolean;
  important: boolean;
  /** Dismiss (an appointment) or Completed (a task). */
  completed: boolean;
  start_date: string;
  start_time: string;
  end_date: string;
  end_time: string;
  due_date: string;
  due_time: string;
  description: string;
}

export type EventErrors = AppointmentErrors & TaskErrors;

export const EMPTY_DRAFT: EventDraft = {
  kind: 'Appointment',
  lead_id: null,
  lead_name: '',
  title: '',
  allday: false,
  important: false,
  completed: false,
  start_date: '',
  start_time: '',
  end_date: '',
  end_time: '',
  due_date: '',
  due_time: '',
  description: '',
};

/** The domain's validators decide every message: §5.5 for an appointment, §5.6 for a task. */
export function validateDraft(draft: EventDraft): EventErrors {
  if (draft.kind === 'Task') return validateTask(draft);
  return validateAppointment({ ...draft, allday_flag: draft.allday ? '1' : '0' });
}

/** A saved item as the form shows it; an item without an end time is a task. */
export function draftOf(item: Appointment): EventDraft {
  const start = centralParts(item.start_time);
  const end = centralParts(item.end_time);
  const task = !item.end_time;
  return {
    kind: task ? 'Task' : 'Appointment',
    lead_id: item.lead_id,
    lead_name: item.lead_name ?? '',
    title: item.title,
    allday: item.allday_flag === '1',
    important: item.importance === 1,
    completed: isCompleted(item),
    start_date: task ? '' : start.date,
    start_time: task ? '' : start.time,
    end_date: end.date,
    end_time: end.time,
    due_date: task ? start.date : '',
    due_time: task && item.start_time ? start.time : '',
    description: item.description,
  };
}

/**
 * The body of a create or update. An all-day appointment spans its days from midnight; a task's
 * empty due time is sent as 00:00. A box already checked keeps its completed date; checking it now
 * stamps `now`.
 */
export function payloadOf(draft: EventDraft, saved: Appointment | undefined, now: Date): AppointmentDraft {
  const completed_date =
    draft.completed && saved && isCompleted(saved) ? saved.completed_date : completedDateFor(draft.completed, now);
  const common = {
    title: draft.title.trim(),
    description: draft.description,
    importance: appointmentImportance(draft.important),
    completed_date,
    lead_id: draft.lead_id,
  };
  if (draft.kind === 'Task') {
    const due = draft.due_date.trim() ? centralInstant(draft.due_date, taskDueTimeForSave(draft.due_time)) : null;
    return { ...common, allday_flag: '0', start_time: due, end_time: null };
  }
  return {
    ...common,
    allday_flag: draft.allday ? '1' : '0',
    start_time: centralInstant(draft.start_date, draft.allday ? '00:00' : draft.start_time),
    end_time: centralInstant(draft.end_date, draft.allday ? '23:59' : draft.end_time),
  };
}
