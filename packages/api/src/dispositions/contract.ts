import { array, assign, boolean, nullable, number, object, optional, size, string, type Infer } from 'superstruct';
import { DISPOSITION_NOTE_MAX_LENGTH } from '@meridian/domain';

/*
 * A lead's dispositions (spec 02 §1, §3.1): the history, newest first, and recording a new one. The
 * lead keeps the latest (dispo_name, disposition_date, dispo_log of the lead) for its header and the
 * quick search. The account's active dispositions are `total_lead_dispos` of
 * `GET search/populateDropDowns` (the quick search's lists). Paths are not in the spec (README.md).
 */

/** One recorded disposition of a lead, with who recorded it (null names once that user is deleted). */
export const LeadDispositionEntryStruct = object({
  dispo_log_id: number(),
  lead_id: number(),
  dispo_id: number(),
  dispo_name: string(),
  /** ISO 8601 instant. */
  dispo_date: string(),
  /** The note recorded with it, or ''. */
  dispo_log: string(),
  user_id: nullable(number()),
  user_fname: nullable(string()),
  user_lname: nullable(string()),
});
export type LeadDispositionEntry = Infer<typeof LeadDispositionEntryStruct>;

/** Answer of `GET lead/{lead_id}/disposition/`: newest first. */
export const LeadDispositionHistoryStruct = array(LeadDispositionEntryStruct);

/**
 * Body of `POST lead/{lead_id}/disposition/`: one of the account's active dispositions and an
 * optional note (`validateDispositionRecord` of @meridian/domain checks both on each side).
 */
export const LeadDispositionCreateStruct = object({
  dispo_id: number(),
  dispo_log: optional(nullable(size(string(), 0, DISPOSITION_NOTE_MAX_LENGTH * 2))),
});
export type LeadDispositionCreate = Infer<typeof LeadDispositionCreateStruct>;

/** Answer of `POST lead/{lead_id}/disposition/` (201): the disposition as recorded. */
export const LeadDispositionCreateAnswerStruct = assign(object({ success: boolean() }), LeadDispositionEntryStruct);
export type LeadDispositionCreateAnswer = Infer<typeof LeadDispositionCreateAnswerStruct>;
