// Bulk Enhanced SOA (spec 02 §9): the progress call, and the job that emails the leads, registered on
// the app's job runner. The send itself is `POST SelfServiceEmailControl/send` (invites/enhanced-routes.ts).
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { BulkSoaSendProgress } from '@meridian/api';
import type { ServerConfig } from '../../../config';
import type { DB } from '../../../schema';
import { defineRoute } from '../../../http/define-route';
import { notFound } from '../../../http/errors';
import type { JobRunner } from '../../../jobs';
import { BULK_SOA_QUEUE, bulkSoaJobHandler, readBulkSoaSend } from './bulk';

interface Deps {
  db: Kysely<DB>;
  config: ServerConfig;
  jobs: JobRunner;
}

export async function bulkSoaRoutes(app: FastifyInstance, { db, config, jobs }: Deps) {
  jobs.register(
    BULK_SOA_QUEUE,
    bulkSoaJobHandler(db, { publicUrl: config.publicUrl, batchPauseMs: config.bulkSoaBatchPauseMs }),
  );

  defineRoute(app, {
    method: 'GET',
    url: '/api/SelfServiceEmailControl/bulk/:id',
    ids: ['id'],
    permission: 'soa_send',
    handler: async ({ principal, ids: { id } }): Promise<BulkSoaSendProgress> => {
      const progress = await readBulkSoaSend(db, principal, id);
      if (!progress) throw notFound();
      return { success: '1', ...progress };
    },
  });
}
