import { describe, expect, it } from 'vitest';
import { isExportType } from './exportLinks';

describe('given the type of a download tag in notice text', () => {
  it.each([
    { type: 'current_plan', expected: true },
    { type: 'lead_export', expected: true },
    { type: 'multi_client_rx', expected: true },
    { type: 'pdp_retention', expected: true },
    { type: 'pharmacy', expected: true },
    { type: 'aep_disruption', expected: true },
    { type: 'payroll', expected: false },
    { type: '', expected: false },
    { type: 'current_plan/../x', expected: false },
  ])('when it is $type then it is an export: $expected', ({ type, expected }) => {
    expect(isExportType(type)).toBe(expected);
  });
});
