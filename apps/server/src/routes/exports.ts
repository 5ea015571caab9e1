import { sql, type Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { EXPORT_TYPES, type ExportAnswer, type ExportType } from '@meridian/api';
import { exportFileName } from '@meridian/domain';
import { principalOf, type Principal } from '../auth/principal';
import type { DB } from '../db/schema';
import { notFound } from '../http/errors';
import { toCsv } from '../export/csv';
import { seesAllLeads } from './leads';

/** An export answers at most this many rows (a larger one belongs in a background report). */
export const EXPORT_ROW_LIMIT = 50_000;

type Row = Record<string, unknown>;
interface ExportDefinition {
  columns: Array<{ key: string; header: string }>;
  rows(db: Kysely<DB>, principal: Principal): Promise<Row[]>;
}

/** The caller's leads, or every lead of the account with lead_view_assigned. */
function visibleLeads(db: Kysely<DB>, principal: Principal) {
  let query = db.selectFrom('lead as l').where('l.account_id', '=', principal.account_id).where('l.deleted', '=', '0');
  if (!seesAllLeads(principal)) query = query.where('l.user_id', '=', principal.user_id);
  return query;
}

const dob = sql<string | null>`to_char(l.dob, 'MM/DD/YYYY')`.as('dob');

const EXPORTS: Record<ExportType, ExportDefinition> = {
  lead_export: {
    columns: [
      { key: 'lead_id', header: 'Lead ID' },
      { key: 'fname', header: 'First Name' },
      { key: 'lname', header: 'Last Name' },
      { key: 'dob', header: 'Date of Birth' },
      { key: 'phone', header: 'Phone' },
      { key: 'email', header: 'Email' },
      { key: 'address1', header: 'Address' },
      { key: 'city', header: 'City' },
      { key: 'state_id', header: 'State' },
      { key: 'zip', header: 'Zip' },
      { key: 'county', header: 'County' },
      { key: 'dispo_name', header: 'Disposition' },
      { key: 'lead_date', header: 'Lead Date' },
    ],
    rows: (db, principal) =>
      visibleLeads(db, principal)
        .leftJoin('lead_disposition as d', (j) => j.onRef('d.account_id', '=', 'l.account_id').onRef('d.dispo_id', '=', 'l.lead_dispo_id'))
        .select(['l.lead_id', 'l.fname', 'l.lname', dob, 'l.phone', 'l.email', 'l.address1', 'l.city', 'l.state_id', 'l.zip', 'l.county', 'd.dispo_name'])
        .select(sql<string>`to_char(l.lead_date AT TIME ZONE 'America/Chicago', 'MM/DD/YYYY')`.as('lead_date'))
        .orderBy('l.lname')
        .orderBy('l.lead_id')
        .limit(EXPORT_ROW_LIMIT)
        .execute(),
  },
  current_plan: {
    columns: [
      { key: 'lead_id', header: 'Lead ID' },
      { key: 'fname', header: 'First Name' },
      { key: 'lname', header: 'Last Name' },
      { key: 'phone', header: 'Phone' },
      { key: 'plan_year', header: 'Plan Year' },
      { key: 'carrier_name', header: 'Carrier' },
      { key: 'plan_name', header: 'Plan' },
    ],
    rows: (db, principal) =>
      visibleLeads(db, principal)
        .innerJoin('lead_current_plan as cp', (j) => j.onRef('cp.account_id', '=', 'l.account_id').onRef('cp.lead_id', '=', 'l.lead_id'))
        .select(['l.lead_id', 'l.fname', 'l.lname', 'l.phone', 'cp.plan_year', 'cp.carrier_name', 'cp.plan_name'])
        .orderBy('l.lname')
        .orderBy('l.lead_id')
        .orderBy('cp.plan_year')
        .limit(EXPORT_ROW_LIMIT)
        .execute(),
  },
  multi_client_rx: {
    columns: [
      { key: 'lead_id', header: 'Lead ID' },
      { key: 'fname', header: 'First Name' },
      { key: 'lname', header: 'Last Name' },
      { key: 'phone', header: 'Phone' },
      { key: 'drug_list_updated_date', header: 'Drug List Updated' },
    ],
    rows: (db, principal) =>
      visibleLeads(db, principal)
        .where('l.drug_list_updated_flag', '=', '1')
        .select(['l.lead_id', 'l.fname', 'l.lname', 'l.phone'])
        .select(sql<string | null>`to_char(l.drug_list_updated_date, 'MM/DD/YYYY')`.as('drug_list_updated_date'))
        .orderBy('l.drug_list_updated_date', 'desc')
        .orderBy('l.lead_id')
        .limit(EXPORT_ROW_LIMIT)
        .execute(),
  },
};

/**
 * `GET export/{type}`: the CSV behind a notice's download tag. Asked with `Accept:
 * application/json` (the API client) it answers `{ file_name, csv, row_count }`; otherwise the
 * CSV file itself. Nothing to export answers 204, so nothing is downloaded.
 */
export async function exportRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }) {
  app.get('/api/export/:type', async (request, reply) => {
    const principal = principalOf(request);
    const { type } = request.params as { type: string };
    if (!(EXPORT_TYPES as readonly string[]).includes(type)) throw notFound();
    const definition = EXPORTS[type as ExportType];
    const rows = await definition.rows(db, principal);
    if (rows.length === 0) return reply.code(204).send();
    const csv = toCsv(definition.columns, rows);
    const fileName = exportFileName(type, principal.user_id, new Date());
    if ((request.headers.accept ?? '').includes('application/json')) {
      const answer: ExportAnswer = { success: true, file_name: fileName, csv, row_count: rows.length };
      return answer;
    }
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${fileName}"`)
      .send(csv);
  });
}
