import {
  sql,
  type RawBuilder,
  type Transaction,
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type InferResult,
} from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { UserDetails } from '@meridian/api';
import { principalWith } from '../../auth/principal';
import { runPrepared, type PreparedStatement } from '../../db/database';
import type { DB } from '../../schema';
import { tenant, type TenantOwner } from '../../db/tenant';
import { escapeLike, type SearchEntity, type TypedCriterion } from '../../search/generic';
import type { Flag } from '../../db/columns';
import { HttpError } from '../../http/errors';
import { writeAdminAudit } from '../admin-audit';
import { openAppointmentCount } from '../calendar';

export const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/** The user with role, account name, contacts and credentials (never the password), as one query. */
function userDetailsQuery(db: Kysely<DB>, accountId: number, userId: number) {
  return db
    .selectFrom('app_user as u')
    .innerJoin('role as r', (j) => j.onRef('r.account_id', '=', 'u.account_id').onRef('r.role_id', '=', 'u.role_id'))
    .innerJoin('account as a', 'a.account_id', 'u.account_id')
    .selectAll('u')
    .select(['r.role_name', 'a.account_name', openAppointmentCount('u').as('appointment_count')])
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
          .select([
            'd.address_id',
            'd.address_type_id',
            'd.address1',
            'd.address2',
            'd.city',
            'd.state_id',
            'd.zip',
            'd.zip_4',
            'd.county',
            'd.county_fips',
            'd.country_id',
            'd.apo',
            'd.is_default',
          ])
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
    .where('u.user_id', '=', userId);
}

export type UserDetailsRow = InferResult<ReturnType<typeof userDetailsQuery>>[number];

/**
 * `userDetailsQuery` prepared once per connection (`runPrepared`): every profile read and save runs
 * it, and planning its four subqueries cost more than running them. Values: account, then user.
 */
export const USER_DETAILS_STATEMENT: PreparedStatement = (() => {
  const compiler = new Kysely<DB>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
  const { sql, parameters } = userDetailsQuery(compiler, -1, -2).compile();
  if (parameters.length !== 2 || parameters[0] !== -1 || parameters[1] !== -2)
    throw new Error('userDetailsQuery must take exactly the account, then the user');
  return { name: 'meridian_user_details_v1', text: sql };
})();

/** Reads one user of the caller's account, with contacts and credentials (never the password), in one query. */
export async function loadUserDetails(
  db: Kysely<DB>,
  owner: TenantOwner,
  userId: number,
): Promise<UserDetails | undefined> {
  const [user] = await runPrepared<UserDetailsRow>(db, USER_DETAILS_STATEMENT, [owner.account_id, userId]);
  return user && toUserDetails(user);
}

/**
 * The caller's principal and the user-details row in one round trip: `GET user/{id}` is the portal's
 * most frequent call. The principal is still read on every request (nothing is remembered between
 * requests), so a revoked sign-in or a changed role takes effect on the next one.
 */
export const PRINCIPAL_AND_USER_STATEMENT = principalWith(
  'meridian_principal_user_details_v1',
  USER_DETAILS_STATEMENT.text,
);

export function toUserDetails(user: UserDetailsRow): UserDetails {
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
    appointment_count: Number(user.appointment_count),
    phones,
    emails,
    addresses,
    default_phone: phones.find((p) => p.is_default) ?? phones[0] ?? null,
    default_email: emails.find((e) => e.is_default) ?? emails[0] ?? null,
    default_address: addresses.find((a) => a.is_default) ?? addresses[0] ?? null,
    usercredentials: credentials,
  };
}

/** The dialer settings of one user of the owner's account, or undefined. */
export function findUserSettings(db: Kysely<DB>, owner: TenantOwner, userId: number) {
  return tenant(db, owner)
    .selectFrom('app_user')
    .select(['user_id', 'phone_dialer_provider_active', 'phone_dialer_provider_behavior_type_id'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The user search's fields (POST user/search). */
export const userSearch: SearchEntity = {
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
    // The user's sign-in name (one per user), answered and sortable by its select alias.
    login: {
      column: 'login',
      kind: 'text',
      condition: (c) =>
        anyText(
          c,
          (v) => sql<boolean>`EXISTS (SELECT 1 FROM user_credentials c
        WHERE c.account_id = u.account_id AND c.user_id = u.user_id AND lower(c.login) LIKE ${`%${escapeLike(v)}%`})`,
        ),
    },
    // First and last name in either order ('jane doe', 'doe'), or the username: the admin search box.
    name: {
      column: 'u.lname',
      kind: 'text',
      sortable: false,
      condition: (c) =>
        anyText(c, (v) => {
          const like = `%${escapeLike(v)}%`;
          return sql<boolean>`(lower(u.fname || ' ' || u.lname) LIKE ${like} OR lower(u.lname || ' ' || u.fname) LIKE ${like}
            OR EXISTS (SELECT 1 FROM user_credentials c
              WHERE c.account_id = u.account_id AND c.user_id = u.user_id AND lower(c.login) LIKE ${like}))`;
        }),
    },
    // A self-registration awaiting activation: inactive, registered through the registration app
    // (it accepted the agreement) and never activated nor deactivated since.
    pending: {
      column: 'u.active',
      kind: 'flag',
      sortable: false,
      condition: (c) =>
        anyFlag(c, (pending) => {
          const awaiting = sql<boolean>`(u.active = '0' AND u.active_changed_date IS NULL AND EXISTS (SELECT 1 FROM agreement_acceptance g
            WHERE g.account_id = u.account_id AND g.user_id = u.user_id))`;
          return pending ? awaiting : sql<boolean>`NOT ${awaiting}`;
        }),
    },
  },
  defaultOrder: { field: 'lname', direction: 'asc' },
  defaultPageSize: 50,
  maxPageSize: 500,
};

/** The users a caller may search: the whole account, or only themselves. */
export function userSearchBase(db: Kysely<DB>, owner: TenantOwner & { user_id: number }, { all }: { all: boolean }) {
  let base = tenant(db, owner)
    .selectFrom('app_user as u')
    .innerJoin('role as r', (j) => j.onRef('r.account_id', '=', 'u.account_id').onRef('r.role_id', '=', 'u.role_id'));
  if (!all) base = base.where('u.user_id', '=', owner.user_id);
  return base.select([
    'u.user_id',
    'u.fname',
    'u.lname',
    'u.role_id',
    'r.role_name',
    'u.active',
    'u.npn',
    'u.registration_date',
    'u.last_access_date',
    sql<string | null>`(SELECT min(c.login) FROM user_credentials c
      WHERE c.account_id = u.account_id AND c.user_id = u.user_id)`.as('login'),
  ]);
}

/** A criterion's text values, each tested by `test` (any may match). */
function anyText(criterion: TypedCriterion, test: (value: string) => RawBuilder<boolean>): RawBuilder<boolean> {
  if (criterion.type === 'range') throw new HttpError(400, 'A range is not allowed here', { field: 'criteria' });
  const tests = criterion.values.map((v) => test(String(v).toLowerCase()));
  return sql<boolean>`(${sql.join(tests, sql` OR `)})`;
}

/** A flag criterion's values ('1' or '0'), each tested by `test`. */
function anyFlag(criterion: TypedCriterion, test: (value: boolean) => RawBuilder<boolean>): RawBuilder<boolean> {
  if (criterion.type === 'range') throw new HttpError(400, 'A range is not allowed here', { field: 'criteria' });
  const tests = criterion.values.map((v) => test(String(v) === '1'));
  return sql<boolean>`(${sql.join(tests, sql` OR `)})`;
}

/** The user's active flag and when it last changed, in the owner's account. */
export function findUserActive(db: Kysely<DB> | Transaction<DB>, owner: TenantOwner, userId: number) {
  return tenant(db, owner)
    .selectFrom('app_user')
    .select(['user_id', 'active', 'active_changed_date'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/**
 * Sets a user's active flag (activating a pending self-registration too) and writes the admin audit,
 * in one transaction. Undefined when the user is not of the owner's account.
 */
export function setUserActive(
  db: Kysely<DB>,
  principal: TenantOwner & { user_id: number },
  userId: number,
  active: Flag,
) {
  return db.transaction().execute(async (trx) => {
    const before = await findUserActive(trx, principal, userId);
    if (!before) return undefined;
    if (before.active === active) return before;
    // Never activated nor deactivated: a registration waiting for its first activation.
    const pending = before.active === '0' && before.active_changed_date === null;
    const after = await tenant(trx, principal)
      .updateTable('app_user')
      .set({ active, active_changed_date: sql`now()` })
      .where('user_id', '=', userId)
      .returning(['user_id', 'active', 'active_changed_date'])
      .executeTakeFirstOrThrow();
    await writeAdminAudit(trx, principal, {
      entity: 'user',
      entity_id: userId,
      action: active === '1' ? (pending ? 'activate_registration' : 'activate') : 'deactivate',
      before: { active: before.active },
      after: { active: after.active },
    });
    return after;
  });
}
