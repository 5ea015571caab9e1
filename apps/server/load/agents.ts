// The load's agents: users of Demo Agency with the Agent role, `loadagent0001`…, each with leads of their
// own, written straight into the database (faster than 200 invitations, and what an agency migrating in
// would look like); then signed in through the token endpoint and the portal's first call, as a browser
// would, each with its own API client.
import { createApiClient, getUser, TokenAnswerStruct, type ApiClient, type SessionTokens } from '@meridian/api';
import { sql } from 'kysely';
import { hashPassword } from '../src/auth/passwords';
import { fillLeads } from '../src/features/leads';
import type { Database } from '../src/db/database';

export const LOAD_AGENT_PASSWORD = 'Load#2026agent';
const ACCOUNT = 'Demo Agency';
export const loginOf = (n: number) => `loadagent${String(n).padStart(4, '0')}`;

export interface Agent {
  n: number;
  login: string;
  user_id: number;
  account_id: number;
  permissions: readonly string[];
  client: ApiClient;
  /** Leads the agent owns (from the dashboard's first search). */
  leads: number[];
}

/** Makes sure `count` load agents exist, each with at least `leadsPerAgent` leads; answers their user ids in order. */
export async function ensureLoadAgents(
  database: Database,
  count: number,
  leadsPerAgent: number,
  log: (line: string) => void,
): Promise<number[]> {
  const { db } = database;
  const account = await db
    .selectFrom('account')
    .select('account_id')
    .where('account_name', '=', ACCOUNT)
    .executeTakeFirstOrThrow();
  const accountId = account.account_id;
  const role = await db
    .selectFrom('role')
    .select('role_id')
    .where('account_id', '=', accountId)
    .where('role_name', '=', 'Agent')
    .executeTakeFirstOrThrow();
  const existing = await db
    .selectFrom('user_credentials')
    .select(['login', 'user_id'])
    .where('account_id', '=', accountId)
    .where('login', 'like', 'loadagent%')
    .execute();
  const byLogin = new Map(existing.map((r) => [r.login, r.user_id]));
  const missing = Array.from({ length: count }, (_, i) => i + 1).filter((n) => !byLogin.has(loginOf(n)));
  if (missing.length > 0) {
    log(`creating ${missing.length} load agents in ${ACCOUNT}…`);
    const hash = await hashPassword(LOAD_AGENT_PASSWORD);
    await db.transaction().execute(async (trx) => {
      for (const n of missing) {
        const { user_id } = await trx
          .insertInto('app_user')
          .values({
            account_id: accountId,
            role_id: role.role_id,
            fname: 'Load',
            lname: `Agent ${n}`,
            gender: n % 2 ? 'f' : 'm',
            company: ACCOUNT,
            npn: String(19_000_000 + n),
          })
          .returning('user_id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('user_credentials')
          .values({ account_id: accountId, user_id, login: loginOf(n), password_hash: hash })
          .execute();
        await trx
          .insertInto('user_phone')
          .values({
            account_id: accountId,
            user_id,
            phone: `312555${String(n).padStart(4, '0')}`,
            phone_type: 'Work',
            is_default: true,
          })
          .execute();
        await trx
          .insertInto('user_email')
          .values({
            account_id: accountId,
            user_id,
            email: `${loginOf(n)}@load.example`,
            email_type: 'Work',
            is_default: true,
          })
          .execute();
        byLogin.set(loginOf(n), user_id);
      }
    });
  }
  const userIds = Array.from({ length: count }, (_, i) => byLogin.get(loginOf(i + 1))!);
  // Leads: the agents that have fewest decide how many more to add (spread evenly over all of them).
  const { rows } = await sql<{ fewest: string | null }>`
    SELECT min(n) AS fewest FROM (
      SELECT u.user_id, count(l.lead_id) AS n FROM unnest(${userIds}::integer[]) AS u(user_id)
      LEFT JOIN lead l ON l.account_id = ${accountId} AND l.user_id = u.user_id AND l.deleted = '0'
      GROUP BY u.user_id) per_agent`.execute(db);
  const fewest = Number(rows[0]?.fewest ?? 0);
  if (fewest < leadsPerAgent) {
    const leads = (leadsPerAgent - fewest) * count + Math.ceil(count * 2 * Math.sqrt(leadsPerAgent));
    log(`adding ${leads.toLocaleString('en-US')} leads for them (the fewest any has: ${fewest})…`);
    await fillLeads(database, { leads, owners: userIds });
  }
  return userIds;
}

/** A fetch as the load's agents use it: the run's own retries and time limit (see mix.ts `loadFetch`). */
export type Fetch = typeof globalThis.fetch;

/** Signs one agent in (password grant), then reads the user as the portal's first view does. */
export async function signInAgent(baseUrl: string, n: number, fetch: Fetch): Promise<Agent> {
  const response = await fetch(`${baseUrl}/auth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body: new URLSearchParams({ grant_type: 'password', username: loginOf(n), password: LOAD_AGENT_PASSWORD }),
  });
  if (response.status === 429)
    throw new Error(
      `sign-in of ${loginOf(n)} answered 429: start the cluster with a higher SIGN_IN_RATE_PER_IP (every agent signs in from this one address), e.g. SIGN_IN_RATE_PER_IP=5000`,
    );
  if (!response.ok) throw new Error(`sign-in of ${loginOf(n)} answered ${response.status}: ${await response.text()}`);
  const answer = TokenAnswerStruct.mask(await response.json());
  let tokens: SessionTokens | undefined = {
    user_id: answer.user_id,
    access_token: answer.access_token,
    refresh_token: answer.refresh_token,
  };
  const client = createApiClient({
    baseUrl,
    fetch,
    // The load's fetch sends a keyed create again itself (and counts it): the client does not add its own.
    createRetries: 0,
    session: {
      read: () => tokens,
      write: (next) => {
        tokens = next;
      },
      clear: () => {
        tokens = undefined;
      },
    },
  });
  const { user, permissions } = await getUser(client, answer.user_id, { returnAcl: true });
  return {
    n,
    login: loginOf(n),
    user_id: answer.user_id,
    account_id: user.account_id,
    permissions: permissions ?? [],
    client,
    leads: [],
  };
}
