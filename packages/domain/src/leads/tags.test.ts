import { describe, expect, it } from 'vitest';
import { canAddTag, tagSuggestions, tagsFromInput, TAG_SEPARATOR_KEYS } from './tags';

// Spec 02 §5.1: "Tags max 20 ('Max length is 20 characters'); separator keys enter and comma; an empty tag cannot be
// added. Autocomplete filters by case-insensitive substring."
describe('tags', () => {
  it.each([
    { input: ['VIP', []] as const, expected: true },
    { input: ['  ', []] as const, expected: false },
    { input: ['x'.repeat(20), []] as const, expected: true },
    { input: ['x'.repeat(21), []] as const, expected: false },
    { input: ['vip', ['VIP']] as const, expected: false },
    { input: [null, []] as const, expected: false },
  ])('can add $input: $expected', ({ input, expected }) => {
    expect(canAddTag(input[0], input[1])).toBe(expected);
  });

  it('adds tags typed with commas, without empty or repeated ones', () => {
    expect(tagsFromInput('VIP, aep 2026,,vip , Spanish', ['spanish'])).toEqual(['VIP', 'aep 2026']);
    expect(tagsFromInput(undefined)).toEqual([]);
    expect(TAG_SEPARATOR_KEYS).toEqual(['Enter', ',']);
  });

  it('suggests known tags containing the query, in any case', () => {
    expect(tagSuggestions(['VIP', 'Vision', 'AEP 2026', 'Spanish'], 'vi', ['vip'])).toEqual(['Vision']);
    expect(tagSuggestions(['VIP'], '')).toEqual(['VIP']);
    expect(tagSuggestions(null, 'x')).toEqual([]);
  });
});
