import { sql, type Kysely, type Transaction } from 'kysely';
import type { SearchBody, UserAddressEntry, UserEmailEntry, UserPhoneEntry, WritingNumber } from '@meridian/api';
import { hasPermission, type Principal } from '../../auth/principal';
import { writeAdminAudit, type AdminChange } from '../admin-audit';
import type { DB } from '../../schema';
import { tenant, type Tenant, type TenantOwner } from '../../db/tenant';
import { applySearch, pickFields, type SearchEntity } from '../../search/generic';
import { orNull } from './contacts';
import type { ProfileChanges } from './profile-update';

/** The table and id column of each kind of contact row. */
export const CONTACT_TABLES = {
  phone: { table: 'user_phone', id: 'phone_id' },
  email: { table: 'user_email', id: 'email_id' },
  address: { table: 'user_address', id: 'address_id' },
} as const;

/** Whether the account has this role. */
export async function roleExists(db: Kysely<DB>, owner: TenantOwner, roleId: number): Promise<boolean> {
  const role = await tenant(db, owner)
    .selectFrom('role')
    .select('role_id')
    .where('role_id', '=', roleId)
    .executeTakeFirst();
  return role !== undefined;
}

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

/** Inserts the new contact rows of a user and updates the sent saved ones. */
async function saveContacts(trx: Transaction<DB>, t: Tenant, userId: number, changes: ProfileChanges) {
  for (const p of changes.phones as Array<UserPhoneEntry & { is_default: boolean }>) {
    const values = {
      phone: p.phone,
      phone_type: p.phone_type,
      phone_ext: orNull(p.phone_ext),
      is_default: p.is_default,
    };
    if (p.phone_id === undefined) await t.insertInto('user_phone', { user_id: userId, ...values }).execute();
    else
      await t
        .updateTable('user_phone')
        .set(values)
        .where('user_id', '=', userId)
        .where('phone_id', '=', p.phone_id)
        .execute();
  }
  for (const e of changes.emails as Array<UserEmailEntry & { is_default: boolean }>) {
    const values = { email: e.email.trim(), email_type: e.email_type, is_default: e.is_default };
    if (e.email_id === undefined) await t.insertInto('user_email', { user_id: userId, ...values }).execute();
    else
      await t
        .updateTable('user_email')
        .set(values)
        .where('user_id', '=', userId)
        .where('email_id', '=', e.email_id)
        .execute();
  }
  for (const a of changes.addresses as Array<UserAddressEntry & { is_default: boolean }>) {
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
    if (a.address_id === undefined) await t.insertInto('user_address', { user_id: userId, ...values }).execute();
    else
      await t
        .updateTable('user_address')
        .set(values)
        .where('user_id', '=', userId)
        .where('address_id', '=', a.address_id)
        .execute();
  }
}

/** Saves a profile in one transaction (a refused write leaves it as it was); answers its dialer settings. */
export function saveProfile(
  db: Kysely<DB>,
  owner: TenantOwner & { user_id: number },
  userId: number,
  changes: ProfileChanges,
  audit?: AdminChange,
) {
  return db.transaction().execute(async (trx) => {
    // An admin's change of another user's role or active flag is written to the admin audit with it.
    if (audit) await writeAdminAudit(trx, owner, audit);
    const t = tenant(trx, owner);
    const query = t.updateTable('app_user').where('user_id', '=', userId);
    const row = await (Object.keys(changes.user).length > 0 ? query.set(changes.user) : query.set({ user_id: userId }))
      .returning(['phone_dialer_provider_active', 'phone_dialer_provider_behavior_type_id'])
      .executeTakeFirstOrThrow();
    await saveContacts(trx, t, userId, changes);
    return row;
  });
}

/** Deletes one contact row of a user; answers whether there was one. */
export async function deleteContact(
  db: Kysely<DB>,
  owner: TenantOwner,
  userId: number,
  kind: keyof typeof CONTACT_TABLES,
  rowId: number,
): Promise<boolean> {
  const { table, id } = CONTACT_TABLES[kind];
  const deleted = await tenant(db, owner)
    .deleteFrom(table)
    .where('user_id', '=', userId)
    .where(id, '=', rowId)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}

/** The user a contact row of the account belongs to (undefined: no such row in the account). */
export async function contactOwner(
  db: Kysely<DB>,
  owner: TenantOwner,
  kind: keyof typeof CONTACT_TABLES,
  rowId: number,
): Promise<number | undefined> {
  const { table, id } = CONTACT_TABLES[kind];
  const row = await tenant(db, owner).selectFrom(table).select('user_id').where(id, '=', rowId).executeTakeFirst();
  return row?.user_id;
}

/** `POST userCredentials/search`: the sign-ins of these users of the account — never their password hashes. */
export function searchCredentials(db: Kysely<DB>, owner: TenantOwner, userIds: readonly number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return tenant(db, owner)
    .selectFrom('user_credentials')
    .select(['user_credentials_id', 'user_id', 'login'])
    .where('user_id', 'in', userIds)
    .orderBy('user_credentials_id')
    .execute();
}

/** A sign-in of the account by id, with its password hash. */
export function findCredentials(db: Kysely<DB>, owner: TenantOwner, credentialsId: number) {
  return tenant(db, owner)
    .selectFrom('user_credentials')
    .select(['user_credentials_id', 'user_id', 'login', 'password_hash'])
    .where('user_credentials_id', '=', credentialsId)
    .executeTakeFirst();
}

/**
 * Stores a new password hash and, in the same transaction, ends every other sign-in of the user
 * (all but `keepFamily`, the sign-in making the change when it is the user's own).
 */
export function changePassword(
  db: Kysely<DB>,
  owner: TenantOwner,
  change: { credentialsId: number; userId: number; passwordHash: string; keepFamily: string | undefined },
) {
  return db.transaction().execute(async (trx) => {
    const t = tenant(trx, owner);
    await t
      .updateTable('user_credentials')
      .set({ password_hash: change.passwordHash, password_changed_at: new Date() })
      .where('user_credentials_id', '=', change.credentialsId)
      .execute();
    let families = t
      .updateTable('token_family')
      .set({ revoked_at: new Date(), revoked_reason: 'password_changed' })
      .where('user_id', '=', change.userId)
      .where('revoked_at', 'is', null);
    if (change.keepFamily !== undefined) families = families.where('family_id', '!=', change.keepFamily);
    await families.execute();
  });
}

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

/** One page of agent writing numbers: one's own, or every agent's of the account with user_view_all or user_manage. */
export async function searchWritingNumbers(db: Kysely<DB>, principal: Principal, body: SearchBody) {
  let base = tenant(db, principal)
    .selectFrom('user_carrier as uc')
    .innerJoin('carrier as c', 'c.carrier_id', 'uc.carrier_id')
    .innerJoin('product_type as p', 'p.product_type_id', 'uc.product_type_id');
  if (!hasPermission(principal, 'user_view_all') && !hasPermission(principal, 'user_manage'))
    base = base.where('uc.user_id', '=', principal.user_id);
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
    total: Number((total as unknown as { total: string } | undefined)?.total ?? 0),
    plan,
    result: pickFields(rows as WritingNumber[], plan.fields),
  };
}
