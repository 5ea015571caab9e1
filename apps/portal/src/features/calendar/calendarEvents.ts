import type { Appointment } from '@meridian/api';
import { isCompleted } from '@meridian/domain';
import { addDays, addMinutes, endOfMonth, endOfWeek, startOfDay, startOfMonth, startOfWeek } from 'date-fns';
import { fromWallClock, toWallClock } from './centralTime';

export type CalendarViewName = 'month' | 'week' | 'day' | 'agenda';

/** One item as the calendar lays it out: wall-clock dates in Central Time (see centralTime.ts). */
export interface CalendarItem {
  id: number;
  title: string;
  start: Date;
  end: Date;
  allDay: boolean;
  isTask: boolean;
  important: boolean;
  completed: boolean;
  item: Appointment;
}

// A task is due at one moment: it takes a half-hour slot so it can be seen and clicked.
const TASK_MINUTES = 30;
// The agenda lists this many days from the shown date (the library's default).
export const AGENDA_DAYS = 30;

/** The calendar's item, or undefined for a task without a due date (it has no place on the grid). */
export function calendarItemOf(item: Appointment): CalendarItem | undefined {
  if (!item.start_time) return undefined;
  const isTask = !item.end_time;
  const start = toWallClock(item.start_time);
  const allDay = item.allday_flag === '1';
  const end = isTask ? addMinutes(start, TASK_MINUTES) : toWallClock(item.end_time!);
  return {
    id: item.appointment_id,
    title: item.title,
    start,
    // The library's all-day end is exclusive: an all-day item ends after its last day.
    end: allDay ? addDays(startOfDay(end), 1) : end,
    allDay,
    isTask,
    important: item.importance === 1,
    completed: isCompleted(item),
    item,
  };
}

/** The instants a view shows around `date` (wall clock), as the search asks them: [from, to). */
export function visibleRange(view: CalendarViewName, date: Date): { from: string; to: string } {
  const [start, end] =
    view === 'month'
      ? [startOfWeek(startOfMonth(date)), addDays(endOfWeek(endOfMonth(date)), 1)]
      : view === 'week'
        ? [startOfWeek(date), addDays(startOfWeek(date), 7)]
        : view === 'day'
          ? [startOfDay(date), addDays(startOfDay(date), 1)]
          : [startOfDay(date), addDays(startOfDay(date), AGENDA_DAYS + 1)];
  return { from: fromWallClock(startOfDay(start)), to: fromWallClock(startOfDay(end)) };
}

/** A moved or resized item's new times; an all-day drop keeps whole days, a task keeps only its due time. */
export function movedTimes(
  item: CalendarItem,
  { start, end, allDay }: { start: Date; end: Date; allDay: boolean },
): { start_time: string; end_time?: string; allday_flag: '0' | '1' } {
  if (item.isTask) return { start_time: fromWallClock(start), allday_flag: '0' };
  if (!allDay) return { start_time: fromWallClock(start), end_time: fromWallClock(end), allday_flag: '0' };
  // The library's all-day end is exclusive; the item ends on its last day.
  const last = addDays(startOfDay(end), -1);
  const lastDay = last < startOfDay(start) ? startOfDay(start) : last;
  return {
    start_time: fromWallClock(startOfDay(start)),
    end_time: fromWallClock(addMinutes(lastDay, 23 * 60 + 59)),
    allday_flag: '1',
  };
}
