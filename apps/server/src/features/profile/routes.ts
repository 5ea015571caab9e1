import type { Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import {
  ChangePasswordRequestStruct,
  SearchBodyStruct,
  UserProfileUpdateStruct,
  type ChangePasswordAnswer,
  type UserContactDeleteAnswer,
  type UserProfileUpdateAnswer,
} from '@meridian/api';
import { meetsNewPasswordCriteria, PROFILE_MESSAGES, profileEditRights } from '@meridian/domain';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { hasPermission, type Principal } from '../../auth/principal';
import type { ServerConfig } from '../../config';
import type { DB } from '../../schema';
import { defineRoute } from '../../http/define-route';
import { HttpError, notFound } from '../../http/errors';
import { checkPasswordAttempt, clearPasswordFailures, recordPasswordFailure } from '../../auth/sign-in-limits';
import { loadUserDetails } from '../user';
import { PROFILE_REFUSALS } from './contacts';
import { profileChanges } from './profile-update';
import {
  changePassword,
  CONTACT_TABLES,
  contactOwner,
  deleteContact,
  findCredentials,
  roleExists,
  saveProfile,
  searchCredentials,
  searchWritingNumbers,
} from './repository';

export { PROFILE_REFUSALS } from './contacts';

/** Whether the caller may change this user: themselves, or anyone of the account with user_manage. */
function mayEdit(principal: Principal, userId: number): boolean {
  return userId === principal.user_id || hasPermission(principal, 'user_manage');
}

/** One's own profile, or any user of the account with user_manage; others are as missing. */
const editable = (principal: Principal, { id }: { id: number }) => {
  if (!mayEdit(principal, id)) throw notFound();
};

/**
 * The user profile (spec 02 §2.9, §4.4, §5.4, §7.4): `POST user/{id}` (profile and dialer settings),
 * the contact-row deletes, the password change, and the agent writing numbers.
 */
export async function profileRoutes(app: FastifyInstance, { db, config }: { db: Kysely<DB>; config: ServerConfig }) {
  defineRoute(app, {
    method: 'POST',
    url: '/api/user/:id',
    ids: ['id'],
    authorize: editable,
    body: UserProfileUpdateStruct,
    handler: async ({ principal, ids: { id }, body }): Promise<UserProfileUpdateAnswer> => {
      const current = await loadUserDetails(db, principal, id);
      if (!current) throw notFound();
      const self = id === principal.user_id;
      const rights = profileEditRights({ editingSelf: self });
      if (body.role_id !== undefined && body.role_id !== current.role_id) {
        if (!rights.canChangeRole) throw new HttpError(403, PROFILE_MESSAGES.roleChangeDenied);
        if (!(await roleExists(db, principal, body.role_id)))
          throw new HttpError(400, PROFILE_REFUSALS.unknownRole, { field: 'role_id' });
      }
      const activeChanged = body.active !== undefined && body.active !== current.active;
      if (activeChanged && !rights.canChangeActive) throw new HttpError(403, PROFILE_MESSAGES.roleChangeDenied);
      const roleChanged = body.role_id !== undefined && body.role_id !== current.role_id;
      // The sms-users mode's fields are administration's (spec 02 §6): a user manager's, for anyone.
      const smsId = body.sms_id === undefined ? current.sms_id : body.sms_id?.trim() || null;
      const cmSyncIgnore = body.cm_sync_ignore ?? current.cm_sync_ignore;
      const smsChanged = smsId !== current.sms_id || cmSyncIgnore !== current.cm_sync_ignore;
      if (smsChanged && !hasPermission(principal, 'user_manage'))
        throw new HttpError(403, PROFILE_REFUSALS.smsFieldsDenied);
      // What an admin changes of another user is audited whole: names, gender, company, NPN, the
      // contact rows, role, active and the sms-users fields. One's own profile
      // is audited where the admin fields change (role and active cannot be changed for oneself).
      const identity = (source: {
        fname?: string | null;
        lname?: string | null;
        gender?: string | null;
        company?: string | null;
        npn?: string | null;
      }) => ({
        fname: source.fname?.trim() ?? null,
        lname: source.lname?.trim() ?? null,
        gender: source.gender || null,
        company: source.company?.trim() || null,
        npn: source.npn?.trim() || null,
      });
      type Row = Record<string, unknown>;
      const cell = (row: Row, key: string) => (typeof row[key] === 'string' ? (row[key] as string).trim() : '');
      const contacts = (source: { phones?: readonly Row[]; emails?: readonly Row[]; addresses?: readonly Row[] }) => ({
        phones: (source.phones ?? []).map((p) => `${cell(p, 'phone_type')} ${cell(p, 'phone').replace(/\D/g, '')}`),
        emails: (source.emails ?? []).map((e) => cell(e, 'email')),
        addresses: (source.addresses ?? []).map(
          (a) => `${cell(a, 'address1')}, ${cell(a, 'city')}, ${cell(a, 'state_id')} ${cell(a, 'zip')}`,
        ),
      });
      const before = identity(current);
      const after = identity({
        fname: body.fname ?? current.fname,
        lname: body.lname ?? current.lname,
        gender: body.gender === undefined ? current.gender : body.gender,
        company: body.company === undefined ? current.company : body.company,
        npn: body.npn === undefined ? current.npn : body.npn,
      });
      const contactsSent = body.phones !== undefined || body.emails !== undefined || body.addresses !== undefined;
      const profileChangedByAdmin = !self && (JSON.stringify(before) !== JSON.stringify(after) || contactsSent);
      const audit =
        roleChanged || activeChanged || smsChanged || profileChangedByAdmin
          ? {
              entity: 'user' as const,
              entity_id: id,
              action: 'update',
              before: {
                ...(profileChangedByAdmin ? { ...before, ...contacts(current) } : {}),
                role_id: current.role_id,
                active: current.active,
                sms_id: current.sms_id,
                cm_sync_ignore: current.cm_sync_ignore,
              },
              after: {
                ...(profileChangedByAdmin
                  ? {
                      ...after,
                      ...contacts({
                        phones: body.phones ?? current.phones,
                        emails: body.emails ?? current.emails,
                        addresses: body.addresses ?? current.addresses,
                      }),
                    }
                  : {}),
                role_id: body.role_id ?? current.role_id,
                active: body.active ?? current.active,
                sms_id: smsId,
                cm_sync_ignore: cmSyncIgnore,
              },
            }
          : undefined;
      const settings = await saveProfile(db, principal, id, profileChanges(current, body), audit);
      const saved = await loadUserDetails(db, principal, id);
      if (!saved) throw notFound();
      return { success: true, ...saved, ...settings };
    },
  });

  for (const kind of Object.keys(CONTACT_TABLES) as Array<keyof typeof CONTACT_TABLES>) {
    defineRoute(app, {
      method: 'GET',
      url: `/api/user/:id/${kind}/:rowId/delete/`,
      ids: ['id', 'rowId'],
      authorize: editable,
      handler: async ({ principal, ids: { id, rowId } }): Promise<UserContactDeleteAnswer> => {
        if (!(await deleteContact(db, principal, id, kind, rowId))) throw notFound();
        return { success: true };
      },
    });
    // Spec 02 §7.4's account-scoped path for the same row: the row names its user, who must be editable.
    defineRoute(app, {
      method: 'GET',
      url: `/api/account/:id/${kind}/:rowId/delete/`,
      ids: ['id', 'rowId'],
      ownAccount: 'id',
      handler: async ({ principal, ids: { rowId } }): Promise<UserContactDeleteAnswer> => {
        const userId = await contactOwner(db, principal, kind, rowId);
        if (userId === undefined || !mayEdit(principal, userId)) throw notFound();
        if (!(await deleteContact(db, principal, userId, kind, rowId))) throw notFound();
        return { success: true };
      },
    });
  }

  await credentialRoutes(app, { db, config });
}

/** The sign-in credentials (spec 02 §7.4): their search and the password change, and the writing-number search. */
async function credentialRoutes(app: FastifyInstance, { db, config }: { db: Kysely<DB>; config: ServerConfig }) {
  defineRoute(app, {
    method: 'POST',
    url: '/api/userCredentials/search',
    body: SearchBodyStruct,
    handler: async ({ principal, body }) => {
      // The sign-ins of users the caller may change: their own, or the account's with user_manage.
      const criteria = body.criteria?.user_id;
      const wanted = criteria ? criteria.value.map(Number) : [principal.user_id];
      const users = wanted.filter((id) => Number.isInteger(id) && mayEdit(principal, id));
      const result = await searchCredentials(db, principal, users);
      return { success: true, total_records: result.length, page_number: 1, records_per_page: result.length, result };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/userCredentials/:id/changePassword',
    ids: ['id'],
    body: ChangePasswordRequestStruct,
    handler: async ({ request, principal, ids: { id: credentialsId }, body }): Promise<ChangePasswordAnswer> => {
      if (body.user_credentials_id !== credentialsId) throw notFound();
      const credentials = await findCredentials(db, principal, credentialsId);
      if (!credentials || credentials.user_id !== body.user_id || !mayEdit(principal, credentials.user_id))
        throw notFound();
      const self = credentials.user_id === principal.user_id;

      if (!meetsNewPasswordCriteria(body.new_password))
        throw new HttpError(400, PROFILE_MESSAGES.newPasswordWeak, { field: 'new_password' });
      // Spec 02 §5.4: the current password is asked of users changing their own, not of an admin changing another's.
      if (self) {
        // Wrong current passwords count against the login like failed sign-ins, so a stolen
        // access token cannot be used to guess the password.
        const login = credentials.login.trim().toLowerCase();
        await checkPasswordAttempt(db, config.signInRate, login, request.ip);
        if (!(await verifyPassword(credentials.password_hash, body.password ?? ''))) {
          await recordPasswordFailure(db, config.signInRate, login, request.ip);
          throw new HttpError(400, PROFILE_MESSAGES.currentPasswordIncorrect, { field: 'password' });
        }
        await clearPasswordFailures(db, login, request.ip);
      }

      await changePassword(db, principal, {
        credentialsId,
        userId: credentials.user_id,
        passwordHash: await hashPassword(body.new_password),
        // Every other sign-in of the user ends (the one making the change stays signed in).
        keepFamily: self ? principal.family_id : undefined,
      });
      return { success: true, message: self ? PROFILE_REFUSALS.passwordChanged : PROFILE_REFUSALS.passwordSet };
    },
  });

  // Spec 02 §7.4 names both paths for the writing-number search.
  for (const url of ['/api/usercarrier/search/', '/api/user/usercarrier/search/']) {
    defineRoute(app, {
      method: 'POST',
      url,
      body: SearchBodyStruct,
      handler: async ({ principal, body }) => {
        const { total, plan, result } = await searchWritingNumbers(db, principal, body);
        return {
          success: true,
          total_records: total,
          page_number: plan.page,
          records_per_page: plan.pageSize,
          result,
        };
      },
    });
  }
}
