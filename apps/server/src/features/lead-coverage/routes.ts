import type { Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { LeadApplication, LeadCurrentPlan } from '@meridian/api';
import type { DB } from '../../schema';
import { defineRoute } from '../../http/define-route';
import { notFound } from '../../http/errors';
import { visibleLead } from '../leads';
import { listApplications, listCurrentPlans } from './repository';

/**
 * A lead's current plans and applications, read-only (spec 02 §3.1; paths are not in the spec,
 * apps/server/README.md lists them). Scoped like the lead: otherwise 404.
 */
export async function coverageRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }) {
  defineRoute(app, {
    method: 'GET',
    url: '/api/lead/:lead_id/currentPlan/',
    ids: ['lead_id'],
    handler: async ({ principal, ids }): Promise<LeadCurrentPlan[]> => {
      if (!(await visibleLead(db, principal, ids.lead_id))) throw notFound();
      return listCurrentPlans(db, principal, ids.lead_id);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/lead/:lead_id/application/',
    ids: ['lead_id'],
    handler: async ({ principal, ids }): Promise<LeadApplication[]> => {
      if (!(await visibleLead(db, principal, ids.lead_id))) throw notFound();
      return listApplications(db, principal, ids.lead_id);
    },
  });
}
