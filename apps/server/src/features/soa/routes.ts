// Scope of appointment calls (spec 02 §7.2). Handlers are thin: they parse with the contract's
// structs, check the named permission, and call the repository or `sendSoaInvite`.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  ClientInviteRequestStruct,
  EnhancedSoaInviteStruct,
  EsignatureStruct,
  SearchBodyStruct,
  SoaEmailDraftStruct,
  SoaReportCriteriaStruct,
  type BulkSoaEmailDisabledAnswer,
  type ClientInviteAnswer,
  type ClientInviteDeleteAnswer,
  type ClientInviteRow,
  type ClientInviteSearchAnswer,
  type EnhancedSoaSendAnswer,
  type EsignatureAnswer,
  type SearchBody,
  type SelfServiceEmailTemplatesAnswer,
  type SoaDetail,
  type SoaEmailDraftAnswer,
  type SoaReportAnswer,
  type SoaRulesAnswer,
  type SoaSearchAnswer,
} from '@meridian/api';
import {
  ENHANCED_SOA_TEMPLATE_TYPE_ID,
  LEAD_MESSAGES,
  SOA_MESSAGES,
  isValidEmail,
  soaEmailSubject,
} from '@meridian/domain';
import type { Principal } from '../../auth/principal';
import type { ServerConfig } from '../../config';
import type { DB } from '../../db/schema';
import { tenant } from '../../db/tenant';
import { defineRoute } from '../../http/define-route';
import { HttpError, notFound } from '../../http/errors';
import { writeAdminAudit } from '../admin-audit';
import { flagsOfUser } from '../feature-flags';
import { visibleLead } from '../leads';
import {
  addLeadDefaultEmail,
  findEsignature,
  insertEsignature,
  planDisclaimers,
  readSoa,
  readSoaRules,
  searchInvites,
  searchSoaRecords,
  soaReportRows,
} from './repository';
import { toCsv } from '../../export/csv';
import { sendSoaInvite, type SoaInviteInput, type SoaInviteResult } from './send';

interface Deps {
  db: Kysely<DB>;
  config: ServerConfig;
}

const SEND = 'soa_send' as const;

/** A simple criterion's first value as a positive whole number (undefined when absent or not one). */
function criterionId(body: SearchBody, name: string): number | undefined {
  const value = Number(body.criteria[name]?.value[0]);
  return Number.isInteger(value) && value > 0 ? value : undefined;
}
const criterionText = (body: SearchBody, name: string) => String(body.criteria[name]?.value[0] ?? '').trim();
const pageOf = (body: SearchBody) => ({ number: body.page_number ?? 1, size: body.records_per_page ?? 50 });

/** One send in its own transaction; a lead the caller cannot reach answers 404, and a refusal writes nothing. */
async function send(db: Kysely<DB>, config: ServerConfig, principal: Principal, input: SoaInviteInput) {
  const result: SoaInviteResult = await db
    .transaction()
    .execute((trx) => sendSoaInvite(trx, principal, input, { publicUrl: config.publicUrl }));
  if (!result.ok && result.reason === 'not_found') throw notFound();
  return result as Exclude<SoaInviteResult, { reason: 'not_found' }>;
}

/** The caller's eSignature with this name, recorded (with an audit row) when new. */
async function esignatureFor(db: Kysely<DB>, principal: Principal, name: string, always: boolean) {
  return db.transaction().execute(async (trx) => {
    const found = always ? undefined : await findEsignature(trx, principal, name);
    if (found) return found;
    const created = await insertEsignature(trx, principal, name);
    await writeAdminAudit(trx, principal, {
      entity: 'esignature',
      entity_id: created.esignature_id,
      action: 'create',
      after: created,
    });
    return created;
  });
}

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

export async function soaRoutes(app: FastifyInstance, { db, config }: Deps) {
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

  // "Save to Generate Draft" (spec 02 §4.3): the entered email becomes the lead's default.
  defineRoute(app, {
    method: 'POST',
    url: '/api/lead/:leadId/soaEmailDraft/',
    ids: ['leadId'],
    permission: SEND,
    body: SoaEmailDraftStruct,
    handler: async ({ principal, ids: { leadId }, body }): Promise<SoaEmailDraftAnswer> => {
      if (!(await visibleLead(db, principal, leadId))) throw notFound();
      const email = body.email.trim();
      if (!isValidEmail(email)) return { success: '0', message: LEAD_MESSAGES.emailInvalid };
      const { emailId } = await db
        .transaction()
        .execute((trx) => addLeadDefaultEmail(trx, principal, leadId, { email, email_type: body.email_type }));
      return { success: '1', message: '', email_id: emailId };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/esignature',
    permission: SEND,
    body: EsignatureStruct,
    handler: async ({ principal, body }): Promise<EsignatureAnswer> => {
      const row = await esignatureFor(db, principal, body.signature_name.trim() || body.signature_name, true);
      return { success: '1', message: '', ...row };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/esignature/byName',
    permission: SEND,
    body: EsignatureStruct,
    handler: async ({ principal, body }): Promise<EsignatureAnswer> => {
      const name = body.signature_name.trim();
      if (!name) throw new HttpError(400, 'signature_name is required.', { field: 'signature_name' });
      return { success: '1', message: '', ...(await esignatureFor(db, principal, name, false)) };
    },
  });

  // The Enhanced SOA invite of one lead (spec 02 §3.10); bulk sends are their own feature.
  defineRoute(app, {
    method: 'POST',
    url: '/api/SelfServiceEmailControl/send',
    permission: SEND,
    body: EnhancedSoaInviteStruct,
    handler: async ({ principal, body }): Promise<EnhancedSoaSendAnswer> => {
      if (body.self_service_email_requestor_user_id !== principal.user_id) throw notFound();
      if (body.lead_id_list.length !== 1)
        throw new HttpError(400, 'lead_id_list is invalid: one lead per send.', { field: 'lead_id_list' });
      const flags = await flagsOfUser(db, principal);
      if (flags.some((f) => f.flag_name === 'disable_bulk_soa_email' && f.enabled))
        return { success: '0', message: SOA_MESSAGES.bulkEmailDisabled, soa_ids: [] };
      const result = await send(db, config, principal, {
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

  defineRoute(app, {
    method: 'POST',
    url: '/api/SelfServiceEmailControl/search',
    permission: SEND,
    body: SearchBodyStruct,
    handler: async ({ principal, body }): Promise<SoaSearchAnswer> => {
      const page = pageOf(body);
      const { total, rows } = await searchSoaRecords(
        db,
        principal,
        { leadId: criterionId(body, 'lead_id'), processType: 'Enhanced' },
        page,
      );
      return {
        success: true,
        total_records: total,
        page_number: page.number,
        records_per_page: page.size,
        result: rows,
      };
    },
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

  // A remote SOA (emailed) or face to face (the signing link is answered, nothing is emailed).
  defineRoute(app, {
    method: 'POST',
    url: '/api/clientInvite',
    permission: SEND,
    body: ClientInviteRequestStruct,
    handler: async ({ principal, body }): Promise<ClientInviteAnswer> => {
      const expected = body.mode === 'f2f' ? 'SOAF2F' : 'SOA';
      if (body.soa_type && body.soa_type !== expected)
        throw new HttpError(400, 'soa_type is invalid: it must match the mode.', { field: 'soa_type' });
      const result = await send(db, config, principal, {
        leadId: body.lead_id,
        mode: body.mode,
        esignatureId: body.esignature_id ?? null,
        aptDate: body.aptDate,
        contactMethod: body.contactMethod,
        agentSignature: body.agentSignature,
        email: body.email,
        emailType: body.email_type,
      });
      if (!result.ok)
        return {
          success: '0',
          message: result.message,
          ...(result.missing ? { missing: result.missing } : {}),
          ...(result.agent_phone_missing ? { agent_phone_missing: true } : {}),
        };
      return {
        success: '1',
        message: body.mode === 'f2f' ? SOA_MESSAGES.sent : SOA_MESSAGES.emailed,
        soa_id: result.soa_id,
        client_invite_id: result.client_invite_id,
        ...(body.mode === 'f2f' ? { remote_invite_url: result.url } : {}),
      };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/clientInvite/search/',
    permission: SEND,
    body: SearchBodyStruct,
    handler: async ({ principal, body }): Promise<ClientInviteSearchAnswer> => {
      const page = pageOf(body);
      const { total, rows } = await searchInvites(
        db,
        principal,
        { leadId: criterionId(body, 'lead_id'), soaId: criterionId(body, 'soa_id') },
        page,
      );
      return {
        success: true,
        total_records: total,
        page_number: page.number,
        records_per_page: page.size,
        result: rows,
      };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/clientInvite/searchByApp/:appId',
    ids: ['appId'],
    permission: SEND,
    handler: async ({ principal, ids: { appId } }): Promise<ClientInviteSearchAnswer> => {
      const { total, rows } = await searchInvites(db, principal, { appId });
      return { success: true, total_records: total, page_number: 1, records_per_page: 100, result: rows };
    },
  });

  const inviteOf = async (principal: Principal, id: number): Promise<ClientInviteRow> => {
    const { rows } = await searchInvites(db, principal, { inviteId: id });
    if (!rows[0]) throw notFound();
    return rows[0];
  };

  defineRoute(app, {
    method: 'GET',
    url: '/api/clientInvite/:id',
    ids: ['id'],
    permission: SEND,
    handler: ({ principal, ids: { id } }) => inviteOf(principal, id),
  });

  // Revokes the signing link; an SOA not yet signed is cancelled with it.
  defineRoute(app, {
    method: 'GET',
    url: '/api/clientInvite/:id/delete',
    ids: ['id'],
    permission: SEND,
    handler: async ({ principal, ids: { id } }): Promise<ClientInviteDeleteAnswer> => {
      const invite = await inviteOf(principal, id);
      if (invite.revoked === '1') return { success: '1', message: 'The invite was already cancelled.' };
      await db.transaction().execute(async (trx) => {
        const t = tenant(trx, principal);
        await t.updateTable('client_invite').set({ revoked: '1' }).where('client_invite_id', '=', id).execute();
        const cancelled = await t
          .updateTable('soa')
          .set({ status: 'cancelled', updated_at: new Date() })
          .where('soa_id', '=', invite.soa_id)
          .where('status', '=', 'sent')
          .returning('soa_id')
          .executeTakeFirst();
        await writeAdminAudit(trx, principal, {
          entity: 'client_invite',
          entity_id: id,
          action: 'revoke',
          before: { revoked: '0', state: invite.state },
          after: { revoked: '1', soa_id: invite.soa_id, soa_cancelled: cancelled !== undefined },
        });
      });
      return { success: '1', message: 'The invite has been cancelled.' };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/soa/search',
    permission: SEND,
    body: SearchBodyStruct,
    handler: async ({ principal, body }): Promise<SoaSearchAnswer> => {
      const page = pageOf(body);
      const { total, rows } = await searchSoaRecords(db, principal, { leadId: criterionId(body, 'lead_id') }, page);
      return {
        success: true,
        total_records: total,
        page_number: page.number,
        records_per_page: page.size,
        result: rows,
      };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/soa/rules',
    handler: async (): Promise<SoaRulesAnswer> => ({ success: true, rules: await readSoaRules(db) }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/soa/bulkEmailDisabled',
    handler: async ({ principal }): Promise<BulkSoaEmailDisabledAnswer> => ({
      disable_bulk_soa_email: (await flagsOfUser(db, principal)).some(
        (f) => f.flag_name === 'disable_bulk_soa_email' && f.enabled,
      ),
    }),
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

  // The email's plan-year disclaimers (spec 02 §3.10): `{ success, message, '2026': { email_disclaimer_text_with_counts } }`.
  defineRoute(app, {
    method: 'POST',
    url: '/api/carrierPlanGeography/search/',
    permission: SEND,
    body: SearchBodyStruct,
    handler: async ({ principal, body }) => {
      const leadId = criterionId(body, 'lead_id');
      if (!leadId) return { success: '0', message: 'lead_id is required.' };
      if (!(await visibleLead(db, principal, leadId))) throw notFound();
      const zip = criterionText(body, 'zip');
      if (zip && !/^\d{5}$/.test(zip)) return { success: '0', message: 'zip is invalid.' };
      const years = await planDisclaimers(db, principal);
      return {
        success: '1',
        message: '',
        ...Object.fromEntries(
          years.map((y) => [
            String(y.plan_year),
            { email_disclaimer_text_with_counts: y.email_disclaimer_text_with_counts },
          ]),
        ),
      };
    },
  });
}
