import { describe, expect, it } from 'vitest';
import { NOTICE_ADMIN_MESSAGES as M } from './messages';
import { noticeTextHasContent, validateNoticeDraft } from './validators';

const ok = { notice_title: 'AEP starts', notice_text: '<p>Hello</p>', start_date: '10/01/2026', end_date: '' };

describe('validateNoticeDraft', () => {
  it.each([
    { input: ok, expected: {} },
    { input: { ...ok, end_date: '10/01/2026' }, expected: {} },
    { input: { ...ok, end_date: null }, expected: {} },
    { input: { ...ok, notice_title: '  ' }, expected: { notice_title: M.titleRequired } },
    { input: { ...ok, notice_title: 'x'.repeat(200) }, expected: {} },
    { input: { ...ok, notice_title: 'x'.repeat(201) }, expected: { notice_title: M.titleTooLong } },
    { input: { ...ok, notice_text: '<p> </p><ul><li></li></ul>' }, expected: { notice_text: M.textRequired } },
    { input: { ...ok, notice_text: '<p>&nbsp;</p>' }, expected: { notice_text: M.textRequired } },
    { input: { ...ok, notice_text: `<p>${'x'.repeat(20_000)}</p>` }, expected: { notice_text: M.textTooLong } },
    { input: { ...ok, start_date: '' }, expected: { start_date: M.startRequired } },
    { input: { ...ok, start_date: '02/30/2026' }, expected: { start_date: M.startInvalid } },
    { input: { ...ok, end_date: '13/01/2026' }, expected: { end_date: M.endInvalid } },
    { input: { ...ok, end_date: '09/30/2026' }, expected: { end_date: M.endBeforeStart } },
    { input: { ...ok, start_date: 'x', end_date: '09/30/2026' }, expected: { start_date: M.startInvalid } },
    {
      input: null,
      expected: { notice_title: M.titleRequired, notice_text: M.textRequired, start_date: M.startRequired },
    },
  ])('$input → $expected', ({ input, expected }) => {
    expect(validateNoticeDraft(input)).toEqual(expected);
  });
});

describe('noticeTextHasContent', () => {
  it.each([
    { input: '<p>a</p>', expected: true },
    { input: '<download type="current_plan">Get it</download>', expected: true },
    { input: '<p></p>', expected: false },
    { input: undefined, expected: false },
  ])('$input → $expected', ({ input, expected }) => {
    expect(noticeTextHasContent(input)).toBe(expected);
  });
});
