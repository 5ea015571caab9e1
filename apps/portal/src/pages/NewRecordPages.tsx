import { Link } from 'react-router-dom';
import { MENU_PATHS } from '../routes';
import { StyledMuted, StyledPage } from './styles';

// The quick actions Create New Lead and Create New Calendar Event land here until the lead and
// calendar forms arrive (spec 02 §2, with the leads and calendar work).

export const NEW_RECORD_TEXT = {
  lead: { title: 'New lead', text: 'The new-lead form arrives with the leads work.', back: 'Back to leads' },
  calendarEvent: { title: 'New calendar event', text: 'The appointment and task form arrives with the calendar work.', back: 'Back to the calendar' },
} as const;

function NewRecordPage({ text, back }: { text: (typeof NEW_RECORD_TEXT)[keyof typeof NEW_RECORD_TEXT]; back: string }) {
  return (
    <StyledPage aria-labelledby="new-record-title">
      <h1 id="new-record-title">{text.title}</h1>
      <StyledMuted>{text.text}</StyledMuted>
      <Link to={back}>{text.back}</Link>
    </StyledPage>
  );
}

/** `/lead/new`. */
export const NewLeadPage = () => <NewRecordPage text={NEW_RECORD_TEXT.lead} back={MENU_PATHS.leads} />;

/** `/calendar/new`. */
export const NewCalendarEventPage = () => <NewRecordPage text={NEW_RECORD_TEXT.calendarEvent} back={MENU_PATHS.calendar} />;
