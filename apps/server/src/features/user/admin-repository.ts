// The users' administration (issue 16): create, invite, access, delete. Every query is scoped to the
// caller's account; every change writes its admin audit row in its own transaction.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { NewUserRequest, UserAccess } from '@meridian/api';
import { newUserCreatedMessage, stripPhone, USERS_ADMIN_MESSAGES, userDeletionRefusal } from '@meridian/domain';
import { accessControlHash } from '../../auth/principal';
import { hashPassword } from '../../auth/passwords';
import type { DB } from '../../schema';
import { tenant, type TenantOwner } from '../../db/tenant';
import { withoutTenantGuard } from '../../db/tenant-guard';
import { enqueueEmail } from '../../email/outbox';
import { HttpError, notFound } from '../../http/errors';
import { writeAdminAudit } from '../admin-audit';
import { iso } from './repository';
import { invitationEmail } from './invitation-email';
import type { SetPasswordLinks } from './set-password-links';

type Caller = TenantOwner & { user_id: number };

/** A role id that is not one of the account's roles (the dialog only offers the account's roles). */
export const UNKNOWN_ROLE = 'The role is not one of this account’s roles.';

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';
const isForeignKeyViolation = (error: unknown) => (error as { code?: string }).code === '23503';

/** Whether a sign-in name is in use in any account (sign-in names are unique across the product). */
async function isLoginTaken(db: Kysely<DB> | Transaction<DB>, login: string): Promise<boolean> {
  const taken = await withoutTenantGuard('a username is unique across accounts', () =>
    db
      .selectFrom('user_credentials')
      .select('user_id')
      .where(sql<string>`lower(login)`, '=', login.toLowerCase())
      .executeTakeFirst(),
  );
  return taken !== undefined;
}

/**
 * Creates a user in the caller's account, active, with their login, initial password and contacts,
 * and the audit row, in one transaction. A login in use answers 409 and nothing is stored.
 */
export async function createUser(db: Kysely<DB>, caller: Caller, body: NewUserRequest) {
  const credentials = body.usercredentials[0]!;
  const login = credentials.login.trim();
  const passwordHash = await hashPassword(credentials.password);
  const loginTaken = () => new HttpError(409, USERS_ADMIN_MESSAGES.loginTaken, { field: 'login' });
  // Saved and audited alike.
  const identity = {
    gender: body.gender || null,
    company: body.company?.trim() || null,
    npn: body.npn?.trim() || null,
  };
  try {
    return await db.transaction().execute(async (trx) => {
      const t = tenant(trx, caller);
      const role = await t.selectFrom('role').select('role_id').where('role_id', '=', body.role_id).executeTakeFirst();
      if (!role) throw new HttpError(400, UNKNOWN_ROLE, { field: 'role_id' });
      if (await isLoginTaken(trx, login)) throw loginTaken();
      const { user_id } = await t
        .insertInto('app_user', {
          role_id: body.role_id,
          fname: body.fname.trim(),
          lname: body.lname.trim(),
          ...identity,
          active: '1',
        })
        .returning('user_id')
        .executeTakeFirstOrThrow();
      await t.insertInto('user_credentials', { user_id, login, password_hash: passwordHash }).execute();
      await t
        .insertInto(
          'user_phone',
          body.phones.map((p, i) => ({
            user_id,
            phone: stripPhone(p.phone),
            phone_type: p.phone_type,
            phone_ext: p.phone_ext ?? null,
            is_default: p.is_default ?? i === 0,
          })),
        )
        .execute();
      await t
        .insertInto(
          'user_email',
          body.emails.map((e, i) => ({
            user_id,
            email: e.email.trim(),
            email_type: e.email_type,
            is_default: e.is_default ?? i === 0,
          })),
        )
        .execute();
      const addresses = body.addresses ?? [];
      if (addresses.length > 0)
        await t
          .insertInto(
            'user_address',
            addresses.map((a, i) => ({
              user_id,
              address_type_id: a.address_type_id,
              address1: a.address1.trim(),
              address2: a.address2?.trim() || null,
              city: a.city.trim(),
              state_id: a.state_id.trim().toUpperCase(),
              zip: a.zip.trim(),
              zip_4: a.zip_4 || null,
              county: a.county || null,
              county_fips: a.county_fips || null,
              is_default: a.is_default ?? i === 0,
            })),
          )
          .execute();
      await writeAdminAudit(trx, caller, {
        entity: 'user',
        entity_id: user_id,
        action: 'create',
        before: null,
        after: {
          fname: body.fname.trim(),
          lname: body.lname.trim(),
          login,
          role_id: body.role_id,
          active: '1',
          ...identity,
          addresses: addresses.length,
        },
      });
      return {
        success: true as const,
        user_id,
        account_id: caller.account_id,
        message: newUserCreatedMessage(caller.account_id),
      };
    });
  } catch (error) {
    // Two creates raced for the same username: the unique index decides.
    if (isUniqueViolation(error)) throw loginTaken();
    throw error;
  }
}

/**
 * Emails the user a signed, expiring, single-use link to set their own password (through the outbox,
 * with the audit row, in one transaction). Undefined when the user is not of the caller's account.
 */
export async function inviteUser(
  db: Kysely<DB>,
  caller: Caller,
  userId: number,
  { links, publicUrl }: { links: SetPasswordLinks; publicUrl: string },
) {
  return db.transaction().execute(async (trx) => {
    const t = tenant(trx, caller);
    const user = await t
      .selectFrom('app_user as u')
      .innerJoin('user_credentials as c', (j) =>
        j.onRef('c.account_id', '=', 'u.account_id').onRef('c.user_id', '=', 'u.user_id'),
      )
      .innerJoin('account as a', 'a.account_id', 'u.account_id')
      .select(['u.user_id', 'u.fname', 'c.login', 'c.password_changed_at', 'a.account_name'])
      .select((eb) =>
        eb
          .selectFrom('user_email as e')
          .select('e.email')
          .whereRef('e.account_id', '=', 'u.account_id')
          .whereRef('e.user_id', '=', 'u.user_id')
          .orderBy('e.is_default', 'desc')
          .orderBy('e.email_id')
          .limit(1)
          .as('email'),
      )
      .where('u.user_id', '=', userId)
      .executeTakeFirst();
    if (!user) return undefined;
    if (!user.email) throw new HttpError(409, USERS_ADMIN_MESSAGES.inviteNoEmail);
    const { token, expiresAt } = links.sign({
      acc: caller.account_id,
      uid: user.user_id,
      pwc: new Date(user.password_changed_at).getTime(),
    });
    const link = `${publicUrl}/auth/set-password?token=${encodeURIComponent(token)}`;
    await enqueueEmail(trx, {
      accountId: caller.account_id,
      to: user.email,
      kind: 'user_invitation',
      ...invitationEmail({ fname: user.fname, login: user.login, account: user.account_name, link, expiresAt }),
    });
    await writeAdminAudit(trx, caller, {
      entity: 'user',
      entity_id: user.user_id,
      action: 'invite',
      before: null,
      after: { email: user.email, expires_at: expiresAt.toISOString() },
    });
    return { success: true as const, email: user.email, expires_at: expiresAt.toISOString() };
  });
}

/** The user a set-password token names, if the token still matches their password's last change. */
async function findLinkCredentials(
  db: Kysely<DB> | Transaction<DB>,
  claims: { acc: number; uid: number; pwc: number },
  { lock = false } = {},
) {
  let query = tenant(db, { account_id: claims.acc })
    .selectFrom('user_credentials')
    .select(['user_credentials_id', 'login', 'password_changed_at'])
    .where('user_id', '=', claims.uid);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row && new Date(row.password_changed_at).getTime() === claims.pwc ? row : undefined;
}

/** The login a set-password link is for, or undefined when it was used (or the user is gone). */
export async function setPasswordLinkLogin(db: Kysely<DB>, claims: { acc: number; uid: number; pwc: number }) {
  return (await findLinkCredentials(db, claims))?.login;
}

/**
 * Sets the password a link is for, once: the row is locked and must still match the link's password
 * change. Every sign-in of the user ends. Answers the login, or undefined when the link was used.
 */
export async function setPasswordByLink(
  db: Kysely<DB>,
  claims: { acc: number; uid: number; pwc: number },
  password: string,
): Promise<string | undefined> {
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    const row = await findLinkCredentials(trx, claims, { lock: true });
    if (!row) return undefined;
    const t = tenant(trx, { account_id: claims.acc });
    await t
      .updateTable('user_credentials')
      .set({ password_hash: passwordHash, password_changed_at: sql`now()` })
      .where('user_credentials_id', '=', row.user_credentials_id)
      .execute();
    await t
      .updateTable('token_family')
      .set({ revoked_at: sql`now()`, revoked_reason: 'password_set' })
      .where('user_id', '=', claims.uid)
      .where('revoked_at', 'is', null)
      .execute();
    return row.login;
  });
}

/** `GET user/{id}/userAccess`: the user's role, permissions, active flag and sign-in dates. */
export async function findUserAccess(db: Kysely<DB>, caller: Caller, userId: number): Promise<UserAccess | undefined> {
  const row = await tenant(db, caller)
    .selectFrom('app_user as u')
    .innerJoin('role as r', (j) => j.onRef('r.account_id', '=', 'u.account_id').onRef('r.role_id', '=', 'u.role_id'))
    .innerJoin('account as a', 'a.account_id', 'u.account_id')
    .select([
      'u.user_id',
      'u.role_id',
      'r.role_name',
      'r.active as role_active',
      'u.active',
      'u.last_access_date',
      'u.previous_login_date',
      'a.account_owner_user_id',
    ])
    .select(
      sql<string[]>`coalesce((SELECT array_agg(rp.permission_name ORDER BY rp.permission_name) FROM role_permission rp
        WHERE rp.account_id = u.account_id AND rp.role_id = u.role_id), '{}')`.as('permissions'),
    )
    .where('u.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  const permissions = row.role_active ? [...row.permissions].sort() : [];
  return {
    success: true,
    user_id: row.user_id,
    role_id: row.role_id,
    role_name: row.role_name,
    active: row.active,
    account_owner: row.account_owner_user_id === row.user_id,
    permissions,
    hash: accessControlHash(row.role_id, permissions),
    last_access_date: iso(row.last_access_date),
    previous_login_date: iso(row.previous_login_date),
  };
}

/**
 * Deletes users of the caller's account, all or none, in one transaction: their leads become
 * Unassigned (never deleted), an audit row is written for each, and their sign-ins end with them
 * (credentials and token families go with the user). Refused for oneself and the account owner;
 * any id not of the account answers 404.
 */
export async function deleteUsers(db: Kysely<DB>, caller: Caller, userIds: readonly number[]) {
  const ids = [...new Set(userIds)];
  try {
    return await db.transaction().execute(async (trx) => {
      const t = tenant(trx, caller);
      const users = await t
        .selectFrom('app_user as u')
        .select(['u.user_id', 'u.fname', 'u.lname', 'u.role_id', 'u.active'])
        .select(
          sql<string | null>`(SELECT min(c.login) FROM user_credentials c
            WHERE c.account_id = u.account_id AND c.user_id = u.user_id)`.as('login'),
        )
        .where('u.user_id', 'in', ids)
        .forUpdate()
        .execute();
      if (users.length !== ids.length) throw notFound();
      const account = await t.selectFrom('account').select('account_owner_user_id').executeTakeFirstOrThrow();
      for (const id of ids) {
        const refusal = userDeletionRefusal(id, { selfId: caller.user_id, ownerId: account.account_owner_user_id });
        if (refusal) throw new HttpError(409, refusal, { field: 'user_ids' });
      }
      // Their leads stay, Unassigned (the foreign key would do it too; done here to count them per user).
      const counts = await t
        .selectFrom('lead')
        .select(['user_id', sql<string>`count(*)`.as('leads')])
        .where('user_id', 'in', ids)
        .groupBy('user_id')
        .execute();
      const byUser = new Map(counts.map((c) => [c.user_id, Number(c.leads)]));
      await t.updateTable('lead').set({ user_id: null }).where('user_id', 'in', ids).execute();
      for (const user of users) {
        await writeAdminAudit(trx, caller, {
          entity: 'user',
          entity_id: user.user_id,
          action: 'delete',
          before: {
            fname: user.fname,
            lname: user.lname,
            login: user.login,
            role_id: user.role_id,
            active: user.active,
          },
          after: { leads_unassigned: byUser.get(user.user_id) ?? 0 },
        });
      }
      await t.deleteFrom('app_user').where('user_id', 'in', ids).execute();
      return {
        success: true as const,
        user_ids: ids,
        leads_unassigned: [...byUser.values()].reduce((a, b) => a + b, 0),
      };
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new HttpError(409, USERS_ADMIN_MESSAGES.deleteStillReferenced);
    throw error;
  }
}
