import type { Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import {
  PhoneCallRequestStruct,
  type PhoneCallAnswer,
  type PhoneDialerAuthSettings,
  type PhoneDialerBehaviorTypes,
} from '@meridian/api';
import { CONTACT_EDITOR_MESSAGES, DIALER_MESSAGES } from '@meridian/domain';
import type { DB } from '../../schema';
import type { ServerConfig } from '../../config';
import { createDialerProvider } from './providers';
import { defineRoute } from '../../http/define-route';
import { HttpError, notFound } from '../../http/errors';
import { behaviorTypes, calleeRefusedCalls, dialerSettings, isVisibleLead, recordPhoneCall } from './repository';

/** Refusals the spec describes without wording them. */
export const DIALER_REFUSALS = {
  notEnabled: 'The phone dialer is not enabled for your account or user. Turn it on in Call Recording settings.',
  badRoute: 'laweb_current_route must be a path of this application.',
} as const;

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/** A path of this app (`/lead/12`), never another origin (`//host`, `https://…`). */
function currentRoute(raw: unknown): string {
  if (raw === undefined || raw === '') return '/';
  const route = String(raw);
  if (
    route.length > 500 ||
    !route.startsWith('/') ||
    route.startsWith('//') ||
    route.includes('\\') ||
    CONTROL.test(route)
  ) {
    throw new HttpError(400, DIALER_REFUSALS.badRoute, { field: 'laweb_current_route' });
  }
  return route;
}

/** Digits only; a leading US country code 1 is dropped. */
function calleeDigits(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (!/^[2-9]\d{9}$/.test(national))
    throw new HttpError(400, CONTACT_EDITOR_MESSAGES.phoneInvalid, { field: 'callee_phone_number' });
  return national;
}

export async function dialerRoutes(app: FastifyInstance, { db, config }: { db: Kysely<DB>; config: ServerConfig }) {
  const provider = createDialerProvider(config.phoneDialerProvider, config.phoneDialerHost, db);
  const listBehaviorTypes = async (): Promise<PhoneDialerBehaviorTypes> => ({
    success: true,
    result: await behaviorTypes(db),
  });
  defineRoute(app, { method: 'GET', url: '/api/PhoneDialerProvider/listBehaviorTypes/', handler: listBehaviorTypes });

  defineRoute(app, {
    method: 'GET',
    url: '/api/PhoneDialerProvider/authSettings',
    handler: async ({ request, principal }): Promise<PhoneDialerAuthSettings> => {
      const returnTo = currentRoute((request.query as Record<string, unknown>).laweb_current_route);
      const [settings, connection] = await Promise.all([
        dialerSettings(db, principal),
        provider.connection(principal, returnTo),
      ]);
      return {
        provider_name: provider.name,
        phone_dialer_host: provider.host,
        account_phone_dialer_provider_active: settings.account_active,
        phone_dialer_provider_active: settings.user_active,
        phone_dialer_provider_behavior_type_id: settings.phone_dialer_provider_behavior_type_id,
        authorized: connection.authorized ? '1' : '0',
        auth_url: connection.authUrl,
      };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/PhoneDialerProvider/phoneCall',
    body: PhoneCallRequestStruct,
    handler: async ({ reply, principal, body }): Promise<PhoneCallAnswer> => {
      // Calls are placed for oneself only.
      if (body.user_id !== principal.user_id) throw notFound();
      const callee = calleeDigits(body.callee_phone_number);
      const leadId = body.lead_id ? body.lead_id : null;
      if (leadId !== null && !(await isVisibleLead(db, principal, leadId))) throw notFound();
      const settings = await dialerSettings(db, principal);
      if (settings.account_active !== '1' || settings.user_active !== '1')
        throw new HttpError(409, DIALER_REFUSALS.notEnabled);
      // Refused before anything is recorded or asked of the provider, on every dialer path.
      if (await calleeRefusedCalls(db, principal, leadId, callee))
        throw new HttpError(403, DIALER_MESSAGES.doNotCall, { field: 'callee_phone_number', reason: 'do_not_call' });

      const order = {
        account_id: principal.account_id,
        user_id: principal.user_id,
        lead_id: leadId,
        callee_phone_number: callee,
      };
      const outcome = await provider.placeCall(order);
      if (!outcome.ok) {
        await recordPhoneCall(db, order, { provider: provider.name, status: 'failed', message: outcome.message });
        // A refusal by the provider, not a server fault: the client takes the user to the dialer set-up page with the message.
        return reply.code(424).send({ success: false, message: outcome.message });
      }
      return { success: true, message: outcome.message, call_id: outcome.providerCallId };
    },
  });
}
