import { sql, type Kysely, type Transaction } from 'kysely';
import type { AdminAuditEntity, AdminAuditEntry } from '@meridian/api';
import type { DB } from '../../schema';
import { tenant, type TenantOwner } from '../../db/tenant';

/** What one admin change records: the record, the action, and its state before and after. */
export interface AdminChange {
  entity: AdminAuditEntity;
  entity_id: number;
  action: string;
  before?: unknown;
  after?: unknown;
}

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

/**
 * Writes one admin audit row in the caller's transaction: every admin change calls it, so the change
 * and its history are saved together or not at all. The row is append-only (a trigger refuses
 * UPDATE and DELETE).
 */
export async function writeAdminAudit(
  trx: Kysely<DB> | Transaction<DB>,
  principal: TenantOwner & { user_id: number },
  change: AdminChange,
): Promise<void> {
  await tenant(trx, principal)
    .insertInto('admin_audit', {
      changed_by: principal.user_id,
      entity: change.entity,
      entity_id: change.entity_id,
      action: change.action,
      before: json(change.before),
      after: json(change.after),
    })
    .execute();
}

/** One record's history in the owner's account, newest first, with the name of who changed it. */
export async function readAdminAudit(
  db: Kysely<DB>,
  owner: TenantOwner,
  entity: AdminAuditEntity,
  entityId: number,
): Promise<AdminAuditEntry[]> {
  const rows = await tenant(db, owner)
    .selectFrom('admin_audit as a')
    .leftJoin('app_user as u', (j) =>
      j.onRef('u.account_id', '=', 'a.account_id').onRef('u.user_id', '=', 'a.changed_by'),
    )
    .select([
      'a.audit_id',
      'a.changed_by',
      'a.changed_at',
      'a.entity',
      'a.entity_id',
      'a.action',
      'a.before',
      'a.after',
      sql<string | null>`u.fname || ' ' || u.lname`.as('changed_by_name'),
    ])
    .where('a.entity', '=', entity)
    .where('a.entity_id', '=', entityId)
    .orderBy('a.changed_at', 'desc')
    .orderBy('a.audit_id', 'desc')
    .execute();
  return rows.map((r) => ({
    audit_id: Number(r.audit_id),
    changed_by: r.changed_by,
    changed_by_name: r.changed_by_name,
    changed_at: new Date(r.changed_at).toISOString(),
    entity: r.entity,
    entity_id: r.entity_id,
    action: r.action,
    before: r.before ?? null,
    after: r.after ?? null,
  }));
}

/** Whether record `entityId` has any audit row in the owner's account: its History outlives the record. */
export async function hasAuditHistory(
  db: Kysely<DB>,
  owner: TenantOwner,
  entity: AdminAuditEntity,
  entityId: number,
): Promise<boolean> {
  const row = await tenant(db, owner)
    .selectFrom('admin_audit')
    .select('audit_id')
    .where('entity', '=', entity)
    .where('entity_id', '=', entityId)
    .executeTakeFirst();
  return row !== undefined;
}
