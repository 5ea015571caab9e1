import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations, renderWithTheme } from '../test-utils';
import { SafeHtml, sanitizeHtml } from './SafeHtml';

/** Hostile inputs and what must be left of them. */
const hostile: Array<{ name: string; input: string; expected: string }> = [
  { name: 'script tag', input: '<p>Hi</p><script>alert(1)</script>', expected: '<p>Hi</p>' },
  { name: 'event handler', input: '<p onclick="alert(1)">Hi</p>', expected: '<p>Hi</p>' },
  { name: 'img onerror', input: '<img src=x onerror=alert(1)>Hi', expected: 'Hi' },
  { name: 'svg onload', input: '<svg onload=alert(1)><circle /></svg>Hi', expected: 'Hi' },
  { name: 'iframe', input: '<iframe src="https://evil.example"></iframe>Hi', expected: 'Hi' },
  { name: 'form and input', input: '<form action="https://evil.example"><input name="pw"></form>Hi', expected: 'Hi' },
  { name: 'style tag', input: '<style>body{display:none}</style>Hi', expected: 'Hi' },
  { name: 'object and embed', input: '<object data="x.swf"></object><embed src="x.swf">Hi', expected: 'Hi' },
  { name: 'meta refresh', input: '<meta http-equiv="refresh" content="0;url=https://evil.example">Hi', expected: 'Hi' },
  {
    name: 'javascript: link',
    input: '<a href="javascript:alert(1)">x</a>',
    expected: '<a rel="noopener noreferrer">x</a>',
  },
  {
    name: 'mixed-case, spaced and entity-encoded javascript: links',
    input:
      '<a href=" JaVaScRiPt:alert(1)">a</a><a href="&#106;avascript:alert(1)">b</a><a href="java\tscript:alert(1)">c</a>',
    expected: '<a rel="noopener noreferrer">a</a><a rel="noopener noreferrer">b</a><a rel="noopener noreferrer">c</a>',
  },
  {
    name: 'data: and vbscript: links',
    input: '<a href="data:text/html;base64,PHNjcmlwdD4=">a</a><a href="vbscript:msgbox(1)">b</a>',
    expected: '<a rel="noopener noreferrer">a</a><a rel="noopener noreferrer">b</a>',
  },
  {
    name: 'relative, ftp and tel links',
    input: '<a href="/admin">a</a><a href="ftp://x.example">b</a><a href="tel:5551234">c</a>',
    expected: '<a rel="noopener noreferrer">a</a><a rel="noopener noreferrer">b</a><a rel="noopener noreferrer">c</a>',
  },
  {
    name: 'a target that tries to reach the opener',
    input: '<a href="https://x.example" target="_parent" rel="opener">x</a>',
    expected: '<a href="https://x.example" rel="noopener noreferrer" target="_blank">x</a>',
  },
  {
    name: 'inline styles other than alignment',
    input: '<p style="position:fixed;top:0;left:0;width:100%;height:100%">x</p><p style="text-align: CENTER">y</p>',
    expected: '<p>x</p><p style="text-align: center">y</p>',
  },
  { name: 'class, id and data attributes', input: '<p class="x" id="login" data-x="1">x</p>', expected: '<p>x</p>' },
  {
    name: 'mutation XSS through noscript',
    input: '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
    expected: '<p></p>',
  },
];

describe('given sanitizeHtml', () => {
  it.each(hostile)('when given $name then only safe markup is left', ({ input, expected }) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });

  it('when given the formatting a rich-text editor makes then it is kept', () => {
    const html =
      '<h2>Notice</h2><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s></p><ul><li>one</li></ul><ol><li>two</li></ol>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('when links are http, https or mailto then they survive; web links open in a new tab', () => {
    expect(
      sanitizeHtml(
        '<a href="https://cms.gov">a</a><a href="http://x.example">b</a><a href="mailto:help@x.example">c</a>',
      ),
    ).toBe(
      '<a href="https://cms.gov" rel="noopener noreferrer" target="_blank">a</a>' +
        '<a href="http://x.example" rel="noopener noreferrer" target="_blank">b</a>' +
        '<a href="mailto:help@x.example" rel="noopener noreferrer">c</a>',
    );
  });

  it('when linkTarget is _self then web links stay in the tab but still get rel', () => {
    expect(sanitizeHtml('<a href="https://cms.gov" target="_blank">a</a>', { linkTarget: '_self' })).toBe(
      '<a href="https://cms.gov" rel="noopener noreferrer">a</a>',
    );
  });
});

describe('given SafeHtml', () => {
  it('when rendering hostile notice text then no script runs, links are safe and axe is clean', async () => {
    const { container } = renderWithTheme(
      <SafeHtml
        data-testid="notice"
        html={'<p>Read the <a href="https://cms.gov/soa">SOA rules</a><img src=x onerror="window.__pwned=1"></p>'}
      />,
    );
    const link = screen.getByRole('link', { name: 'SOA rules' });
    expect(link).toHaveAttribute('href', 'https://cms.gov/soa');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAttribute('target', '_blank');
    expect(container.querySelector('img')).toBeNull();
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
    expect(screen.getByTestId('notice')).toHaveTextContent('Read the SOA rules');
    expect(await axeViolations(container)).toEqual([]);
  });
});
