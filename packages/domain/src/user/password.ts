// The generated initial password of a new user (spec 02 §3.4, §5.4): 12 characters, 6 lowercase,
// 2 digits, 2 uppercase and 2 symbols from @#$%^&*!, shuffled, from crypto.getRandomValues.

/** A source of random 32-bit values with the shape of `crypto.getRandomValues`. */
export type RandomValues = (array: Uint32Array) => Uint32Array;

const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
/** The symbols of a generated password. */
export const GENERATED_PASSWORD_SYMBOLS = '@#$%^&*!';

const RANGE = 2 ** 32;
const MAX_DRAWS = 64;

function systemRandom(): RandomValues {
  const crypto = (globalThis as { crypto?: { getRandomValues?: RandomValues } }).crypto;
  const getRandomValues = crypto?.getRandomValues;
  if (!getRandomValues) throw new Error('crypto.getRandomValues is not available');
  return (array) => getRandomValues.call(crypto, array);
}

/** An unbiased integer in [0, n): draws above the largest multiple of n are redrawn. */
function randomBelow(random: RandomValues, n: number): number {
  const limit = RANGE - (RANGE % n);
  let value = 0;
  for (let draw = 0; draw < MAX_DRAWS; draw += 1) {
    value = random(new Uint32Array(1))[0] ?? 0;
    if (value < limit) break;
  }
  return value % n;
}

/**
 * A new user's initial password. `random` defaults to `crypto.getRandomValues`; pass another
 * source only in tests.
 */
export function generateInitialPassword(random: RandomValues = systemRandom()): string {
  const pick = (set: string, count: number) =>
    Array.from({ length: count }, () => set[randomBelow(random, set.length)]!);
  const chars = [...pick(LOWER, 6), ...pick(DIGITS, 2), ...pick(UPPER, 2), ...pick(GENERATED_PASSWORD_SYMBOLS, 2)];
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomBelow(random, i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}
