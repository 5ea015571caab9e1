import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { getUser } from '../user/calls';
import { changePassword, deleteUserContact, searchWritingNumbers, updateUserProfile } from './calls';
import type { UserContactKind, UserProfileUpdate, UserProfileUpdateAnswer } from './contract';
import type { UserDetails } from '../user/contract';
import { useApiClient } from '../react/core';
import { apiKeys } from '../react/keys';

/** The user's agent writing numbers (`POST usercarrier/search/` with criteria user_id). */
export function useWritingNumbers(userId: number) {
  const client = useApiClient();
  return useSWR(
    apiKeys.writingNumbers(userId),
    async () =>
      (
        await searchWritingNumbers(client, {
          criteria: { user_id: { type: 'simple', value: [userId] } },
          records_per_page: 500,
        })
      ).result,
  );
}

/** What one Update of the own profile sends: a password change, a profile change, or both. */
export interface SaveProfileArg {
  /** Present when the password is to change (the current one is checked by the server). */
  password?: { current: string; new_password: string };
  /** Present when the profile changed: the rows to delete first, then the payload. */
  profile?: { deletions: ReadonlyArray<{ kind: UserContactKind; id: number }>; payload: UserProfileUpdate };
  /** Told as soon as the password changed, even when the profile save after it fails. */
  onPasswordChanged?(): void;
}

export interface SaveProfileResult {
  passwordChanged: boolean;
  /** The saved profile as the server answered it (when the profile changed). */
  profile?: UserProfileUpdateAnswer;
}

/**
 * Saves the signed-in user's own profile (spec 02 §4.4) in the spec's order: the password first
 * (a wrong current password stops everything, nothing else is saved), then the deleted phones,
 * emails and addresses one by one, then the profile; after a profile save the user is read again
 * with the access-control headers, so the session's permissions are current. A failure rejects
 * `trigger` with the server's `ApiError`.
 */
export function useSaveProfile(user: UserDetails) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    apiKeys.saveProfile(user.user_id),
    async (_key, { arg }: { arg: SaveProfileArg }): Promise<SaveProfileResult> => {
      if (arg.password) {
        const credentials = user.usercredentials[0];
        if (!credentials) throw new Error('This user has no sign-in name.');
        await changePassword(client, {
          user_id: user.user_id,
          user_credentials_id: credentials.user_credentials_id,
          login: credentials.login,
          context: credentials.context,
          password: arg.password.current,
          new_password: arg.password.new_password,
        });
        arg.onPasswordChanged?.();
      }
      if (!arg.profile) return { passwordChanged: Boolean(arg.password) };
      for (const { kind, id } of arg.profile.deletions) await deleteUserContact(client, user.user_id, kind, id);
      const profile = await updateUserProfile(client, user.user_id, arg.profile.payload);
      const fresh = await getUser(client, user.user_id, { returnAcl: true });
      if (fresh.hash) client.acceptAccessControlHash(fresh.hash);
      await mutate(apiKeys.user(user.user_id, true), fresh, { revalidate: false });
      return { passwordChanged: Boolean(arg.password), profile };
    },
    { populateCache: false, revalidate: false, throwOnError: true },
  );
}
