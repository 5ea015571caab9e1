import { enUS } from 'date-fns/locale/en-US';
import { format, getDay, startOfWeek } from 'date-fns';
import type { EventProps, SlotInfo, View } from 'react-big-calendar';
import type { ReactNode } from 'react';
import CalendarImport from 'react-big-calendar/lib/Calendar';
import withDragAndDropImport, { type EventInteractionArgs } from 'react-big-calendar/lib/addons/dragAndDrop';
import dateFnsLocalizerImport from 'react-big-calendar/lib/localizers/date-fns';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import 'react-big-calendar/lib/addons/dragAndDrop/styles.css';
import { toWallClock } from './centralTime';
import { AGENDA_DAYS, type CalendarItem, type CalendarViewName } from './calendarEvents';
import { StyledCalendar } from './calendarStyles';
import { CALENDAR_TEXT } from './text';

/**
 * The library's lib/ files are CommonJS. The build's Node-style interop (the portal is an ES module
 * package) hands a file's whole `exports` as its default import; the test runner hands `exports.default`.
 */
function cjsDefault<T>(imported: T): T {
  const value = imported as T | { default: T };
  return typeof value === 'object' && value !== null && 'default' in value ? value.default : (value as T);
}
const Calendar = cjsDefault(CalendarImport);
const withDragAndDrop = cjsDefault(withDragAndDropImport);
const dateFnsLocalizer = cjsDefault(dateFnsLocalizerImport);

// The date-fns localizer never parses (react-big-calendar 1.20): date-fns's parser (about 5 KB
// gzipped) stays out of the chunk.
const parse = () => new Date(Number.NaN);
const localizer = dateFnsLocalizer({ format, parse, startOfWeek, getDay, locales: { 'en-US': enUS } });
const DragAndDropCalendar = withDragAndDrop<CalendarItem>(Calendar);
const VIEWS: CalendarViewName[] = ['month', 'week', 'day', 'agenda'];
// Day numbers without a leading zero; week and day columns as 'Fri 11/27'.
const FORMATS = { dateFormat: 'd', dayFormat: 'EEE M/d' };
// Business hours in view when a week or day opens.
const SCROLL_TO = new Date(1970, 0, 1, 7, 0);

/** An item's face: its title, and words for what the colours say (important, task, completed). */
function ItemFace({ event }: EventProps<CalendarItem>) {
  return (
    <span>
      {event.important ? <span data-mark="important">{CALENDAR_TEXT.important}: </span> : null}
      {event.isTask ? <span data-mark="task">{CALENDAR_TEXT.task}: </span> : null}
      {event.title}
      {event.completed ? <span data-mark="completed"> ({CALENDAR_TEXT.completed})</span> : null}
    </span>
  );
}

export interface CalendarViewProps {
  items: CalendarItem[];
  view: CalendarViewName;
  date: Date;
  onView(view: CalendarViewName): void;
  onNavigate(date: Date): void;
  /** A click on an empty slot (or a dragged range) of the grid. */
  onSelectSlot(slot: { start: Date; end: Date; allDay: boolean }): void;
  onSelectItem(item: CalendarItem): void;
  /** A drag moved or resized an item. */
  onMove(item: CalendarItem, to: { start: Date; end: Date; allDay: boolean }): void;
}

/**
 * A week or day view's column title. The library's default is a `columnheader` with no row or table around it
 * in those views (axe: aria-required-parent); the month view, which has the table, keeps the default.
 */
function DayHeading({ label }: { label: ReactNode }) {
  return <span>{label}</span>;
}

/** Month, week, day and agenda (react-big-calendar) in Central Time, styled with the theme. */
export function CalendarView({
  items,
  view,
  date,
  onView,
  onNavigate,
  onSelectSlot,
  onSelectItem,
  onMove,
}: CalendarViewProps) {
  const moved = ({ event, start, end, isAllDay }: EventInteractionArgs<CalendarItem>) =>
    onMove(event, { start: new Date(start), end: new Date(end), allDay: isAllDay ?? event.allDay });
  return (
    <StyledCalendar>
      <DragAndDropCalendar
        localizer={localizer}
        formats={FORMATS}
        events={items}
        views={VIEWS}
        view={view}
        date={date}
        length={AGENDA_DAYS}
        onView={(v: View) => onView(v as CalendarViewName)}
        onNavigate={onNavigate}
        getNow={() => toWallClock(new Date())}
        scrollToTime={SCROLL_TO}
        selectable
        popup
        step={30}
        timeslots={2}
        onSelectSlot={(slot: SlotInfo) =>
          onSelectSlot({ start: slot.start, end: slot.end, allDay: slot.slots.length === 1 && view === 'month' })
        }
        onSelectEvent={onSelectItem}
        onEventDrop={moved}
        onEventResize={moved}
        resizableAccessor={(item) => !item.isTask}
        components={{ event: ItemFace, week: { header: DayHeading }, day: { header: DayHeading } }}
        eventPropGetter={(item) => ({
          className: [
            item.isTask ? 'meridian-task' : 'meridian-appointment',
            item.important ? 'meridian-important' : '',
            item.completed ? 'meridian-completed' : '',
          ].join(' '),
        })}
      />
    </StyledCalendar>
  );
}
