import { describe, expect, it } from 'vitest';
import type { SoaRuleRow } from './contract';
import { soaRuleTables } from './rule-tables';

const row = (over: Partial<SoaRuleRow>): SoaRuleRow => ({
  kind: 'waiting_period',
  effective_from: '2000-01-01',
  waiting_hours: null,
  applies_to_unscheduled: null,
  retention_years: null,
  note: null,
  source: 'a cited source',
  ...over,
});

describe('soaRuleTables', () => {
  it('sorts the rows of GET soa/rules into the waiting table and the two retention tables', () => {
    const tables = soaRuleTables([
      row({ kind: 'waiting_period', waiting_hours: 48, applies_to_unscheduled: false }),
      row({ kind: 'waiting_period', effective_from: '2026-06-01', waiting_hours: 0, applies_to_unscheduled: null }),
      row({ kind: 'soa_record_retention', retention_years: 10 }),
      row({ kind: 'marketing_call_retention', retention_years: 10 }),
      row({ kind: 'marketing_call_retention', effective_from: '2026-06-01', retention_years: 6 }),
      // A row missing its value is left out rather than read as 0.
      row({ kind: 'marketing_call_retention', effective_from: '2030-01-01' }),
      row({ kind: 'waiting_period', effective_from: '2030-01-01' }),
    ]);
    expect(tables).toEqual({
      waitingPeriodRules: [
        { effective_from: '2000-01-01', waiting_hours: 48, applies_to_unscheduled: false },
        { effective_from: '2026-06-01', waiting_hours: 0, applies_to_unscheduled: false },
      ],
      soaRecordRetentionRules: [{ effective_from: '2000-01-01', retention_years: 10 }],
      marketingCallRetentionRules: [
        { effective_from: '2000-01-01', retention_years: 10 },
        { effective_from: '2026-06-01', retention_years: 6 },
      ],
    });
  });

  it('answers empty tables for no rows', () => {
    expect(soaRuleTables([])).toEqual({
      waitingPeriodRules: [],
      soaRecordRetentionRules: [],
      marketingCallRetentionRules: [],
    });
  });
});
