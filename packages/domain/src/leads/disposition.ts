// Recording a lead's disposition (spec 02 §1, §3.1: the lead keeps its dispositions with their
// history; §2.1 shows the latest). The spec names no messages for the lead page's form: these use
// the spec's own family ('{field} is required.', '{field} has an invalid length.', '{field} contains
// invalid data.') and its 'Appointment saved successfully.' (README.md says so). The 4,000-character
// note is the limit of the disposition log's column.
import { asText, charLength, isBlank } from '../core/internal/text';
import { invalidDataMessage, invalidLengthMessage, requiredMessage } from '../core/messages/field';

/** The longest note (dispo_log) a recorded disposition keeps. */
export const DISPOSITION_NOTE_MAX_LENGTH = 4000;

export const DISPOSITION_MESSAGES = {
  /** 'Disposition is required.' */
  dispoRequired: requiredMessage('Disposition'),
  /** 'Note has an invalid length.' */
  noteTooLong: invalidLengthMessage('Note'),
  /** 'Disposition contains invalid data.': the server's answer for an id that is not one of the account's active dispositions. */
  dispoUnknown: invalidDataMessage('Disposition'),
  saved: 'Disposition saved successfully.',
} as const;

export interface DispositionRecordValues {
  dispo_id?: unknown;
  dispo_log?: unknown;
}

/** The fields of a disposition to record that are refused, each with its message (empty: valid). */
export type DispositionRecordErrors = Partial<Record<'dispo_id' | 'dispo_log', string>>;

/** Whether a value is a disposition id: a positive whole number (as a number or its digits). */
export function isDispositionId(value: unknown): boolean {
  const text = asText(value).trim();
  return /^\d{1,9}$/.test(text) && Number(text) > 0;
}

/** Validates a disposition to record: a disposition chosen, and a note of at most 4,000 characters. */
export function validateDispositionRecord(values: DispositionRecordValues): DispositionRecordErrors {
  const errors: DispositionRecordErrors = {};
  if (isBlank(values.dispo_id) || !isDispositionId(values.dispo_id))
    errors.dispo_id = DISPOSITION_MESSAGES.dispoRequired;
  if (charLength(asText(values.dispo_log)) > DISPOSITION_NOTE_MAX_LENGTH)
    errors.dispo_log = DISPOSITION_MESSAGES.noteTooLong;
  return errors;
}
