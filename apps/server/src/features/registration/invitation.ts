import type { Kysely } from 'kysely';
import type { ValidateUrlAnswer } from '@meridian/api';
import type { DB } from '../../schema';
import type { InvitationLinks } from './invitation-links';
import { findAccount, findAccountOwner, findRole, isInvitationRevoked } from './repository';

export type Invitation =
  | { kind: 'valid'; accountId: number; roleId: number; roleName: string; approval: boolean }
  | { kind: 'invalid' }
  | { kind: 'role-expired'; accountId: number };

/** What an invitation token opens: a role of an active account, a role no longer active, or nothing. */
export async function checkInvitation(db: Kysely<DB>, links: InvitationLinks, token: string): Promise<Invitation> {
  const check = links.verify(token);
  if (!check.ok) return { kind: 'invalid' };
  const account = await findAccount(db, { account_id: check.claims.acc });
  if (!account || account.active !== '1') return { kind: 'invalid' };
  if (await isInvitationRevoked(db, account.account_id, token)) return { kind: 'invalid' };
  const role = await findRole(db, account, check.claims.role);
  if (!role || !role.active) return { kind: 'role-expired', accountId: account.account_id };
  return {
    kind: 'valid',
    accountId: account.account_id,
    roleId: role.role_id,
    roleName: role.role_name,
    approval: check.claims.apr === 1,
  };
}

/** The owner's name, default email and phone, and the account's co-brand logo. */
export async function ownerOf(db: Kysely<DB>, accountId: number): Promise<Pick<ValidateUrlAnswer, 'cobrand' | 'user'>> {
  const row = await findAccountOwner(db, { account_id: accountId });
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
