import { describe, expect, it } from 'vitest';
import { leadPath, quickActions, quotePath, quoteRouteFor, redirectOnLoad, ROUTES } from './navigation';

// Spec 01 §2: "Quote product types map to quote routes: partd and medadvantage go to mapartd; medsup, hospindem,
// dental and fex go to final ...; life and ltc go as listed by the product."
describe('quoteRouteFor', () => {
  it.each([
    { input: 'partd', expected: 'mapartd' },
    { input: 'medadvantage', expected: 'mapartd' },
    { input: 'medsup', expected: 'final' },
    { input: 'hospindem', expected: 'final' },
    { input: 'dental', expected: 'final' },
    { input: 'fex', expected: 'final' },
    { input: 'life', expected: 'life' },
    { input: 'ltc', expected: 'ltc' },
    { input: ' PartD ', expected: 'mapartd' },
    { input: 'travel', expected: undefined },
    { input: 'toString', expected: undefined },
    { input: null, expected: undefined },
  ])('$input → $expected', ({ input, expected }) => {
    expect(quoteRouteFor(input)).toBe(expected);
  });

  it.each([
    { input: ['partd', 12] as const, expected: '/quotes/mapartd/12' },
    { input: ['fex', '7'] as const, expected: '/quotes/final/7' },
    { input: ['Medsup', null] as const, expected: '/quotes/medsup' },
    { input: ['life', ''] as const, expected: '/quotes/life' },
    { input: ['ltc', undefined] as const, expected: '/quotes/ltc' },
    { input: ['travel', 1] as const, expected: undefined },
  ])('quotePath$input → $expected', ({ input, expected }) => {
    expect(quotePath(input[0], input[1])).toBe(expected);
  });
});

// Spec 01 §2: "On load, a path outside lead, registration, quotes/(mapartd|medsup|final)/{number} or the root redirects to the dashboard."
describe('redirectOnLoad', () => {
  it.each([
    { input: '/', expected: undefined },
    { input: '', expected: undefined },
    { input: '/lead/search', expected: undefined },
    { input: '/lead/123', expected: undefined },
    { input: '/lead', expected: undefined },
    { input: '/registration?q=abc', expected: undefined },
    { input: '/registration/step/2', expected: undefined },
    { input: '/registrations', expected: '/' },
    { input: '/quotes/mapartd/55', expected: undefined },
    { input: '/quotes/final/55/', expected: undefined },
    { input: '/quotes/medsup/55#x', expected: undefined },
    { input: '/quotes/life/55', expected: '/' },
    { input: '/quotes/mapartd/abc', expected: '/' },
    { input: '/calendar', expected: '/' },
    { input: '/leads', expected: '/' },
    { input: '/admin/users/manage_user', expected: '/' },
    { input: null, expected: undefined },
  ])('$input → $expected', ({ input, expected }) => {
    expect(redirectOnLoad(input)).toBe(expected);
  });

  it('names the routes of the spec', () => {
    expect(leadPath(9)).toBe('/lead/9');
    expect(ROUTES.dialerSetup).toBe('/integration/phone-dialer-setup');
    expect(ROUTES.forms).toBe('/forms/medicare');
  });
});

// Spec 01 §2 Quick actions menu: "Create New Lead, Create New Calendar Event, Create Quote for {lead name} (only when a lead is selected), Create New Quote."
describe('quickActions', () => {
  it('offers a quote for the selected lead only when one is selected', () => {
    expect(quickActions('Ada Byron').map((a) => a.label)).toEqual([
      'Create New Lead',
      'Create New Calendar Event',
      'Create Quote for Ada Byron',
      'Create New Quote',
    ]);
    expect(quickActions().map((a) => a.action)).toEqual(['new-lead', 'new-calendar-event', 'new-quote']);
    expect(quickActions('  ')).toHaveLength(3);
  });
});
