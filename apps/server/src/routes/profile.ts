import { sql, type Kysely, type Transaction } from 'kysely';
import type { FastifyInstance } from 'fastify';
import {
  ChangePasswordRequestStruct,
  SearchBodyStruct,
  UserProfileUpdateStruct,
  type ChangePasswordAnswer,
  type UserAddressEntry,
  type UserContactDeleteAnswer,
  type UserContactKind,
  type UserEmailEntry,
  type UserPhoneEntry,
  type UserProfileUpdateAnswer,
  type WritingNumber,
} from '@meridian/api';
import {
  CONTACT_EDITOR_MESSAGES,
  ensureSingleDefault,
  findUsState,
  formatPhone,
  meetsNewPasswordCriteria,
  MOBILE_PHONE_TYPE,
  PROFILE_MESSAGES,
  validateUserProfile,
} from '@meridian/domain';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { hasPermission, principalOf, type Principal } from '../auth/principal';
import type { ServerConfig } from '../config';
import type { DB } from '../db/schema';
import { forbidden, HttpError, notFound, parseWith } from '../http/errors';
import { hit, peek, reset, tooMany } from '../http/rate-limit';
import { applySearch, pickFields, type SearchEntity } from '../search/generic';
import { loadUserDetails, pathId } from './users';

/** Refusals of the profile routes that the spec does not word. */
export const PROFILE_REFUSALS = {
  oneMobile: 'Only one Mobile phone may exist.',
  duplicateRow: 'A contact row appears twice.',
  unknownRole: 'role_id is invalid: no such role in this account.',
  passwordChanged: 'Your password has been changed.',
} as const;

/** The first message of a field-keyed error map answers 400, with every field's message in `result.errors`. */
function invalid(errors: Record<string, string>): HttpError {
  const [field, message] = Object.entries(errors)[0]!;
  return new HttpError(400, message, { field, errors });
}

/** Whether the caller may change this user: themselves, or anyone of the account with user_manage. */
function mayEdit(principal: Principal, userId: number): boolean {
  return userId === principal.user_id || hasPermission(principal, 'user_manage');
}

type Row = Record<string, unknown>;

/**
 * One contact list after an update: the saved rows, each replaced by its sent version when sent,
 * then the new rows, with exactly one default. Sent ids must be the user's own rows.
 */
function mergeContacts<T extends Row>(kind: UserContactKind, saved: readonly Row[], sent: readonly T[] | undefined): Row[] {
  const idKey = `${kind}_id`;
  if (!sent) return [...saved];
  const ids = sent.map((row) => row[idKey]).filter((id) => id !== undefined);
  if (new Set(ids).size !== ids.length) throw new HttpError(400, PROFILE_REFUSALS.duplicateRow, { field: `${kind === 'address' ? 'addresses' : `${kind}s`}` });
  for (const id of ids) if (!saved.some((row) => row[idKey] === id)) throw notFound();
  const byId = new Map(sent.filter((row) => row[idKey] !== undefined).map((row) => [row[idKey], row]));
  const anyDefault = sent.some((row) => row.is_default === true);
  const merged: Row[] = [
    ...saved.map((row) => {
      const replacement = byId.get(row[idKey]);
      // A sent default takes the place of the saved one.
      return replacement ? { ...row, ...replacement, is_default: replacement.is_default === true } : { ...row, is_default: anyDefault ? false : row.is_default };
    }),
    ...sent.filter((row) => row[idKey] === undefined).map((row) => ({ ...row, is_default: row.is_default === true })),
  ];
  return ensureSingleDefault(kind, merged, 'is_default');
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const orNull = (value: string | null | undefined) => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/**
 * The FIPS code of a county of a zip in HUD's crosswalk (`zip_county`), matched by name without
 * case or spaces ('DuPage' is the crosswalk's 'Du Page'); null when the pair is not there.
 */
async function countyFips(trx: Transaction<DB>, zip: string | null, county: string | null): Promise<string | null> {
  if (!zip || !county) return null;
  const row = await trx
    .selectFrom('zip_county')
    .select('county_fips')
    .where('zip', '=', zip.slice(0, 5))
    .where(sql<boolean>`lower(replace(county_name, ' ', '')) = lower(replace(${county}, ' ', ''))`)
    .orderBy('county_fips')
    .executeTakeFirst();
  return row?.county_fips ?? null;
}

async function saveContacts(trx: Transaction<DB>, accountId: number, userId: number, phones: Row[], emails: Row[], addresses: Row[]) {
  const owner = { account_id: accountId, user_id: userId };
  for (const p of phones as Array<UserPhoneEntry & { is_default: boolean }>) {
    const values = { phone: p.phone, phone_type: p.phone_type, phone_ext: orNull(p.phone_ext), is_default: p.is_default };
    if (p.phone_id === undefined) await trx.insertInto('user_phone').values({ ...owner, ...values }).execute();
    else await trx.updateTable('user_phone').set(values).where('account_id', '=', accountId).where('user_id', '=', userId).where('phone_id', '=', p.phone_id).execute();
  }
  for (const e of emails as Array<UserEmailEntry & { is_default: boolean }>) {
    const values = { email: e.email.trim(), email_type: e.email_type, is_default: e.is_default };
    if (e.email_id === undefined) await trx.insertInto('user_email').values({ ...owner, ...values }).execute();
    else await trx.updateTable('user_email').set(values).where('account_id', '=', accountId).where('user_id', '=', userId).where('email_id', '=', e.email_id).execute();
  }
  for (const a of addresses as Array<UserAddressEntry & { is_default: boolean }>) {
    const values = {
      address_type_id: a.address_type_id,
      address1: orNull(a.address1),
      address2: orNull(a.address2),
      city: orNull(a.city),
      state_id: orNull(a.state_id)?.toUpperCase() ?? null,
      zip: orNull(a.zip),
      zip_4: orNull(a.zip_4),
      county: orNull(a.county),
      // Never the client's: the crosswalk's code for this zip and county, or none.
      county_fips: await countyFips(trx, orNull(a.zip), orNull(a.county)),
      country_id: a.country_id ?? 1,
      apo: a.apo ?? '0',
      is_default: a.is_default,
    };
    if (a.address_id === undefined) await trx.insertInto('user_address').values({ ...owner, ...values }).execute();
    else await trx.updateTable('user_address').set(values).where('account_id', '=', accountId).where('user_id', '=', userId).where('address_id', '=', a.address_id).execute();
  }
}

const CONTACT_TABLES = {
  phone: { table: 'user_phone', id: 'phone_id' },
  email: { table: 'user_email', id: 'email_id' },
  address: { table: 'user_address', id: 'address_id' },
} as const;

const writingNumberSearch: SearchEntity = {
  name: 'usercarrier',
  fields: {
    user_id: { column: 'uc.user_id', kind: 'integer' },
    user_carrier_id: { column: 'uc.user_carrier_id', kind: 'integer' },
    carrier_id: { column: 'uc.carrier_id', kind: 'integer' },
    product_type_id: { column: 'uc.product_type_id', kind: 'integer' },
    agent_writing_number: { column: 'uc.agent_writing_number', kind: 'text', match: 'prefix' },
    carrier_name: { column: 'c.carrier_name', kind: 'text', match: 'prefix' },
    carrier_full_name: { column: 'c.carrier_full_name', kind: 'text', match: 'prefix' },
    product_type_name: { column: 'p.product_type_name', kind: 'text', match: 'prefix' },
    product_type_desc: { column: 'p.product_type_desc', kind: 'text', filterable: false },
    certification_year: { column: 'uc.certification_year', kind: 'integer' },
    record_num: { column: 'uc.record_num', kind: 'integer' },
  },
  defaultOrder: { field: 'carrier_full_name', direction: 'asc' },
  defaultPageSize: 50,
  maxPageSize: 500,
};

/**
 * The user profile (spec 02 §2.9, §4.4, §5.4, §7.4): `POST user/{id}` (profile and dialer settings),
 * the contact-row deletes, the password change, and the agent writing numbers.
 */
export async function profileRoutes(app: FastifyInstance, { db, config }: { db: Kysely<DB>; config: ServerConfig }) {
  app.post('/api/user/:id', async (request): Promise<UserProfileUpdateAnswer> => {
    const principal = principalOf(request);
    const id = pathId(request);
    // One's own profile, or any user of the account with user_manage; others are as missing.
    if (!mayEdit(principal, id)) throw notFound();
    const body = parseWith(UserProfileUpdateStruct, request.body);
    const current = await loadUserDetails(db, principal.account_id, id);
    if (!current) throw notFound();
    const self = id === principal.user_id;

    if (body.role_id !== undefined && body.role_id !== current.role_id) {
      if (self) throw new HttpError(403, PROFILE_MESSAGES.roleChangeDenied);
      const role = await db.selectFrom('role').select('role_id').where('account_id', '=', principal.account_id).where('role_id', '=', body.role_id).executeTakeFirst();
      if (!role) throw new HttpError(400, PROFILE_REFUSALS.unknownRole, { field: 'role_id' });
    }
    if (body.active !== undefined && body.active !== current.active && self) throw forbidden();

    const phones = mergeContacts('phone', current.phones, body.phones);
    const emails = mergeContacts('email', current.emails, body.emails);
    const addresses = mergeContacts('address', current.addresses, body.addresses);
    const touchesProfile = (['fname', 'lname', 'gender', 'company', 'npn', 'role_id', 'phones', 'emails', 'addresses'] as const).some((key) => body[key] !== undefined);
    if (touchesProfile) {
      // The rules of the dialog, on the profile as it would be saved.
      const errors = validateUserProfile(
        {
          fname: body.fname ?? current.fname,
          lname: body.lname ?? current.lname,
          role_id: body.role_id ?? current.role_id,
          phones: phones.map((p) => ({ phone: formatPhone(text(p.phone)) })),
          emails: emails.map((e) => ({ email: text(e.email) })),
          addresses: addresses.map((a) => ({ address1: text(a.address1), city: text(a.city), state_id: text(a.state_id), zip: text(a.zip) })),
        },
        { isNew: false },
      );
      addresses.forEach((a, index) => {
        const field = `addresses.${index}.state_id`;
        if (!errors[field] && text(a.state_id).trim() !== '' && !findUsState(text(a.state_id))) errors[field] = CONTACT_EDITOR_MESSAGES.stateRequired;
      });
      if (Object.keys(errors).length > 0) throw invalid(errors);
      if (phones.filter((p) => p.phone_type === MOBILE_PHONE_TYPE).length > 1) throw new HttpError(400, PROFILE_REFUSALS.oneMobile, { field: 'phones' });
    }

    const user = {
      ...(body.fname !== undefined ? { fname: body.fname.trim() } : {}),
      ...(body.lname !== undefined ? { lname: body.lname.trim() } : {}),
      ...(body.gender !== undefined ? { gender: body.gender === '' ? null : body.gender } : {}),
      ...(body.company !== undefined ? { company: orNull(body.company) } : {}),
      ...(body.npn !== undefined ? { npn: orNull(body.npn) } : {}),
      ...(body.role_id !== undefined ? { role_id: body.role_id } : {}),
      ...(body.active !== undefined && body.active !== current.active ? { active: body.active, active_changed_date: new Date() } : {}),
      ...(body.phone_dialer_provider_active !== undefined ? { phone_dialer_provider_active: body.phone_dialer_provider_active } : {}),
      ...(body.phone_dialer_provider_behavior_type_id !== undefined ? { phone_dialer_provider_behavior_type_id: body.phone_dialer_provider_behavior_type_id } : {}),
    };
    // One transaction: a refused write leaves the profile as it was.
    const settings = await db.transaction().execute(async (trx) => {
      const query = trx.updateTable('app_user').where('account_id', '=', principal.account_id).where('user_id', '=', id);
      const row = await (Object.keys(user).length > 0 ? query.set(user) : query.set({ user_id: id }))
        .returning(['phone_dialer_provider_active', 'phone_dialer_provider_behavior_type_id'])
        .executeTakeFirstOrThrow();
      await saveContacts(trx, principal.account_id, id, body.phones ? phones : [], body.emails ? emails : [], body.addresses ? addresses : []);
      return row;
    });
    const saved = await loadUserDetails(db, principal.account_id, id);
    if (!saved) throw notFound();
    return { success: true, ...saved, ...settings };
  });

  for (const kind of ['phone', 'email', 'address'] as const) {
    const { table, id: idColumn } = CONTACT_TABLES[kind];
    app.get(`/api/user/:id/${kind}/:rowId/delete/`, async (request): Promise<UserContactDeleteAnswer> => {
      const principal = principalOf(request);
      const id = pathId(request);
      const rowId = pathId(request, 'rowId');
      if (!mayEdit(principal, id)) throw notFound();
      const deleted = await db
        .deleteFrom(table)
        .where('account_id', '=', principal.account_id)
        .where('user_id', '=', id)
        .where(idColumn, '=', rowId)
        .executeTakeFirst();
      if (Number(deleted.numDeletedRows) === 0) throw notFound();
      return { success: true };
    });
  }

  app.post('/api/userCredentials/:id/changePassword', async (request): Promise<ChangePasswordAnswer> => {
    const principal = principalOf(request);
    const credentialsId = pathId(request);
    const body = parseWith(ChangePasswordRequestStruct, request.body);
    if (body.user_credentials_id !== credentialsId) throw notFound();
    const credentials = await db
      .selectFrom('user_credentials')
      .select(['user_credentials_id', 'user_id', 'login', 'password_hash'])
      .where('account_id', '=', principal.account_id)
      .where('user_credentials_id', '=', credentialsId)
      .executeTakeFirst();
    if (!credentials || credentials.user_id !== body.user_id || !mayEdit(principal, credentials.user_id)) throw notFound();
    const self = credentials.user_id === principal.user_id;

    if (!meetsNewPasswordCriteria(body.new_password)) throw new HttpError(400, PROFILE_MESSAGES.newPasswordWeak, { field: 'new_password' });
    // Spec 02 §5.4: the current password is asked of users changing their own, not of an admin changing another's.
    if (self) {
      // Wrong current passwords count against the login like failed sign-ins, so a stolen
      // access token cannot be used to guess the password.
      const rate = config.signInRate;
      const bucket = `sign-in:user:${credentials.login.trim().toLowerCase()}`;
      const rule = { limit: rate.perUser, windowSeconds: rate.windowSeconds };
      if ((await peek(db, bucket, rule)) >= rate.perUser) throw tooMany(rate.windowSeconds);
      if (!(await verifyPassword(credentials.password_hash, body.password ?? ''))) {
        await hit(db, bucket, rule);
        throw new HttpError(400, PROFILE_MESSAGES.currentPasswordIncorrect, { field: 'password' });
      }
      await reset(db, bucket);
    }

    const password_hash = await hashPassword(body.new_password);
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('user_credentials')
        .set({ password_hash, password_changed_at: new Date() })
        .where('account_id', '=', principal.account_id)
        .where('user_credentials_id', '=', credentialsId)
        .execute();
      // Every other sign-in of the user ends (the one making the change stays signed in).
      let families = trx
        .updateTable('token_family')
        .set({ revoked_at: new Date(), revoked_reason: 'password_changed' })
        .where('account_id', '=', principal.account_id)
        .where('user_id', '=', credentials.user_id)
        .where('revoked_at', 'is', null);
      if (self) families = families.where('family_id', '!=', principal.family_id);
      await families.execute();
    });
    return { success: true, message: PROFILE_REFUSALS.passwordChanged };
  });

  app.post('/api/usercarrier/search/', async (request) => {
    const principal = principalOf(request);
    const body = parseWith(SearchBodyStruct, request.body);
    let base = db
      .selectFrom('user_carrier as uc')
      .innerJoin('carrier as c', 'c.carrier_id', 'uc.carrier_id')
      .innerJoin('product_type as p', 'p.product_type_id', 'uc.product_type_id')
      .where('uc.account_id', '=', principal.account_id);
    // One's own writing numbers; every agent's of the account with user_view_all or user_manage.
    if (!hasPermission(principal, 'user_view_all') && !hasPermission(principal, 'user_manage')) base = base.where('uc.user_id', '=', principal.user_id);
    const selected = base.select([
      'uc.user_carrier_id',
      'uc.user_id',
      'uc.agent_writing_number',
      'uc.carrier_id',
      'c.carrier_name',
      'c.carrier_full_name',
      'uc.product_type_id',
      'p.product_type_name',
      'p.product_type_desc',
      'uc.certification_year',
      'uc.record_num',
    ]);
    const { query, count, plan } = applySearch(selected, writingNumberSearch, body);
    const [rows, total] = await Promise.all([query.execute(), count.executeTakeFirst()]);
    return {
      success: true,
      total_records: Number((total as unknown as { total: string } | undefined)?.total ?? 0),
      page_number: plan.page,
      records_per_page: plan.pageSize,
      result: pickFields(rows as WritingNumber[], plan.fields),
    };
  });
}
