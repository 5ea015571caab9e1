// The words of the lead page's dispositions, current plans and applications panels (the spec names
// the data, spec 02 §1, §3.1, not these screens); spec-family messages come from @meridian/domain.
export const DISPOSITION_TEXT = {
  title: 'Dispositions',
  history: 'Disposition history',
  empty: 'No dispositions recorded yet.',
  disposition: 'Disposition',
  choose: 'Select a disposition',
  note: 'Disposition Note',
  noteHint: 'Optional. Max length is 4000 characters',
  save: 'Save',
  date: 'Date',
  recordedBy: 'Recorded By',
  loadFailed: 'The dispositions could not be loaded.',
} as const;

export const COVERAGE_TEXT = {
  plansTitle: 'Current Plans',
  plansEmpty: 'No current plans on file.',
  plansFailed: 'The current plans could not be loaded.',
  applicationsTitle: 'Applications',
  applicationsEmpty: 'No applications yet.',
  applicationsFailed: 'The applications could not be loaded.',
  planYear: 'Plan Year',
  carrier: 'Carrier',
  plan: 'Plan',
  productType: 'Product Type',
  submitted: 'Submitted',
  effective: 'Effective',
  status: 'Disposition',
} as const;

export const APPOINTMENTS_TEXT = {
  title: 'Appointments & Tasks',
  add: 'Add Event',
  empty: 'No appointments or tasks for this lead yet.',
  list: 'Appointments and tasks for this lead',
  loadFailed: 'The appointments could not be loaded.',
} as const;

// The conversation log (spec 02 §1 names it; its words are ours, docs/decisions/0006-conversation-log.md).
export const CONVERSATION_LOG_TEXT = {
  title: 'Conversation Log',
  show: 'Show',
  addAppointment: 'Add Appointment',
  list: 'Conversation log entries, newest first',
  empty: 'Nothing recorded with this lead yet.',
  emptyFiltered: 'No entries of this kind.',
  loadFailed: 'The conversation log could not be loaded.',
  by: (name: string) => `by ${name}`,
  byUnknown: 'by a former user',
  scheduledFor: (when: string) => `For ${when}`,
  completed: (when: string) => `Completed ${when}`,
  soaNow: (status: string) => `Now ${status.toLowerCase()}`,
  truncated: (limit: number) => `Showing the newest ${limit} entries.`,
} as const;
