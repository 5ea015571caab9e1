// `POST leadExport` (and `POST leadExport/`) and `GET leadExport/{id}` (spec 02 §7.7). The export is
// made by a job (lead-export.ts); GET answers where it stands as JSON to the API client, and to a
// browser the CSV file once done (204 when nothing matched: nothing is downloaded).
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { LeadExportRequestStruct, type LeadExport } from '@meridian/api';
import type { DB } from '../../schema';
import type { Selectable } from 'kysely';
import { defineRoute } from '../../http/define-route';
import { HttpError, notFound } from '../../http/errors';
import type { JobRunner } from '../../jobs';
import type { SsnCipher } from '../../db/ssn-cipher';
import type { LeadExportTable } from './lead-exports.table';
import { LEAD_EXPORT_QUEUE, leadExportJobHandler, queueLeadExport, readLeadExport, SENSITIVE } from './lead-export';

const NOT_READY = 'The export is not ready yet.';
const FAILED = 'The export could not be made.';

function answerOf(row: Selectable<LeadExportTable>, withCsv: boolean): LeadExport {
  return {
    success: true,
    lead_export_id: row.lead_export_id,
    export_type_id: row.export_type_id,
    status: row.status,
    rows_done: row.rows_done,
    row_count: row.row_count,
    file_name: row.file_name,
    message: row.status === 'failed' ? (row.message ?? FAILED) : null,
    created_at: row.created_at.toISOString(),
    finished_at: row.finished_at?.toISOString() ?? null,
    ...(withCsv && row.status === 'done' && row.csv !== null ? { csv: row.csv } : {}),
  };
}

export async function leadExportRoutes(
  app: FastifyInstance,
  { db, jobs, ssnCipher }: { db: Kysely<DB>; jobs: JobRunner; ssnCipher: SsnCipher },
) {
  jobs.register(LEAD_EXPORT_QUEUE, leadExportJobHandler(db, ssnCipher));

  // `leadExport` and `leadExport/` both (the server ignores a trailing slash).
  defineRoute(app, {
    method: 'POST',
    url: '/api/leadExport',
    body: LeadExportRequestStruct,
    handler: async ({ principal, body }): Promise<LeadExport> => {
      if (body.include_sensitive && !principal.permissions.has(SENSITIVE))
        throw new HttpError(403, 'Your role may not export SSN or Medicare numbers.', { field: 'include_sensitive' });
      const id = await queueLeadExport(db, principal, { ...body, include_sensitive: body.include_sensitive === true });
      return answerOf((await readLeadExport(db, principal, id))!, false);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/leadExport/:id',
    ids: ['id'],
    handler: async ({ request, reply, principal, ids: { id } }) => {
      const row = await readLeadExport(db, principal, id);
      if (!row) throw notFound();
      if ((request.headers.accept ?? '').includes('application/json')) return answerOf(row, true);
      if (row.status === 'empty') return reply.code(204).send();
      if (row.status === 'failed') throw new HttpError(500, row.message ?? FAILED);
      if (row.status !== 'done' || row.csv === null) throw new HttpError(409, NOT_READY);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${row.file_name}"`)
        .header('Cache-Control', 'no-store')
        .send(row.csv);
    },
  });
}
