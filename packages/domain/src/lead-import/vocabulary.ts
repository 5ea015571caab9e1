// The lead import (issue 17; spec 02 §7.7 "Imports", §3.12 "lead import file"): the columns a file
// may carry, each a field of the New Lead contract (spec 02 §3.2) plus the address lines, with the
// header names a spreadsheet commonly uses for it. The template and the automatic mapping read this.

/** A lead field an import column can fill. */
export const LEAD_IMPORT_FIELDS = [
  'fname',
  'lname',
  'dob',
  'gender',
  'phone',
  'phone_type',
  'email',
  'email_type',
  'address1',
  'address2',
  'city',
  'state_id',
  'zip',
  'county',
  'hicn',
  'medicare_parta_date',
  'medicare_partb_date',
  'source_code',
] as const;
export type LeadImportField = (typeof LEAD_IMPORT_FIELDS)[number];

export interface LeadImportColumn {
  field: LeadImportField;
  /** The template's header (and the label in messages). */
  header: string;
  /** Other headers that mean this field (compared normalized: case, spaces and punctuation ignored). */
  synonyms: readonly string[];
  /** The template's example value. */
  example: string;
}

export const LEAD_IMPORT_COLUMNS: readonly LeadImportColumn[] = [
  { field: 'fname', header: 'First Name', synonyms: ['fname', 'first', 'firstname', 'given name'], example: 'Jane' },
  {
    field: 'lname',
    header: 'Last Name',
    synonyms: ['lname', 'last', 'lastname', 'surname', 'family name'],
    example: 'Doe',
  },
  {
    field: 'dob',
    header: 'Date of Birth',
    synonyms: ['dob', 'birth date', 'birthdate', 'birthday', 'date of birth mm/dd/yyyy'],
    example: '04/15/1955',
  },
  { field: 'gender', header: 'Gender', synonyms: ['sex'], example: 'F' },
  {
    field: 'phone',
    header: 'Phone',
    synonyms: ['phone number', 'telephone', 'tel', 'primary phone', 'mobile', 'cell', 'home phone'],
    example: '(312) 555-0142',
  },
  { field: 'phone_type', header: 'Phone Type', synonyms: [], example: 'Mobile' },
  { field: 'email', header: 'Email', synonyms: ['e-mail', 'email address', 'mail'], example: 'jane.doe@example.com' },
  { field: 'email_type', header: 'Email Type', synonyms: [], example: 'Home' },
  {
    field: 'address1',
    header: 'Address',
    synonyms: ['address1', 'address 1', 'address line 1', 'street', 'street address'],
    example: '100 Main St',
  },
  { field: 'address2', header: 'Address 2', synonyms: ['address line 2', 'apt', 'suite', 'unit'], example: 'Apt 4' },
  { field: 'city', header: 'City', synonyms: ['town'], example: 'Chicago' },
  { field: 'state_id', header: 'State', synonyms: ['st', 'state code', 'state_id'], example: 'IL' },
  {
    field: 'zip',
    header: 'Zip',
    synonyms: ['zip code', 'zipcode', 'postal code', 'postcode', 'zip5'],
    example: '60601',
  },
  { field: 'county', header: 'County', synonyms: ['county name'], example: 'Cook' },
  {
    field: 'hicn',
    header: 'Medicare Number',
    synonyms: ['mbi', 'medicare id', 'medicare beneficiary identifier', 'hicn', 'medicare'],
    example: '1EG4-TE5-MK73',
  },
  {
    field: 'medicare_parta_date',
    header: 'Part A Date',
    synonyms: ['part a', 'part a effective date', 'medicare part a date'],
    example: '01/2020',
  },
  {
    field: 'medicare_partb_date',
    header: 'Part B Date',
    synonyms: ['part b', 'part b effective date', 'medicare part b date'],
    example: '01/2020',
  },
  {
    field: 'source_code',
    header: 'Source Code',
    synonyms: ['tracking code', 'lead source code', 'lead_vendor_source_code'],
    example: '',
  },
];

/** The address lines' longest lengths (the lead address's columns; the New Lead dialog has no street lines). */
export const LEAD_IMPORT_ADDRESS_LENGTHS: Readonly<Partial<Record<LeadImportField, number>>> = {
  address1: 100,
  address2: 100,
  city: 50,
  county: 100,
};

/** The most rows one file may hold (its header row not counted). */
export const LEAD_IMPORT_MAX_ROWS = 50_000;
/** The largest file accepted, in bytes (20 MB). */
export const LEAD_IMPORT_MAX_BYTES = 20 * 1024 * 1024;
/**
 * What a spreadsheet may hold once unzipped (issue 29): a 70 KB .xlsx can inflate to gigabytes. 50,000
 * rows of 40 filled columns come to about 60 MB of sheet and string XML, so 128 MB leaves room.
 */
export const LEAD_IMPORT_MAX_INFLATED_BYTES = 128 * 1024 * 1024;
/** The cells a spreadsheet may have, filled or styled: 50,000 rows of 60 columns. */
export const LEAD_IMPORT_MAX_CELLS = 3_000_000;
/** What an import does with a row that looks like a lead the account has, or an earlier row of the file. */
export const LEAD_IMPORT_DUPLICATE_ACTIONS = ['skip', 'update', 'create'] as const;
export type LeadImportDuplicateAction = (typeof LEAD_IMPORT_DUPLICATE_ACTIONS)[number];
/** Where an import is: created, file uploaded, queued to run, running, and its ends. */
export const LEAD_IMPORT_STATUSES = [
  'created',
  'uploaded',
  'queued',
  'running',
  'done',
  'cancelled',
  'failed',
] as const;
export type LeadImportStatus = (typeof LEAD_IMPORT_STATUSES)[number];
/** A row after validation: importable, refused (with messages), or looking like an existing lead or row. */
export const LEAD_IMPORT_ROW_STATUSES = ['valid', 'invalid', 'duplicate'] as const;
export type LeadImportRowStatus = (typeof LEAD_IMPORT_ROW_STATUSES)[number];
/** What the run did with a row. */
export const LEAD_IMPORT_ROW_OUTCOMES = ['imported', 'updated', 'skipped', 'refused'] as const;
export type LeadImportRowOutcome = (typeof LEAD_IMPORT_ROW_OUTCOMES)[number];
