import { PageHeader } from '@meridian/ui';
import { Link } from 'react-router-dom';
import { MENU_PATHS } from '../routes';
import { StyledMuted, StyledPage } from './styles';

// The quick action Create New Calendar Event lands here until the calendar form arrives (spec 02
// §2, with the calendar work). Create New Lead opens the leads feature's New Lead dialog.

export const NEW_RECORD_TEXT = {
  calendarEvent: {
    title: 'New calendar event',
    text: 'The appointment and task form arrives with the calendar work.',
    back: 'Back to the calendar',
  },
} as const;

function NewRecordPage({ text, back }: { text: (typeof NEW_RECORD_TEXT)[keyof typeof NEW_RECORD_TEXT]; back: string }) {
  return (
    <StyledPage aria-labelledby="new-record-title">
      <PageHeader headingId="new-record-title" title={text.title} />
      <StyledMuted>{text.text}</StyledMuted>
      <Link to={back}>{text.back}</Link>
    </StyledPage>
  );
}

/** `/calendar/new`. */
export const NewCalendarEventPage = () => (
  <NewRecordPage text={NEW_RECORD_TEXT.calendarEvent} back={MENU_PATHS.calendar} />
);
