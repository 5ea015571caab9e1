import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { AdminAuditEntityStruct, type AdminAuditAnswer, type AdminAuditEntity, type Permission } from '@meridian/api';
import { hasPermission } from '../../auth/principal';
import type { DB } from '../../schema';
import { tenant, type TenantOwner } from '../../db/tenant';
import { defineRoute } from '../../http/define-route';
import { forbidden, notFound } from '../../http/errors';
import { readAdminAudit } from './repository';

/** The permission that reads each record's history: the one that changes the record. */
export const ADMIN_AUDIT_PERMISSIONS: Record<AdminAuditEntity, Permission> = {
  user: 'user_manage',
  notice: 'notice_manage',
  lead_instructions: 'lead_instructions_manage',
  product_filter: 'product_filter_manage',
  sms_account: 'sms_account_manage',
  account: 'account_settings_edit',
  role: 'role_manage',
  registration_link: 'registration_link_build',
  lead_source: 'lead_source_manage',
  campaign: 'campaign_manage',
  campaign_segment: 'campaign_manage',
  partner: 'partner_manage',
  tracking_code: 'partner_manage',
  // Scope of appointment records (features/soa): sent by agents, read in History by the SOA report's admins.
  soa: 'soa_report',
  client_invite: 'soa_report',
  esignature: 'soa_report',
  bulk_soa_send: 'soa_report',
  // An agent's calendar (features/calendar): read in History by the admins who read every user.
  appointment: 'user_view_all',
  calendar_feed: 'user_view_all',
  // Who exported which leads (features/exports): read in History by the admins who read every user.
  lead_export: 'user_view_all',
  // Lead imports (features/lead-import): read in History by those who import.
  lead_import: 'lead_import',
  // Clients' self-service links (features/self-service): read in History by the admins who read every user.
  client_link: 'user_view_all',
};

/** Whether the record exists in the owner's account (another account's record is as missing). */
async function recordExists(db: Kysely<DB>, owner: TenantOwner, entity: AdminAuditEntity, id: number) {
  switch (entity) {
    case 'user':
      // A deleted user's History still reads: their audit rows are the account's.
      return (
        (await tenant(db, owner)
          .selectFrom('app_user')
          .select('user_id')
          .where('user_id', '=', id)
          .executeTakeFirst()) !== undefined ||
        (await tenant(db, owner)
          .selectFrom('admin_audit')
          .select('audit_id')
          .where('entity', '=', 'user')
          .where('entity_id', '=', id)
          .where('action', '=', 'delete')
          .executeTakeFirst()) !== undefined
      );
    case 'notice':
      return (
        (await tenant(db, owner)
          .selectFrom('notice')
          .select('notice_id')
          .where('notice_id', '=', id)
          .executeTakeFirst()) !== undefined
      );
    case 'lead_instructions':
      return (
        (await tenant(db, owner)
          .selectFrom('lead_instruction')
          .select('lead_instruction_id')
          .where('lead_instruction_id', '=', id)
          .executeTakeFirst()) !== undefined
      );
    case 'product_filter':
      // A deleted plan of the filter keeps its History: it exists while its audit rows do.
      return (
        (await tenant(db, owner)
          .selectFrom('admin_audit')
          .select('audit_id')
          .where('entity', '=', entity)
          .where('entity_id', '=', id)
          .executeTakeFirst()) !== undefined
      );
    case 'account':
      return id === owner.account_id;
    case 'role':
      return (
        (await tenant(db, owner).selectFrom('role').select('role_id').where('role_id', '=', id).executeTakeFirst()) !==
        undefined
      );
    case 'registration_link':
      return (
        (await tenant(db, owner)
          .selectFrom('registration_link')
          .select('link_id')
          .where('link_id', '=', id)
          .executeTakeFirst()) !== undefined
      );
    // SOA and calendar records: they exist while their audit rows do (the history outlives a deleted lead or item).
    case 'soa':
    case 'client_invite':
    case 'esignature':
    case 'bulk_soa_send':
    case 'appointment':
    case 'calendar_feed':
    case 'lead_export':
    case 'lead_import':
    case 'client_link':
    case 'sms_account':
      return (
        (await tenant(db, owner)
          .selectFrom('admin_audit')
          .select('audit_id')
          .where('entity', '=', entity)
          .where('entity_id', '=', id)
          .executeTakeFirst()) !== undefined
      );
    // A lookup row: the row itself, or (deleted since) its audit rows, which keep its History.
    case 'lead_source':
    case 'campaign':
    case 'campaign_segment':
    case 'partner':
    case 'tracking_code': {
      const t = tenant(db, owner);
      const row =
        entity === 'lead_source'
          ? t.selectFrom('lead_vendor').select('lead_vendor_id').where('lead_vendor_id', '=', id)
          : entity === 'campaign'
            ? t.selectFrom('campaign').select('campaign_id').where('campaign_id', '=', id)
            : entity === 'campaign_segment'
              ? t.selectFrom('campaign_segment').select('campaign_segment_id').where('campaign_segment_id', '=', id)
              : entity === 'partner'
                ? t.selectFrom('b2bpartner').select('b2bpartner_id').where('b2bpartner_id', '=', id)
                : t.selectFrom('tracking_code').select('tracking_code_id').where('tracking_code_id', '=', id);
      if ((await row.executeTakeFirst()) !== undefined) return true;
      const audited = await t
        .selectFrom('admin_audit')
        .select('audit_id')
        .where('entity', '=', entity)
        .where('entity_id', '=', id)
        .executeTakeFirst();
      return audited !== undefined;
    }
  }
}

export async function adminAuditRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }) {
  // A record's History: every admin change of it, newest first. Needs the record's own permission.
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/audit/:entity/:id',
    ids: ['id'],
    permission: Object.values(ADMIN_AUDIT_PERMISSIONS),
    handler: async ({ request, principal, ids: { id } }): Promise<AdminAuditAnswer> => {
      const entity = (request.params as { entity?: string }).entity;
      // An entity without a history is as missing as a record.
      if (!AdminAuditEntityStruct.is(entity)) throw notFound();
      if (!hasPermission(principal, ADMIN_AUDIT_PERMISSIONS[entity])) throw forbidden();
      if (!(await recordExists(db, principal, entity, id))) throw notFound();
      return { result: await readAdminAudit(db, principal, entity, id) };
    },
  });
}
