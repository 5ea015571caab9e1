// Client invites (spec 02 §7.2): a remote SOA (emailed) or face to face (the signing link is answered,
// nothing is emailed), the invites of a lead, an SOA or an application, and revoking one.
import type { FastifyInstance } from 'fastify';
import {
  ClientInviteRequestStruct,
  type ClientInviteAnswer,
  type ClientInviteDeleteAnswer,
  type ClientInviteRow,
  type ClientInviteSearchAnswer,
} from '@meridian/api';
import { SOA_MESSAGES } from '@meridian/domain';
import type { Principal } from '../../../auth/principal';
import { defineRoute } from '../../../http/define-route';
import { HttpError, notFound } from '../../../http/errors';
import { revokeInvite, searchInvites } from './repository';
import { criterionId, defineSearchRoute, pageAnswer, SEND, sendOne, type SoaRouteDeps } from '../route-helpers';

/** Every invite of an application, on one page. */
const APP_PAGE = { number: 1, size: 100 };

export async function inviteRoutes(app: FastifyInstance, deps: SoaRouteDeps) {
  const { db } = deps;

  defineRoute(app, {
    method: 'POST',
    url: '/api/clientInvite',
    permission: SEND,
    body: ClientInviteRequestStruct,
    handler: async ({ principal, body }): Promise<ClientInviteAnswer> => {
      const expected = body.mode === 'f2f' ? 'SOAF2F' : 'SOA';
      if (body.soa_type && body.soa_type !== expected)
        throw new HttpError(400, 'soa_type is invalid: it must match the mode.', { field: 'soa_type' });
      const result = await sendOne(deps, principal, {
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

  defineSearchRoute(app, {
    url: '/api/clientInvite/search/',
    permission: SEND,
    search: (principal, body, page) =>
      searchInvites(db, principal, { leadId: criterionId(body, 'lead_id'), soaId: criterionId(body, 'soa_id') }, page),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/clientInvite/searchByApp/:appId',
    ids: ['appId'],
    permission: SEND,
    handler: async ({ principal, ids: { appId } }): Promise<ClientInviteSearchAnswer> =>
      pageAnswer(await searchInvites(db, principal, { appId }, APP_PAGE), APP_PAGE),
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
      await db.transaction().execute((trx) => revokeInvite(trx, principal, invite));
      return { success: '1', message: 'The invite has been cancelled.' };
    },
  });
}
