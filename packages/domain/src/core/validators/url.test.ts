import { describe, expect, it } from 'vitest';
import { canTestSchedulerUrl, isValidHttpsUrl, safeImageUrl, validateEnhancedSoaUrl } from './url';

// Spec 02 §5.8: "Must be https with a valid host, otherwise a url error. Test URL opens it in a new tab and is
// disabled when the URL is empty or invalid."
describe('validateEnhancedSoaUrl', () => {
  it.each([
    { input: 'https://calendly.com/jane-agent', expected: undefined },
    { input: 'https://book.example.co.uk:8443/agent?x=1#top', expected: undefined },
    { input: ' https://example.com ', expected: undefined },
    { input: 'HTTPS://EXAMPLE.COM', expected: undefined },
    { input: '', expected: undefined },
    { input: 'http://calendly.com/jane', expected: 'Scheduler URL has an invalid format.' },
    { input: 'calendly.com/jane', expected: 'Scheduler URL has an invalid format.' },
    { input: 'https://localhost/x', expected: 'Scheduler URL has an invalid format.' },
    { input: 'https://192.168.0.1/x', expected: 'Scheduler URL has an invalid format.' },
    { input: 'https://-bad-.com', expected: 'Scheduler URL has an invalid format.' },
    { input: 'https://exa mple.com', expected: 'Scheduler URL has an invalid format.' },
    { input: 'https://example.com/a b', expected: 'Scheduler URL has an invalid format.' },
    { input: 'javascript:alert(1)', expected: 'Scheduler URL has an invalid format.' },
    { input: `https://${'a.'.repeat(5_000)}!`, expected: 'Scheduler URL has an invalid format.' },
  ])('$input → $expected', ({ input, expected }) => {
    expect(validateEnhancedSoaUrl(input)).toBe(expected);
  });

  it.each([
    { input: 'https://calendly.com/jane', expected: true },
    { input: '', expected: false },
    { input: null, expected: false },
    { input: 'http://calendly.com', expected: false },
  ])('Test URL for $input is enabled: $expected', ({ input, expected }) => {
    expect(canTestSchedulerUrl(input)).toBe(expected);
    expect(isValidHttpsUrl(input)).toBe(expected);
  });
});

// Spec 01 §1, §3: accounts may be co-branded with their own logos (cobrand_asset_urls logo_1, logo_2).
describe('safeImageUrl', () => {
  it.each([
    { input: 'https://cdn.example/logos/acme-large.png', expected: 'https://cdn.example/logos/acme-large.png' },
    { input: ' HTTP://cdn.example/a.png ', expected: 'HTTP://cdn.example/a.png' },
    { input: '/api/cobrand/7/logo_1.png', expected: '/api/cobrand/7/logo_1.png' },
    { input: 'logos/a.png?v=2', expected: 'logos/a.png?v=2' },
    { input: '//cdn.example/a.png', expected: '//cdn.example/a.png' },
    { input: './a.png', expected: './a.png' },
    { input: 'javascript:alert(1)', expected: undefined },
    { input: 'JaVaScRiPt:alert(1)', expected: undefined },
    { input: 'java\tscript:alert(1)', expected: undefined },
    { input: 'data:image/png;base64,AAAA', expected: undefined },
    { input: 'blob:https://x/1', expected: undefined },
    { input: 'ftp://cdn.example/a.png', expected: undefined },
    { input: '', expected: undefined },
    { input: '   ', expected: undefined },
    { input: null, expected: undefined },
  ])('$input → $expected', ({ input, expected }) => {
    expect(safeImageUrl(input)).toBe(expected);
  });
});
