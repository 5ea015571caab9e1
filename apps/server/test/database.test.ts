import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlLiteral } from '../src/db/database';
import { backends, createTestDatabase, type TestDatabase } from './harness';

describe('sqlLiteral', () => {
  it.each([
    { value: null, literal: 'NULL' },
    { value: undefined, literal: 'NULL' },
    { value: 42, literal: '42' },
    { value: -1.5, literal: '-1.5' },
    { value: true, literal: 'TRUE' },
    { value: false, literal: 'FALSE' },
    { value: "O'Brien", literal: "'O''Brien'" },
    { value: "'); DROP TABLE lead; --", literal: "'''); DROP TABLE lead; --'" },
  ])('when given $value then it writes $literal', ({ value, literal }) => {
    expect(sqlLiteral(value)).toBe(literal);
  });

  it.each([
    { value: Number.NaN },
    { value: Number.POSITIVE_INFINITY },
    { value: 'a\0b' },
    { value: {} },
    { value: 10n },
  ])('when given $value then it refuses', ({ value }) => {
    expect(() => sqlLiteral(value)).toThrow(TypeError);
  });
});

describe.each(backends)('given prepared statements on %s', (kind) => {
  let scratch: TestDatabase;
  beforeAll(async () => {
    scratch = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await scratch?.cleanup();
  });

  const echo = { name: 'meridian_test_echo', text: 'SELECT $1::text AS text, $2::integer + 1 AS next, $3::uuid AS id' };

  it('when a statement runs many times, concurrently at first, then every call answers with its own values', async () => {
    const values = Array.from(
      { length: 12 },
      (_, i) => [`it's #${i}`, i, `00000000-0000-4000-8000-00000000000${i % 10}`] as const,
    );
    const answers = await Promise.all(
      values.map((v) => scratch.database.prepared<{ text: string; next: number; id: string }>(echo, v)),
    );
    expect(answers).toEqual(values.map(([text, i, id]) => [{ text, next: i + 1, id }]));
    expect(await scratch.database.prepared(echo, ['again', 41, '00000000-0000-4000-8000-000000000001'])).toEqual([
      { text: 'again', next: 42, id: '00000000-0000-4000-8000-000000000001' },
    ]);
  });

  it('when a value would break out of its quotes then it stays a value', async () => {
    const hostile = "x'); DROP TABLE app_user; --";
    expect(await scratch.database.prepared(echo, [hostile, 0, '00000000-0000-4000-8000-000000000001'])).toEqual([
      { text: hostile, next: 1, id: '00000000-0000-4000-8000-000000000001' },
    ]);
  });

  it('when a statement is invalid then the call fails and a corrected one under another name works', async () => {
    await expect(
      scratch.database.prepared({ name: 'meridian_test_broken', text: 'SELECT FROM nowhere_at_all' }, []),
    ).rejects.toThrow();
    await expect(
      scratch.database.prepared({ name: 'meridian_test_broken', text: 'SELECT FROM nowhere_at_all' }, []),
    ).rejects.toThrow();
    expect(await scratch.database.prepared({ name: 'meridian_test_fixed', text: 'SELECT 1 AS one' }, [])).toEqual([
      { one: 1 },
    ]);
  });
});
