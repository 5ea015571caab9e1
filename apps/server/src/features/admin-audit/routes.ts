import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { AdminAuditEntityStruct, type AdminAuditAnswer, type AdminAuditEntity, type Permission } from '@meridian/api';
import { hasPermission } from '../../auth/principal';
import type { AuditedRecord, ServerFeature } from '../../feature';
import type { DB } from '../../schema';
import { defineRoute } from '../../http/define-route';
import { forbidden, notFound } from '../../http/errors';
import { hasAuditHistory, readAdminAudit } from './repository';

/**
 * The audited records of every feature, composed from their `audited` descriptors. An entity two
 * features name is a wiring mistake, refused when the app starts.
 */
export function composeAuditedRecords(
  features: readonly ServerFeature[],
): ReadonlyMap<AdminAuditEntity, AuditedRecord & { feature: string }> {
  const records = new Map<AdminAuditEntity, AuditedRecord & { feature: string }>();
  for (const feature of features) {
    for (const [entity, record] of Object.entries(feature.audited ?? {}) as [AdminAuditEntity, AuditedRecord][]) {
      const owner = records.get(entity);
      if (owner)
        throw new Error(`The audited record '${entity}' is named by both ${owner.feature} and ${feature.name}`);
      records.set(entity, { ...record, feature: feature.name });
    }
  }
  return records;
}

export async function adminAuditRoutes(
  app: FastifyInstance,
  { db, features }: { db: Kysely<DB>; features: readonly ServerFeature[] },
) {
  const records = composeAuditedRecords(features);
  const permissions: Permission[] = [...new Set([...records.values()].map((record) => record.permission))];
  // A record's History: every admin change of it, newest first. Needs the record's own permission.
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/audit/:entity/:id',
    ids: ['id'],
    permission: permissions,
    handler: async ({ request, principal, ids: { id } }): Promise<AdminAuditAnswer> => {
      const entity = (request.params as { entity?: string }).entity;
      // An entity without a history, or that no registered feature audits, is as missing as a record.
      if (!AdminAuditEntityStruct.is(entity)) throw notFound();
      const record = records.get(entity);
      if (!record) throw notFound();
      if (!hasPermission(principal, record.permission)) throw forbidden();
      const exists = record.exists
        ? await record.exists(db, principal, id)
        : await hasAuditHistory(db, principal, entity, id);
      if (!exists) throw notFound();
      return { result: await readAdminAudit(db, principal, entity, id) };
    },
  });
}
