import type { Transaction } from 'kysely';
import type { DB } from '../schema';

/** A demo user as the feature seeds see it, once the accounts seed has created it. */
export interface DemoUser {
  login: string;
  account_id: number;
  user_id: number;
}

/**
 * What each feature's demo seed (`features/<feature>/seed.ts`) is given by src/seed.ts: the seed's
 * transaction, the moment it seeds at (dates are relative to it) and the demo users.
 */
export interface DemoSeed {
  trx: Transaction<DB>;
  now: Date;
  /** In the order they were created (user_id). */
  users: readonly DemoUser[];
  user(login: string): DemoUser | undefined;
}

export const DAY_MS = 86_400_000;

export async function demoSeed(trx: Transaction<DB>, now: Date): Promise<DemoSeed> {
  const users = await trx
    .selectFrom('user_credentials')
    .select(['login', 'account_id', 'user_id'])
    .orderBy('user_id')
    .execute();
  return { trx, now, users, user: (login) => users.find((u) => u.login === login) };
}
