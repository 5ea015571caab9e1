import { describeError, type Appointment } from '@meridian/api';
import { useAppointments } from '@meridian/api/react';
import { CALENDAR_MESSAGES } from '@meridian/domain';
import { Banner, Button, useToasts } from '@meridian/ui';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { useSession } from '../../session/SessionProvider';
import { lazyComponent } from '../../shared/lazyComponent';
import { toWallClock, wallClockParts } from './centralTime';
import { calendarItemOf, movedTimes, visibleRange, type CalendarItem, type CalendarViewName } from './calendarEvents';
import { CalendarView } from './CalendarView';
import type { EventDraft } from './eventDraft';
import { CALENDAR_TEXT } from './text';
import { useEventActions } from './useEventActions';

// The Add/Edit dialog (its form fields, lead search, masked date inputs and selects) loads when it
// first opens, so the calendar itself comes with the page alone (the calendar budget, e2e/budget).
const EventDialog = lazyComponent(() => import('./EventDialog').then((m) => m.EventDialog));

const StyledPage = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  height: 100%;
  min-height: 640px;
`;

// The page's own title row (as @meridian/ui's PageHeader draws it): importing PageHeader here split it
// out of the first load's main chunk into a file of its own (+0.5 KB gzipped at first paint).
const StyledHeader = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]}px;

  & h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.heading.page.size};
    line-height: ${({ theme }) => theme.heading.page.lineHeight};
    font-weight: ${({ theme }) => theme.heading.page.weight};
  }
`;

type DialogState = { mode: 'add'; initial?: Partial<EventDraft> } | { mode: 'edit'; event: Appointment } | undefined;

/** Moves not yet answered, shown where they were dropped; a refused one falls back to the saved times. */
type PendingMoves = Readonly<Record<number, Pick<CalendarItem, 'start' | 'end' | 'allDay'>>>;

export interface CalendarPageProps {
  /** `/calendar/new` (the sidebar's +, the quick action): the Add dialog opens at once, and closing it returns to the calendar. */
  adding?: boolean;
}

/**
 * The agent's calendar (spec 01 §2 `/calendar`, spec 02 §2.12): month, week, day and agenda of
 * appointments and tasks in Central Time; a slot or the New Event button adds, an item opens for
 * editing, and a drag moves or resizes it through the update call.
 */
export function CalendarPage({ adding = false }: CalendarPageProps) {
  const { user } = useSession();
  const navigate = useNavigate();
  const toasts = useToasts();
  const [view, setView] = useState<CalendarViewName>('month');
  const [date, setDate] = useState(() => toWallClock(new Date()));
  const [dialog, setDialog] = useState<DialogState>(adding ? { mode: 'add' } : undefined);
  const [pending, setPending] = useState<PendingMoves>({});
  const range = useMemo(() => visibleRange(view, date), [view, date]);
  const appointments = useAppointments(user.user_id, range);
  const actions = useEventActions(user.user_id);

  const items = useMemo(
    () =>
      (appointments.data?.result ?? []).flatMap((row) => {
        const item = calendarItemOf(row);
        if (!item) return [];
        const moved = pending[item.id];
        return [moved ? { ...item, ...moved } : item];
      }),
    [appointments.data, pending],
  );

  const move = async (item: CalendarItem, to: { start: Date; end: Date; allDay: boolean }) => {
    const changes = movedTimes(item, to);
    setPending((p) => ({ ...p, [item.id]: { ...to, allDay: changes.allday_flag === '1' } }));
    try {
      await actions.move(item.id, changes);
      toasts.push({
        type: 'success',
        message: item.isTask ? CALENDAR_MESSAGES.taskUpdated : CALENDAR_MESSAGES.appointmentUpdated,
      });
    } catch (failure) {
      toasts.push({ type: 'alert', message: describeError(failure) });
    } finally {
      setPending(({ [item.id]: _done, ...rest }) => rest);
    }
  };

  const close = () => {
    setDialog(undefined);
    if (adding) navigate('/calendar', { replace: true });
  };

  const addAt = ({ start, end, allDay }: { start: Date; end: Date; allDay: boolean }) => {
    const from = wallClockParts(start);
    const to = wallClockParts(end);
    const timed = !allDay && view !== 'month';
    setDialog({
      mode: 'add',
      initial: {
        start_date: from.date,
        start_time: timed ? from.time : '',
        end_date: timed ? to.date : from.date,
        end_time: timed ? to.time : '',
        due_date: from.date,
      },
    });
  };

  return (
    <StyledPage aria-labelledby="calendar-title">
      <StyledHeader>
        <h1 id="calendar-title">{CALENDAR_TEXT.pageTitle}</h1>
        <Button variant="primary" onClick={() => setDialog({ mode: 'add' })}>
          {CALENDAR_TEXT.newEvent}
        </Button>
      </StyledHeader>
      {appointments.error ? <Banner variant="alert">{describeError(appointments.error)}</Banner> : null}
      <CalendarView
        items={items}
        view={view}
        date={date}
        onView={setView}
        onNavigate={setDate}
        onSelectSlot={addAt}
        onSelectItem={(item) => setDialog({ mode: 'edit', event: item.item })}
        onMove={(item, to) => void move(item, to)}
      />
      {dialog ? (
        <EventDialog
          key={dialog.mode === 'edit' ? dialog.event.appointment_id : 'new'}
          event={dialog.mode === 'edit' ? dialog.event : undefined}
          initial={dialog.mode === 'add' ? dialog.initial : undefined}
          accountId={user.account_id}
          now={() => new Date()}
          actions={actions}
          onClose={close}
        />
      ) : null}
    </StyledPage>
  );
}
