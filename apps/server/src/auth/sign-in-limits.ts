// Failed-password limits (NIST SP 800-63B §5.2.2): failures are counted per (username, address),
// so ten wrong passwords from one address lock that address out of that username for the window,
// while the owner signing in from an address that has not failed is not refused. Failures from
// every address together only slow the username down (a short, capped delay per attempt), so a
// guesser spread over many addresses gains little and can never lock the owner out.
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config';
import type { DB } from '../schema';
import { hit, peek, reset, tooMany } from '../http/rate-limit';

type Rate = ServerConfig['signInRate'];

/** Milliseconds added per failure past the per-username limit, and the most ever added. */
export const SLOWDOWN_STEP_MS = 250;
export const SLOWDOWN_MAX_MS = 2_000;

const pairBucket = (login: string, ip: string) => `sign-in:user-ip:${login}:${ip}`;
const userBucket = (login: string) => `sign-in:user:${login}`;
const rule = (rate: Rate) => ({ limit: rate.perUser, windowSeconds: rate.windowSeconds });

/** The delay for a username that failed `failures` times in the window, from every address together. */
export function slowdownMs(failures: number, perUser: number): number {
  return failures <= perUser ? 0 : Math.min(SLOWDOWN_MAX_MS, (failures - perUser) * SLOWDOWN_STEP_MS);
}

/** Refuses (429) an address that failed too often for this username; slows down a much-guessed username. */
export async function checkPasswordAttempt(db: Kysely<DB>, rate: Rate, login: string, ip: string): Promise<void> {
  if ((await peek(db, pairBucket(login, ip), rule(rate))) >= rate.perUser) throw tooMany(rate.windowSeconds);
  const delay = slowdownMs(await peek(db, userBucket(login), rule(rate)), rate.perUser);
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
}

/** Counts a wrong password for this username from this address (and for the username overall). */
export async function recordPasswordFailure(db: Kysely<DB>, rate: Rate, login: string, ip: string): Promise<void> {
  await hit(db, pairBucket(login, ip), rule(rate));
  await hit(db, userBucket(login), rule(rate));
}

/** A right password clears this address's failures for the username. */
export async function clearPasswordFailures(db: Kysely<DB>, login: string, ip: string): Promise<void> {
  await reset(db, pairBucket(login, ip));
}
