// Demo data for the reports page's import outcomes chart (issue 17): a few finished lead imports per
// demo account, each with its rows as an import leaves them, so the imports list, an import's error
// report and the chart all tell the same story. The leads an import "imported" are seeded leads of its
// lead source, unassigned as the import leaves them, linked to it (lead.lead_import_id); nothing else
// about them changes. Deterministic: the same database every time, dates relative to the seed's day.
import { LEAD_MESSAGES, NEW_LEAD_MESSAGES, type LeadImportDuplicateAction } from '@meridian/domain';
import type { Insertable, Transaction } from 'kysely';
import { sql } from 'kysely';
import { DAY_MS, type DemoSeed, type DemoUser } from '../../db/demo-seed';
import type { DB } from '../../schema';

/** One finished import: when, from which lead source (by code), and how many rows of each kind. */
interface SeededImport {
  weeksAgo: number;
  vendor: string;
  action: LeadImportDuplicateAction;
  imported: number;
  /** Rows that looked like a lead the account has: updated or skipped by the import's duplicate action. */
  duplicates: number;
  refused: number;
}

const DEMO_AGENCY_IMPORTS: readonly SeededImport[] = [
  { weeksAgo: 1, vendor: 'MEDLEADS', action: 'update', imported: 6, duplicates: 2, refused: 2 },
  { weeksAgo: 3, vendor: 'SENIOR365', action: 'skip', imported: 5, duplicates: 3, refused: 1 },
  { weeksAgo: 6, vendor: 'TV65', action: 'skip', imported: 7, duplicates: 1, refused: 3 },
  { weeksAgo: 10, vendor: 'WEBFORM', action: 'update', imported: 4, duplicates: 2, refused: 0 },
  { weeksAgo: 15, vendor: 'MEDLEADS', action: 'skip', imported: 5, duplicates: 2, refused: 1 },
  { weeksAgo: 21, vendor: 'SENIOR365', action: 'update', imported: 4, duplicates: 1, refused: 2 },
];

const OTHER_ACCOUNT_IMPORTS: readonly SeededImport[] = [
  { weeksAgo: 2, vendor: 'TV65', action: 'skip', imported: 5, duplicates: 2, refused: 1 },
  { weeksAgo: 8, vendor: 'WEBFORM', action: 'update', imported: 3, duplicates: 1, refused: 1 },
];

/** The seeded files' columns and their mapping to lead fields (as the automatic mapping makes it). */
const HEADERS = ['First Name', 'Last Name', 'Date of Birth', 'Phone', 'Email', 'Zip', 'State'];
const MAPPING = {
  fname: 'First Name',
  lname: 'Last Name',
  dob: 'Date of Birth',
  phone: 'Phone',
  email: 'Email',
  zip: 'Zip',
  state_id: 'State',
};

/** A row's cells with one replaced. */
const spoil = (cells: readonly string[], at: number, value: string) => cells.map((c, i) => (i === at ? value : c));

/** Refused rows: what was wrong in the file and the New Lead validator's message for it. */
const REFUSALS = [
  { at: 4, value: 'no-email-given', field: 'email', message: LEAD_MESSAGES.emailInvalid },
  { at: 1, value: '', field: 'lname', message: NEW_LEAD_MESSAGES.lnameRequired },
  { at: 2, value: '02/30/1950', field: 'dob', message: LEAD_MESSAGES.dateInvalid },
] as const;

/** The most duplicate rows a seeded import has: each import's twins are their own leads. */
const MAX_DUPLICATES = 3;

export async function seedReportsDemoData({ trx, now, user }: DemoSeed): Promise<void> {
  const admin = user('demoadmin');
  if (admin) await seedImports(trx, admin, DEMO_AGENCY_IMPORTS, now);
  const other = user('otheradmin');
  if (other) await seedImports(trx, other, OTHER_ACCOUNT_IMPORTS, now);
}

/** The account's leads as a file's rows would carry them. */
function leadsAsCells(trx: Transaction<DB>, account_id: number) {
  return trx
    .selectFrom('lead as l')
    .innerJoin('lead_vendor as v', (j) =>
      j.onRef('v.account_id', '=', 'l.account_id').onRef('v.lead_vendor_id', '=', 'l.lead_vendor_id'),
    )
    .where('l.account_id', '=', account_id)
    .where('l.deleted', '=', '0')
    .where('l.lead_import_id', 'is', null)
    .select([
      'l.lead_id',
      'l.user_id',
      'v.lead_vendor_code',
      'v.lead_vendor_id',
      sql<string[]>`jsonb_build_array(l.fname, l.lname, coalesce(to_char(l.dob, 'MM/DD/YYYY'), ''),
        coalesce(l.phone, ''), coalesce(l.email, ''), coalesce(l.zip, ''), coalesce(l.state_id, ''))`.as('cells'),
    ])
    .orderBy('l.lead_id')
    .execute();
}

type ImportRow = Omit<Insertable<DB['lead_import_row']>, 'lead_import_id' | 'row_num'>;

async function seedImports(trx: Transaction<DB>, creator: DemoUser, imports: readonly SeededImport[], now: Date) {
  const { account_id } = creator;
  const leads = await leadsAsCells(trx, account_id);
  const linked = new Set<number>();
  // Oldest first, so import ids follow time as they do when users import.
  const inOrder = [...imports].sort((a, b) => b.weeksAgo - a.weeksAgo);
  for (const [n, plan] of inOrder.entries()) {
    const ofSource = leads.filter((l) => l.lead_vendor_code === plan.vendor);
    // The leads it created: unassigned ones of its lead source (an import with no agent leaves them so).
    const created = ofSource.filter((l) => l.user_id === null && !linked.has(l.lead_id)).slice(0, plan.imported);
    created.forEach((l) => linked.add(l.lead_id));
    // The leads its duplicate rows looked like: agents' leads (never one an import creates), from the
    // end of the list, each import its own.
    const others = leads.filter((l) => l.user_id !== null).reverse();
    const twins = others.slice(n * MAX_DUPLICATES, n * MAX_DUPLICATES + plan.duplicates);
    // Refused rows: leads of its source with a cell spoiled (from the end, each import its own).
    const spoiled = ofSource
      .filter((l) => !linked.has(l.lead_id))
      .reverse()
      .slice(n * MAX_DUPLICATES, n * MAX_DUPLICATES + plan.refused);

    const rows: ImportRow[] = [
      ...created.map((l) => ({
        account_id,
        cells: JSON.stringify(l.cells),
        status: 'valid' as const,
        outcome: 'imported' as const,
        lead_id: l.lead_id,
      })),
      ...twins.map((l) => ({
        account_id,
        cells: JSON.stringify(l.cells),
        status: 'duplicate' as const,
        duplicate_of_leads: JSON.stringify([l.lead_id]),
        outcome: plan.action === 'update' ? ('updated' as const) : ('skipped' as const),
        lead_id: plan.action === 'update' ? l.lead_id : null,
      })),
      ...spoiled.map((l, i) => {
        const refusal = REFUSALS[(n + i) % REFUSALS.length]!;
        return {
          account_id,
          cells: JSON.stringify(spoil(l.cells, refusal.at, refusal.value)),
          status: 'invalid' as const,
          errors: JSON.stringify([{ field: refusal.field, message: refusal.message }]),
          outcome: 'refused' as const,
        };
      }),
    ];
    // A file's refused and duplicate rows come among the others, not at its end.
    const shuffled = rows
      .map((row, i) => ({ row, at: (i * 7 + n) % (rows.length + 1) }))
      .sort((a, b) => a.at - b.at)
      .map(({ row }) => row);
    const count = (outcome: ImportRow['outcome']) => rows.filter((r) => r.outcome === outcome).length;
    const finished = new Date(now.getTime() - plan.weeksAgo * 7 * DAY_MS - (n % 3) * 3_600_000);
    const received = new Date(finished.getTime() - DAY_MS).toISOString().slice(0, 10);
    // Built apart from insertInto: created_at is the database's own on insert, but a seed dates its past.
    const values = {
      account_id,
      file_name: `${plan.vendor.toLowerCase()}-leads-${received}.csv`,
      status: 'done' as const,
      file_type: 'csv' as const,
      lead_vendor_id: ofSource[0]?.lead_vendor_id ?? null,
      created_by: creator.user_id,
      duplicate_action: plan.action,
      headers: JSON.stringify(HEADERS),
      mapping: JSON.stringify(MAPPING),
      total_rows: rows.length,
      valid_rows: count('imported'),
      invalid_rows: count('refused'),
      duplicate_rows: twins.length,
      rows_done: rows.length,
      imported: count('imported'),
      updated: count('updated'),
      skipped: count('skipped'),
      refused: count('refused'),
      created_at: new Date(finished.getTime() - 6 * 60_000),
      started_at: new Date(finished.getTime() - 2 * 60_000),
      finished_at: finished,
    };
    const { lead_import_id } = await trx
      .insertInto('lead_import')
      .values(values)
      .returning('lead_import_id')
      .executeTakeFirstOrThrow();
    if (shuffled.length > 0)
      await trx
        .insertInto('lead_import_row')
        .values(shuffled.map((row, i) => ({ ...row, lead_import_id, row_num: i + 1 })))
        .execute();
    if (created.length > 0)
      await trx
        .updateTable('lead')
        .set({ lead_import_id })
        .where('account_id', '=', account_id)
        .where(
          'lead_id',
          'in',
          created.map((l) => l.lead_id),
        )
        .execute();
  }
}
