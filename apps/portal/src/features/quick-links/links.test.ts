import type { QuickLink } from '@meridian/api';
import { describe, expect, it } from 'vitest';
import { canChangeLink, inOrder, isCmsCheckLink, isTargetLeadsLink, listedLinks, type ListContext } from './links';

const link = (
  id: number,
  title: string,
  kind: 'System' | 'Account' | 'User',
  extra: Partial<QuickLink> = {},
): QuickLink => ({
  quicklink_id: id,
  quicklink_title: title,
  quicklink_url: `https://${title.toLowerCase().replace(/\W+/g, '-')}.example/`,
  quicklink_hierarchy_type_name: kind,
  quicklink_hierarchy_type_id: { System: 1, Account: 2, User: 3 }[kind],
  display: '1',
  account_display: '1',
  ...extra,
});

const LINKS = [
  link(1, 'Medicare Plan Finder', 'System'),
  link(2, 'CMS Check', 'System'),
  link(3, 'Target Leads', 'System'),
  link(10, 'Agency Intranet', 'Account'),
  link(11, 'Call Recording History', 'Account', { quicklink_url: 'https://dialer.meridian.example/calls' }),
  link(20, 'My Booking Page', 'User', { display: '0' }),
  link(21, 'Hidden By Account', 'Account', { account_display: '0' }),
];
const on: ListContext = {
  dialerHost: 'dialer.meridian.example',
  accountDialerActive: '1',
  userDialerActive: '1',
  targetLeadsUrl: 'https://targetleads.example/sso?token=t',
};
const titles = (links: QuickLink[]) => links.map((l) => l.quicklink_title);

describe('listedLinks (spec 01 §4, §6)', () => {
  it.each<{ name: string; context: ListContext; shown: string[] }>([
    {
      name: 'view mode with the dialer on and an SSO url',
      context: on,
      shown: ['Medicare Plan Finder', 'CMS Check', 'Target Leads', 'Agency Intranet', 'Call Recording History'],
    },
    {
      name: 'edit mode (hidden links listed to show them again)',
      context: { ...on, editMode: true },
      shown: [
        'Medicare Plan Finder',
        'CMS Check',
        'Target Leads',
        'Agency Intranet',
        'Call Recording History',
        'My Booking Page',
      ],
    },
    {
      name: 'the user has the dialer off',
      context: { ...on, userDialerActive: '0' },
      shown: ['Medicare Plan Finder', 'CMS Check', 'Target Leads', 'Agency Intranet'],
    },
    {
      name: 'the account has the dialer off',
      context: { ...on, accountDialerActive: '0' },
      shown: ['Medicare Plan Finder', 'CMS Check', 'Target Leads', 'Agency Intranet'],
    },
    {
      name: 'the SSO call returned no url',
      context: { ...on, targetLeadsUrl: null },
      shown: ['Medicare Plan Finder', 'CMS Check', 'Agency Intranet', 'Call Recording History'],
    },
  ])('when $name then it lists $shown', ({ context, shown }) => {
    expect(titles(listedLinks(LINKS, context))).toEqual(shown);
  });
});

describe('inOrder', () => {
  it.each([
    { order: undefined, expected: [1, 2, 3] },
    { order: [], expected: [1, 2, 3] },
    { order: [3, 1, 2], expected: [3, 1, 2] },
    // A link new since the order was set keeps its place after the ordered ones; a deleted one is ignored.
    { order: [2, 99, 1], expected: [2, 1, 3] },
  ])('when the order is $order then the ids come as $expected', ({ order, expected }) => {
    expect(
      inOrder([{ quicklink_id: 1 }, { quicklink_id: 2 }, { quicklink_id: 3 }], order).map((l) => l.quicklink_id),
    ).toEqual(expected);
  });
});

describe('which links a user may change', () => {
  it.each([
    { title: 'Medicare Plan Finder', role: 'Admin', expected: false },
    { title: 'Agency Intranet', role: 'Agent', expected: false },
    { title: 'Agency Intranet', role: 'Account Admin', expected: true },
    { title: 'My Booking Page', role: 'Agent', expected: true },
  ])('when a $role looks at $title then changeable is $expected', ({ title, role, expected }) => {
    expect(
      canChangeLink(
        LINKS.find((l) => l.quicklink_title === title)!,
        role,
      ),
    ).toBe(expected);
  });

  it.each([
    { title: 'CMS Check', cms: true, target: false },
    { title: ' cms check ', cms: true, target: false },
    { title: 'Target Leads', cms: false, target: true },
    { title: 'CMS Check Guide', cms: false, target: false },
  ])('when the title is "$title" then CMS check is $cms and Target Leads is $target', ({ title, cms, target }) => {
    expect(isCmsCheckLink({ quicklink_title: title })).toBe(cms);
    expect(isTargetLeadsLink({ quicklink_title: title })).toBe(target);
  });
});
