// What the SOA form reads and saves before a send (spec 02 §3.10, §4.3): the lead's email ("Save to
// Generate Draft"), the agent's eSignature, and the email's plan-year disclaimers.
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import {
  EsignatureStruct,
  SearchBodyStruct,
  SoaEmailDraftStruct,
  type EsignatureAnswer,
  type SoaEmailDraftAnswer,
} from '@meridian/api';
import { LEAD_MESSAGES, isValidEmail } from '@meridian/domain';
import type { DB } from '../../schema';
import { defineRoute } from '../../http/define-route';
import { HttpError, notFound } from '../../http/errors';
import { visibleLead } from '../leads';
import { findOrRecordEsignature, recordEsignature, type Esignature } from './esignatures.repository';
import { addLeadDefaultEmail } from './lead-agent.repository';
import { criterionId, criterionText, SEND, type SoaRouteDeps } from './route-helpers';
import { planDisclaimers } from './rules.repository';

export async function draftRoutes(app: FastifyInstance, { db }: SoaRouteDeps) {
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

  /** An eSignature saved in its own transaction, as the eSignature calls answer it. */
  const esignatureSaved = async (save: (trx: Transaction<DB>) => Promise<Esignature>): Promise<EsignatureAnswer> => ({
    success: '1',
    message: '',
    ...(await db.transaction().execute(save)),
  });

  // A new eSignature every time, even of a name the caller already has.
  defineRoute(app, {
    method: 'POST',
    url: '/api/esignature',
    permission: SEND,
    body: EsignatureStruct,
    handler: ({ principal, body }) =>
      esignatureSaved((trx) => recordEsignature(trx, principal, body.signature_name.trim() || body.signature_name)),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/esignature/byName',
    permission: SEND,
    body: EsignatureStruct,
    handler: async ({ principal, body }) => {
      const name = body.signature_name.trim();
      if (!name) throw new HttpError(400, 'signature_name is required.', { field: 'signature_name' });
      return esignatureSaved((trx) => findOrRecordEsignature(trx, principal, name));
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
