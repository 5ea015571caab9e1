// The lead import's words. The spec names the calls only (spec 02 §7.7); these texts are ours.
import {
  LEAD_IMPORT_MAX_BYTES,
  LEAD_IMPORT_MAX_CELLS,
  LEAD_IMPORT_MAX_INFLATED_BYTES,
  LEAD_IMPORT_MAX_ROWS,
} from './vocabulary';

const rows = LEAD_IMPORT_MAX_ROWS.toLocaleString('en-US');
const megabytes = LEAD_IMPORT_MAX_BYTES / (1024 * 1024);

export const LEAD_IMPORT_MESSAGES = {
  tooManyRows: `The file has more than ${rows} rows. Split it into files of at most ${rows} rows and upload each.`,
  tooLarge: `The file is larger than ${megabytes} MB. Split it into files of at most ${megabytes} MB and upload each.`,
  inflatedTooLarge: `The spreadsheet holds more than ${LEAD_IMPORT_MAX_INFLATED_BYTES / (1024 * 1024)} MB of data once opened. Save it as .csv, or split it into smaller files, and upload it again.`,
  tooManyCells: `The spreadsheet has more than ${LEAD_IMPORT_MAX_CELLS.toLocaleString('en-US')} cells. Remove unused columns and rows, or save it as .csv, and upload it again.`,
  unsupportedType: 'Upload a .csv or .xlsx file.',
  noFile: 'Choose a file to upload.',
  noRows: 'The file has no rows to import.',
  /** Start asked with no row to write (issue 29: "Import 0 rows" was offered). */
  nothingReady:
    'No row is ready to import: fix the rows marked Problem or the column mapping, or choose to import the duplicates.',
  unreadable: 'The file could not be read. Save it as .csv or .xlsx and upload it again.',
  notUploaded: 'Upload the file before continuing.',
  alreadyStarted: 'This import has already started.',
  namesNotMapped: 'Choose the columns of First Name and Last Name before starting the import.',
  unknownColumn: (header: string) => `The file has no column ${header}.`,
  notRunning: 'This import is not running.',
  unknownLeadSource: 'Choose a lead source of your account.',
  unknownCampaign: 'Choose a campaign of your account.',
  unknownAgent: 'Choose an agent of your account.',
  started: 'The import has started.',
  cancelled: 'The import was cancelled.',
  duplicateOfRow: (row: number) => `Looks like row ${row} of this file.`,
  duplicateOfLeads: (leadIds: readonly number[]) => `Looks like lead ${leadIds.join(', ')} of your account.`,
} as const;
