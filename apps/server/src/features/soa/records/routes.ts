// SOA records (spec 02 §7.2): the agent's search, one SOA, its signed PDF, the rules an SOA follows,
// and the account's SOA report (an admin's, `soa_report`).
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  SoaReportCriteriaStruct,
  type SearchBody,
  type SoaDetail,
  type SoaReportAnswer,
  type SoaRulesAnswer,
} from '@meridian/api';
import { SOA_STATUSES, type SoaStatus } from '@meridian/domain';
import type { DB } from '../../../schema';
import { toCsv } from '../../../export/csv';
import { defineRoute } from '../../../http/define-route';
import { HttpError, notFound } from '../../../http/errors';
import { readSoa, searchSoaRecords, soaReportRows } from './repository';
import { criterionId, criterionText, defineSearchRoute, SEND, type SoaRouteDeps } from '../route-helpers';
import { readSoaRules } from '../rules.repository';
import { signedSoaPdf } from '../signing/signing';

/** MM/DD/YYYY → YYYY-MM-DD when it is a real date; undefined when blank; 400 otherwise. */
function reportDate(value: string | undefined, field: string): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  const date = match && new Date(Date.UTC(Number(match[3]), Number(match[1]) - 1, Number(match[2])));
  if (!match || !date || date.getUTCMonth() !== Number(match[1]) - 1 || date.getUTCDate() !== Number(match[2]))
    throw new HttpError(400, `${field} is invalid: a date as MM/DD/YYYY.`, { field });
  return `${match[3]}-${match[1]}-${match[2]}`;
}

const REPORT_COLUMNS = [
  { key: 'agent', header: 'Agent' },
  { key: 'lead_name', header: 'Lead Name' },
  { key: 'process_type', header: 'Process Type' },
  { key: 'status', header: 'Status' },
  { key: 'sent', header: 'Sent' },
  { key: 'signed', header: 'Signed' },
  { key: 'appointment_date', header: 'Appointment Date' },
] as const;

/** The status criterion: one of the SOA statuses, or 400 naming it. */
function soaStatusCriterion(body: SearchBody): SoaStatus | undefined {
  const status = criterionText(body, 'status');
  if (status === '') return undefined;
  if (!(SOA_STATUSES as readonly string[]).includes(status))
    throw new HttpError(400, `status is invalid: one of ${SOA_STATUSES.join(', ')}.`, { field: 'status' });
  return status as SoaStatus;
}

export async function recordRoutes(app: FastifyInstance, { db }: SoaRouteDeps) {
  defineSearchRoute(app, {
    url: '/api/soa/search',
    permission: SEND,
    search: (principal, body, page) =>
      searchSoaRecords(
        db,
        principal,
        {
          leadId: criterionId(body, 'lead_id'),
          userId: criterionId(body, 'user_id'),
          status: soaStatusCriterion(body),
        },
        page,
      ),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/soa/:id',
    ids: ['id'],
    permission: SEND,
    handler: async ({ principal, ids: { id } }): Promise<SoaDetail> => {
      const soa = await readSoa(db, principal, id);
      if (!soa) throw notFound();
      return soa;
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/soa/rules',
    handler: async (): Promise<SoaRulesAnswer> => ({ success: true, rules: await readSoaRules(db) }),
  });

  // The account's SOA report (admin): a CSV of every agent's SOAs; nothing to download when none match.
  defineRoute(app, {
    method: 'POST',
    url: '/api/soa/report',
    permission: 'soa_report',
    body: SoaReportCriteriaStruct,
    handler: async ({ principal, body }): Promise<SoaReportAnswer> => {
      const from = reportDate(body.date_from, 'date_from');
      const to = reportDate(body.date_to, 'date_to');
      if (from && to && from > to)
        throw new HttpError(400, 'date_to is invalid: it is before date_from.', { field: 'date_to' });
      const rows = await soaReportRows(db, principal, { userId: body.user_id, from, to, status: body.status });
      if (rows.length === 0) return { success: true, message: 'No SOAs match these filters.', total_records: 0 };
      return {
        success: true,
        message: '',
        total_records: rows.length,
        file_name: `soa-report-${from ?? 'all'}-${to ?? 'all'}.csv`,
        csv: toCsv([...REPORT_COLUMNS], rows),
      };
    },
  });
}

/** `GET soa/{id}/pdf/`: the signed PDF, for the lead's agent (or lead_view_assigned) in the SOA's account; 404 otherwise. */
export async function soaPdfRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }) {
  defineRoute(app, {
    method: 'GET',
    url: '/api/soa/:soaId/pdf/',
    ids: ['soaId'],
    handler: async ({ reply, principal, ids: { soaId } }) => {
      const found = await signedSoaPdf(db, principal, soaId);
      if (!found) throw notFound();
      // The file is named by the SOA's id and date only: never a client's name, SSN or Medicare number.
      const day = found.signed_at.toISOString().slice(0, 10);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="scope-of-appointment-${found.soa_id}-${day}.pdf"`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(Buffer.from(found.pdf));
    },
  });
}
