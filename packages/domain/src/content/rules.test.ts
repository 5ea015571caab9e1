import { describe, expect, it } from 'vitest';
import { formTabFromParam, isHelpArticleSlug, normalizeContentSearch, CONTENT_SEARCH_MAX_LENGTH } from './rules';

describe('formTabFromParam', () => {
  it.each([
    ['medicare', 'medicare'],
    ['final-expense', 'final-expense'],
    ['LIFE', 'life'],
    ['ancillary', 'ancillary'],
    ['dental', 'medicare'],
    ['', 'medicare'],
    [undefined, 'medicare'],
  ])('when the URL names %j then the %s tab is selected', (param, tab) => {
    expect(formTabFromParam(param)).toBe(tab);
  });
});

describe('normalizeContentSearch', () => {
  it('when the text has outer and inner runs of space then they collapse', () => {
    expect(normalizeContentSearch('  scope   of\tappointment ')).toBe('scope of appointment');
  });
  it('when nothing is typed then there is no filter', () => {
    expect(normalizeContentSearch(undefined)).toBe('');
    expect(normalizeContentSearch('   ')).toBe('');
  });
  it('when the text is too long then it is cut to the limit', () => {
    expect(normalizeContentSearch('a'.repeat(500))).toHaveLength(CONTENT_SEARCH_MAX_LENGTH);
  });
});

describe('isHelpArticleSlug', () => {
  it.each([
    ['quick-search', true],
    ['leads-and-lead-details', true],
    ['Quick-Search', false],
    ['../etc', false],
    ['a--b', false],
    ['', false],
  ])('%j → %s', (slug, ok) => {
    expect(isHelpArticleSlug(slug)).toBe(ok);
  });
});
