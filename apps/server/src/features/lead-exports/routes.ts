import type { Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { EXPORT_TYPES, EXPORTS_WITHOUT_DATA, type ExportAnswer } from '@meridian/api';
import { exportFileName, REPORT_MESSAGES } from '@meridian/domain';
import type { DB } from '../../schema';
import { defineRoute } from '../../http/define-route';
import { HttpError, notFound } from '../../http/errors';
import { toCsv } from '../../export/csv';
import { EXPORTS, type ExportWithData } from './repository';

/**
 * `GET export/{type}`: the CSV behind a notice's download tag. Asked with `Accept:
 * application/json` (the API client) it answers `{ file_name, csv, row_count }`; otherwise the
 * CSV file itself. Nothing to export answers 204, so nothing is downloaded. The pharmacy and AEP
 * disruption reports need drug lists and pharmacies, which are not kept: 422 with the message the
 * reports' drug, pharmacy and disruption calls give (the portal shows it, spec 01 §8 "Export errors").
 */
export async function exportRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }) {
  defineRoute(app, {
    method: 'GET',
    url: '/api/export/:type',
    handler: async ({ request, reply, principal }) => {
      const { type } = request.params as { type: string };
      if (!(EXPORT_TYPES as readonly string[]).includes(type)) throw notFound();
      if ((EXPORTS_WITHOUT_DATA as readonly string[]).includes(type))
        throw new HttpError(422, REPORT_MESSAGES.noDrugData);
      const definition = EXPORTS[type as ExportWithData];
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
    },
  });
}
