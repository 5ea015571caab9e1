import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { generateInitialPassword, type RandomValues } from './password';

// Spec 02 §5.4: "Generated initial password: 12 characters: 6 lowercase, 2 digits, 2 uppercase, 2 symbols from @#$%^&*!."
function composition(password: string) {
  return {
    length: password.length,
    lower: password.match(/[a-z]/g)?.length ?? 0,
    digits: password.match(/\d/g)?.length ?? 0,
    upper: password.match(/[A-Z]/g)?.length ?? 0,
    symbols: password.match(/[@#$%^&*!]/g)?.length ?? 0,
  };
}
const EXPECTED = { length: 12, lower: 6, digits: 2, upper: 2, symbols: 2 };

/** A random source replaying the given values, then zeros. */
function replay(values: number[]): RandomValues {
  let i = 0;
  return (array) => {
    array[0] = values[i++] ?? 0;
    return array;
  };
}

describe('generateInitialPassword', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('has the spec composition with crypto.getRandomValues', () => {
    for (let i = 0; i < 200; i += 1) expect(composition(generateInitialPassword())).toEqual(EXPECTED);
  });

  it('has the spec composition for any random source', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 2 ** 32 - 1 }), { minLength: 30, maxLength: 30 }), (values) => {
        expect(composition(generateInitialPassword(replay(values)))).toEqual(EXPECTED);
      }),
    );
  });

  it('is deterministic for an injected source and shuffles the classes', () => {
    const a = generateInitialPassword(
      replay([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22]),
    );
    const b = generateInitialPassword(
      replay([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22]),
    );
    expect(a).toBe(b);
    expect(a).not.toMatch(/^[a-z]{6}\d{2}[A-Z]{2}/);
  });

  it('redraws values that would bias the choice, and gives up on a broken source', () => {
    const biased = 2 ** 32 - 1; // above the largest multiple of 26
    expect(composition(generateInitialPassword(replay([biased, 0])))).toEqual(EXPECTED);
    expect(composition(generateInitialPassword(() => new Uint32Array([biased])))).toEqual(EXPECTED);
    expect(composition(generateInitialPassword(() => new Uint32Array(0)))).toEqual(EXPECTED);
  });

  it('refuses to run without crypto.getRandomValues', () => {
    vi.stubGlobal('crypto', undefined);
    expect(() => generateInitialPassword()).toThrow('crypto.getRandomValues is not available');
  });
});
