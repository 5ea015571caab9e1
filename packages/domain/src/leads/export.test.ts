import { describe, expect, it } from 'vitest';
import { exportFileName, groupByPlanYear } from './export';

// Spec 01 §9: "CSV export files are named by report type plus user id and timestamp." "Plan-year helper groups by plan_year."
describe('exports', () => {
  it.each([
    { input: ['lead_export', 42] as const, expected: 'lead_export_42_20261121-220509.csv' },
    { input: ['PDP retention', '42'] as const, expected: 'PDP_retention_42_20261121-220509.csv' },
    { input: ['', 42] as const, expected: 'export_42_20261121-220509.csv' },
  ])('$input → $expected', ({ input, expected }) => {
    expect(exportFileName(input[0], input[1], new Date('2026-11-22T04:05:09Z'))).toBe(expected);
  });

  it('names an export even with an invalid clock', () => {
    expect(exportFileName('lead_export', 1, new Date(Number.NaN))).toBe('lead_export_1_unknown.csv');
  });

  it('groups by plan year, years ascending', () => {
    const items = [
      { plan_year: 2027, id: 1 },
      { plan_year: '2026', id: 2 },
      { plan_year: 2027, id: 3 },
    ];
    expect(groupByPlanYear(items)).toEqual([
      { plan_year: '2026', items: [items[1]] },
      { plan_year: '2027', items: [items[0], items[2]] },
    ]);
    expect(groupByPlanYear(null)).toEqual([]);
  });
});
