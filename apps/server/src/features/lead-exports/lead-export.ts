// Lead exports (spec 02 §7.7 `POST leadExport`, `GET leadExport/{id}`; spec 01 §9 types: account 1,
// recent lead 2, search criteria 3, lead list 4). An export is a `lead_export` row and a job of the
// lead_export queue. The job acts as the requester as they are now (their leads, their permissions),
// collects the lead ids, reads the leads a batch at a time (progress), and writes the CSV (formula
// cells guarded) into the row; a retried job makes the whole file again, so a restart loses nothing.
import { sql, type Kysely } from 'kysely';
import type { SearchBody } from '@meridian/api';
import { exportFileName, LEAD_EXPORT_REPORT_TYPES, RECENT_LEAD_EXPORT_DAYS } from '@meridian/domain';
import { jobPrincipal } from '../../auth/job-principal';
import type { Principal } from '../../auth/principal';
import type { DB } from '../../schema';
import { tenant } from '../../db/tenant';
import { toCsv } from '../../export/csv';
import { enqueueJob, PermanentJobError, type JobHandler } from '../../jobs';
import type { SsnCipher } from '../../db/ssn-cipher';
import { buildLeadSearch, visibleLeads } from '../leads';
import { writeAdminAudit } from '../admin-audit';
import { EXPORT_ROW_LIMIT } from './repository';

export const LEAD_EXPORT_QUEUE = 'lead_export';
/** Leads read per statement while the file is made (the job's progress steps). */
export const LEAD_EXPORT_BATCH = 1_000;
/** What may read SSN and Medicare numbers into a file. */
export const SENSITIVE = 'lead_export_sensitive' as const;

export type LeadExportTypeId = 1 | 2 | 3 | 4;

export interface LeadExportRequest {
  export_type_id: LeadExportTypeId;
  criteria?: SearchBody['criteria'] | undefined;
  orderby_field?: string | undefined;
  orderby_direction?: SearchBody['orderby_direction'];
  lead_ids?: readonly number[] | undefined;
  include_sensitive: boolean;
}

interface JobPayload {
  account_id: number;
  lead_export_id: number;
  family_id: string;
}

const COLUMNS = [
  { key: 'lead_id', header: 'Lead ID' },
  { key: 'fname', header: 'First Name' },
  { key: 'lname', header: 'Last Name' },
  { key: 'dob', header: 'Date of Birth' },
  { key: 'gender', header: 'Gender' },
  { key: 'phone', header: 'Phone' },
  { key: 'email', header: 'Email' },
  { key: 'address1', header: 'Address' },
  { key: 'address2', header: 'Address 2' },
  { key: 'city', header: 'City' },
  { key: 'state_id', header: 'State' },
  { key: 'zip', header: 'Zip' },
  { key: 'county', header: 'County' },
  { key: 'dispo_name', header: 'Disposition' },
  { key: 'agent', header: 'Agent' },
  { key: 'lead_vendor_source_code', header: 'Lead Source' },
  { key: 'lead_date', header: 'Lead Date' },
] as const;
const SENSITIVE_COLUMNS = [
  { key: 'hicn', header: 'Medicare Number' },
  { key: 'ssn', header: 'SSN' },
] as const;

/** Records an export and queues its job, in one transaction, with an audit row. */
export async function queueLeadExport(db: Kysely<DB>, principal: Principal, request: LeadExportRequest) {
  // The search's criteria are checked now, as the lead search checks them (a bad one answers 400 naming
  // it): found only by the job, the export would stay 'running' while its job failed.
  if (request.export_type_id === 3)
    buildLeadSearch(db, principal, {
      criteria: request.criteria ?? {},
      orderby_field: request.orderby_field,
      orderby_direction: request.orderby_direction,
    });
  return db.transaction().execute(async (trx) => {
    const { lead_export_id } = await tenant(trx, principal)
      .insertInto('lead_export', {
        user_id: principal.user_id,
        export_type_id: request.export_type_id,
        criteria:
          request.export_type_id === 3
            ? JSON.stringify({
                criteria: request.criteria ?? {},
                orderby_field: request.orderby_field,
                orderby_direction: request.orderby_direction,
              })
            : null,
        lead_ids: request.export_type_id === 4 ? JSON.stringify([...new Set(request.lead_ids ?? [])]) : null,
        include_sensitive: request.include_sensitive ? '1' : '0',
      })
      .returning('lead_export_id')
      .executeTakeFirstOrThrow();
    const payload: JobPayload = { account_id: principal.account_id, lead_export_id, family_id: principal.family_id };
    const jobId = await enqueueJob(trx, {
      queue: LEAD_EXPORT_QUEUE,
      accountId: principal.account_id,
      payload,
      dedupeKey: `${principal.account_id}:${lead_export_id}`,
      maxAttempts: 3,
    });
    await tenant(trx, principal)
      .updateTable('lead_export')
      .set({ job_id: String(jobId) })
      .where('lead_export_id', '=', lead_export_id)
      .execute();
    await writeAdminAudit(trx, principal, {
      entity: 'lead_export',
      entity_id: lead_export_id,
      action: 'create',
      after: {
        export_type_id: request.export_type_id,
        include_sensitive: request.include_sensitive,
        lead_count: request.lead_ids?.length,
      },
    });
    return lead_export_id;
  });
}

/** One export of the caller (an admin with user_view_all reads the account's); undefined otherwise. */
export async function readLeadExport(db: Kysely<DB>, principal: Principal, id: number) {
  let query = tenant(db, principal).selectFrom('lead_export').selectAll().where('lead_export_id', '=', id);
  if (!principal.permissions.has('user_view_all')) query = query.where('user_id', '=', principal.user_id);
  return query.executeTakeFirst();
}

/** The export's lead ids in file order, at most EXPORT_ROW_LIMIT. */
async function exportLeadIds(
  db: Kysely<DB>,
  principal: Principal,
  row: { export_type_id: number; criteria: unknown; lead_ids: number[] | null },
): Promise<number[]> {
  const ids = (rows: Array<{ lead_id: number }>) => rows.map((r) => r.lead_id);
  switch (row.export_type_id) {
    case 1:
      return ids(
        await visibleLeads(db, principal)
          .select('l.lead_id')
          .orderBy('l.lname')
          .orderBy('l.lead_id')
          .limit(EXPORT_ROW_LIMIT)
          .execute(),
      );
    case 2:
      return ids(
        await visibleLeads(db, principal)
          .where(sql<boolean>`l.lead_date >= now() - make_interval(days => ${RECENT_LEAD_EXPORT_DAYS})`)
          .select('l.lead_id')
          .orderBy('l.lead_date', 'desc')
          .orderBy('l.lead_id', 'desc')
          .limit(EXPORT_ROW_LIMIT)
          .execute(),
      );
    case 3: {
      // The lead search's own query (its criteria, order and visibility), a page at a time.
      const saved = (row.criteria ?? {}) as Pick<SearchBody, 'criteria' | 'orderby_field' | 'orderby_direction'>;
      const found: number[] = [];
      for (let page = 1; found.length < EXPORT_ROW_LIMIT; page++) {
        const { query } = buildLeadSearch(db, principal, {
          criteria: saved.criteria ?? {},
          orderby_field: saved.orderby_field,
          orderby_direction: saved.orderby_direction,
          page_number: page,
          records_per_page: LEAD_EXPORT_BATCH,
        });
        const rows = (await query.execute()) as Array<{ lead_id: number }>;
        found.push(...ids(rows));
        if (rows.length < LEAD_EXPORT_BATCH) break;
      }
      return found.slice(0, EXPORT_ROW_LIMIT);
    }
    default: {
      const wanted = (row.lead_ids ?? []).slice(0, EXPORT_ROW_LIMIT);
      if (wanted.length === 0) return [];
      const visible = new Set(
        ids(await visibleLeads(db, principal).select('l.lead_id').where('l.lead_id', 'in', wanted).execute()),
      );
      // The list's own order (the rows the agent chose, as they chose them); leads they may not see are left out.
      return wanted.filter((id) => visible.has(id));
    }
  }
}

/** The file's rows for a batch of lead ids, in their order. */
async function leadRows(db: Kysely<DB>, principal: Principal, leadIds: number[], sensitive: SsnCipher | undefined) {
  const rows = await visibleLeads(db, principal)
    .leftJoin('lead_disposition as d', (j) =>
      j.onRef('d.account_id', '=', 'l.account_id').onRef('d.dispo_id', '=', 'l.lead_dispo_id'),
    )
    .leftJoin('app_user as a', (j) => j.onRef('a.account_id', '=', 'l.account_id').onRef('a.user_id', '=', 'l.user_id'))
    .where('l.lead_id', 'in', leadIds)
    .select([
      'l.account_id',
      'l.lead_id',
      'l.fname',
      'l.lname',
      'l.gender',
      'l.phone',
      'l.email',
      'l.address1',
      'l.address2',
      'l.city',
      'l.state_id',
      'l.zip',
      'l.county',
      'd.dispo_name',
      'l.lead_vendor_source_code',
      'l.hicn',
      'l.ssn_encrypted',
      sql<string | null>`to_char(l.dob, 'MM/DD/YYYY')`.as('dob'),
      sql<string>`to_char(l.lead_date AT TIME ZONE 'America/Chicago', 'MM/DD/YYYY')`.as('lead_date'),
      sql<string | null>`NULLIF(trim(coalesce(a.fname, '') || ' ' || coalesce(a.lname, '')), '')`.as('agent'),
    ])
    .execute();
  const byId = new Map(rows.map((r) => [r.lead_id, r]));
  return leadIds.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { ssn_encrypted, hicn, ...rest } = row;
    return [
      sensitive ? { ...rest, hicn, ssn: ssn_encrypted ? (sensitive.decrypt(ssn_encrypted, row) ?? '') : '' } : rest,
    ];
  });
}

/** The lead_export queue's handler: makes the file as the requester is now; nothing found ends as 'empty'. */
export function leadExportJobHandler(db: Kysely<DB>, ssnCipher: SsnCipher): JobHandler<JobPayload> {
  return async ({ payload, setProgress, signal }) => {
    const owner = { account_id: payload.account_id };
    const t = tenant(db, owner);
    const row = await t
      .selectFrom('lead_export')
      .selectAll()
      .where('lead_export_id', '=', payload.lead_export_id)
      .executeTakeFirst();
    if (!row) throw new PermanentJobError(`No lead export ${payload.lead_export_id}`);
    const principal = await jobPrincipal(db, owner, row.user_id, payload.family_id);
    if (!principal) throw new PermanentJobError('The user who asked for this export can no longer export.');
    const sensitive = row.include_sensitive === '1' && principal.permissions.has(SENSITIVE) ? ssnCipher : undefined;
    await t
      .updateTable('lead_export')
      .set({ status: 'running', rows_done: 0 })
      .where('lead_export_id', '=', row.lead_export_id)
      .execute();

    const ids = await exportLeadIds(db, principal, row);
    const rows: Array<Record<string, unknown>> = [];
    await setProgress(0, ids.length);
    // How many the file will hold (a lead deleted meanwhile leaves it; the final count says so).
    await t
      .updateTable('lead_export')
      .set({ row_count: ids.length })
      .where('lead_export_id', '=', row.lead_export_id)
      .execute();
    for (let i = 0; i < ids.length; i += LEAD_EXPORT_BATCH) {
      signal.throwIfAborted();
      rows.push(...(await leadRows(db, principal, ids.slice(i, i + LEAD_EXPORT_BATCH), sensitive)));
      await setProgress(Math.min(i + LEAD_EXPORT_BATCH, ids.length), ids.length);
      await t
        .updateTable('lead_export')
        .set({ rows_done: rows.length })
        .where('lead_export_id', '=', row.lead_export_id)
        .execute();
    }
    const columns = sensitive ? [...COLUMNS, ...SENSITIVE_COLUMNS] : COLUMNS;
    const reportType = LEAD_EXPORT_REPORT_TYPES[row.export_type_id];
    await t
      .updateTable('lead_export')
      .set({
        status: rows.length === 0 ? 'empty' : 'done',
        row_count: rows.length,
        rows_done: rows.length,
        csv: rows.length === 0 ? null : toCsv(columns, rows),
        file_name: rows.length === 0 ? null : exportFileName(reportType, row.user_id, new Date()),
        finished_at: new Date(),
      })
      .where('lead_export_id', '=', row.lead_export_id)
      .execute();
    return { row_count: rows.length };
  };
}
