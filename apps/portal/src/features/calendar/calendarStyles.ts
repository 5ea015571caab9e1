import { styled } from 'styled-components';

/**
 * The library's grid in the workspace's look: theme greys and borders, the 14 px scale, one accent
 * for appointments, a neutral outline for tasks, a danger edge for important items, completed ones
 * dimmed and struck through.
 */
export const StyledCalendar = styled.div`
  flex: 1;
  min-height: 560px;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text};

  .rbc-calendar {
    height: 100%;
    min-height: 560px;
  }

  .rbc-toolbar {
    gap: ${({ theme }) => theme.space[2]}px;
    margin-bottom: ${({ theme }) => theme.space[3]}px;
    font-size: ${({ theme }) => theme.font.size.md};
  }

  .rbc-toolbar .rbc-toolbar-label {
    font-size: ${({ theme }) => theme.heading.section.size};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }

  .rbc-toolbar button {
    height: ${({ theme }) => theme.control.sm};
    padding: 0 ${({ theme }) => theme.space[3]}px;
    border-color: ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.canvasSubtle};
    color: ${({ theme }) => theme.color.text};
    font: inherit;
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    line-height: 1;
  }

  .rbc-toolbar button:hover,
  .rbc-toolbar button:focus {
    background: ${({ theme }) => theme.color.neutralMuted};
    border-color: ${({ theme }) => theme.color.border};
    color: ${({ theme }) => theme.color.text};
  }

  .rbc-toolbar button.rbc-active,
  .rbc-toolbar button.rbc-active:hover {
    background: ${({ theme }) => theme.color.accentSubtle};
    border-color: ${({ theme }) => theme.color.accentMuted};
    box-shadow: none;
    color: ${({ theme }) => theme.color.accent};
  }

  button:focus-visible,
  .rbc-event:focus-visible,
  .rbc-event:focus {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 1px;
  }

  .rbc-month-view,
  .rbc-time-view,
  .rbc-agenda-view table.rbc-agenda-table {
    border-color: ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.color.canvas};
  }

  .rbc-header {
    padding: ${({ theme }) => theme.space[1]}px;
    border-color: ${({ theme }) => theme.color.border};
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    text-transform: uppercase;
  }

  /* A phone's week has seven narrow days: the day's name and date take two lines, never cut off. */
  @media (max-width: 600px) {
    .rbc-time-header .rbc-header {
      white-space: normal;
      text-overflow: clip;
      line-height: 1.25;
      overflow-wrap: anywhere;
    }
  }

  .rbc-day-bg + .rbc-day-bg,
  .rbc-month-row + .rbc-month-row,
  .rbc-header + .rbc-header,
  .rbc-time-content > * + * > *,
  .rbc-timeslot-group,
  .rbc-time-content,
  .rbc-time-header-content,
  .rbc-day-slot .rbc-time-slot {
    border-color: ${({ theme }) => theme.color.neutralMuted};
  }

  .rbc-off-range-bg {
    background: ${({ theme }) => theme.color.canvasSubtle};
  }

  /* Other months' days: muted, yet AA on the subtle grey. */
  .rbc-off-range {
    color: ${({ theme }) => theme.color.textMuted};
  }

  .rbc-today {
    background: ${({ theme }) => theme.color.accentSubtle};
  }

  .rbc-date-cell {
    padding: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[2]}px 0;
  }

  .rbc-date-cell.rbc-now {
    font-weight: ${({ theme }) => theme.font.weight.bold};
    color: ${({ theme }) => theme.color.accent};
  }

  .rbc-current-time-indicator {
    height: 2px;
    background: ${({ theme }) => theme.color.danger};
  }

  .rbc-time-gutter,
  .rbc-label {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
  }

  .rbc-event,
  .rbc-day-slot .rbc-background-event {
    padding: 1px ${({ theme }) => theme.space[1]}px;
    border: 1px solid ${({ theme }) => theme.color.accentHover};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.textOnAccent};
    font-size: ${({ theme }) => theme.font.size.xs};
  }

  .rbc-event.rbc-selected {
    background: ${({ theme }) => theme.color.accentHover};
  }

  .rbc-event.meridian-task {
    border-color: ${({ theme }) => theme.color.borderStrong};
    background: ${({ theme }) => theme.color.canvas};
    color: ${({ theme }) => theme.color.text};
  }

  .rbc-event.meridian-important {
    border-left: 4px solid ${({ theme }) => theme.color.danger};
  }

  /* Dimmed by colour rather than opacity, so the text keeps AA contrast. */
  .rbc-event.meridian-completed {
    border-color: ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.neutralSubtle};
    color: ${({ theme }) => theme.color.textMuted};
    text-decoration: line-through;
  }

  .rbc-day-slot .rbc-event-label {
    font-size: ${({ theme }) => theme.font.size.xs};
  }

  [data-mark='important'] {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }

  .rbc-show-more {
    color: ${({ theme }) => theme.color.accent};
    background: transparent;
    font-size: ${({ theme }) => theme.font.size.xs};
  }

  .rbc-agenda-view table.rbc-agenda-table thead > tr > th {
    border-color: ${({ theme }) => theme.color.border};
    color: ${({ theme }) => theme.color.textMuted};
  }

  .rbc-agenda-view table.rbc-agenda-table tbody > tr > td {
    padding: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[2]}px;
    border-color: ${({ theme }) => theme.color.neutralMuted};
  }

  .rbc-agenda-view table.rbc-agenda-table .rbc-agenda-event-cell {
    background: transparent;
  }
`;
