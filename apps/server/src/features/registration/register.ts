import type { Kysely } from 'kysely';
import type { RegistrationRequest } from '@meridian/api';
import { hasNoNpn, stripPhone } from '@meridian/domain';
import { hashPassword } from '../../auth/passwords';
import type { DB } from '../../schema';
import { agreementEmail } from './agreement-email';
import { createRegistration, currentAgreement, isLoginTaken } from './repository';

/** Who registers from where: the trimmed sign-in name, the invitation's account and role, the request's origin. */
export interface RegistrationContext {
  login: string;
  /** `approval`: the link asks an admin to approve the registration before it can sign in. */
  invitation: { accountId: number; roleId: number; approval: boolean } | undefined;
  ip: string;
  userAgent: string | undefined;
}

/**
 * Stores a registration checked with the domain rules: with an invitation the user joins its account
 * in its role; without one the registration opens its own account. Answers 'login-taken' when the
 * sign-in name is in use (checked first, and again by the unique index when two race).
 */
export async function register(
  db: Kysely<DB>,
  body: RegistrationRequest,
  { login, invitation, ip, userAgent }: RegistrationContext,
): Promise<'created' | 'login-taken'> {
  if (await isLoginTaken(db, login)) return 'login-taken';
  const passwordHash = await hashPassword(body.password!);
  const agreement = await currentAgreement(db);
  const fname = body.fname!.trim();
  const lname = body.lname!.trim();
  const email = body.email!.trim();
  return createRegistration(db, {
    invitation,
    fname,
    lname,
    company: body.company?.trim() || null,
    npn: hasNoNpn(body.hasNoNPN) ? null : body.npn?.trim() || null,
    login,
    passwordHash,
    phones: [
      { phone: stripPhone(body.phone), phone_type: 'Work' as const },
      { phone: stripPhone(body.mphone), phone_type: 'Mobile' as const },
      { phone: stripPhone(body.fphone), phone_type: 'Fax' as const },
    ].filter((p) => p.phone.length === 10),
    email,
    address: {
      address1: body.address1!.trim(),
      address2: body.address2?.trim() || null,
      city: body.city!.trim(),
      state_id: body.state_id!.trim().toUpperCase(),
      zip: body.zip!.trim(),
    },
    acceptance: { version: agreement.version, ip, user_agent: userAgent?.slice(0, 300) ?? null },
    agreementEmail: {
      to: email,
      kind: 'registration_agreement',
      ...agreementEmail(fname, login, agreement.html, agreement.version),
    },
  });
}
