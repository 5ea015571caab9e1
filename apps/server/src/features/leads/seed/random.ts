// The demo seed's generator and its small helpers, shared by the leads seed and the lead-record seed.

export type Random = () => number;

/** Mulberry32: a small, fast, seedable generator (uniform in [0, 1)). */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
export const chance = (random: Random, p: number) => random() < p;
export const pad = (n: number, width = 2) => String(n).padStart(width, '0');
