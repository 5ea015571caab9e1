import { describeError, type Appointment } from '@meridian/api';
import { useAppointments, useCompleteAppointment } from '@meridian/api/react';
import { CALENDAR_MESSAGES, isCompleted } from '@meridian/domain';
import { Button, useToasts } from '@meridian/ui';
import { Link } from 'react-router-dom';
import { MENU_PATHS } from '../../routes';
import { EventList } from '../calendar';
import { DashboardPanel } from './DashboardPanel';
import { DASHBOARD_TEXT } from './text';

/** The earliest instant an overdue task may be due: any time before today. */
const EPOCH = new Date(0).toISOString();

export interface ScheduleProps {
  userId: number;
  /** Today in Central Time, as the instants [from, to). */
  today: { from: string; to: string };
  /** Opens an item, or the Add dialog (no item). */
  onOpen(item?: Appointment): void;
}

/** Completes a task in place; the lists drop it at once and read again. */
function useCompleteTask() {
  const complete = useCompleteAppointment();
  const toasts = useToasts();
  return (item: Appointment) =>
    complete
      .trigger({ appointment_id: item.appointment_id, completed: true, now: new Date() })
      .then(() => toasts.push({ type: 'success', message: CALENDAR_MESSAGES.taskUpdated }))
      .catch((failure: unknown) => toasts.push({ type: 'alert', message: describeError(failure) }));
}

/** Open items only: a task completed here leaves the list before the read again answers. */
const open = (items: readonly Appointment[] | undefined) => items?.filter((item) => !isCompleted(item));

/** Today's open appointments and tasks, by time; tasks complete in place. */
export function TodayPanel({ userId, today, onOpen }: ScheduleProps) {
  const items = useAppointments(userId, { ...today, openOnly: true });
  const complete = useCompleteTask();
  const rows = open(items.data?.result);
  return (
    <DashboardPanel
      id="dashboard-today"
      title={DASHBOARD_TEXT.today.title}
      count={rows?.length}
      loading={!items.data && !items.error}
      error={items.error}
      empty={rows?.length === 0 ? DASHBOARD_TEXT.today.empty : undefined}
      actions={
        <>
          <Link to={MENU_PATHS.calendar}>{DASHBOARD_TEXT.today.calendar}</Link>
          <Button size="small" onClick={() => onOpen()}>
            {DASHBOARD_TEXT.today.newEvent}
          </Button>
        </>
      }
    >
      {rows ? (
        <EventList items={rows} label={DASHBOARD_TEXT.today.list} onOpen={onOpen} onComplete={complete} showLead />
      ) : null}
    </DashboardPanel>
  );
}

/** Open tasks due before today, oldest first. */
export function OverdueTasksPanel({ userId, today, onOpen }: ScheduleProps) {
  const items = useAppointments(userId, { from: EPOCH, to: today.from, tasksOnly: true, openOnly: true });
  const complete = useCompleteTask();
  const rows = open(items.data?.result);
  return (
    <DashboardPanel
      id="dashboard-overdue"
      title={DASHBOARD_TEXT.overdue.title}
      count={rows?.length}
      loading={!items.data && !items.error}
      error={items.error}
      empty={rows?.length === 0 ? DASHBOARD_TEXT.overdue.empty : undefined}
    >
      {rows ? (
        <EventList items={rows} label={DASHBOARD_TEXT.overdue.list} onOpen={onOpen} onComplete={complete} showLead />
      ) : null}
    </DashboardPanel>
  );
}
