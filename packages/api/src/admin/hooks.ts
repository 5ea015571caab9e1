import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { SearchBody } from '../core/search';
import { searchUsers } from '../user/calls';
import { useApiClient } from '../react/core';
import { apiKeys, isKeyOf } from '../react/keys';
import { getAdminAudit, setUserActive } from './calls';
import type { AdminAuditEntity, UserActiveChange } from './contract';

/** `POST user/search` for the admin Users screen (server-paged, sorted); pass `undefined` to wait. */
export function useUserSearch(body: SearchBody | undefined) {
  const client = useApiClient();
  return useSWR(body === undefined ? null : apiKeys.userSearch(body), () => searchUsers(client, body!), {
    keepPreviousData: true,
  });
}

/** A record's History (`GET admin/audit/{entity}/{id}`). */
export function useAdminAudit(entity: AdminAuditEntity, id: number | undefined) {
  const client = useApiClient();
  return useSWR(id === undefined ? null : apiKeys.adminAudit(entity, id), () => getAdminAudit(client, entity, id!));
}

export interface SetUserActiveArg extends UserActiveChange {
  user_id: number;
}

/**
 * Activates or deactivates a user, then reads every user search and the user's History again. A
 * refusal rejects `trigger` with the server's `ApiError`.
 */
export function useSetUserActive() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    apiKeys.setUserActive(),
    async (_key, { arg }: { arg: SetUserActiveArg }) => {
      const saved = await setUserActive(client, arg.user_id, { active: arg.active });
      await Promise.all([
        mutate(isKeyOf(['userSearch'])),
        mutate(apiKeys.adminAudit('user', arg.user_id)),
        mutate(isKeyOf(['user', arg.user_id])),
      ]);
      return saved;
    },
    { populateCache: false, revalidate: false, throwOnError: true },
  );
}
