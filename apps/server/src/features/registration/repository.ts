import { sql, type Kysely } from 'kysely';
import { PERMISSIONS } from '@meridian/api';
import type { DB, UserAddressTable, UserPhoneTable } from '../../db/schema';
import { tenant, type TenantOwner } from '../../db/tenant';
import { withoutTenantGuard } from '../../db/tenant-guard';
import { enqueueEmail, type OutgoingEmail } from '../../email/outbox';
import { invitationTokenHash } from './invitation-links';

/** The inviting account, whether active or not. */
export function findAccount(db: Kysely<DB>, owner: TenantOwner) {
  return tenant(db, owner).selectFrom('account').select(['account_id', 'active']).executeTakeFirst();
}

/** A role of the account, with its name and whether it is active. */
export function findRole(db: Kysely<DB>, owner: TenantOwner, roleId: number) {
  return tenant(db, owner)
    .selectFrom('role')
    .select(['role_id', 'role_name', 'active'])
    .where('role_id', '=', roleId)
    .executeTakeFirst();
}

/** The account's co-brand logos with its owner's name and default email and phone. */
export function findAccountOwner(db: Kysely<DB>, owner: TenantOwner) {
  return tenant(db, owner)
    .selectFrom('account as a')
    .leftJoin('app_user as o', (j) =>
      j.onRef('o.account_id', '=', 'a.account_id').onRef('o.user_id', '=', 'a.account_owner_user_id'),
    )
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
    .executeTakeFirstOrThrow();
}

/** The user agreement registrants accept now (reference data: no account). */
export function currentAgreement(db: Kysely<DB>) {
  return db
    .selectFrom('user_agreement')
    .select(['html', 'version'])
    .where('current', '=', true)
    .executeTakeFirstOrThrow();
}

/** Whether a sign-in name is taken, in any account (names are unique across the product). */
export async function isLoginTaken(db: Kysely<DB>, login: string): Promise<boolean> {
  const taken = await withoutTenantGuard('registration: a username is unique across accounts', () =>
    db
      .selectFrom('user_credentials')
      .select('user_id')
      .where(sql<string>`lower(login)`, '=', login.toLowerCase())
      .executeTakeFirst(),
  );
  return taken !== undefined;
}

/** Everything one registration stores. */
export interface NewRegistrant {
  /** The invitation's account and role; without one, a free registration opens its own account. */
  invitation: { accountId: number; roleId: number } | undefined;
  fname: string;
  lname: string;
  company: string | null;
  npn: string | null;
  login: string;
  passwordHash: string;
  phones: Array<Pick<UserPhoneTable, 'phone' | 'phone_type'>>;
  email: string;
  address: Pick<UserAddressTable, 'address1' | 'address2' | 'city' | 'state_id' | 'zip'>;
  acceptance: { version: string; ip: string; user_agent: string | null };
  /** The copy of the agreement sent to the registrant, queued with the rest. */
  agreementEmail: Omit<OutgoingEmail, 'accountId'>;
}

/** A free registration's own account, with an Admin role holding every permission and an Agent role. */
async function openAccount(db: Kysely<DB>, name: string) {
  const { account_id } = await db
    .insertInto('account')
    .values({ account_name: name, created_by_registration: true })
    .returning('account_id')
    .executeTakeFirstOrThrow();
  const t = tenant(db, { account_id });
  const admin = await t.insertInto('role', { role_name: 'Admin' }).returning('role_id').executeTakeFirstOrThrow();
  await t.insertInto('role', { role_name: 'Agent' }).execute();
  await t
    .insertInto(
      'role_permission',
      PERMISSIONS.map((permission_name) => ({ role_id: admin.role_id, permission_name })),
    )
    .execute();
  return { accountId: account_id, roleId: admin.role_id };
}

/**
 * Stores a registration in one transaction: the account (free registrations), the user, active at
 * once when invited and waiting for validation otherwise, their sign-in, contacts, the agreement's
 * acceptance and its email.
 */
export async function createRegistration(
  db: Kysely<DB>,
  registrant: NewRegistrant,
): Promise<'created' | 'login-taken'> {
  try {
    await storeRegistration(db, registrant);
    return 'created';
  } catch (error) {
    // Two registrations raced for the same username: the unique index decides.
    if ((error as { code?: string }).code === '23505') return 'login-taken';
    throw error;
  }
}

function storeRegistration(db: Kysely<DB>, registrant: NewRegistrant): Promise<void> {
  const { invitation } = registrant;
  return withoutTenantGuard('registration opens an account and its first user', () =>
    db.transaction().execute(async (trx) => {
      const free = invitation === undefined;
      const { accountId, roleId } =
        invitation ?? (await openAccount(trx, registrant.company ?? `${registrant.fname} ${registrant.lname}`));
      const t = tenant(trx, { account_id: accountId });
      const { user_id } = await t
        .insertInto('app_user', {
          role_id: roleId,
          fname: registrant.fname,
          lname: registrant.lname,
          company: registrant.company,
          npn: registrant.npn,
          // Free registrations wait for staff to validate their credentials.
          active: free ? '0' : '1',
        })
        .returning('user_id')
        .executeTakeFirstOrThrow();
      if (free) await t.updateTable('account').set({ account_owner_user_id: user_id }).execute();
      await t
        .insertInto('user_credentials', { user_id, login: registrant.login, password_hash: registrant.passwordHash })
        .execute();
      if (registrant.phones.length > 0)
        await t
          .insertInto(
            'user_phone',
            registrant.phones.map((p, i) => ({ user_id, ...p, is_default: i === 0 })),
          )
          .execute();
      await t
        .insertInto('user_email', { user_id, email: registrant.email, email_type: 'Work', is_default: true })
        .execute();
      await t
        .insertInto('user_address', { user_id, address_type_id: 'Business', ...registrant.address, is_default: true })
        .execute();
      await t.insertInto('agreement_acceptance', { user_id, ...registrant.acceptance }).execute();
      await enqueueEmail(trx, { accountId, ...registrant.agreementEmail });
    }),
  );
}

/** Records that an invitation link of the account no longer opens registration. */
export async function revokeInvitation(
  db: Kysely<DB>,
  { accountId, token, expiresAt, revokedBy }: { accountId: number; token: string; expiresAt: Date; revokedBy: number },
): Promise<void> {
  await tenant(db, { account_id: accountId })
    .insertInto('registration_link_revocation', {
      token_hash: invitationTokenHash(token),
      expires_at: expiresAt,
      revoked_by: revokedBy,
    })
    .onConflict((oc) => oc.columns(['account_id', 'token_hash']).doNothing())
    .execute();
}

export async function isInvitationRevoked(db: Kysely<DB>, accountId: number, token: string): Promise<boolean> {
  const found = await tenant(db, { account_id: accountId })
    .selectFrom('registration_link_revocation')
    .select('token_hash')
    .where('token_hash', '=', invitationTokenHash(token))
    .executeTakeFirst();
  return found !== undefined;
}
