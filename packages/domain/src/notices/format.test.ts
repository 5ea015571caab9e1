import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNoticePostedDate, noticePostedLabel, truncateNoticeTitle } from './format';

// Spec 01 §9: notice titles truncated to 46 characters in lists; posted times under an hour-level are shown as 'today'.
describe('truncateNoticeTitle', () => {
  const long = 'Annual Enrollment Period starts on October 15th: read the checklist';
  it.each([
    { input: 'Short title', expected: 'Short title' },
    { input: 'x'.repeat(46), expected: 'x'.repeat(46) },
    { input: 'x'.repeat(47), expected: `${'x'.repeat(45)}…` },
    { input: long, expected: 'Annual Enrollment Period starts on October 15…' },
    { input: `${'a'.repeat(44)} bcd`, expected: `${'a'.repeat(44)}…` },
    { input: '😀'.repeat(50), expected: `${'😀'.repeat(45)}…` },
    { input: null, expected: '' },
  ])('shows $input as $expected', ({ input, expected }) => {
    expect(truncateNoticeTitle(input)).toBe(expected);
  });

  it('is idempotent and at most 46 characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (s) => {
        const shown = truncateNoticeTitle(s);
        expect(Array.from(shown).length).toBeLessThanOrEqual(46);
        expect(truncateNoticeTitle(shown)).toBe(shown);
      }),
    );
  });
});

describe('formatNoticePostedDate', () => {
  // 21 Nov 2026, 10:00 PM in Chicago (CST, UTC-6) is already 22 Nov in UTC.
  const now = new Date('2026-11-22T04:00:00Z');
  it.each([
    { input: '2026-11-21T15:00:00Z', expected: 'today' },
    { input: '2026-11-21 00:00:00', expected: 'today' },
    { input: '2026-11-21', expected: 'today' },
    { input: '11/21/2026', expected: 'today' },
    { input: '2026-11-22T05:59:00Z', expected: 'today' },
    { input: '2026-11-22T06:00:00Z', expected: '11/22/2026' },
    { input: '2026-11-20 23:59:59', expected: '11/20/2026' },
    { input: new Date('2026-06-01T12:00:00Z'), expected: '06/01/2026' },
    { input: Date.UTC(2026, 10, 21, 12), expected: 'today' },
    { input: 'yesterday', expected: '' },
    { input: '', expected: '' },
    { input: null, expected: '' },
  ])('shows $input as $expected', ({ input, expected }) => {
    expect(formatNoticePostedDate(input, now)).toBe(expected);
  });
});

describe('noticePostedLabel', () => {
  const now = new Date('2026-11-22T04:00:00Z');
  it.each([
    { input: '2026-11-21T15:00:00Z', expected: 'Posted today' },
    { input: '2026-11-20 23:59:59', expected: 'Posted 11/20/2026' },
    { input: 'yesterday', expected: 'Posted' },
  ])('labels $input as $expected', ({ input, expected }) => {
    expect(noticePostedLabel(input, now)).toBe(expected);
  });
});
