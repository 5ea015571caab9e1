// The validation of an import's rows: each row read through the mapping into the New Lead body and
// checked by the add lead's own validators, and the add lead's duplicate rule against earlier rows of
// the file and the account's leads, asked for the whole file at once. Every query goes through `tenant()`.
import { sql, type Kysely, type Transaction } from 'kysely';
import { NewLeadStruct, type NewLead } from '@meridian/api';
import {
  invalidDataMessage,
  invalidLengthMessage,
  isLeadImportField,
  leadDuplicateKeys,
  LEAD_IMPORT_COLUMNS,
  readLeadImportRow,
  validateMedicareNumber,
  validatePartDate,
  type LeadDuplicateKeys,
  type LeadImportMapping,
  type LeadImportValues,
} from '@meridian/domain';
import type { DB } from '../../schema';
import { tenant, type TenantOwner } from '../../db/tenant';
import { validateNewLeadBody, type ImportedLead } from '../leads';

type Db = Kysely<DB> | Transaction<DB>;

const ROWS_PER_VALIDATION_READ = 5_000;
const KEYS_PER_LOOKUP = 1_000;

/** A row read through the mapping, as the New Lead body (the dialog's payload) and the import's extra lines. */
export function importedLead(values: LeadImportValues): ImportedLead {
  const hasAddress = values.zip !== '' || values.state_id !== '' || values.county !== '';
  return {
    fname: values.fname,
    lname: values.lname,
    dob: values.dob || null,
    gender: (values.gender || '') as NewLead['gender'],
    medicare_parta_date: values.medicare_parta_date || null,
    medicare_partb_date: values.medicare_partb_date || null,
    source_code: values.source_code || null,
    hicn: values.hicn || null,
    phones: values.phone ? [{ phone: values.phone, phone_type: values.phone_type }] : [],
    emails: values.email ? [{ email: values.email, email_type: values.email_type }] : [],
    addresses: hasAddress
      ? [
          {
            address_type_id: 'home',
            zip: values.zip || null,
            county: values.county || null,
            state_id: values.state_id || null,
          },
        ]
      : [],
    address1: values.address1 || null,
    address2: values.address2 || null,
    city: values.city || null,
  };
}

const label = (field: string) => LEAD_IMPORT_COLUMNS.find((c) => c.field === field)?.header ?? field;

/** The import field a New Lead body path names ('phones.0.phone' → phone, 'addresses.0.zip' → zip). */
function fieldOfPath(path: readonly (string | number)[]): string {
  const last = String(path[path.length - 1] ?? '');
  return isLeadImportField(last) ? last : String(path[0] ?? '');
}

/**
 * A row's refusals, by field, in the New Lead dialog's words: the add lead's own checks
 * (validateNewLeadBody and the Medicare number rule, as POST lead runs them), the Part A/B date rule
 * of the lead record, the contract's lengths, and what the row's cells name that no vocabulary has.
 */
export function rowErrors(reading: ReturnType<typeof readLeadImportRow>, lead: ImportedLead, now: Date) {
  const errors: Array<{ field: string; message: string }> = [];
  const add = (field: string, message: string | undefined) => {
    if (message && !errors.some((e) => e.field === field)) errors.push({ field, message });
  };
  for (const [field, list] of Object.entries(validateNewLeadBody(lead, now))) add(field, list[0]?.MESSAGE);
  add('hicn', validateMedicareNumber(lead.hicn));
  add('medicare_parta_date', validatePartDate(lead.medicare_parta_date, 'A', now));
  add('medicare_partb_date', validatePartDate(lead.medicare_partb_date, 'B', now));
  for (const [field, message] of Object.entries(reading.problems)) add(field, message);
  // The New Lead contract's lengths and vocabularies (the address lines are the import's own, checked above).
  const { address1: _a1, address2: _a2, city: _city, ...body } = lead;
  const [failure] = NewLeadStruct.validate(body, { coerce: false });
  for (const f of failure?.failures() ?? []) {
    const field = fieldOfPath(f.path);
    add(
      field,
      f.type === 'string' && f.refinement === 'size'
        ? invalidLengthMessage(label(field))
        : invalidDataMessage(label(field)),
    );
  }
  return errors;
}

interface RowVerdict {
  row_num: number;
  status: 'valid' | 'invalid' | 'duplicate';
  errors: Array<{ field: string; message: string }>;
  duplicate_of_row: number | null;
  duplicate_of_leads: number[];
}

/**
 * Validates every row of an import with its mapping, flags duplicates (an earlier row of the file, or
 * leads of the account, by the add lead's duplicate rule) and writes each row's verdict and the totals.
 */
export async function validateImport(trx: Transaction<DB>, owner: TenantOwner, id: number, now: Date) {
  const t = tenant(trx, owner);
  const imp = await t
    .selectFrom('lead_import')
    .select(['headers', 'mapping'])
    .where('lead_import_id', '=', id)
    .executeTakeFirstOrThrow();
  const verdicts: RowVerdict[] = [];
  const keysOf = new Map<number, LeadDuplicateKeys>();
  const firstRowOf = new Map<string, number>();
  for (let after = 0; ;) {
    const rows = await t
      .selectFrom('lead_import_row')
      .select(['row_num', 'cells'])
      .where('lead_import_id', '=', id)
      .where('row_num', '>', after)
      .orderBy('row_num')
      .limit(ROWS_PER_VALIDATION_READ)
      .execute();
    if (rows.length === 0) break;
    after = rows[rows.length - 1]!.row_num;
    for (const row of rows) {
      const reading = readLeadImportRow(imp.headers, row.cells, imp.mapping as LeadImportMapping);
      const lead = importedLead(reading.values);
      const errors = rowErrors(reading, lead, now);
      const verdict: RowVerdict = {
        row_num: row.row_num,
        status: errors.length ? 'invalid' : 'valid',
        errors,
        duplicate_of_row: null,
        duplicate_of_leads: [],
      };
      verdicts.push(verdict);
      if (errors.length) continue;
      const keys = leadDuplicateKeys(reading.values);
      keysOf.set(row.row_num, keys);
      for (const [kind, value] of Object.entries(keys)) {
        const key = `${kind}:${value}`;
        const first = firstRowOf.get(key);
        if (first === undefined) firstRowOf.set(key, row.row_num);
        else if (verdict.duplicate_of_row === null) verdict.duplicate_of_row = first;
      }
    }
  }
  const existing = await accountDuplicates(trx, owner, [...keysOf.values()]);
  for (const verdict of verdicts) {
    const keys = keysOf.get(verdict.row_num);
    if (!keys) continue;
    const leads = new Set<number>();
    for (const [kind, value] of Object.entries(keys))
      for (const leadId of existing.get(`${kind}:${value}`) ?? []) leads.add(leadId);
    verdict.duplicate_of_leads = [...leads].sort((a, b) => a - b).slice(0, 10);
    if (verdict.duplicate_of_row !== null || verdict.duplicate_of_leads.length > 0) verdict.status = 'duplicate';
  }
  for (let i = 0; i < verdicts.length; i += ROWS_PER_VALIDATION_READ) {
    const chunk = verdicts.slice(i, i + ROWS_PER_VALIDATION_READ);
    await sql`
      UPDATE lead_import_row AS r SET
        status = v.status, errors = v.errors, duplicate_of_row = v.duplicate_of_row, duplicate_of_leads = v.duplicate_of_leads
      FROM jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb)
        AS v(row_num integer, status text, errors jsonb, duplicate_of_row integer, duplicate_of_leads jsonb)
      WHERE r.account_id = ${owner.account_id} AND r.lead_import_id = ${id}
        AND r.row_num BETWEEN ${chunk[0]!.row_num} AND ${chunk[chunk.length - 1]!.row_num} AND r.row_num = v.row_num`.execute(
      trx,
    );
  }
  const count = (status: RowVerdict['status']) => verdicts.filter((v) => v.status === status).length;
  await t
    .updateTable('lead_import')
    .set({ valid_rows: count('valid'), invalid_rows: count('invalid'), duplicate_rows: count('duplicate') })
    .where('lead_import_id', '=', id)
    .execute();
}

/**
 * The account's live leads matching any of these keys — the three tests of findDuplicateLeads (the
 * same Medicare number; the same name, any case, and birthdate; the same phone, the lead's or any of
 * its phones) asked for a whole file at once: key → lead ids.
 */
async function accountDuplicates(db: Db, owner: TenantOwner, keys: LeadDuplicateKeys[]) {
  const t = tenant(db, owner);
  const found = new Map<string, number[]>();
  const add = (key: string, leadId: number) => {
    const list = found.get(key) ?? [];
    if (!list.includes(leadId)) found.set(key, [...list, leadId]);
  };
  const distinct = (kind: keyof LeadDuplicateKeys) => [
    ...new Set(keys.map((k) => k[kind]).filter((v): v is string => !!v)),
  ];
  const chunks = <T>(list: T[]) =>
    Array.from({ length: Math.ceil(list.length / KEYS_PER_LOOKUP) }, (_, i) =>
      list.slice(i * KEYS_PER_LOOKUP, (i + 1) * KEYS_PER_LOOKUP),
    );
  const live = () => t.selectFrom('lead').where('deleted', '=', '0');

  for (const hicns of chunks(distinct('hicn'))) {
    for (const r of await live().select(['lead_id', 'hicn']).where('hicn', 'in', hicns).execute())
      add(`hicn:${r.hicn}`, r.lead_id);
  }
  const nameDobs = distinct('name_dob');
  for (const dobs of chunks([...new Set(nameDobs.map((k) => k.split('|')[2]!))])) {
    const rows = await live()
      .select([
        'lead_id',
        sql<string>`lower(fname)`.as('f'),
        sql<string>`lower(lname)`.as('l'),
        sql<string>`to_char(dob, 'YYYY-MM-DD')`.as('d'),
      ])
      .where(sql<boolean>`dob = ANY(${dobs}::date[])`)
      .execute();
    for (const r of rows) add(`name_dob:${r.f}|${r.l}|${r.d}`, r.lead_id);
  }
  for (const phones of chunks(distinct('phone'))) {
    for (const r of await live().select(['lead_id', 'phone']).where('phone', 'in', phones).execute())
      add(`phone:${r.phone}`, r.lead_id);
    const rows = await t
      .selectFrom('lead_phone as p')
      .innerJoin('lead as l', (join) =>
        join.onRef('l.account_id', '=', 'p.account_id').onRef('l.lead_id', '=', 'p.lead_id'),
      )
      .select(['p.lead_id', 'p.phone'])
      .where('l.deleted', '=', '0')
      .where('p.phone', 'in', phones)
      .execute();
    for (const r of rows) add(`phone:${r.phone}`, r.lead_id);
  }
  return found;
}
