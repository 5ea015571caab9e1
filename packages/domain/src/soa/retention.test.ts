import { describe, expect, it } from 'vitest';
import {
  MARKETING_CALL_RETENTION_RULES,
  RETENTION_PERIOD_TOKENS,
  SOA_RECORD_RETENTION_RULES,
  fillRetentionPeriods,
  retainedUntil,
  retentionYears,
} from './retention';

// Spec 02 §9: "Voice signature kept 10 years." CMS-4212-F as reported shortens the keeping of sales and
// marketing call recordings to 6 years from 2026-06-01; SOA and enrollment records stay at 10.
describe('the two retention tables', () => {
  it('keep SOA and enrollment records 10 years before and after 2026-06-01', () => {
    expect(SOA_RECORD_RETENTION_RULES.map((r) => [r.effective_from, r.retention_years])).toEqual([['2000-01-01', 10]]);
    expect(retainedUntil('2025-11-21T15:00:00Z', SOA_RECORD_RETENTION_RULES)?.toISOString()).toBe(
      '2035-11-21T15:00:00.000Z',
    );
    expect(retainedUntil('2026-11-21T15:00:00Z', SOA_RECORD_RETENTION_RULES)?.toISOString()).toBe(
      '2036-11-21T15:00:00.000Z',
    );
  });

  it('keep sales and marketing call recordings 10 years, then 6 from 2026-06-01', () => {
    expect(MARKETING_CALL_RETENTION_RULES.map((r) => [r.effective_from, r.retention_years])).toEqual([
      ['2000-01-01', 10],
      ['2026-06-01', 6],
    ]);
    expect(retainedUntil('2026-05-31T15:00:00Z', MARKETING_CALL_RETENTION_RULES)?.toISOString()).toBe(
      '2036-05-31T15:00:00.000Z',
    );
    expect(retainedUntil('2026-11-21T15:00:00Z', MARKETING_CALL_RETENTION_RULES)?.toISOString()).toBe(
      '2032-11-21T15:00:00.000Z',
    );
  });

  it('cite a source for every row', () => {
    for (const row of [...SOA_RECORD_RETENTION_RULES, ...MARKETING_CALL_RETENTION_RULES])
      expect(row.source?.length).toBeGreaterThan(20);
  });

  it('answer nothing for an invalid instant or an empty table', () => {
    expect(retainedUntil(undefined, SOA_RECORD_RETENTION_RULES)).toBeUndefined();
    expect(retainedUntil('2026-11-21T15:00:00Z', [])).toBeUndefined();
  });

  it('read the years in effect, else the fallback table', () => {
    const twelve = [{ effective_from: '2027-01-01', retention_years: 12 }];
    expect(retentionYears(twelve, '2027-02-01', SOA_RECORD_RETENTION_RULES)).toBe(12);
    // Before its first row a table's earliest row applies (ruleInEffect).
    expect(retentionYears(twelve, '2026-02-01', SOA_RECORD_RETENTION_RULES)).toBe(12);
    expect(retentionYears([], '2026-02-01', MARKETING_CALL_RETENTION_RULES)).toBe(10);
    expect(retentionYears([], '2026-11-02', MARKETING_CALL_RETENTION_RULES)).toBe(6);
    expect(retentionYears([], 'not a date', MARKETING_CALL_RETENTION_RULES)).toBe(10);
  });
});

describe('fillRetentionPeriods', () => {
  const text = `SOA records: ${RETENTION_PERIOD_TOKENS.soaRecord} years. Sales calls: ${RETENTION_PERIOD_TOKENS.marketingCall} years; again ${RETENTION_PERIOD_TOKENS.marketingCall}.`;

  it('writes each period the stored text names, from the rows in effect that day', () => {
    expect(fillRetentionPeriods(text, { at: '2026-12-02' })).toBe(
      'SOA records: 10 years. Sales calls: 6 years; again 6.',
    );
    expect(fillRetentionPeriods(text, { at: '2026-01-02' })).toBe(
      'SOA records: 10 years. Sales calls: 10 years; again 10.',
    );
  });

  it('reads the tables it is given (the server passes its soa_rule rows)', () => {
    expect(
      fillRetentionPeriods(text, {
        at: '2026-12-02',
        soaRecordRules: [{ effective_from: '2000-01-01', retention_years: 11 }],
        marketingCallRules: [{ effective_from: '2000-01-01', retention_years: 5 }],
      }),
    ).toBe('SOA records: 11 years. Sales calls: 5 years; again 5.');
  });

  it('leaves a text without tokens as it is', () => {
    expect(fillRetentionPeriods('Kept a while.', { at: '2026-12-02' })).toBe('Kept a while.');
  });
});
