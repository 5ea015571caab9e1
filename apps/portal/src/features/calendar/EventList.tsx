import type { Appointment } from '@meridian/api';
import { formatEventWhen, isCompleted, isTask } from '@meridian/domain';
import { Checkbox } from '@meridian/ui';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { StyledLinkButton } from '../../shared/LinkButton';
import { CALENDAR_TEXT } from './text';

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};

  & > li {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[2]}px;
    align-items: start;
    padding: ${({ theme }) => theme.space[2]}px 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  & > li:last-child {
    border-bottom: 0;
  }
  /* An appointment's accent edge, a task's neutral one, an important item's danger edge (as the calendar draws them). */
  & [data-kind] {
    width: 4px;
    align-self: stretch;
    border-radius: 2px;
    background: ${({ theme }) => theme.color.accent};
  }
  & [data-kind='task'] {
    background: ${({ theme }) => theme.color.borderStrong};
  }
  & [data-important='true'] {
    background: ${({ theme }) => theme.color.danger};
  }
`;

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;

  & > div {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]}px;
  }
  &[data-completed='true'] button[data-title] {
    color: ${({ theme }) => theme.color.textMuted};
    text-decoration: line-through;
  }
  & small {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
  & strong {
    color: ${({ theme }) => theme.color.danger};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
  & a {
    color: ${({ theme }) => theme.color.accent};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
  /* The title and the lead are targets at least 24 px tall (WCAG 2.2 target size): on a phone they
     sit one above the other, too close for a thumb at their text's height. */
  & button[data-title],
  & a {
    display: inline-flex;
    align-items: center;
    min-height: 24px;
  }
`;

export interface EventListProps {
  items: readonly Appointment[];
  /** The list's accessible name. */
  label: string;
  /** Opens an item (the Edit dialog). */
  onOpen(item: Appointment): void;
  /** Completes a task in place (each task gets its box); without it the list has no boxes. */
  onComplete?: ((item: Appointment) => void) | undefined;
  /** Shows each item's lead, linked to the lead page (the dashboard; not the lead's own page). */
  showLead?: boolean;
}

/**
 * Appointments and tasks as a dense list (the dashboard's panels, the lead page's appointments):
 * when, the title that opens the item, the kind, Important, and the lead; completed items dimmed.
 */
export function EventList({ items, label, onOpen, onComplete, showLead = false }: EventListProps) {
  return (
    <StyledList aria-label={label}>
      {items.map((item) => {
        const task = isTask(item);
        const done = isCompleted(item);
        const important = item.importance === 1;
        return (
          <li key={item.appointment_id}>
            <span aria-hidden="true" data-kind={task ? 'task' : 'appointment'} data-important={important} />
            <StyledBody data-completed={done}>
              <div>
                {onComplete && task ? (
                  <Checkbox
                    label={CALENDAR_TEXT.completeItem(item.title)}
                    hideLabel
                    checked={done}
                    disabled={done}
                    onCheckedChange={(checked) => {
                      if (checked === true) onComplete(item);
                    }}
                  />
                ) : null}
                <StyledLinkButton type="button" data-title onClick={() => onOpen(item)}>
                  {item.title}
                </StyledLinkButton>
                {important ? <strong>{CALENDAR_TEXT.important}</strong> : null}
              </div>
              <div>
                <small>{task ? CALENDAR_TEXT.task : CALENDAR_TEXT.appointment}</small>
                <small>{formatEventWhen(item)}</small>
                {done ? <small>{task ? CALENDAR_TEXT.completed : CALENDAR_TEXT.dismissed}</small> : null}
                {showLead && item.lead_id !== null && item.lead_name ? (
                  <Link to={`/lead/${item.lead_id}`}>{item.lead_name}</Link>
                ) : null}
              </div>
            </StyledBody>
          </li>
        );
      })}
    </StyledList>
  );
}
