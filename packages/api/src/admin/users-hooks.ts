import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { useApiClient } from '../react/core';
import { apiKeys, isKeyOf } from '../react/keys';
import { changePassword, deleteUserContact, updateUserProfile } from '../profile/calls';
import type { UserContactKind, UserProfileUpdate } from '../profile/contract';
import type { UserDetails } from '../user/contract';
import {
  bulkDeleteUsers,
  createUser,
  getUserAccess,
  inviteUser,
  searchAccountRoles,
  type NewUserRequest,
} from './users';

/** `GET user/{id}/userAccess`; pass `undefined` to wait. */
export function useUserAccess(userId: number | undefined) {
  const client = useApiClient();
  return useSWR(userId === undefined ? null : apiKeys.userAccess(userId), () => getUserAccess(client, userId!));
}

/**
 * Creates a user, then invites them (spec 02 §4.4: "A new user is created, then invited"), then reads
 * every user search again. Resolves the new user's id and account, and the invite (undefined when the
 * invitation failed after the user was created: `inviteError` says why). A refused create rejects.
 */
export function useCreateUser() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    apiKeys.createUser(),
    async (_key, { arg }: { arg: NewUserRequest }) => {
      const created = await createUser(client, arg);
      let invite: Awaited<ReturnType<typeof inviteUser>> | undefined;
      let inviteError: unknown;
      try {
        invite = await inviteUser(client, created.user_id);
      } catch (error) {
        inviteError = error;
      }
      await mutate(isKeyOf(['userSearch']));
      return { ...created, invite, inviteError };
    },
    { populateCache: false, revalidate: false, throwOnError: true },
  );
}

/** Sends the set-password invitation again. */
export function useInviteUser() {
  const client = useApiClient();
  return useSWRMutation(
    apiKeys.inviteUser(),
    async (_key, { arg }: { arg: { user_id: number } }) => inviteUser(client, arg.user_id),
    { populateCache: false, revalidate: false, throwOnError: true },
  );
}

/** Deletes the users (`POST user/bulkDelete`, all or none), then reads every user search again. */
export function useDeleteUsers() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    apiKeys.deleteUsers(),
    async (_key, { arg }: { arg: { user_ids: number[] } }) => {
      const deleted = await bulkDeleteUsers(client, { user_ids: arg.user_ids });
      await mutate(isKeyOf(['userSearch']));
      return deleted;
    },
    { populateCache: false, revalidate: false, throwOnError: true },
  );
}

/** The account's roles for the role picker; pass `undefined` to wait. */
export function useAccountRoles(accountId: number | undefined) {
  const client = useApiClient();
  return useSWR(accountId === undefined ? null : apiKeys.accountRoles(accountId), () =>
    searchAccountRoles(client, accountId!),
  );
}

/**
 * Saves another user of the account from administration (`POST user/{id}`: names, role, active
 * flag), then reads the user, every user search, the user's access and History again.
 */
export function useUpdateUser() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    apiKeys.updateUser(),
    async (
      _key,
      {
        arg,
      }: {
        arg: {
          user_id: number;
          changes: UserProfileUpdate;
          /** Saved phones, emails and addresses removed in the form: deleted one by one before the save (spec 02 §4.4). */
          deletions?: ReadonlyArray<{ kind: UserContactKind; id: number }>;
        };
      },
    ) => {
      for (const { kind, id } of arg.deletions ?? []) await deleteUserContact(client, arg.user_id, kind, id);
      const saved = await updateUserProfile(client, arg.user_id, arg.changes);
      await Promise.all([
        mutate(isKeyOf(['userSearch'])),
        mutate(isKeyOf(['user', arg.user_id])),
        mutate(apiKeys.userAccess(arg.user_id)),
        mutate(apiKeys.adminAudit('user', arg.user_id)),
      ]);
      return saved;
    },
    { populateCache: false, revalidate: false, throwOnError: true },
  );
}

/**
 * Sets another user's password from administration (`POST userCredentials/{id}/changePassword`
 * without the current password, spec 02 §5.4): every other sign-in of theirs ends. A refusal (the
 * new password's rule) rejects `trigger` with the server's `ApiError`.
 */
export function useResetUserPassword(user: Pick<UserDetails, 'user_id' | 'usercredentials'>) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    apiKeys.resetUserPassword(user.user_id),
    async (_key, { arg: newPassword }: { arg: string }) => {
      const credentials = user.usercredentials[0];
      if (!credentials) throw new Error('This user has no sign-in name.');
      const answer = await changePassword(client, {
        user_id: user.user_id,
        user_credentials_id: credentials.user_credentials_id,
        login: credentials.login,
        context: credentials.context,
        new_password: newPassword,
      });
      await mutate(apiKeys.adminAudit('user', user.user_id));
      return answer;
    },
    { populateCache: false, revalidate: false, throwOnError: true },
  );
}
