// The Enhanced SOA email (spec 02 §3.10, §9): sending it to one lead or several (a bulk send, emailed in
// the background by bulk/bulk.ts), the Enhanced sends so far, its template, and the account's switch for it.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  EnhancedSoaInviteStruct,
  type BulkSoaEmailDisabledAnswer,
  type EnhancedSoaSendAnswer,
  type SelfServiceEmailTemplatesAnswer,
} from '@meridian/api';
import { BULK_SOA_MESSAGES, ENHANCED_SOA_TEMPLATE_TYPE_ID, SOA_MESSAGES, soaEmailSubject } from '@meridian/domain';
import type { Principal } from '../../../auth/principal';
import type { DB } from '../../../schema';
import { defineRoute } from '../../../http/define-route';
import { HttpError, notFound } from '../../../http/errors';
import { flagsOfUser } from '../../feature-flags';
import { queueBulkSoaSend } from '../bulk/bulk';
import { searchSoaRecords } from '../records/repository';
import { criterionId, defineSearchRoute, SEND, sendOne, type SoaRouteDeps } from '../route-helpers';

/** Whether the caller's feature flags turn the Enhanced SOA email off. */
async function bulkEmailDisabled(db: Kysely<DB>, principal: Principal) {
  return (await flagsOfUser(db, principal)).some((f) => f.flag_name === 'disable_bulk_soa_email' && f.enabled);
}

export async function enhancedRoutes(app: FastifyInstance, deps: SoaRouteDeps) {
  const { db } = deps;

  defineRoute(app, {
    method: 'POST',
    url: '/api/SelfServiceEmailControl/send',
    permission: SEND,
    body: EnhancedSoaInviteStruct,
    handler: async ({ principal, body }): Promise<EnhancedSoaSendAnswer> => {
      if (body.self_service_email_requestor_user_id !== principal.user_id) throw notFound();
      if (await bulkEmailDisabled(db, principal))
        return { success: '0', message: SOA_MESSAGES.bulkEmailDisabled, soa_ids: [] };
      // Several leads (process type omitted): a bulk send, emailed in the background (bulk/bulk.ts).
      if (body.lead_id_list.length > 1 && body.self_service_email_process_type_id === undefined) {
        const queued = await queueBulkSoaSend(db, principal, {
          leadIds: body.lead_id_list,
          esignatureId: Number(body.esignature_id) || 0,
          customMessage: body.agent_custom_message,
        });
        if (!queued.ok) return { success: '0', message: queued.message, soa_ids: [] };
        return { success: '1', message: BULK_SOA_MESSAGES.queued, soa_ids: [], bulk_send_id: queued.bulk_send_id };
      }
      if (body.lead_id_list.length !== 1)
        throw new HttpError(400, 'lead_id_list is invalid: one lead per send.', { field: 'lead_id_list' });
      const result = await sendOne(deps, principal, {
        leadId: body.lead_id_list[0]!,
        mode: 'enhanced',
        esignatureId: Number(body.esignature_id) || null,
        customMessage: body.agent_custom_message,
        alternateEmailId: body.alternate_email_id ?? null,
      });
      if (!result.ok) return { success: '0', message: result.message, missing: result.missing, soa_ids: [] };
      return { success: '1', message: SOA_MESSAGES.sent, soa_ids: [result.soa_id] };
    },
  });

  defineSearchRoute(app, {
    url: '/api/SelfServiceEmailControl/search',
    permission: SEND,
    search: (principal, body, page) =>
      searchSoaRecords(db, principal, { leadId: criterionId(body, 'lead_id'), processType: 'Enhanced' }, page),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/SelfServiceEmailControl/templates',
    permission: SEND,
    handler: (): SelfServiceEmailTemplatesAnswer => ({
      success: '1',
      templates: [
        {
          self_service_email_template_type_id: ENHANCED_SOA_TEMPLATE_TYPE_ID,
          template_name: 'Enhanced Scope of Appointment',
          subject: soaEmailSubject({ lead: '{lead}', agent: '{agent}' }),
        },
      ],
    }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/soa/bulkEmailDisabled',
    handler: async ({ principal }): Promise<BulkSoaEmailDisabledAnswer> => ({
      disable_bulk_soa_email: await bulkEmailDisabled(db, principal),
    }),
  });
}
