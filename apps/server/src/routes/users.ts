import type { Kysely } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ACCESS_CONTROL_HEADER,
  SearchBodyStruct,
  type UserDetails,
  type UserSearchRow,
  type UserSettings,
} from '@meridian/api';
import { hasPermission, principalOf, type Principal } from '../auth/principal';
import type { DB } from '../db/schema';
import { notFound, parseWith } from '../http/errors';
import { applySearch, pickFields, type SearchEntity } from '../search/generic';

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/** A path id: a positive whole number, or the row does not exist. */
export function pathId(request: FastifyRequest, name = 'id'): number {
  const raw = (request.params as Record<string, string>)[name] ?? '';
  if (!/^\d{1,9}$/.test(raw)) throw notFound();
  return Number(raw);
}

/** Whether the caller may read another user of their own account. */
function canSeeUsers(principal: Principal): boolean {
  return hasPermission(principal, 'user_view_all') || hasPermission(principal, 'user_manage');
}

/** Reads one user of the caller's account, with contacts and credentials (never the password), in one query. */
export async function loadUserDetails(db: Kysely<DB>, accountId: number, userId: number): Promise<UserDetails | undefined> {
  const user = await db
    .selectFrom('app_user as u')
    .innerJoin('role as r', (j) => j.onRef('r.account_id', '=', 'u.account_id').onRef('r.role_id', '=', 'u.role_id'))
    .innerJoin('account as a', 'a.account_id', 'u.account_id')
    .selectAll('u')
    .select(['r.role_name', 'a.account_name'])
    .select((eb) => [
      jsonArrayFrom(
        eb
          .selectFrom('user_phone as p')
          .select(['p.phone_id', 'p.phone', 'p.phone_type', 'p.phone_ext', 'p.is_default'])
          .whereRef('p.account_id', '=', 'u.account_id')
          .whereRef('p.user_id', '=', 'u.user_id')
          .orderBy('p.phone_id'),
      ).as('phones'),
      jsonArrayFrom(
        eb
          .selectFrom('user_email as e')
          .select(['e.email_id', 'e.email', 'e.email_type', 'e.is_default'])
          .whereRef('e.account_id', '=', 'u.account_id')
          .whereRef('e.user_id', '=', 'u.user_id')
          .orderBy('e.email_id'),
      ).as('emails'),
      jsonArrayFrom(
        eb
          .selectFrom('user_address as d')
          .select(['d.address_id', 'd.address_type_id', 'd.address1', 'd.address2', 'd.city', 'd.state_id', 'd.zip', 'd.zip_4', 'd.county', 'd.county_fips', 'd.country_id', 'd.apo', 'd.is_default'])
          .whereRef('d.account_id', '=', 'u.account_id')
          .whereRef('d.user_id', '=', 'u.user_id')
          .orderBy('d.address_id'),
      ).as('addresses'),
      jsonArrayFrom(
        eb
          .selectFrom('user_credentials as c')
          .select(['c.user_credentials_id', 'c.login', 'c.context'])
          .whereRef('c.account_id', '=', 'u.account_id')
          .whereRef('c.user_id', '=', 'u.user_id'),
      ).as('credentials'),
    ])
    .where('u.account_id', '=', accountId)
    .where('u.user_id', '=', userId)
    .executeTakeFirst();
  if (!user) return undefined;
  const { phones, emails, addresses, credentials } = user;
  return {
    user_id: user.user_id,
    account_id: user.account_id,
    account_business_name: user.account_name,
    fname: user.fname,
    lname: user.lname,
    gender: user.gender,
    company: user.company,
    npn: user.npn,
    ein: user.ein,
    sms_id: user.sms_id,
    environment_id: user.environment_id,
    cm_sync_ignore: user.cm_sync_ignore,
    role_id: user.role_id,
    role_name: user.role_name,
    active: user.active,
    registration_date: iso(user.registration_date)!,
    expire_date: iso(user.expire_date),
    last_access_date: iso(user.last_access_date),
    previous_login_date: iso(user.previous_login_date),
    active_changed_date: iso(user.active_changed_date),
    appointment_count: 0,
    phones,
    emails,
    addresses,
    default_phone: phones.find((p) => p.is_default) ?? phones[0] ?? null,
    default_email: emails.find((e) => e.is_default) ?? emails[0] ?? null,
    default_address: addresses.find((a) => a.is_default) ?? addresses[0] ?? null,
    usercredentials: credentials,
  };
}

const userSearch: SearchEntity = {
  name: 'user',
  fields: {
    user_id: { column: 'u.user_id', kind: 'integer' },
    fname: { column: 'u.fname', kind: 'text', match: 'prefix' },
    lname: { column: 'u.lname', kind: 'text', match: 'prefix' },
    role_id: { column: 'u.role_id', kind: 'integer' },
    role_name: { column: 'r.role_name', kind: 'text', match: 'contains' },
    active: { column: 'u.active', kind: 'flag' },
    npn: { column: 'u.npn', kind: 'text', match: 'prefix' },
    registration_date: { column: 'u.registration_date', kind: 'date' },
    last_access_date: { column: 'u.last_access_date', kind: 'date' },
  },
  defaultOrder: { field: 'lname', direction: 'asc' },
  defaultPageSize: 50,
  maxPageSize: 500,
};

export async function userRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }) {
  app.get('/api/user/:id', async (request, reply) => {
    const principal = principalOf(request);
    const id = pathId(request);
    if (id !== principal.user_id && !canSeeUsers(principal)) throw notFound();
    const user = await loadUserDetails(db, principal.account_id, id);
    if (!user) throw notFound();
    const { return_acl } = request.query as { return_acl?: string };
    if (return_acl === '1' && id === principal.user_id) {
      const permissions = [...principal.permissions].sort();
      reply.header(ACCESS_CONTROL_HEADER, JSON.stringify(permissions));
      return { ...user, rolePermission: permissions, hash: principal.aclHash };
    }
    return user;
  });

  app.get('/api/user/:id/settings', async (request): Promise<UserSettings> => {
    const principal = principalOf(request);
    const id = pathId(request);
    if (id !== principal.user_id && !canSeeUsers(principal)) throw notFound();
    const row = await db
      .selectFrom('app_user')
      .select(['user_id', 'phone_dialer_provider_active', 'phone_dialer_provider_behavior_type_id'])
      .where('account_id', '=', principal.account_id)
      .where('user_id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound();
    return row;
  });

  app.post('/api/user/search', async (request) => {
    const principal = principalOf(request);
    const body = parseWith(SearchBodyStruct, request.body);
    let base = db
      .selectFrom('app_user as u')
      .innerJoin('role as r', (j) => j.onRef('r.account_id', '=', 'u.account_id').onRef('r.role_id', '=', 'u.role_id'))
      .where('u.account_id', '=', principal.account_id);
    if (!canSeeUsers(principal)) base = base.where('u.user_id', '=', principal.user_id);
    const selected = base.select([
      'u.user_id',
      'u.fname',
      'u.lname',
      'u.role_id',
      'r.role_name',
      'u.active',
      'u.npn',
      'u.registration_date',
      'u.last_access_date',
    ]);
    const { query, count, plan } = applySearch(selected, userSearch, body);
    const [rows, total] = await Promise.all([query.execute(), count.executeTakeFirst()]);
    const result: UserSearchRow[] = rows.map((r) => ({
      ...r,
      registration_date: iso(r.registration_date)!,
      last_access_date: iso(r.last_access_date),
    }));
    return {
      success: true,
      total_records: Number((total as unknown as { total: string } | undefined)?.total ?? 0),
      page_number: plan.page,
      records_per_page: plan.pageSize,
      result: pickFields(result, plan.fields),
    };
  });
}

