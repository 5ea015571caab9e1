// The lead import's rules: the automatic mapping of a file's headers to lead fields, a row's cells
// read as the New Lead values (spreadsheet spellings normalized, nothing judged here: the New Lead
// validators judge), and the keys of the leads' duplicate rule.
import { GENDERS, LEAD_EMAIL_TYPES, LEAD_PHONE_TYPES, type EmailType, type PhoneType } from '../core/constants/lookups';
import { asText, digitsOf } from '../core/internal/text';
import { invalidDataMessage, invalidLengthMessage } from '../core/messages/field';
import { findUsState } from '../geo/states';
import { normalizeMedicareNumber } from '../leads/medicare';
import { LEAD_IMPORT_MESSAGES } from './messages';
import {
  LEAD_IMPORT_ADDRESS_LENGTHS,
  LEAD_IMPORT_COLUMNS,
  LEAD_IMPORT_FIELDS,
  LEAD_IMPORT_MAX_BYTES,
  type LeadImportField,
} from './vocabulary';

/** Which header of the file fills each lead field (a field left out is not imported). */
export type LeadImportMapping = Partial<Record<LeadImportField, string>>;

/** A header compared by its letters and digits only: 'First Name', 'first_name' and 'FIRSTNAME' are one. */
export function normalizeImportHeader(header: string): string {
  return asText(header)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

const NAMES: ReadonlyMap<string, LeadImportField> = new Map(
  LEAD_IMPORT_COLUMNS.flatMap((c) =>
    [c.header, c.field, ...c.synonyms].map((name) => [normalizeImportHeader(name), c.field] as const),
  ),
);

/** Whether a string names an importable lead field. */
export function isLeadImportField(value: string): value is LeadImportField {
  return (LEAD_IMPORT_FIELDS as readonly string[]).includes(value);
}

/**
 * The mapping of a file's headers: first the mapping remembered for the lead source (each field whose
 * header this file also has), then every other header by its name or a synonym. A header fills at most
 * one field and a field takes the first header that names it.
 */
export function autoMapLeadImport(headers: readonly string[], remembered: LeadImportMapping = {}): LeadImportMapping {
  const mapping: LeadImportMapping = {};
  const used = new Set<string>();
  for (const field of LEAD_IMPORT_FIELDS) {
    const header = remembered[field];
    if (header !== undefined && headers.includes(header) && !used.has(header)) {
      mapping[field] = header;
      used.add(header);
    }
  }
  for (const header of headers) {
    if (used.has(header)) continue;
    const field = NAMES.get(normalizeImportHeader(header));
    if (field && mapping[field] === undefined) {
      mapping[field] = header;
      used.add(header);
    }
  }
  return mapping;
}

/** The template: the importable columns' headers, and one example row. */
export function leadImportTemplate(): { headers: string[]; example: string[] } {
  return { headers: LEAD_IMPORT_COLUMNS.map((c) => c.header), example: LEAD_IMPORT_COLUMNS.map((c) => c.example) };
}

/** One row read through the mapping, as the New Lead dialog would have sent it. */
export interface LeadImportValues {
  fname: string;
  lname: string;
  dob: string;
  gender: string;
  phone: string;
  phone_type: PhoneType;
  email: string;
  email_type: EmailType;
  address1: string;
  address2: string;
  city: string;
  state_id: string;
  zip: string;
  county: string;
  hicn: string;
  medicare_parta_date: string;
  medicare_partb_date: string;
  source_code: string;
}

export interface LeadImportRowReading {
  values: LeadImportValues;
  /** Cells that name nothing of a vocabulary (phone type, email type, state), by field. */
  problems: Partial<Record<LeadImportField, string>>;
}

const label = (field: LeadImportField) => LEAD_IMPORT_COLUMNS.find((c) => c.field === field)!.header;

/** A date as the New Lead form types it (MM/DD/YYYY); a spreadsheet's ISO date is turned around first. */
function usDate(text: string): string {
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(text);
  return iso ? `${iso[2]}/${iso[3]}/${iso[1]}` : text;
}

/** A vocabulary value in any case; blank is the first of the list. */
function vocabulary<T extends string>(text: string, list: readonly T[]): T | undefined {
  if (text === '') return list[0];
  return list.find((item) => item.toLowerCase() === text.toLowerCase());
}

/**
 * A row's cells (in header order) read through the mapping. Spreadsheet spellings become the New Lead
 * form's: Male/Female → M/F, a state's name → its abbreviation, a zip that lost its leading zeros or
 * carries +4 → five digits, an 11-digit phone starting with 1 → ten digits, an ISO date → MM/DD/YYYY.
 * What is still wrong is left for the New Lead validators to refuse with their own messages.
 */
export function readLeadImportRow(
  headers: readonly string[],
  cells: readonly unknown[],
  mapping: LeadImportMapping,
): LeadImportRowReading {
  const cell = (field: LeadImportField) => {
    const header = mapping[field];
    const index = header === undefined ? -1 : headers.indexOf(header);
    return index < 0 ? '' : asText(cells[index]).trim();
  };
  const problems: LeadImportRowReading['problems'] = {};

  const genderText = cell('gender');
  const gender =
    GENDERS.find((g) => g.code === genderText.toUpperCase() || g.name.toLowerCase() === genderText.toLowerCase())
      ?.code ?? genderText;

  const phoneText = cell('phone');
  const phoneDigits = digitsOf(phoneText);
  const phone =
    phoneDigits.length === 11 && phoneDigits.startsWith('1')
      ? phoneDigits.slice(1)
      : phoneDigits.length === 10
        ? phoneDigits
        : phoneText;
  const phoneType = vocabulary(cell('phone_type'), LEAD_PHONE_TYPES);
  if (!phoneType) problems.phone_type = invalidDataMessage(label('phone_type'));
  const emailType = vocabulary(cell('email_type'), LEAD_EMAIL_TYPES);
  if (!emailType) problems.email_type = invalidDataMessage(label('email_type'));

  const stateText = cell('state_id');
  const state = stateText === '' ? '' : findUsState(stateText)?.abbreviation;
  if (state === undefined) problems.state_id = invalidDataMessage(label('state_id'));

  for (const [field, max] of Object.entries(LEAD_IMPORT_ADDRESS_LENGTHS) as Array<[LeadImportField, number]>)
    if (Array.from(cell(field)).length > max) problems[field] = invalidLengthMessage(label(field));

  const zipText = cell('zip');
  const zip = /^\d{1,4}$/.test(zipText)
    ? zipText.padStart(5, '0')
    : /^\d{5}-?\d{4}$/.test(zipText)
      ? zipText.slice(0, 5)
      : zipText;

  return {
    values: {
      fname: cell('fname'),
      lname: cell('lname'),
      dob: usDate(cell('dob')),
      gender,
      phone,
      phone_type: phoneType ?? LEAD_PHONE_TYPES[0]!,
      email: cell('email'),
      email_type: emailType ?? LEAD_EMAIL_TYPES[0]!,
      address1: cell('address1'),
      address2: cell('address2'),
      city: cell('city'),
      state_id: state ?? stateText,
      zip,
      county: cell('county'),
      hicn: cell('hicn'),
      medicare_parta_date: cell('medicare_parta_date'),
      medicare_partb_date: cell('medicare_partb_date'),
      source_code: cell('source_code'),
    },
    problems,
  };
}

/** The keys of the leads' duplicate rule (the server's findDuplicateLeads): the same lead has one of them equal. */
export interface LeadDuplicateKeys {
  /** The Medicare number, normalized. */
  hicn?: string;
  /** First and last name (any case) with the birthdate (YYYY-MM-DD). */
  name_dob?: string;
  /** The phone's ten digits. */
  phone?: string;
}

/**
 * A lead's duplicate keys: the same Medicare number, the same name and birthdate, or the same phone —
 * the three tests of the add lead's duplicate check (spec 02 §3.2), for rows of one file among themselves.
 */
export function leadDuplicateKeys(lead: {
  fname: string;
  lname: string;
  dob: string;
  phone: string;
  hicn: string;
}): LeadDuplicateKeys {
  const keys: LeadDuplicateKeys = {};
  const hicn = normalizeMedicareNumber(lead.hicn);
  if (hicn) keys.hicn = hicn;
  const dob = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(lead.dob.trim());
  if (dob && lead.fname.trim() && lead.lname.trim())
    keys.name_dob = `${lead.fname.trim().toLowerCase()}|${lead.lname.trim().toLowerCase()}|${dob[3]}-${dob[1]!.padStart(2, '0')}-${dob[2]!.padStart(2, '0')}`;
  const phone = digitsOf(lead.phone);
  if (phone.length === 10) keys.phone = phone;
  return keys;
}

/** The kinds of file an import reads. */
export type LeadImportFileType = 'csv' | 'xlsx';

const FILE_TYPES_BY_MIME: Readonly<Record<string, LeadImportFileType>> = {
  'text/csv': 'csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
};

/** A file's kind by its name's ending, else by its media type; `undefined` when it is neither CSV nor XLSX. */
export function leadImportFileType(fileName: string, mediaType = ''): LeadImportFileType | undefined {
  const name = fileName.toLowerCase();
  if (name.endsWith('.csv')) return 'csv';
  if (name.endsWith('.xlsx')) return 'xlsx';
  return FILE_TYPES_BY_MIME[mediaType];
}

/**
 * Why a chosen file cannot be uploaded, before it is sent (the server checks again, and counts the
 * rows): none chosen, not CSV or XLSX, or larger than the limit. `undefined` when it may go.
 */
export function leadImportFileProblem(
  file: { name: string; type?: string; size: number } | null | undefined,
): string | undefined {
  if (!file) return LEAD_IMPORT_MESSAGES.noFile;
  if (!leadImportFileType(file.name, file.type)) return LEAD_IMPORT_MESSAGES.unsupportedType;
  if (file.size > LEAD_IMPORT_MAX_BYTES) return LEAD_IMPORT_MESSAGES.tooLarge;
  return undefined;
}
