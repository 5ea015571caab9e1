// The lead import screens' words. The spec names the import calls only (spec 02 §7.7 "Imports"); the
// refusals are the domain's LEAD_IMPORT_MESSAGES and each row's messages the New Lead validators'.
// These texts are ours and are listed in the portal README.
import type { LeadImportDuplicateAction, LeadImportRowStatus, LeadImportStatus } from '@meridian/domain';

const n = (value: number) => value.toLocaleString('en-US');
const plural = (count: number, one: string, many: string) => `${n(count)} ${count === 1 ? one : many}`;

export const LEAD_IMPORT_TEXT = {
  title: 'Import leads',
  intro:
    'Bring leads in from a spreadsheet: upload a CSV or Excel (.xlsx) file, check how its columns match lead fields, review the rows, then import them.',
  importLeads: 'Import leads',
  allImports: 'All imports',

  newImport: 'New import',
  template: 'Download the template',
  templateHint: 'The template has every column the import reads, with one example row.',
  file: 'File',
  fileHint: 'CSV or Excel (.xlsx), at most 50,000 rows and 20 MB. The first row holds the column names.',
  leadSource: 'Lead source',
  campaign: 'Campaign',
  none: 'None',
  agent: 'Assign the leads to',
  unassigned: 'Unassigned',
  yourself: 'The leads will be assigned to you.',
  duplicates: 'When a row looks like a lead you already have',
  duplicateActions: {
    skip: 'Skip the row',
    update: 'Update the existing lead',
    create: 'Create a new lead anyway',
  } satisfies Record<LeadImportDuplicateAction, string>,
  upload: 'Upload and check',
  uploading: 'Uploading and checking…',

  history: 'Past imports',
  historyCaption: 'Past lead imports',
  historyEmpty: 'No leads have been imported yet.',
  historyPages: 'Past import pages',
  columns: {
    file: 'File',
    status: 'Status',
    source: 'Lead source',
    campaign: 'Campaign',
    by: 'By',
    when: 'Created',
    total_rows: 'Rows',
    imported: 'Imported',
    refused: 'Refused',
  },
  statuses: {
    created: 'No file uploaded',
    uploaded: 'Ready to review',
    queued: 'Waiting to start',
    running: 'Importing',
    done: 'Finished',
    cancelled: 'Cancelled',
    failed: 'Failed',
  } satisfies Record<LeadImportStatus, string>,

  importOf: (file: string) => `Import of ${file}`,
  reconnecting: 'The server cannot be reached just now. The import goes on; this page will catch up when it answers.',
  details: (source: string, campaign: string, agent: string) =>
    `Lead source: ${source || 'None'} · Campaign: ${campaign || 'None'} · Assigned to: ${agent}`,
  createdBy: (name: string, when: string) => `Uploaded by ${name} on ${when}`,

  mapping: 'Match the columns',
  mappingHint:
    'Each lead field takes the file column chosen beside it. Columns were matched by name; a lead source remembers the last choice.',
  mappingCaption: 'Lead fields and file columns',
  notImported: 'Not imported',
  applyMapping: 'Check again with these columns',
  applying: 'Checking…',
  mappingSaved: 'The rows were checked again with the new columns.',

  review: 'Review the rows',
  totals: (total: number, valid: number, invalid: number, duplicates: number) =>
    `${plural(total, 'row', 'rows')}: ${n(valid)} ready, ${n(invalid)} with problems, ${plural(duplicates, 'looks', 'look')} like ${duplicates === 1 ? 'a lead' : 'leads'} you already have.`,
  show: 'Show',
  filters: {
    all: 'All rows',
    invalid: 'With problems',
    duplicate: 'Possible duplicates',
    valid: 'Ready',
  } satisfies Record<LeadImportRowStatus | 'all', string>,
  previewCaption: 'Rows of the file',
  previewEmpty: 'No rows to show.',
  previewPages: 'Row pages',
  pageSummary: (page: number, pages: number, rows: number) =>
    `Page ${n(page)} of ${n(pages)} · ${plural(rows, 'row', 'rows')}`,
  rowColumns: {
    row: 'Row',
    status: 'Status',
    name: 'Name',
    dob: 'Date of birth',
    phone: 'Phone',
    email: 'Email',
    zip: 'Zip',
    messages: 'Messages',
  },
  rowStatuses: {
    valid: 'Ready',
    invalid: 'Problem',
    duplicate: 'Duplicate',
  } satisfies Record<LeadImportRowStatus, string>,
  fieldMessage: (field: string, message: string) => `${field}: ${message}`,
  start: (count: number) => `Import ${plural(count, 'row', 'rows')}`,
  starting: 'Starting…',

  progress: 'Import progress',
  progressValue: (done: number, total: number) => `${n(done)} of ${plural(total, 'row', 'rows')} done`,
  counts: (imported: number, updated: number, skipped: number, refused: number) =>
    `Imported ${n(imported)} · Updated ${n(updated)} · Skipped ${n(skipped)} · Refused ${n(refused)}`,
  cancel: 'Cancel import',
  cancelQuestion: 'Cancel this import? The leads imported so far stay.',
  finished: 'The import has finished.',
  failed: (error: string | null) => `The import stopped: ${error ?? 'an error occurred.'}`,
  errorReport: (rows: number) => `Download the error report (${plural(rows, 'row', 'rows')})`,
  another: 'Import another file',
} as const;
