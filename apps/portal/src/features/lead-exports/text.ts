// The lead export control's words (spec 02 §7.7 names the calls, not the screen); the empty-export
// message is the domain's EMPTY_EXPORT_MESSAGE (spec 01 §8: nothing is downloaded).
export const LEAD_EXPORT_TEXT = {
  exportResults: 'Export results (CSV)',
  exportSelected: (count: number) => `Export ${count} selected (CSV)`,
  queued: 'Preparing the export…',
  progress: (done: number, total: number | null) =>
    total === null
      ? `Exporting… ${done.toLocaleString('en-US')} rows`
      : `Exporting… ${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} rows`,
  done: (rows: number, file: string) => `Downloaded ${rows.toLocaleString('en-US')} rows as ${file}.`,
} as const;
