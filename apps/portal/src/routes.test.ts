import { describe, expect, it } from 'vitest';
import { landingPath } from './routes';

describe('landingPath (spec 01 §2 on-load redirect)', () => {
  it.each([
    { path: '/', expected: '/' },
    { path: '/lead/search', expected: '/lead/search' },
    { path: '/lead/1234', expected: '/lead/1234' },
    { path: '/registration/', expected: '/registration/' },
    { path: '/quotes/mapartd/55', expected: '/quotes/mapartd/55' },
    { path: '/quotes/medsup/55', expected: '/quotes/medsup/55' },
    { path: '/quotes/final/55', expected: '/quotes/final/55' },
    { path: '/quotes/final/abc', expected: '/' },
    { path: '/quotes/life/55', expected: '/' },
    { path: '/calendar', expected: '/' },
    { path: '/admin/users/manage_user', expected: '/' },
    { path: '/leads', expected: '/' },
    { path: '/nowhere', expected: '/' },
  ])('$path → $expected', ({ path, expected }) => {
    expect(landingPath(path)).toBe(expected);
  });
});
