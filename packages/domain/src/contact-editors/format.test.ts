import { describe, expect, it } from 'vitest';
import { formatEmailRecipient, formatPostalAddress } from './format';

// Spec 02 §2.5: the SOA email's signature block carries the agent's address; From and To name people.
describe('formatPostalAddress', () => {
  it.each([
    {
      input: { address1: '100 Main St', address2: 'Suite 2', city: 'Chicago', state_id: 'IL', zip: '60601' },
      expected: '100 Main St, Suite 2, Chicago, IL 60601',
    },
    {
      input: { address1: ' 100 Main St ', address2: '', city: 'Chicago', state_id: 'IL', zip: '60601' },
      expected: '100 Main St, Chicago, IL 60601',
    },
    { input: { city: 'Chicago', state_id: 'IL' }, expected: 'Chicago, IL' },
    { input: { zip: '60601' }, expected: '60601' },
    { input: { address1: null, city: '   ' }, expected: '' },
    { input: null, expected: '' },
  ])('$input → $expected', ({ input, expected }) => {
    expect(formatPostalAddress(input)).toBe(expected);
  });
});

describe('formatEmailRecipient', () => {
  it.each([
    { input: ['Ada Byron', 'ada@example.com'], expected: 'Ada Byron <ada@example.com>' },
    { input: [' Ada Byron ', ''], expected: 'Ada Byron' },
    { input: [null, ' ada@example.com '], expected: 'ada@example.com' },
    { input: [undefined, undefined], expected: '' },
  ] as const)('$input → $expected', ({ input, expected }) => {
    expect(formatEmailRecipient(input[0], input[1])).toBe(expected);
  });
});
