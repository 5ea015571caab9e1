// The run of an import: a job of the lead_import queue (src/jobs) that goes through the rows in file
// order, LEAD_IMPORT_BATCH rows per transaction. Each transaction locks the import, takes the rows
// after `rows_done`, writes their leads and outcomes, and moves `rows_done` to its last row — so a run
// that stops (a restart, a lost lease, a second process) resumes after the last committed batch and
// never imports a row twice. A cancel (status 'cancelled') is seen at the next batch. Before each batch
// the tables the run grows are analyzed when they have no statistics yet or have about doubled
// (src/db/statistics.ts: without them the foreign-key checks of each row read every lead of the
// account, and the run slows down as it goes).
import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import { readLeadImportRow, type LeadImportMapping, type LeadImportRowOutcome } from '@meridian/domain';
import type { DB } from '../../schema';
import { analyzeGrownTables } from '../../db/statistics';
import { tenant, type Tenant, type TenantOwner } from '../../db/tenant';
import { PermanentJobError, type JobHandler } from '../../jobs';
import { insertImportedLeads, updateImportedLead, type ImportedLead, type ImportedLeadOrigin } from '../leads';
import { importedLead } from './validation';

export const LEAD_IMPORT_QUEUE = 'lead_import';
/** Rows per transaction; the run checks for a cancel or a stop between batches. */
export const LEAD_IMPORT_BATCH = 500;
/** The tables whose rows the run's statements look up (its foreign-key checks and the defaults' update) as it grows them. */
const GROWN_TABLES = ['lead', 'lead_phone', 'lead_email', 'lead_address'] as const;

export interface LeadImportJobPayload {
  account_id: number;
  lead_import_id: number;
}

type BatchResult = { state: 'more' | 'done' | 'stopped'; rowsDone: number; total: number };

/** The lead_import queue's handler. */
export function leadImportJobHandler(
  db: Kysely<DB>,
  {
    batchSize = LEAD_IMPORT_BATCH,
    batchPauseMs = 0,
  }: {
    batchSize?: number | undefined;
    /** Pause after each batch; 0 by default. */ batchPauseMs?: number | undefined;
  } = {},
): JobHandler<LeadImportJobPayload> {
  return async ({ payload, setProgress, signal }) => {
    const owner = { account_id: payload.account_id };
    for (;;) {
      signal.throwIfAborted();
      await analyzeGrownTables(db, GROWN_TABLES);
      const result = await db.transaction().execute((trx) => runBatch(trx, owner, payload.lead_import_id, batchSize));
      await setProgress(result.rowsDone, result.total);
      if (result.state !== 'more') return { state: result.state, rows_done: result.rowsDone };
      // Let waiting requests have the database between batches (PGlite is one connection).
      await new Promise((resolve) => (batchPauseMs > 0 ? setTimeout(resolve, batchPauseMs) : setImmediate(resolve)));
    }
  };
}

/** The import runs as its creator: still active, and still holding lead_import, or it stops for good. */
async function requireCreatorMayImport(t: Tenant, userId: number) {
  const creator = await t
    .selectFrom('app_user as u')
    .innerJoin('role_permission as rp', (join) =>
      join.onRef('rp.account_id', '=', 'u.account_id').onRef('rp.role_id', '=', 'u.role_id'),
    )
    .select('u.user_id')
    .where('u.user_id', '=', userId)
    .where('u.active', '=', '1')
    .where('rp.permission_name', '=', 'lead_import')
    .executeTakeFirst();
  if (!creator) throw new PermanentJobError('The user who started this import can no longer import leads.');
}

/** One batch in one transaction (see the file's comment). */
export async function runBatch(
  trx: Transaction<DB>,
  owner: TenantOwner,
  id: number,
  batchSize: number,
): Promise<BatchResult> {
  const t = tenant(trx, owner);
  const imp = await t
    .selectFrom('lead_import')
    .selectAll()
    .where('lead_import_id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!imp) throw new PermanentJobError(`No lead import ${id}`);
  if (imp.status === 'cancelled' || imp.status === 'done')
    return { state: 'stopped', rowsDone: imp.rows_done, total: imp.total_rows };
  await requireCreatorMayImport(t, imp.created_by);
  const principal = { account_id: owner.account_id, user_id: imp.created_by };

  const rows = await t
    .selectFrom('lead_import_row')
    .select(['row_num', 'cells', 'status', 'duplicate_of_row', 'duplicate_of_leads'])
    .where('lead_import_id', '=', id)
    .where('row_num', '>', imp.rows_done)
    .orderBy('row_num')
    .limit(batchSize)
    .execute();
  if (rows.length === 0) {
    await t
      .updateTable('lead_import')
      .set({ status: 'done', finished_at: new Date() })
      .where('lead_import_id', '=', id)
      .execute();
    return { state: 'done', rowsDone: imp.rows_done, total: imp.total_rows };
  }

  const origin: ImportedLeadOrigin = {
    agentId: imp.agent_user_id,
    leadVendorId: imp.lead_vendor_id,
    campaignId: imp.campaign_id,
    leadImportId: id,
  };
  const outcomes = new Map<number, { outcome: LeadImportRowOutcome; lead_id: number | null }>();
  let pending: Array<{ row_num: number; lead: ImportedLead }> = [];
  const flush = async () => {
    const ids = await insertImportedLeads(
      trx,
      principal,
      pending.map((p) => p.lead),
      origin,
    );
    pending.forEach((p, i) => outcomes.set(p.row_num, { outcome: 'imported', lead_id: ids[i]! }));
    pending = [];
  };
  /** The lead an earlier row of the file became (this batch's, or a committed one's). */
  const leadOfRow = async (rowNum: number) => {
    if (pending.some((p) => p.row_num === rowNum)) await flush();
    const here = outcomes.get(rowNum);
    if (here) return here.lead_id;
    const earlier = await t
      .selectFrom('lead_import_row')
      .select('lead_id')
      .where('lead_import_id', '=', id)
      .where('row_num', '=', rowNum)
      .executeTakeFirst();
    return earlier?.lead_id ?? null;
  };

  for (const row of rows) {
    if (row.status === 'invalid' || row.status === null) {
      outcomes.set(row.row_num, { outcome: 'refused', lead_id: null });
      continue;
    }
    if (row.status === 'duplicate' && imp.duplicate_action === 'skip') {
      outcomes.set(row.row_num, { outcome: 'skipped', lead_id: null });
      continue;
    }
    const lead = importedLead(readLeadImportRow(imp.headers, row.cells, imp.mapping as LeadImportMapping).values);
    if (row.status === 'duplicate' && imp.duplicate_action === 'update') {
      const target =
        row.duplicate_of_leads[0] ?? (row.duplicate_of_row !== null ? await leadOfRow(row.duplicate_of_row) : null);
      if (target !== null && target !== undefined && (await updateImportedLead(trx, principal, target, lead, origin))) {
        outcomes.set(row.row_num, { outcome: 'updated', lead_id: target });
        continue;
      }
    }
    pending.push({ row_num: row.row_num, lead });
  }
  await flush();

  const written = rows.map((r) => ({ row_num: r.row_num, ...outcomes.get(r.row_num)! }));
  await sql`
    UPDATE lead_import_row AS r SET outcome = v.outcome, lead_id = v.lead_id
    FROM jsonb_to_recordset(${JSON.stringify(written)}::jsonb) AS v(row_num integer, outcome text, lead_id integer)
    WHERE r.account_id = ${owner.account_id} AND r.lead_import_id = ${id}
      -- The batch's range lets the primary key find its rows (not a scan of the whole file's rows).
      AND r.row_num BETWEEN ${rows[0]!.row_num} AND ${rows[rows.length - 1]!.row_num} AND r.row_num = v.row_num`.execute(
    trx,
  );
  const count = (outcome: LeadImportRowOutcome) => written.filter((w) => w.outcome === outcome).length;
  const rowsDone = rows[rows.length - 1]!.row_num;
  await t
    .updateTable('lead_import')
    .set((eb) => ({
      status: 'running',
      rows_done: rowsDone,
      imported: eb('imported', '+', count('imported')),
      updated: eb('updated', '+', count('updated')),
      skipped: eb('skipped', '+', count('skipped')),
      refused: eb('refused', '+', count('refused')),
      started_at: imp.started_at ?? new Date(),
    }))
    .where('lead_import_id', '=', id)
    .execute();
  return { state: 'more', rowsDone, total: imp.total_rows };
}
