// Reports (spec 02 §7.7, issue 17): the report runs and their CSV rows, and the weekly counts of the
// reports page's charts. Every query goes through `tenant(db, principal)` and joins on account_id;
// without lead_view_assigned a user sees only their own leads, appointments and SOAs.
import {
  canSeeAllLeads,
  IMPORT_OUTCOME_LABELS,
  LEAD_IMPORT_ROW_OUTCOMES,
  type ReportChartName,
  type ReportType,
} from '@meridian/domain';
import { sql, type Kysely } from 'kysely';
import type { ReportFilters } from '@meridian/api';
import type { Principal } from '../../auth/principal';
import type { DB } from '../../schema';
import { tenant } from '../../db/tenant';
import { visibleLeads } from '../leads';

/** A report answers at most this many rows (as an export does). */
export const REPORT_ROW_LIMIT = 50_000;

const ZONE = 'America/Chicago';

/** Filters with their dates as YYYY-MM-DD (the routes parse the wire's MM/DD/YYYY). */
export type ReportQuery = Omit<ReportFilters, 'date_from' | 'date_to'> & { from?: string; to?: string };

type Row = Record<string, unknown>;
export interface ReportDefinition {
  columns: Array<{ key: string; header: string }>;
  rows(db: Kysely<DB>, principal: Principal, filters: ReportQuery): Promise<Row[]>;
}

/** The start of a Central day as an instant: `'2026-11-23'` → 2026-11-23 00:00 America/Chicago. */
const centralStart = (day: string) => sql<Date>`(${day}::date)::timestamp AT TIME ZONE ${ZONE}`;
const centralEnd = (day: string) => sql<Date>`(${day}::date + 1)::timestamp AT TIME ZONE ${ZONE}`;
const centralDay = (column: string) => sql<string>`to_char(${sql.ref(column)} AT TIME ZONE ${ZONE}, 'MM/DD/YYYY')`;
const usDay = (column: string) => sql<string | null>`to_char(${sql.ref(column)}, 'MM/DD/YYYY')`;
const agentName = sql<string | null>`nullif(trim(concat_ws(' ', u.fname, u.lname)), '')`;

/** The leads the caller may see: the account's with lead_view_assigned (then optionally one agent's), else their own. */
function visibleLeadsOf(db: Kysely<DB>, principal: Principal, filters: ReportQuery) {
  let query = visibleLeads(db, principal).leftJoin('app_user as u', (j) =>
    j.onRef('u.account_id', '=', 'l.account_id').onRef('u.user_id', '=', 'l.user_id'),
  );
  if (!canSeeAllLeads(principal.permissions)) return query;
  if (filters.user_id === 0) query = query.where('l.user_id', 'is', null);
  else if (filters.user_id !== undefined) query = query.where('l.user_id', '=', filters.user_id);
  return query;
}

export const REPORTS: Record<'lead_report' | 'aicoe_data', ReportDefinition> = {
  /** `POST report`: the leads by lead date, agent, disposition and lead source. */
  lead_report: {
    columns: [
      { key: 'lead_id', header: 'Lead ID' },
      { key: 'fname', header: 'First Name' },
      { key: 'lname', header: 'Last Name' },
      { key: 'agent', header: 'Agent' },
      { key: 'dispo_name', header: 'Disposition' },
      { key: 'lead_source', header: 'Lead Source' },
      { key: 'lead_vendor_source_code', header: 'Tracking Code' },
      { key: 'lead_date', header: 'Lead Date' },
      { key: 'phone', header: 'Phone' },
      { key: 'email', header: 'Email' },
      { key: 'city', header: 'City' },
      { key: 'state_id', header: 'State' },
      { key: 'zip', header: 'Zip' },
    ],
    rows: (db, principal, filters) => {
      let query = visibleLeadsOf(db, principal, filters)
        .leftJoin('lead_disposition as d', (j) =>
          j.onRef('d.account_id', '=', 'l.account_id').onRef('d.dispo_id', '=', 'l.lead_dispo_id'),
        )
        .leftJoin('lead_vendor as v', (j) =>
          j.onRef('v.account_id', '=', 'l.account_id').onRef('v.lead_vendor_id', '=', 'l.lead_vendor_id'),
        );
      if (filters.from) query = query.where('l.lead_date', '>=', centralStart(filters.from));
      if (filters.to) query = query.where('l.lead_date', '<', centralEnd(filters.to));
      if (filters.lead_dispo_id !== undefined) query = query.where('l.lead_dispo_id', '=', filters.lead_dispo_id);
      if (filters.lead_vendor_id !== undefined) query = query.where('l.lead_vendor_id', '=', filters.lead_vendor_id);
      return query
        .select([
          'l.lead_id',
          'l.fname',
          'l.lname',
          agentName.as('agent'),
          'd.dispo_name',
          'v.company as lead_source',
          'l.lead_vendor_source_code',
          centralDay('l.lead_date').as('lead_date'),
          'l.phone',
          'l.email',
          'l.city',
          'l.state_id',
          'l.zip',
        ])
        .orderBy('l.lead_date', 'desc')
        .orderBy('l.lead_id')
        .limit(REPORT_ROW_LIMIT)
        .execute();
    },
  },
  /** `POST app/aicoe_data/csv`: the applications of the leads, by submitted date, agent and application disposition. */
  aicoe_data: {
    columns: [
      { key: 'application_id', header: 'Application ID' },
      { key: 'lead_id', header: 'Lead ID' },
      { key: 'fname', header: 'First Name' },
      { key: 'lname', header: 'Last Name' },
      { key: 'agent', header: 'Agent' },
      { key: 'product_type_name', header: 'Product Type' },
      { key: 'carrier_name', header: 'Carrier' },
      { key: 'plan_name', header: 'Plan' },
      { key: 'app_dispo_name', header: 'Application Disposition' },
      { key: 'submitted_date', header: 'Submitted' },
      { key: 'effective_date', header: 'Effective' },
    ],
    rows: (db, principal, filters) => {
      let query = visibleLeadsOf(db, principal, filters)
        .innerJoin('application as a', (j) =>
          j.onRef('a.account_id', '=', 'l.account_id').onRef('a.lead_id', '=', 'l.lead_id'),
        )
        .leftJoin('application_disposition as ad', (j) =>
          j.onRef('ad.account_id', '=', 'a.account_id').onRef('ad.dispo_id', '=', 'a.app_dispo_id'),
        )
        .leftJoin('product_type as pt', 'pt.product_type_id', 'a.product_type_id');
      if (filters.from) query = query.where('a.submitted_date', '>=', sql<Date>`${filters.from}::date`);
      if (filters.to) query = query.where('a.submitted_date', '<=', sql<Date>`${filters.to}::date`);
      if (filters.app_dispo_id !== undefined) query = query.where('a.app_dispo_id', '=', filters.app_dispo_id);
      return query
        .select([
          'a.application_id',
          'l.lead_id',
          'l.fname',
          'l.lname',
          agentName.as('agent'),
          'pt.product_type_name',
          'a.carrier_name',
          'a.plan_name',
          'ad.dispo_name as app_dispo_name',
          usDay('a.submitted_date').as('submitted_date'),
          usDay('a.effective_date').as('effective_date'),
        ])
        .orderBy('a.submitted_date', 'desc')
        .orderBy('a.application_id')
        .limit(REPORT_ROW_LIMIT)
        .execute();
    },
  },
};

/** Records a run of a report by the caller (its filters as asked, on the wire) and answers its id. */
export async function recordReportRun(
  db: Kysely<DB>,
  principal: Principal,
  type: ReportType,
  filters: ReportFilters,
  rowCount: number,
): Promise<number> {
  const row = await tenant(db, principal)
    .insertInto('report_run', {
      user_id: principal.user_id,
      report_type: type,
      filters: JSON.stringify(filters),
      row_count: rowCount,
    })
    .returning('report_id')
    .executeTakeFirstOrThrow();
  return row.report_id;
}

/** The caller's own run of this id (another user's or account's is not found). */
export function readReportRun(db: Kysely<DB>, principal: Principal, reportId: number) {
  return tenant(db, principal)
    .selectFrom('report_run')
    .select(['report_id', 'report_type', 'filters'])
    .where('report_id', '=', reportId)
    .where('user_id', '=', principal.user_id)
    .executeTakeFirst();
}

/** One group's count in one week (the week's Monday as YYYY-MM-DD). */
export interface WeekCount {
  week: string;
  key: string;
  label: string;
  count: number;
}

const week = (column: string) =>
  sql<string>`to_char(date_trunc('week', ${sql.ref(column)} AT TIME ZONE ${ZONE}), 'YYYY-MM-DD')`.as('week');
const count = sql<number>`count(*)::int`.as('count');

/** Each chart's weekly counts over the Central days [from, to], scoped like the reports. */
export function chartCounts(
  db: Kysely<DB>,
  principal: Principal,
  name: ReportChartName,
  from: string,
  to: string,
): Promise<WeekCount[]> {
  const own = !canSeeAllLeads(principal.permissions);
  const t = tenant(db, principal);
  switch (name) {
    case 'leads_by_disposition':
    case 'leads_by_source': {
      let query = t
        .selectFrom('lead as l')
        .where('l.deleted', '=', '0')
        .where('l.lead_date', '>=', centralStart(from))
        .where('l.lead_date', '<', centralEnd(to));
      if (own) query = query.where('l.user_id', '=', principal.user_id);
      if (name === 'leads_by_disposition')
        return query
          .leftJoin('lead_disposition as d', (j) =>
            j.onRef('d.account_id', '=', 'l.account_id').onRef('d.dispo_id', '=', 'l.lead_dispo_id'),
          )
          .select([
            week('l.lead_date'),
            sql<string>`coalesce(d.dispo_id::text, 'none')`.as('key'),
            sql<string>`coalesce(d.dispo_name, 'No disposition')`.as('label'),
            count,
          ])
          .groupBy([sql`1`, sql`2`, sql`3`])
          .execute();
      return query
        .leftJoin('lead_vendor as v', (j) =>
          j.onRef('v.account_id', '=', 'l.account_id').onRef('v.lead_vendor_id', '=', 'l.lead_vendor_id'),
        )
        .select([
          week('l.lead_date'),
          sql<string>`coalesce(v.lead_vendor_id::text, 'none')`.as('key'),
          sql<string>`coalesce(v.company, 'No lead source')`.as('label'),
          count,
        ])
        .groupBy([sql`1`, sql`2`, sql`3`])
        .execute();
    }
    case 'appointments_by_agent': {
      let query = t
        .selectFrom('appointment as a')
        .innerJoin('app_user as u', (j) =>
          j.onRef('u.account_id', '=', 'a.account_id').onRef('u.user_id', '=', 'a.user_id'),
        )
        .where('a.kind', '=', 'appointment')
        .where('a.start_time', '>=', centralStart(from))
        .where('a.start_time', '<', centralEnd(to));
      if (own) query = query.where('a.user_id', '=', principal.user_id);
      return query
        .select([
          week('a.start_time'),
          sql<string>`a.user_id::text`.as('key'),
          sql<string>`coalesce(${agentName}, 'User ' || a.user_id)`.as('label'),
          count,
        ])
        .groupBy([sql`1`, sql`2`, sql`3`])
        .execute();
    }
    case 'import_outcomes':
      return importOutcomeCounts(db, principal, from, to);
    case 'soas_by_agent': {
      let query = t
        .selectFrom('soa as s')
        .leftJoin('app_user as u', (j) =>
          j.onRef('u.account_id', '=', 's.account_id').onRef('u.user_id', '=', 's.user_id'),
        )
        .where('s.draft', '=', '0')
        .where('s.created_at', '>=', centralStart(from))
        .where('s.created_at', '<', centralEnd(to));
      if (own) query = query.where('s.user_id', '=', principal.user_id);
      return query
        .select([
          week('s.created_at'),
          sql<string>`coalesce(s.user_id::text, 'none')`.as('key'),
          sql<string>`coalesce(${agentName}, 'Deleted user')`.as('label'),
          count,
        ])
        .groupBy([sql`1`, sql`2`, sql`3`])
        .execute();
    }
  }
}

/**
 * The import outcomes chart: the rows of the imports that finished (done or cancelled) in each week,
 * by what the run did with them. With lead_view_assigned the account's imports, else the caller's own
 * (as the import list shows them).
 */
async function importOutcomeCounts(
  db: Kysely<DB>,
  principal: Principal,
  from: string,
  to: string,
): Promise<WeekCount[]> {
  let query = tenant(db, principal)
    .selectFrom('lead_import as i')
    .where('i.finished_at', 'is not', null)
    .where('i.finished_at', '>=', centralStart(from))
    .where('i.finished_at', '<', centralEnd(to));
  if (!canSeeAllLeads(principal.permissions)) query = query.where('i.created_by', '=', principal.user_id);
  const weeks = await query
    .select([
      week('i.finished_at'),
      sql<number>`sum(i.imported)::int`.as('imported'),
      sql<number>`sum(i.updated)::int`.as('updated'),
      sql<number>`sum(i.skipped)::int`.as('skipped'),
      sql<number>`sum(i.refused)::int`.as('refused'),
    ])
    .groupBy(sql`1`)
    .execute();
  return weeks.flatMap((row) =>
    LEAD_IMPORT_ROW_OUTCOMES.map((outcome) => ({
      week: row.week,
      key: outcome,
      label: IMPORT_OUTCOME_LABELS[outcome],
      count: row[outcome],
    })),
  );
}
