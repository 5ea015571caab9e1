// The client's signing page calls (`POST public/soa/record`, `POST public/soa/sign`), rate-limited per
// network before the token is looked up. The agent's `GET soa/{id}/pdf/` is in records/routes.ts.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { SoaSignStruct, SoaTokenStruct, type SoaSignAnswer, type SoaSigningRecord } from '@meridian/api';
import { SOA_SIGNING_MESSAGES } from '@meridian/domain';
import type { ServerConfig } from '../../../config';
import type { DB } from '../../../schema';
import { defineRoute } from '../../../http/define-route';
import { HttpError } from '../../../http/errors';
import { hit } from '../../../http/rate-limit';
import { checkSoaInvite, signSoaInvite } from './signing';

interface Deps {
  db: Kysely<DB>;
  config: ServerConfig;
}

const REFUSALS = {
  invalid: { status: 404, message: SOA_SIGNING_MESSAGES.invalidLink },
  expired: { status: 410, message: SOA_SIGNING_MESSAGES.expiredLink },
  used: { status: 409, message: SOA_SIGNING_MESSAGES.usedLink },
} as const;

export async function publicSoaSigningRoutes(app: FastifyInstance, { db, config }: Deps) {
  const limit = async (ip: string) => {
    const rule = { limit: config.registrationRatePerIp * 10, windowSeconds: 3600 };
    const { hits, retryAfter } = await hit(db, `soa-sign:ip:${ip}`, rule);
    if (hits > rule.limit)
      throw new HttpError(429, SOA_SIGNING_MESSAGES.tooMany, undefined, { 'Retry-After': String(retryAfter) });
  };
  const open = async (token: string, at: Date) => {
    const check = await checkSoaInvite(db, token, at);
    if (!check.ok) throw new HttpError(REFUSALS[check.reason].status, REFUSALS[check.reason].message);
    return check.invite;
  };

  defineRoute(app, {
    method: 'POST',
    url: '/api/public/soa/record',
    auth: false,
    body: SoaTokenStruct,
    handler: async ({ request, body: { token } }): Promise<SoaSigningRecord> => {
      await limit(request.ip);
      const invite = await open(token, new Date());
      return {
        success: true,
        account_business_name: invite.account_business_name,
        agent_name: invite.agent_name,
        client_name: invite.client_name,
        appointment_date: invite.appointment_date,
        contact_method: invite.contact_method,
        expires_at: invite.expires_at.toISOString(),
      };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/public/soa/sign',
    auth: false,
    body: SoaSignStruct,
    handler: async ({ request, body }): Promise<SoaSignAnswer> => {
      await limit(request.ip);
      const at = new Date();
      const invite = await open(body.token, at);
      const signed = await signSoaInvite(
        db,
        invite,
        {
          product_types: body.product_types,
          signer_name: body.signer_name,
          ip: request.ip,
          user_agent: String(request.headers['user-agent'] ?? ''),
        },
        at,
      );
      if (!signed) throw new HttpError(REFUSALS.used.status, REFUSALS.used.message);
      return { success: true, message: SOA_SIGNING_MESSAGES.signed, signed_at: signed.signed_at.toISOString() };
    },
  });
}
