import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildQuickLinkDisplaySave,
  buildQuickLinkPayload,
  canCreateAccountQuickLink,
  isCmsCheckQuickLink,
  isDialerHostLink,
  isQuickLinkEditable,
  isQuickLinkVisible,
  normalizeQuickLinkUrl,
  urlHost,
} from './rules';

// Spec 01 §5: "A URL lacking http:// or https:// gets http:// prefixed."
describe('normalizeQuickLinkUrl', () => {
  it.each([
    { input: 'example.com/portal', expected: 'http://example.com/portal' },
    { input: 'https://example.com', expected: 'https://example.com' },
    { input: 'HTTP://example.com', expected: 'HTTP://example.com' },
    { input: ' example.com ', expected: 'http://example.com' },
    { input: 'javascript:alert(1)', expected: 'http://javascript:alert(1)' },
    { input: 'ftp://files.example.com', expected: 'http://ftp://files.example.com' },
    { input: '', expected: '' },
    { input: null, expected: '' },
  ])('$input → $expected', ({ input, expected }) => {
    expect(normalizeQuickLinkUrl(input)).toBe(expected);
  });

  it('is idempotent and always gives an http or https URL', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.webUrl(), fc.constantFrom('javascript:alert(1)', 'data:text/html,x', ' HTTPS://a.b ')),
        (url) => {
          const once = normalizeQuickLinkUrl(url);
          expect(normalizeQuickLinkUrl(once)).toBe(once);
          if (once !== '') expect(once).toMatch(/^https?:\/\//i);
        },
      ),
    );
  });
});

// Spec 01 §6: "A role name containing 'Admin' may create an account-wide quick link (checkbox 'For all agents in
// account', type 2); others create user-level links (type 3). System quick links cannot be edited or deleted."
describe('who may create and edit quick links', () => {
  it.each([
    { input: 'Account Admin', expected: true },
    { input: 'Administrator', expected: true },
    { input: 'Agent', expected: false },
    { input: 'admin', expected: false },
    { input: null, expected: false },
  ])('$input may create account links: $expected', ({ input, expected }) => {
    expect(canCreateAccountQuickLink(input)).toBe(expected);
  });

  it.each([
    { input: { quicklink_hierarchy_type_name: 'System' as const, quicklink_hierarchy_type_id: 1 }, expected: false },
    { input: { quicklink_hierarchy_type_name: 'System' as const, quicklink_hierarchy_type_id: 2 }, expected: false },
    { input: { quicklink_hierarchy_type_name: 'Account' as const, quicklink_hierarchy_type_id: 2 }, expected: true },
    { input: { quicklink_hierarchy_type_name: 'User' as const, quicklink_hierarchy_type_id: 3 }, expected: true },
    { input: { quicklink_hierarchy_type_name: 'User' as const, quicklink_hierarchy_type_id: 1 }, expected: false },
  ])('$input is editable: $expected', ({ input, expected }) => {
    expect(isQuickLinkEditable(input)).toBe(expected);
  });

  it.each([
    {
      input: [
        { quicklink_title: ' Carrier ', quicklink_url: 'c.com', forAllAgents: true },
        { role_name: 'Admin' },
      ] as const,
      expected: 2,
    },
    {
      input: [
        { quicklink_title: 'Carrier', quicklink_url: 'c.com', forAllAgents: true },
        { role_name: 'Agent' },
      ] as const,
      expected: 3,
    },
    { input: [{ quicklink_title: 'Carrier', quicklink_url: 'c.com' }, { role_name: 'Admin' }] as const, expected: 3 },
    {
      input: [
        { quicklink_title: 'Carrier', quicklink_url: 'c.com', forAllAgents: false },
        { role_name: 'Admin', existing: { quicklink_hierarchy_type_id: 2 } },
      ] as const,
      expected: 2,
    },
  ])('payload hierarchy for $input → $expected', ({ input, expected }) => {
    const payload = buildQuickLinkPayload(input[0], input[1]);
    expect(payload.quicklink_hierarchy_type_id).toBe(expected);
    expect(payload.quicklink_title).toBe('Carrier');
    expect(payload.quicklink_url).toBe('http://c.com');
  });
});

// Spec 01 §6: "Quick links that point to the phone-dialer host are hidden unless both account and user have the dialer enabled."
// Spec 01 §6: "A quick link named for the CMS check triggers a CMS post call instead of opening."
describe('isCmsCheckQuickLink', () => {
  it.each([
    { title: 'CMS Check', expected: true },
    { title: ' cms check ', expected: true },
    { title: 'CMS CHECK', expected: true },
    { title: 'CMS Check Guide', expected: false },
    { title: 'CMS', expected: false },
    { title: '', expected: false },
    { title: null, expected: false },
  ])('"$title" → $expected', ({ title, expected }) => {
    expect(isCmsCheckQuickLink({ quicklink_title: title })).toBe(expected);
  });

  it('is false without a link', () => {
    expect(isCmsCheckQuickLink(undefined)).toBe(false);
  });
});

describe('quick link visibility', () => {
  it.each([
    { input: 'https://User:pw@App.Dialer.example:8443/x?y', expected: 'app.dialer.example' },
    { input: 'dialer.example/path', expected: 'dialer.example' },
    { input: 'https://dialer.example./', expected: 'dialer.example' },
    { input: '', expected: '' },
  ])('host of $input is $expected', ({ input, expected }) => {
    expect(urlHost(input)).toBe(expected);
  });

  it.each([
    { input: ['https://dialer.example/setup', 'dialer.example'] as const, expected: true },
    { input: ['app.dialer.example', 'https://dialer.example'] as const, expected: true },
    { input: ['https://notdialer.example', 'dialer.example'] as const, expected: false },
    { input: ['https://dialer.example', ''] as const, expected: false },
    { input: ['https://dialer.example', null] as const, expected: false },
  ])('$input points to the dialer: $expected', ({ input, expected }) => {
    expect(isDialerHostLink(input[0], input[1])).toBe(expected);
  });

  const dialerLink = { quicklink_url: 'https://dialer.example/setup', display: '1' as const };
  const plainLink = { quicklink_url: 'https://carrier.example', display: '1' as const };
  it.each([
    {
      link: dialerLink,
      context: { dialerHost: 'dialer.example', accountDialerActive: '1', userDialerActive: '1' },
      expected: true,
    },
    {
      link: dialerLink,
      context: { dialerHost: 'dialer.example', accountDialerActive: '1', userDialerActive: '0' },
      expected: false,
    },
    {
      link: dialerLink,
      context: { dialerHost: 'dialer.example', accountDialerActive: '0', userDialerActive: '1' },
      expected: false,
    },
    {
      link: plainLink,
      context: { dialerHost: 'dialer.example', accountDialerActive: '0', userDialerActive: '0' },
      expected: true,
    },
    {
      link: { ...plainLink, display: '0' as const },
      context: { accountDialerActive: '0', userDialerActive: '0' },
      expected: false,
    },
    {
      link: { ...plainLink, display: '0' as const },
      context: { accountDialerActive: '0', userDialerActive: '0', editMode: true },
      expected: true,
    },
  ])('$link.quicklink_url with $context is listed: $expected', ({ link, context, expected }) => {
    expect(isQuickLinkVisible(link, context)).toBe(expected);
  });

  // Spec 01 §4: "saving sends only id and active flag".
  it('saves only id and active flag, in list order', () => {
    expect(
      buildQuickLinkDisplaySave([
        { quicklink_id: 3, display: '1' },
        { quicklink_id: 1, display: '0' },
      ]),
    ).toEqual({
      quicklink_id_active_list: [
        { quicklink_id: 3, active: '1' },
        { quicklink_id: 1, active: '0' },
      ],
    });
  });
});
