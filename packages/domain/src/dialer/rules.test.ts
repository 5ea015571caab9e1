import { describe, expect, it } from 'vitest';
import { dialBehaviorToSave, dialerActiveFlag, isDialerOptionHidden, resolveDialMethod } from './rules';

// Spec 01 §4 Phone dialer: "A call goes through the provider only when the provider is active for both account
// and user and the user's behaviour is 2." "If either activity flag is 0 the default dialer is used." Behaviour
// 1 browser default, 3 ask each time. "With remember, 1 or 2 is saved; otherwise 3."
describe('resolveDialMethod', () => {
  it.each([
    { input: { accountProviderActive: '1', userProviderActive: '1', behaviorTypeId: 2 }, expected: 'provider' },
    { input: { accountProviderActive: '1', userProviderActive: '1', behaviorTypeId: '2' }, expected: 'provider' },
    { input: { accountProviderActive: true, userProviderActive: 1, behaviorTypeId: 2 }, expected: 'provider' },
    { input: { accountProviderActive: '1', userProviderActive: '1', behaviorTypeId: 1 }, expected: 'default' },
    { input: { accountProviderActive: '1', userProviderActive: '1', behaviorTypeId: 3 }, expected: 'ask' },
    { input: { accountProviderActive: '1', userProviderActive: '1', behaviorTypeId: null }, expected: 'ask' },
    { input: { accountProviderActive: '1', userProviderActive: '1', behaviorTypeId: '' }, expected: 'ask' },
    { input: { accountProviderActive: '1', userProviderActive: '1', behaviorTypeId: 'x' }, expected: 'ask' },
    { input: { accountProviderActive: '0', userProviderActive: '1', behaviorTypeId: 2 }, expected: 'default' },
    { input: { accountProviderActive: '1', userProviderActive: '0', behaviorTypeId: 2 }, expected: 'default' },
    { input: { accountProviderActive: '0', userProviderActive: '0', behaviorTypeId: 3 }, expected: 'default' },
    { input: { accountProviderActive: undefined, userProviderActive: '1', behaviorTypeId: 2 }, expected: 'default' },
    {
      input: { accountProviderActive: 'true', userProviderActive: ' 1 ', behaviorTypeId: ' 2 ' },
      expected: 'provider',
    },
  ])('$input → $expected', ({ input, expected }) => {
    expect(resolveDialMethod(input)).toBe(expected);
  });
});

describe('dialBehaviorToSave', () => {
  it.each([
    { input: ['provider', true] as const, expected: 2 },
    { input: ['default', true] as const, expected: 1 },
    { input: ['provider', false] as const, expected: 3 },
    { input: ['default', false] as const, expected: 3 },
  ])('$input → $expected', ({ input, expected }) => {
    expect(dialBehaviorToSave(input[0], input[1])).toBe(expected);
  });
});

// Spec 01 §4: "checkbox 'Do not show {host} dialer option' is stored inverted (active '0' when checked, '1' when not)."
describe('the inverted dialer setting', () => {
  it('stores checked as 0 and unchecked as 1, and reads them back', () => {
    expect(dialerActiveFlag(true)).toBe('0');
    expect(dialerActiveFlag(false)).toBe('1');
    expect(isDialerOptionHidden('0')).toBe(true);
    expect(isDialerOptionHidden('1')).toBe(false);
    expect(isDialerOptionHidden(undefined)).toBe(true);
  });
});
