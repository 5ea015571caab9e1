import { describe, expect, it } from 'vitest';
import { checkQuickLinkUrl, validateQuickLink } from './validators';

const SCHEME = 'Quick Link URL must be a web address starting with http:// or https://.';

// Spec 01 §5 Quick link, messages word for word.
const TITLE_TOO_LONG =
  'The Quick Link title you entered exceeds the 100 character maximum limit. Please re-enter a title with 100 or fewer characters, including spaces.';
const URL_TOO_LONG =
  'The Quick Link URL you entered exceeds the 200 character maximum limit. Please re-enter a URL with 200 or fewer characters, including spaces.';

describe('validateQuickLink', () => {
  it.each([
    { input: { quicklink_title: 'Carrier portal', quicklink_url: 'carrier.example.com' }, expected: {} },
    {
      input: {},
      expected: {
        quicklink_title: 'Quick Link Name is a required field.',
        quicklink_url: 'Quick Link URL is a required field.',
      },
    },
    {
      input: { quicklink_title: '   ', quicklink_url: 'x.com' },
      expected: { quicklink_title: 'Quick Link Name is a required field.' },
    },
    { input: { quicklink_title: 'x'.repeat(100), quicklink_url: 'x.com' }, expected: {} },
    { input: { quicklink_title: `${'x'.repeat(99)} `, quicklink_url: 'x.com' }, expected: {} },
    {
      input: { quicklink_title: 'x'.repeat(101), quicklink_url: 'x.com' },
      expected: { quicklink_title: TITLE_TOO_LONG },
    },
    { input: { quicklink_title: 'a', quicklink_url: 'x'.repeat(200) }, expected: {} },
    { input: { quicklink_title: 'a', quicklink_url: 'x'.repeat(201) }, expected: { quicklink_url: URL_TOO_LONG } },
    { input: { quicklink_title: 'a', quicklink_url: 'x'.repeat(10_000) }, expected: { quicklink_url: URL_TOO_LONG } },
  ])('$input → $expected', ({ input, expected }) => {
    expect(validateQuickLink(input)).toEqual(expected);
  });

  it.each([
    'javascript:alert(document.cookie)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'mailto:someone@example.com',
    'https:evil.example',
    'http://',
  ])('refuses %j: only http(s) web addresses are links (the form says so before any POST)', (url) => {
    expect(validateQuickLink({ quicklink_title: 'Ok', quicklink_url: url })).toEqual({ quicklink_url: SCHEME });
    expect(checkQuickLinkUrl(url)).toEqual({ ok: false, message: SCHEME });
  });

  it.each([
    { input: ' carrier.example.com ', url: 'http://carrier.example.com' },
    { input: 'HTTPS://carrier.example.com/x', url: 'HTTPS://carrier.example.com/x' },
    { input: 'localhost:8080/x', url: 'http://localhost:8080/x' },
    { input: 'example.com:80', url: 'http://example.com:80' },
  ])('stores $input as $url', ({ input, url }) => {
    expect(checkQuickLinkUrl(input)).toEqual({ ok: true, url });
    expect(validateQuickLink({ quicklink_title: 'Ok', quicklink_url: input })).toEqual({});
  });

  it('takes a missing form as empty', () => {
    expect(Object.keys(validateQuickLink(undefined))).toEqual(['quicklink_title', 'quicklink_url']);
  });
});
