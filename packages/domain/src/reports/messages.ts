// The reports page's messages. The spec says only that a CSV export with no data downloads nothing
// (spec 01 §8); these words are ours (apps/portal/README.md, "Reports").
import { EMPTY_EXPORT_MESSAGE } from '../leads/export';

export const REPORT_MESSAGES = {
  /**
   * A report whose filters match nothing: no file is downloaded.
   * @deprecated The one empty-export message is `EMPTY_EXPORT_MESSAGE`; this is the same text.
   */
  noData: EMPTY_EXPORT_MESSAGE,
  /** The drug, pharmacy and disruption reports: the database keeps no drug lists or pharmacies yet. */
  noDrugData: 'This report needs clients’ drug lists and pharmacies, which are not kept here yet.',
  /** A report's "to" date before its "from" date (issue 29): refused, naming both fields. */
  toBeforeFrom: (toLabel: string, fromLabel: string) => `${toLabel} is before ${fromLabel}: choose a later date.`,
  /** A chart range that is not two dates, from before to. */
  chartRange: 'Choose a range of dates, from before to, of at most two years.',
} as const;
