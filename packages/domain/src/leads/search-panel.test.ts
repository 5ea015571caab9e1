import { describe, expect, it } from 'vitest';
import { validateLeadSearchPanel } from './search-panel';

// Spec 02 §5.7: "At least one of first or last name: 'You are required to fill at least one field.'"
describe('validateLeadSearchPanel', () => {
  it.each([
    { input: { fname: 'Jo' }, expected: undefined },
    { input: { lname: 'Sm' }, expected: undefined },
    { input: { fname: ' ', lname: '' }, expected: 'You are required to fill at least one field.' },
    { input: {}, expected: 'You are required to fill at least one field.' },
    { input: null, expected: 'You are required to fill at least one field.' },
  ])('$input → $expected', ({ input, expected }) => {
    expect(validateLeadSearchPanel(input)).toBe(expected);
  });
});
