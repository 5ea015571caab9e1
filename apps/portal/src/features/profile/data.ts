import { searchWritingNumbers } from '@meridian/api';
import { useApiClient } from '@meridian/api/react';
import useSWR from 'swr';

export const writingNumbersKey = (userId: number) => ['writingNumbers', userId] as const;

/** The user's agent writing numbers (`POST usercarrier/search/` with criteria user_id). */
export function useWritingNumbers(userId: number) {
  const client = useApiClient();
  return useSWR(
    writingNumbersKey(userId),
    async () => (await searchWritingNumbers(client, { criteria: { user_id: { type: 'simple', value: [userId] } }, records_per_page: 500 })).result,
    { revalidateOnFocus: false },
  );
}

/** The message of any failure, for the dialog's banner. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
