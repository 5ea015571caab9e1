import type { Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { EXPORT_TYPES, type ExportAnswer, type ExportType } from '@meridian/api';
import { exportFileName } from '@meridian/domain';
import type { DB } from '../../db/schema';
import { defineRoute } from '../../http/define-route';
import { notFound } from '../../http/errors';
import { toCsv } from '../../export/csv';
import { EXPORTS } from './repository';

/**
 * `GET export/{type}`: the CSV behind a notice's download tag. Asked with `Accept:
 * application/json` (the API client) it answers `{ file_name, csv, row_count }`; otherwise the
 * CSV file itself. Nothing to export answers 204, so nothing is downloaded.
 */
export async function exportRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }) {
  defineRoute(app, {
    method: 'GET',
    url: '/api/export/:type',
    handler: async ({ request, reply, principal }) => {
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
    },
  });
}
