import { describe, expect, it } from 'vitest';
import { resolveZipLookup, shouldLookUpZip } from './zip-lookup';

// Spec 01 §4: "A zip lookup happens when 5 digits are typed." §8: "Zip not found | dialog ...; on close state,
// county and zip are cleared" / "Zip with several counties | dialog asking to verify that the correct county is selected".
describe('zip lookup', () => {
  it.each([
    { input: '60601', expected: true },
    { input: '6060', expected: false },
    { input: '6060a', expected: false },
    { input: null, expected: false },
  ])('looks up $input: $expected', ({ input, expected }) => {
    expect(shouldLookUpZip(input)).toBe(expected);
  });

  it.each([
    { input: [], expected: { kind: 'not-found' } },
    { input: null, expected: { kind: 'not-found' } },
    { input: [{ state_id: 'IL', state_name: 'Illinois', counties: [] }], expected: { kind: 'not-found' } },
    {
      input: [{ state_id: 'IL', state_name: 'Illinois', counties: [{ county_name: 'Cook' }] }],
      expected: { kind: 'single', state_id: 'IL', county: 'Cook' },
    },
    {
      input: [
        { state_id: 'GA', state_name: 'Georgia', counties: [{ county_name: 'Gwinnett' }, { county_name: 'Forsyth' }] },
      ],
      expected: {
        kind: 'several',
        options: [
          { state_id: 'GA', state_name: 'Georgia', county: 'Gwinnett' },
          { state_id: 'GA', state_name: 'Georgia', county: 'Forsyth' },
        ],
      },
    },
  ])('$input → $expected.kind', ({ input, expected }) => {
    expect(resolveZipLookup(input)).toEqual(expected);
  });

  it('tolerates a state without a county list', () => {
    expect(resolveZipLookup([{ state_id: 'IL', state_name: 'Illinois' } as never])).toEqual({ kind: 'not-found' });
  });
});
