import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  ClientTokenStruct,
  ClientUpdateStruct,
  type ClientLinkAnswer,
  type ClientLinkLiveAnswer,
  type ClientLinkRevokeAnswer,
  type ClientRecordAnswer,
} from '@meridian/api';
import { CLIENT_PAGE_MESSAGES } from '@meridian/domain';
import type { ServerConfig } from '../../config';
import type { DB } from '../../schema';
import { defineRoute } from '../../http/define-route';
import { HttpError, notFound } from '../../http/errors';
import { hit } from '../../http/rate-limit';
import type { SsnCipher } from '../../db/ssn-cipher';
import { applyClientCorrections, clientPersonalInfo, visibleLead } from '../leads';
import {
  checkClientLink,
  clientPageContext,
  insertClientLink,
  liveClientLink,
  markClientLinkUsed,
  newClientToken,
  revokeClientLink,
} from './repository';

interface Deps {
  db: Kysely<DB>;
  config: ServerConfig;
  ssnCipher: SsnCipher;
}

/**
 * The lead's self-service link: `POST lead/{lead_id}/clientLink/` makes one (replacing the live one),
 * `GET lead/{lead_id}/clientLink/` answers the live one (never its token, which is not kept), and
 * `GET lead/{lead_id}/clientLink/{id}/delete` revokes it. For an agent who may reach the lead.
 */
export async function clientLinkRoutes(app: FastifyInstance, { db, config }: Omit<Deps, 'ssnCipher'>) {
  defineRoute(app, {
    method: 'POST',
    url: '/api/lead/:leadId/clientLink/',
    ids: ['leadId'],
    handler: async ({ principal, ids: { leadId } }): Promise<ClientLinkAnswer> => {
      if (!(await visibleLead(db, principal, leadId))) throw notFound();
      const token = newClientToken();
      const link = await insertClientLink(db, principal, leadId, token);
      // The configured public address, never the Host header; the token rides in the fragment.
      return {
        success: true,
        url: `${config.publicUrl}/client/#${token}`,
        expires_at: link.expires_at.toISOString(),
        client_link_id: link.client_link_id,
      };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/lead/:leadId/clientLink/',
    ids: ['leadId'],
    handler: async ({ principal, ids: { leadId } }): Promise<ClientLinkLiveAnswer> => {
      if (!(await visibleLead(db, principal, leadId))) throw notFound();
      const live = await liveClientLink(db, principal, leadId);
      return {
        success: true,
        link: live
          ? {
              client_link_id: live.client_link_id,
              created_at: new Date(live.created_at).toISOString(),
              expires_at: new Date(live.expires_at).toISOString(),
              used_at: live.used_at ? new Date(live.used_at).toISOString() : null,
              created_by_name: `${live.fname ?? ''} ${live.lname ?? ''}`.trim(),
            }
          : null,
      };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/lead/:leadId/clientLink/:id/delete',
    ids: ['leadId', 'id'],
    handler: async ({ principal, ids: { leadId, id } }): Promise<ClientLinkRevokeAnswer> => {
      if (!(await visibleLead(db, principal, leadId))) throw notFound();
      if (!(await revokeClientLink(db, principal, leadId, id))) throw notFound();
      return { success: true };
    },
  });
}

/**
 * The client's page: `POST public/client/record` and `POST public/client/update`, each with the
 * link's token in the body. Rate-limited per network before the token is looked up.
 */
export async function publicClientRoutes(app: FastifyInstance, { db, config, ssnCipher }: Deps) {
  const limit = async (ip: string) => {
    const { hits, retryAfter } = await hit(db, `client-page:ip:${ip}`, {
      limit: config.registrationRatePerIp * 10,
      windowSeconds: 3600,
    });
    if (hits > config.registrationRatePerIp * 10)
      throw new HttpError(429, CLIENT_PAGE_MESSAGES.tooMany, undefined, { 'Retry-After': String(retryAfter) });
  };
  const open = async (token: string) => {
    const link = await checkClientLink(db, token);
    if (!link.ok)
      throw new HttpError(
        link.reason === 'expired' ? 410 : 404,
        link.reason === 'expired' ? CLIENT_PAGE_MESSAGES.expiredLink : CLIENT_PAGE_MESSAGES.invalidLink,
      );
    return link;
  };
  const answer = async (link: {
    account_id: number;
    lead_id: number;
    expires_at: Date;
  }): Promise<ClientRecordAnswer> => {
    const owner = { account_id: link.account_id };
    const [context, lead] = await Promise.all([
      clientPageContext(db, owner, link.lead_id),
      clientPersonalInfo(db, owner, link.lead_id, ssnCipher),
    ]);
    return {
      success: true,
      account_business_name: context.account_business_name,
      agent_name: context.agent_name,
      can_update: context.can_update,
      expires_at: link.expires_at.toISOString(),
      lead,
    };
  };

  defineRoute(app, {
    method: 'POST',
    url: '/api/public/client/record',
    auth: false,
    body: ClientTokenStruct,
    handler: async ({ request, body: { token } }) => {
      await limit(request.ip);
      return answer(await open(token));
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/public/client/update',
    auth: false,
    body: ClientUpdateStruct,
    handler: async ({ request, body: { token, ...corrections } }) => {
      await limit(request.ip);
      const link = await open(token);
      const owner = { account_id: link.account_id };
      const context = await clientPageContext(db, owner, link.lead_id);
      if (!context.can_update) throw new HttpError(403, CLIENT_PAGE_MESSAGES.updatesOff);
      await applyClientCorrections(db, owner, link.lead_id, corrections, ssnCipher);
      await markClientLinkUsed(db, owner, token);
      return answer(link);
    },
  });
}
