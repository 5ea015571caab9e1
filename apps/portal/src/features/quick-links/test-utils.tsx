import type { QuickLink } from '@meridian/api';
import { QUICK_LINK_MESSAGES } from '@meridian/domain';
import { screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { AGENT, fakeApi, renderWithPortal, testSession, type FakeRequest, type FakeRoute } from '../../test-utils';
import { QuickLinksDialog } from './QuickLinksDialog';

export const link = (
  id: number,
  title: string,
  kind: 'System' | 'Account' | 'User',
  url = `https://${id}.example/`,
): QuickLink => ({
  quicklink_id: id,
  quicklink_title: title,
  quicklink_url: url,
  quicklink_hierarchy_type_name: kind,
  quicklink_hierarchy_type_id: { System: 1, Account: 2, User: 3 }[kind],
  display: '1',
  account_display: '1',
});

/** A small stateful server: the links, their display flags, and the dialer and SSO settings. */
function server({
  user = AGENT,
  userDialer = '1',
  sso = 'https://targetleads.example/sso?token=t' as string | null,
  routes = {} as Record<string, FakeRoute>,
} = {}) {
  let links = [
    link(1, 'Medicare Plan Finder', 'System'),
    link(2, 'CMS Check', 'System', 'https://www.cms.gov/check'),
    link(3, 'Target Leads', 'System'),
    link(10, 'Agency Intranet', 'Account'),
    link(11, 'Call Recording History', 'Account', 'https://dialer.meridian.example/calls'),
    link(20, 'My Booking Page', 'User'),
  ];
  const id = user.user_id;
  const api = fakeApi(
    {
      [`POST user/${id}/quickLink/search`]: () => ({
        body: { success: true, total_records: links.length, page_number: 1, records_per_page: 500, result: links },
      }),
      'GET PhoneDialerProvider/authSettings': () => ({
        body: {
          provider_name: 'Local',
          phone_dialer_host: 'dialer.meridian.example',
          account_phone_dialer_provider_active: '1',
          phone_dialer_provider_active: userDialer,
          phone_dialer_provider_behavior_type_id: 1,
          authorized: '1',
          auth_url: null,
        },
      }),
      'GET account/3/settings': () => ({
        body: {
          account_id: 3,
          phone_dialer_provider_active: '1',
          phone_dialer_provider_behavior_type_id: 1,
          lead_manage_tracking_number_feature_enabled: '0',
          lead_b2bpartner_fields_enabled: '0',
        },
      }),
      [`GET user/${id}/settings`]: () => ({
        body: { user_id: id, phone_dialer_provider_active: userDialer, phone_dialer_provider_behavior_type_id: 1 },
      }),
      'GET quicklink/targetLeadsSSO': () => ({ body: { success: true, url: sso } }),
      [`POST user/${id}/quicklink/displaySave/`]: (request: FakeRequest) => {
        const list = (request.body as { quicklink_id_active_list: { quicklink_id: number; active: '0' | '1' }[] })
          .quicklink_id_active_list;
        links = links.map((l) => ({
          ...l,
          display: list.find((item) => item.quicklink_id === l.quicklink_id)?.active ?? l.display,
        }));
        return { body: { success: true, message: QUICK_LINK_MESSAGES.updated } };
      },
      [`POST user/${id}/quicklink/`]: (request: FakeRequest) => {
        const body = request.body as { quicklink_title: string; quicklink_url: string };
        const created = link(30, body.quicklink_title, 'User', body.quicklink_url);
        links = [...links, created];
        return { status: 201, body: { success: true, message: QUICK_LINK_MESSAGES.created, quicklink: created } };
      },
      [`GET user/${id}/quicklink/20/delete/`]: () => {
        links = links.filter((l) => l.quicklink_id !== 20);
        return { body: { success: true, message: QUICK_LINK_MESSAGES.deleted } };
      },
      ...routes,
    },
    user,
  );
  return api;
}

/** Where a test file's SessionProvider mock reads the session from (vi.mock stays in the test file). */
export interface SessionHolder {
  current: unknown;
}

/** The dialog over the fake server, for `user` (an agent by default) signed in through `session`. */
export function renderQuickLinks(
  session: SessionHolder,
  options: Parameters<typeof server>[0] & { permissions?: string[] } = {},
) {
  const user = options.user ?? AGENT;
  session.current = testSession(user, options.permissions);
  const api = server(options);
  const onClose = vi.fn();
  const view = renderWithPortal(<QuickLinksDialog onClose={onClose} />, { client: api.client });
  const dialog = screen.getByRole('dialog', { name: 'Quick Links' });
  return { ...view, api, onClose, dialog };
}

/** The names listed, in order (the box's label in edit mode, the link's text otherwise). */
export const listed = async (dialog: HTMLElement) => {
  const list = await within(dialog).findByRole('list', { name: 'Quick links' });
  return within(list)
    .getAllByRole('listitem')
    .map(
      (item) =>
        within(item).queryByRole('checkbox')?.closest('li')?.querySelector('label')?.textContent ??
        item.querySelector('a, button')?.firstChild?.textContent,
    );
};
