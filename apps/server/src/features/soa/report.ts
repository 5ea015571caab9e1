// `POST soa/report` (spec 02 §7.2; the SOA issue): the account's SOAs as a CSV an admin downloads as
// audit evidence, filtered by agent, sent date range (Central Time, inclusive) and status. Every
// cell goes through the export CSV helper, which guards against formula injection; nothing
// matching answers a message and no file.
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { SoaReportCriteriaStruct, type SoaReportAnswer, type SoaReportCriteria } from '@meridian/api';
import { CALENDAR_MESSAGES, DISPLAY_TIME_ZONE, exportFileName, toSearchDate } from '@meridian/domain';
import type { Principal } from '../../auth/principal';
import type { DB } from '../../db/schema';
import { tenant } from '../../db/tenant';
import { toCsv } from '../../export/csv';
import { defineRoute } from '../../http/define-route';
import { HttpError } from '../../http/errors';

/** The report type that names the downloaded file (spec 01 §9: report type, user id, timestamp). */
export const SOA_REPORT_TYPE = 'soa_report';

/** A report answers at most this many rows, newest first. */
const SOA_REPORT_ROW_LIMIT = 50_000;

const COLUMNS = [
  { key: 'soa_id', header: 'SOA ID' },
  { key: 'agent', header: 'Agent' },
  { key: 'lead_name', header: 'Lead Name' },
  { key: 'process_type', header: 'Process Type' },
  { key: 'status', header: 'Status' },
  { key: 'sent', header: 'Sent' },
  { key: 'signed', header: 'Signed' },
  { key: 'appointment_date', header: 'Appointment Date' },
  { key: 'contact_method', header: 'Contact Method' },
] as const;

type ReportRow = Record<(typeof COLUMNS)[number]['key'], string | number | null>;

/** `MM/DD/YYYY` as `YYYY-MM-DD`, or a 400 naming the field when it is not a real date. */
function isoDay(value: string | undefined, field: 'date_from' | 'date_to'): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const key = toSearchDate(value);
  if (!key) throw new HttpError(400, `${field} has an invalid format.`, { field });
  return `${key.slice(0, 4)}-${key.slice(4, 6)}-${key.slice(6)}`;
}

const centralTime = (column: 's.created_at' | 's.signed_at') =>
  sql<string | null>`to_char(${sql.ref(column)} AT TIME ZONE ${DISPLAY_TIME_ZONE}, 'MM/DD/YYYY HH24:MI')`;

/** The account's SOAs matching the criteria, newest first, as report rows. */
export async function soaReportRows(db: Kysely<DB>, principal: Principal, criteria: SoaReportCriteria) {
  const from = isoDay(criteria.date_from, 'date_from');
  const to = isoDay(criteria.date_to, 'date_to');
  let query = tenant(db, principal)
    .selectFrom('soa as s')
    .innerJoin('lead as l', (j) => j.onRef('l.account_id', '=', 's.account_id').onRef('l.lead_id', '=', 's.lead_id'))
    .leftJoin('app_user as u', (j) => j.onRef('u.account_id', '=', 's.account_id').onRef('u.user_id', '=', 's.user_id'))
    .where('s.draft', '=', '0');
  if (criteria.user_id !== undefined) query = query.where('s.user_id', '=', criteria.user_id);
  if (criteria.status) query = query.where('s.status', '=', criteria.status);
  if (from) query = query.where(sql<boolean>`(s.created_at AT TIME ZONE ${DISPLAY_TIME_ZONE})::date >= ${from}::date`);
  if (to) query = query.where(sql<boolean>`(s.created_at AT TIME ZONE ${DISPLAY_TIME_ZONE})::date <= ${to}::date`);
  const rows = await query
    .select([
      's.soa_id',
      sql<string>`coalesce(trim(concat_ws(' ', u.fname, u.lname)), '')`.as('agent'),
      sql<string>`coalesce(nullif(trim(concat_ws(' ', l.fname, l.lname)), ''), s.client_name)`.as('lead_name'),
      's.process_type',
      's.status',
      centralTime('s.created_at').as('sent'),
      centralTime('s.signed_at').as('signed'),
      sql<string | null>`to_char(s.appointment_date, 'MM/DD/YYYY')`.as('appointment_date'),
      's.contact_method',
    ])
    .orderBy('s.created_at', 'desc')
    .orderBy('s.soa_id', 'desc')
    .limit(SOA_REPORT_ROW_LIMIT)
    .execute();
  return rows satisfies ReportRow[];
}

export async function soaReportRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }) {
  defineRoute(app, {
    method: 'POST',
    url: '/api/soa/report',
    permission: 'soa_report',
    body: SoaReportCriteriaStruct,
    handler: async ({ principal, body }): Promise<SoaReportAnswer> => {
      const rows = await soaReportRows(db, principal, body);
      if (rows.length === 0) {
        return { success: true, message: CALENDAR_MESSAGES.leadSearchNoResults, total_records: 0 };
      }
      return {
        success: true,
        message: `${rows.length} SOA${rows.length === 1 ? '' : 's'} in the report.`,
        file_name: exportFileName(SOA_REPORT_TYPE, principal.user_id, new Date()),
        csv: toCsv(COLUMNS, rows),
        total_records: rows.length,
      };
    },
  });
}
