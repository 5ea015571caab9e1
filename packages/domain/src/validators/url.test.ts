import { describe, expect, it } from 'vitest';
import { canTestSchedulerUrl, isValidHttpsUrl, validateEnhancedSoaUrl } from './url';

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
