import { sql, type Kysely } from 'kysely';
import { PERMISSIONS, type RegistrationLinkRow } from '@meridian/api';
import { AGENT_ROLE_PERMISSIONS } from '@meridian/domain';
import type { DB, UserAddressTable, UserPhoneTable } from '../../schema';
import { tenant, type TenantOwner } from '../../db/tenant';
import { withoutTenantGuard } from '../../db/tenant-guard';
import { enqueueEmail, type OutgoingEmail } from '../../email/outbox';
import { writeAdminAudit } from '../admin-audit';
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
  invitation: { accountId: number; roleId: number; approval: boolean } | undefined;
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

/** A new account (a free registration's own, or one platform staff open), with an Admin role holding every permission and an Agent role. */
export async function openAccount(db: Kysely<DB>, name: string) {
  const { account_id } = await db
    .insertInto('account')
    .values({ account_name: name, created_by_registration: true })
    .returning('account_id')
    .executeTakeFirstOrThrow();
  const t = tenant(db, { account_id });
  const admin = await t.insertInto('role', { role_name: 'Admin' }).returning('role_id').executeTakeFirstOrThrow();
  const agent = await t.insertInto('role', { role_name: 'Agent' }).returning('role_id').executeTakeFirstOrThrow();
  await t
    .insertInto('role_permission', [
      ...PERMISSIONS.map((permission_name) => ({ role_id: admin.role_id, permission_name })),
      ...AGENT_ROLE_PERMISSIONS.map((permission_name) => ({ role_id: agent.role_id, permission_name })),
    ])
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
          // Free registrations wait for staff to validate their credentials; invited ones through a link
          // that asks for approval wait for an admin of the account (Users → Pending registrations).
          active: free || invitation?.approval ? '0' : '1',
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

/** Who builds or revokes a link: the admin audit names them. */
type Changer = TenantOwner & { user_id: number };

/** Records a link the account built (by its token's hash) with its audit row; answers its id. */
export function recordBuiltLink(
  db: Kysely<DB>,
  changer: Changer,
  link: { roleId: number; roleName: string; token: string; expiresAt: Date; approval: boolean },
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { link_id } = await tenant(trx, changer)
      .insertInto('registration_link', {
        role_id: link.roleId,
        token_hash: invitationTokenHash(link.token),
        expires_at: link.expiresAt,
        created_by: changer.user_id,
        approval_required: link.approval,
      })
      .returning('link_id')
      .executeTakeFirstOrThrow();
    await writeAdminAudit(trx, changer, {
      entity: 'registration_link',
      entity_id: link_id,
      action: 'build',
      after: {
        role_id: link.roleId,
        role_name: link.roleName,
        expires_at: link.expiresAt.toISOString(),
        approval_required: link.approval,
      },
    });
    return link_id;
  });
}

/** The account's links that still open registration (neither revoked nor expired at `now`), newest first. */
export async function listCurrentLinks(db: Kysely<DB>, owner: TenantOwner, now: Date): Promise<RegistrationLinkRow[]> {
  const rows = await tenant(db, owner)
    .selectFrom('registration_link as l')
    .innerJoin('role as r', (j) => j.onRef('r.account_id', '=', 'l.account_id').onRef('r.role_id', '=', 'l.role_id'))
    .leftJoin('app_user as u', (j) =>
      j.onRef('u.account_id', '=', 'l.account_id').onRef('u.user_id', '=', 'l.created_by'),
    )
    .select([
      'l.link_id',
      'l.role_id',
      'r.role_name',
      'l.created_by',
      sql<string | null>`u.fname || ' ' || u.lname`.as('created_by_name'),
      'l.created_at',
      'l.expires_at',
      'l.approval_required',
    ])
    .where('l.revoked_at', 'is', null)
    .where('l.expires_at', '>', now)
    .orderBy('l.created_at', 'desc')
    .orderBy('l.link_id', 'desc')
    .limit(CURRENT_LINKS_MAX)
    .execute();
  return rows.map((r) => ({
    ...r,
    created_at: new Date(r.created_at).toISOString(),
    expires_at: new Date(r.expires_at).toISOString(),
  }));
}

/** The most current links the list answers (links expire, so an account rarely has this many). */
export const CURRENT_LINKS_MAX = 200;

/**
 * Records that an invitation link of the account no longer opens registration: its hash joins
 * `registration_link_revocation` (what validateUrl and registration read), and a listed link is
 * marked revoked with its audit row, in one transaction. Names the link by id (a listed one) or by
 * token; answers false when the id is not the account's.
 */
export function revokeInvitation(
  db: Kysely<DB>,
  changer: Changer,
  which: { linkId: number } | { token: string; expiresAt: Date },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const t = tenant(trx, changer);
    let listed = t
      .selectFrom('registration_link')
      .select(['link_id', 'role_id', 'token_hash', 'expires_at', 'revoked_at']);
    listed =
      'linkId' in which
        ? listed.where('link_id', '=', which.linkId)
        : listed.where('token_hash', '=', invitationTokenHash(which.token));
    const row = await listed.executeTakeFirst();
    if ('linkId' in which && !row) return false;
    const tokenHash = row?.token_hash ?? invitationTokenHash((which as { token: string }).token);
    const expiresAt = row?.expires_at ?? (which as { expiresAt: Date }).expiresAt;
    await t
      .insertInto('registration_link_revocation', {
        token_hash: tokenHash,
        expires_at: expiresAt,
        revoked_by: changer.user_id,
      })
      .onConflict((oc) => oc.columns(['account_id', 'token_hash']).doNothing())
      .execute();
    if (row && row.revoked_at === null) {
      await t
        .updateTable('registration_link')
        .set({ revoked_at: new Date(), revoked_by: changer.user_id })
        .where('link_id', '=', row.link_id)
        .execute();
      await writeAdminAudit(trx, changer, {
        entity: 'registration_link',
        entity_id: row.link_id,
        action: 'revoke',
        before: { revoked: false },
        after: { revoked: true },
      });
    }
    return true;
  });
}

export async function isInvitationRevoked(db: Kysely<DB>, accountId: number, token: string): Promise<boolean> {
  const found = await tenant(db, { account_id: accountId })
    .selectFrom('registration_link_revocation')
    .select('token_hash')
    .where('token_hash', '=', invitationTokenHash(token))
    .executeTakeFirst();
  return found !== undefined;
}
