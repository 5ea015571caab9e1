import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import {
  PERMISSIONS,
  RegistrationRequestStruct,
  ValidateUrlRequestStruct,
  type RegistrationAnswer,
  type RegistrationLinkAnswer,
  type ValidateUrlAnswer,
} from '@meridian/api';
import { hasNoNpn, REGISTRATION_MESSAGES, stripPhone, validateRegistration } from '@meridian/domain';
import { hashPassword } from '../auth/passwords';
import { hasPermission, principalOf } from '../auth/principal';
import type { ServerConfig } from '../config';
import type { DB } from '../db/schema';
import { enqueueEmail } from '../email/outbox';
import { forbidden, HttpError, notFound, parseWith } from '../http/errors';
import { hit } from '../http/rate-limit';
import type { InvitationLinks } from '../registration/links';
import { pathId } from './users';

/** The message the client recognises (spec 01 §4: the message contains 'Role Expired'). */
export const ROLE_EXPIRED_MESSAGE = 'Role Expired: the role of this registration link is no longer valid. Please contact the account owner.';
export const INVALID_LINK_MESSAGE = 'This registration link is not valid.';
export const TOO_MANY_REGISTRATIONS = 'Too many registration attempts from this network. Please try again later.';

type Invitation =
  | { kind: 'valid'; accountId: number; roleId: number; roleName: string }
  | { kind: 'invalid' }
  | { kind: 'role-expired'; accountId: number };

interface Deps {
  db: Kysely<DB>;
  links: InvitationLinks;
  config: ServerConfig;
}

async function checkInvitation({ db, links }: Deps, token: string): Promise<Invitation> {
  const check = links.verify(token);
  if (!check.ok) return { kind: 'invalid' };
  const account = await db.selectFrom('account').select(['account_id', 'active']).where('account_id', '=', check.claims.acc).executeTakeFirst();
  if (!account || account.active !== '1') return { kind: 'invalid' };
  const role = await db
    .selectFrom('role')
    .select(['role_id', 'role_name', 'active'])
    .where('account_id', '=', account.account_id)
    .where('role_id', '=', check.claims.role)
    .executeTakeFirst();
  if (!role || !role.active) return { kind: 'role-expired', accountId: account.account_id };
  return { kind: 'valid', accountId: account.account_id, roleId: role.role_id, roleName: role.role_name };
}

/** The owner's name, default email and phone, and the account's co-brand logo. */
async function ownerOf(db: Kysely<DB>, accountId: number): Promise<Pick<ValidateUrlAnswer, 'cobrand' | 'user'>> {
  const row = await db
    .selectFrom('account as a')
    .leftJoin('app_user as o', (j) => j.onRef('o.account_id', '=', 'a.account_id').onRef('o.user_id', '=', 'a.account_owner_user_id'))
    .select((eb) => [
      'a.account_id',
      'a.logo_3',
      'a.logo_2',
      'o.fname',
      'o.lname',
      eb
        .selectFrom('user_email as e')
        .select('e.email')
        .whereRef('e.account_id', '=', 'o.account_id')
        .whereRef('e.user_id', '=', 'o.user_id')
        .orderBy('e.is_default', 'desc')
        .orderBy('e.email_id')
        .limit(1)
        .as('email'),
      eb
        .selectFrom('user_phone as p')
        .select('p.phone')
        .whereRef('p.account_id', '=', 'o.account_id')
        .whereRef('p.user_id', '=', 'o.user_id')
        .orderBy('p.is_default', 'desc')
        .orderBy('p.phone_id')
        .limit(1)
        .as('phone'),
    ])
    .where('a.account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  const logo = row.logo_3 ?? row.logo_2;
  return {
    cobrand: logo ? { logo_3: logo } : {},
    user: {
      account_id: row.account_id,
      fname: row.fname ?? '',
      lname: row.lname ?? '',
      ...(row.email ? { default_email: { email: row.email } } : {}),
      ...(row.phone ? { default_phone: { phone: row.phone } } : {}),
    },
  };
}

const clientIp = (request: FastifyRequest) => request.ip;

function agreementEmail(fname: string, login: string, html: string, version: string) {
  return {
    subject: 'Your Meridian user agreement',
    text:
      `Hello ${fname},\n\nThank you for registering with Meridian as ${login}. ` +
      `A copy of the user agreement (version ${version}) you accepted is included in this email.\n`,
    html: `<p>Hello ${escapeHtml(fname)},</p><p>Thank you for registering with Meridian as <strong>${escapeHtml(login)}</strong>. This is the user agreement (version ${escapeHtml(version)}) you accepted.</p><hr>${html}`,
  };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export async function publicRegistrationRoutes(app: FastifyInstance, deps: Deps) {
  const { db, config } = deps;
  const rate = { limit: config.registrationRatePerIp, windowSeconds: 3600 };

  app.get('/api/public/agreement', async () => {
    const row = await db.selectFrom('user_agreement').select(['html', 'version']).where('current', '=', true).executeTakeFirstOrThrow();
    return { agreement: row.html, version: row.version };
  });

  app.post('/api/public/validateUrl', async (request): Promise<ValidateUrlAnswer> => {
    const ipHit = await hit(db, `validate-url:ip:${clientIp(request)}`, { limit: rate.limit * 10, windowSeconds: 3600 });
    if (ipHit.hits > rate.limit * 10) throw new HttpError(429, TOO_MANY_REGISTRATIONS, undefined, { 'Retry-After': String(ipHit.retryAfter) });
    const { token } = parseWith(ValidateUrlRequestStruct, request.body);
    const invitation = await checkInvitation(deps, token);
    if (invitation.kind === 'invalid') throw new HttpError(400, INVALID_LINK_MESSAGE);
    const owner = await ownerOf(db, invitation.accountId);
    return { message: invitation.kind === 'role-expired' ? ROLE_EXPIRED_MESSAGE : '', ...owner };
  });

  app.post('/api/public/registration', async (request, reply): Promise<RegistrationAnswer> => {
    const ipHit = await hit(db, `registration:ip:${clientIp(request)}`, rate);
    if (ipHit.hits > rate.limit) throw new HttpError(429, TOO_MANY_REGISTRATIONS, undefined, { 'Retry-After': String(ipHit.retryAfter) });

    const body = parseWith(RegistrationRequestStruct, request.body);
    // The client's checks are not trusted: the same domain rules run here.
    const errors = validateRegistration(body);
    const firstError = Object.values(errors)[0];
    if (firstError) throw new HttpError(400, firstError, { errors });

    let invitation: Invitation | undefined;
    if (body.source) {
      invitation = await checkInvitation(deps, body.source);
      if (invitation.kind === 'invalid') throw new HttpError(400, REGISTRATION_MESSAGES.invalidLink);
      if (invitation.kind === 'role-expired') throw new HttpError(400, ROLE_EXPIRED_MESSAGE);
    }

    const login = body.login!.trim();
    const taken = await db.selectFrom('user_credentials').select('user_id').where(sql<string>`lower(login)`, '=', login.toLowerCase()).executeTakeFirst();
    if (taken) throw new HttpError(409, `The username ${login} is already in use.`);

    const passwordHash = await hashPassword(body.password!);
    const agreement = await db.selectFrom('user_agreement').select(['version', 'html']).where('current', '=', true).executeTakeFirstOrThrow();
    const fname = body.fname!.trim();
    const lname = body.lname!.trim();
    const company = body.company?.trim() || null;
    const noNpn = hasNoNpn(body.hasNoNPN);

    try {
      await db.transaction().execute(async (trx) => {
        let accountId: number;
        let roleId: number;
        const free = invitation?.kind !== 'valid';
        if (invitation?.kind === 'valid') {
          accountId = invitation.accountId;
          roleId = invitation.roleId;
        } else {
          // A free registration opens its own account, owned by the registrant as its Admin.
          const account = await trx
            .insertInto('account')
            .values({ account_name: company ?? `${fname} ${lname}`, created_by_registration: true })
            .returning('account_id')
            .executeTakeFirstOrThrow();
          accountId = account.account_id;
          const admin = await trx.insertInto('role').values({ account_id: accountId, role_name: 'Admin' }).returning('role_id').executeTakeFirstOrThrow();
          await trx.insertInto('role').values({ account_id: accountId, role_name: 'Agent' }).execute();
          await trx
            .insertInto('role_permission')
            .values(PERMISSIONS.map((permission_name) => ({ account_id: accountId, role_id: admin.role_id, permission_name })))
            .execute();
          roleId = admin.role_id;
        }
        const user = await trx
          .insertInto('app_user')
          .values({
            account_id: accountId,
            role_id: roleId,
            fname,
            lname,
            company,
            npn: noNpn ? null : body.npn?.trim() || null,
            // Free registrations wait for staff to validate their credentials.
            active: free ? '0' : '1',
          })
          .returning('user_id')
          .executeTakeFirstOrThrow();
        const userId = user.user_id;
        if (free) await trx.updateTable('account').set({ account_owner_user_id: userId }).where('account_id', '=', accountId).execute();
        await trx.insertInto('user_credentials').values({ account_id: accountId, user_id: userId, login, password_hash: passwordHash }).execute();

        const phones = [
          { phone: stripPhone(body.phone), phone_type: 'Work' as const },
          { phone: stripPhone(body.mphone), phone_type: 'Mobile' as const },
          { phone: stripPhone(body.fphone), phone_type: 'Fax' as const },
        ].filter((p) => p.phone.length === 10);
        if (phones.length > 0) {
          await trx
            .insertInto('user_phone')
            .values(phones.map((p, i) => ({ account_id: accountId, user_id: userId, ...p, is_default: i === 0 })))
            .execute();
        }
        await trx.insertInto('user_email').values({ account_id: accountId, user_id: userId, email: body.email!.trim(), email_type: 'Work', is_default: true }).execute();
        await trx
          .insertInto('user_address')
          .values({
            account_id: accountId,
            user_id: userId,
            address_type_id: 'Business',
            address1: body.address1!.trim(),
            address2: body.address2?.trim() || null,
            city: body.city!.trim(),
            state_id: body.state_id!.trim().toUpperCase(),
            zip: body.zip!.trim(),
            is_default: true,
          })
          .execute();
        await trx
          .insertInto('agreement_acceptance')
          .values({ account_id: accountId, user_id: userId, version: agreement.version, ip: clientIp(request), user_agent: request.headers['user-agent']?.slice(0, 300) ?? null })
          .execute();
        await enqueueEmail(trx, { accountId, to: body.email!.trim(), kind: 'registration_agreement', ...agreementEmail(fname, login, agreement.html, agreement.version) });
      });
    } catch (error) {
      // Two registrations raced for the same username: the unique index decides.
      if ((error as { code?: string }).code === '23505') throw new HttpError(409, `The username ${login} is already in use.`);
      throw error;
    }

    const free = invitation?.kind !== 'valid';
    reply.code(201);
    return {
      success: true,
      message: free ? REGISTRATION_MESSAGES.pendingValidation : REGISTRATION_MESSAGES.accountCreated,
      disabled: free ? 'true' : 'false',
    };
  });
}

/** Admin call: `GET registration/buildLink/account/{id}/role/{role}`. */
export async function registrationLinkRoutes(app: FastifyInstance, deps: Deps) {
  const { db, links, config } = deps;
  app.get('/api/registration/buildLink/account/:id/role/:role', async (request): Promise<RegistrationLinkAnswer> => {
    const principal = principalOf(request);
    const accountId = pathId(request, 'id');
    const roleId = pathId(request, 'role');
    if (accountId !== principal.account_id) throw notFound();
    if (!hasPermission(principal, 'registration_link_build')) throw forbidden();
    const role = await db.selectFrom('role').select(['role_id', 'active']).where('account_id', '=', accountId).where('role_id', '=', roleId).executeTakeFirst();
    if (!role || !role.active) throw notFound();
    const { token, expiresAt } = links.sign(accountId, roleId, config.registrationLinkTtl);
    const path = `/registration/?q=${encodeURIComponent(token)}`;
    const origin = `${request.protocol}://${request.host}`;
    return { link: `${origin}${path}`, path, expires_at: expiresAt.toISOString() };
  });
}
