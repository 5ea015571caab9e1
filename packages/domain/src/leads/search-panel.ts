// The assign-lead search panel of the event dialog (spec 02 §5.7).
import { isBlank } from '../core/internal/text';
import { CALENDAR_MESSAGES } from '../calendar/messages';

/** At least one of first or last name: 'You are required to fill at least one field.' */
export function validateLeadSearchPanel(
  values: { fname?: string | null; lname?: string | null } | null | undefined,
): string | undefined {
  return isBlank(values?.fname) && isBlank(values?.lname) ? CALENDAR_MESSAGES.leadSearchFillAtLeastOneField : undefined;
}
