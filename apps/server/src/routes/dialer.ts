import type { Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { PhoneCallRequestStruct, type PhoneCallAnswer, type PhoneDialerAuthSettings, type PhoneDialerBehaviorTypes } from '@meridian/api';
import { CONTACT_EDITOR_MESSAGES } from '@meridian/domain';
import { principalOf } from '../auth/principal';
import type { DB } from '../db/schema';
import type { ServerConfig } from '../config';
import { createDialerProvider } from '../dialer';
import { HttpError, notFound, parseWith } from '../http/errors';
import { seesAllLeads } from './leads';

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
  if (route.length > 500 || !route.startsWith('/') || route.startsWith('//') || route.includes('\\') || CONTROL.test(route)) {
    throw new HttpError(400, DIALER_REFUSALS.badRoute, { field: 'laweb_current_route' });
  }
  return route;
}

/** Digits only; a leading US country code 1 is dropped. */
function calleeDigits(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (!/^[2-9]\d{9}$/.test(national)) throw new HttpError(400, CONTACT_EDITOR_MESSAGES.phoneInvalid, { field: 'callee_phone_number' });
  return national;
}

export async function dialerRoutes(app: FastifyInstance, { db, config }: { db: Kysely<DB>; config: ServerConfig }) {
  const provider = createDialerProvider(config.phoneDialerProvider, config.phoneDialerHost, db);
  const settingsOf = (accountId: number, userId: number) =>
    db
      .selectFrom('app_user as u')
      .innerJoin('account as a', 'a.account_id', 'u.account_id')
      .select(['a.phone_dialer_provider_active as account_active', 'u.phone_dialer_provider_active as user_active', 'u.phone_dialer_provider_behavior_type_id'])
      .where('u.account_id', '=', accountId)
      .where('u.user_id', '=', userId)
      .executeTakeFirstOrThrow();

  const listBehaviorTypes = async (): Promise<PhoneDialerBehaviorTypes> => ({
    success: true,
    result: await db.selectFrom('phone_dialer_behavior_type').selectAll().orderBy('phone_dialer_provider_behavior_type_id').execute(),
  });
  app.get('/api/PhoneDialerProvider/listBehaviorTypes/', listBehaviorTypes);
  app.get('/api/PhoneDialerProvider/listBehaviorTypes', listBehaviorTypes);

  app.get('/api/PhoneDialerProvider/authSettings', async (request): Promise<PhoneDialerAuthSettings> => {
    const principal = principalOf(request);
    const returnTo = currentRoute((request.query as Record<string, unknown>).laweb_current_route);
    const [settings, connection] = await Promise.all([settingsOf(principal.account_id, principal.user_id), provider.connection(principal, returnTo)]);
    return {
      provider_name: provider.name,
      phone_dialer_host: provider.host,
      account_phone_dialer_provider_active: settings.account_active,
      phone_dialer_provider_active: settings.user_active,
      phone_dialer_provider_behavior_type_id: settings.phone_dialer_provider_behavior_type_id,
      authorized: connection.authorized ? '1' : '0',
      auth_url: connection.authUrl,
    };
  });

  app.post('/api/PhoneDialerProvider/phoneCall', async (request, reply): Promise<PhoneCallAnswer> => {
    const principal = principalOf(request);
    const body = parseWith(PhoneCallRequestStruct, request.body);
    // Calls are placed for oneself only.
    if (body.user_id !== principal.user_id) throw notFound();
    const callee = calleeDigits(body.callee_phone_number);
    const leadId = body.lead_id ? body.lead_id : null;
    if (leadId !== null) {
      let lead = db.selectFrom('lead').select('lead_id').where('account_id', '=', principal.account_id).where('lead_id', '=', leadId).where('deleted', '=', '0');
      if (!seesAllLeads(principal)) lead = lead.where('user_id', '=', principal.user_id);
      if (!(await lead.executeTakeFirst())) throw notFound();
    }
    const settings = await settingsOf(principal.account_id, principal.user_id);
    if (settings.account_active !== '1' || settings.user_active !== '1') throw new HttpError(409, DIALER_REFUSALS.notEnabled);

    const order = { account_id: principal.account_id, user_id: principal.user_id, lead_id: leadId, callee_phone_number: callee };
    const outcome = await provider.placeCall(order);
    if (!outcome.ok) {
      await db.insertInto('phone_call').values({ ...order, provider: provider.name, status: 'failed', message: outcome.message }).execute();
      // A refusal by the provider, not a server fault: the client takes the user to the dialer set-up page with the message.
      return reply.code(424).send({ success: false, message: outcome.message });
    }
    return { success: true, message: outcome.message, call_id: outcome.providerCallId };
  });
}
