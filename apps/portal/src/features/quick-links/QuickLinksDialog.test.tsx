import type { QuickLink } from '@meridian/api';
import { QUICK_LINK_MESSAGES, SHELL_MESSAGES } from '@meridian/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
// Shared with the quick search tests: the fake server and the portal providers.
import { ADMIN, AGENT, axeViolations, fakeApi, renderWithPortal, testSession, type FakeRequest, type FakeRoute } from '../quick-search/test-utils';
import { QuickLinksDialog } from './QuickLinksDialog';

const session = vi.hoisted(() => ({ current: undefined as unknown }));
vi.mock('../../session/SessionProvider', () => ({ useSession: () => session.current }));

const link = (id: number, title: string, kind: 'System' | 'Account' | 'User', url = `https://${id}.example/`): QuickLink => ({
  quicklink_id: id,
  quicklink_title: title,
  quicklink_url: url,
  quicklink_hierarchy_type_name: kind,
  quicklink_hierarchy_type_id: { System: 1, Account: 2, User: 3 }[kind],
  display: '1',
  account_display: '1',
});

/** A small stateful server: the links, their display flags, and the dialer and SSO settings. */
function server({ user = AGENT, userDialer = '1', sso = 'https://targetleads.example/sso?token=t' as string | null, routes = {} as Record<string, FakeRoute> } = {}) {
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
      [`POST user/${id}/quickLink/search`]: () => ({ body: { success: true, total_records: links.length, page_number: 1, records_per_page: 500, result: links } }),
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
      'GET account/3/settings': () => ({ body: { account_id: 3, phone_dialer_provider_active: '1', phone_dialer_provider_behavior_type_id: 1 } }),
      [`GET user/${id}/settings`]: () => ({ body: { user_id: id, phone_dialer_provider_active: userDialer, phone_dialer_provider_behavior_type_id: 1 } }),
      'GET quicklink/targetLeadsSSO': () => ({ body: { success: true, url: sso } }),
      [`POST user/${id}/quicklink/displaySave/`]: (request: FakeRequest) => {
        const list = (request.body as { quicklink_id_active_list: { quicklink_id: number; active: '0' | '1' }[] }).quicklink_id_active_list;
        links = links.map((l) => ({ ...l, display: list.find((item) => item.quicklink_id === l.quicklink_id)?.active ?? l.display }));
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

function setup(options: Parameters<typeof server>[0] & { permissions?: string[] } = {}) {
  const user = options.user ?? AGENT;
  session.current = testSession(user, options.permissions);
  const api = server(options);
  const onClose = vi.fn();
  const view = renderWithPortal(<QuickLinksDialog onClose={onClose} />, { client: api.client });
  const dialog = screen.getByRole('dialog', { name: 'Quick Links' });
  return { ...view, api, onClose, dialog };
}

const listed = async (dialog: HTMLElement) => {
  const list = await within(dialog).findByRole('list', { name: 'Quick links' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => within(item).queryByRole('checkbox')?.closest('li')?.querySelector('label')?.textContent ?? item.querySelector('a, button')?.firstChild?.textContent);
};

describe('given the Quick Links dialog', { timeout: 30_000 }, () => {
  it('when it opens then it lists the links that open in a new tab with noopener, Target Leads on its SSO url, CMS Check as a button, with no axe violations', async () => {
    const { dialog } = setup();
    expect(await listed(dialog)).toEqual(['Medicare Plan Finder', 'CMS Check', 'Target Leads', 'Agency Intranet', 'Call Recording History', 'My Booking Page']);
    const intranet = within(dialog).getByRole('link', { name: /Agency Intranet/ });
    expect(intranet).toHaveAttribute('target', '_blank');
    expect(intranet.getAttribute('rel')).toContain('noopener');
    expect(within(dialog).getByRole('link', { name: /Target Leads/ })).toHaveAttribute('href', 'https://targetleads.example/sso?token=t');
    expect(within(dialog).getByRole('button', { name: /CMS Check/ })).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });

  it("when CMS Check is chosen then the 'CMS Check' single sign-on dialog opens; Continue asks externalSSO for that link; Cancel returns to the list", async () => {
    const { dialog, user, api } = setup({
      routes: {
        'POST externalSSO/': () => ({
          body: { url: 'https://www.cms.gov/check', method: 'POST', hash: 'h', user_id: 7, login: 'demoagent', RelayState: 'https://www.cms.gov/check', SAMLResponse: 'p.s' },
        }),
      },
    });
    const cms = await within(dialog).findByRole('button', { name: /CMS Check/ });
    await user.click(cms);
    const sso = await screen.findByRole('dialog', { name: 'CMS Check' });
    expect(api.callsTo('POST', 'externalSSO/')).toEqual([]);
    await user.click(within(sso).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'CMS Check' })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Quick Links' })).toBeVisible();

    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    await user.click(cms);
    await user.click(within(await screen.findByRole('dialog', { name: 'CMS Check' })).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(api.callsTo('POST', 'externalSSO/').map((c) => c.body)).toEqual([{ target: 'cms_check', quicklink_id: 2 }]);
    open.mockRestore();
    submit.mockRestore();
  });

  it('when the user has the dialer off and there is no SSO url then the dialer-host link and Target Leads are not listed', async () => {
    const { dialog } = setup({ userDialer: '0', sso: null });
    expect(await listed(dialog)).toEqual(['Medicare Plan Finder', 'CMS Check', 'Agency Intranet', 'My Booking Page']);
  });

  it('when links are unticked in edit mode then Save sends every id with its flag in one batch, and the list hides them', async () => {
    const { dialog, user, api } = setup();
    await listed(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    // System links are read-only; an agent does not change account links; their own link they can.
    expect(within(dialog).queryByRole('button', { name: 'Edit Medicare Plan Finder' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Delete Agency Intranet' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Delete My Booking Page' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Move Medicare Plan Finder' })).toBeVisible();

    await user.click(within(dialog).getByRole('checkbox', { name: 'CMS Check' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'My Booking Page' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('POST', 'user/7/quicklink/displaySave/')).toHaveLength(1));
    expect(api.callsTo('POST', 'user/7/quicklink/displaySave/')[0]!.body).toEqual({
      quicklink_id_active_list: [
        { quicklink_id: 1, active: '1' },
        { quicklink_id: 2, active: '0' },
        { quicklink_id: 3, active: '1' },
        { quicklink_id: 10, active: '1' },
        { quicklink_id: 11, active: '1' },
        { quicklink_id: 20, active: '0' },
      ],
    });
    expect(await screen.findByText(QUICK_LINK_MESSAGES.updated)).toBeVisible();
    await waitFor(async () => expect(await listed(dialog)).toEqual(['Medicare Plan Finder', 'Target Leads', 'Agency Intranet', 'Call Recording History']));
  });

  it('when Cancel is pressed in edit mode then nothing is saved', async () => {
    const { dialog, user, api } = setup();
    await listed(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'CMS Check' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await listed(dialog)).toContain('CMS Check');
    expect(api.callsTo('POST', 'user/7/quicklink/displaySave/')).toHaveLength(0);
  });

  it('when a link is deleted then the confirmation asks first, No keeps it and Yes deletes it with the toast', async () => {
    const { dialog, user, api } = setup();
    await listed(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete My Booking Page' }));
    const confirm = screen.getByRole('alertdialog', { name: SHELL_MESSAGES.deleteRecordsConfirm });
    await user.click(within(confirm).getByRole('button', { name: 'No' }));
    expect(api.callsTo('GET', 'user/7/quicklink/20/delete/')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete My Booking Page' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(QUICK_LINK_MESSAGES.deleted)).toBeVisible();
    await waitFor(() => expect(within(dialog).queryByRole('checkbox', { name: 'My Booking Page' })).toBeNull());
  });

  it('when the display save fails then the server message shows in the dialog and edit mode stays', async () => {
    const { dialog, user } = setup({ routes: { 'POST user/7/quicklink/displaySave/': () => ({ status: 409, body: { message: 'Display settings are locked.' } }) } });
    await listed(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Display settings are locked.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
  });
});

describe('given Create New Quick Link', { timeout: 30_000 }, () => {
  it('when an agent fills it then the messages are the spec’s, Save waits for a valid form, and the link is saved for the user with http://', async () => {
    const { dialog, user, api } = setup();
    await listed(dialog);
    const create = within(dialog).getByRole('button', { name: 'Create New Quick Link' });
    await user.click(create);
    const editor = screen.getByRole('dialog', { name: 'Create New Quick Link' });
    expect(within(editor).queryByRole('checkbox', { name: 'For all agents in account' })).toBeNull();
    const save = within(editor).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    const name = within(editor).getByLabelText(/Quick Link Name/);
    const url = within(editor).getByLabelText(/Quick Link URL/);
    await user.type(name, 'x');
    await user.clear(name);
    expect(name).toHaveAccessibleDescription(QUICK_LINK_MESSAGES.titleRequired);
    await user.click(name);
    await user.paste('n'.repeat(101));
    expect(name).toHaveAccessibleDescription(QUICK_LINK_MESSAGES.titleTooLong);
    await user.type(url, 'u');
    await user.clear(url);
    expect(url).toHaveAccessibleDescription(QUICK_LINK_MESSAGES.urlRequired);
    await user.paste('u'.repeat(201));
    expect(url).toHaveAccessibleDescription(QUICK_LINK_MESSAGES.urlTooLong);
    expect(save).toBeDisabled();

    await user.clear(name);
    await user.type(name, 'Rate Sheet');
    await user.clear(url);
    await user.type(url, 'ratesheets.example.com');
    expect(save).toBeEnabled();
    await user.click(save);
    await waitFor(() => expect(api.callsTo('POST', 'user/7/quicklink/')).toHaveLength(1));
    expect(api.callsTo('POST', 'user/7/quicklink/')[0]!.body).toEqual({ quicklink_title: 'Rate Sheet', quicklink_url: 'http://ratesheets.example.com', quicklink_hierarchy_type_id: 3 });
    expect(await screen.findByText(QUICK_LINK_MESSAGES.created)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create New Quick Link' })).toBeNull());
    await waitFor(async () => expect(await listed(dialog)).toContain('Rate Sheet'));
  });

  it('when an Admin ticks For all agents in account then the link goes to the account', async () => {
    const { dialog, user, api } = setup({
      user: ADMIN,
      routes: {
        'POST account/3/quicklink/': (request: FakeRequest) => {
          const body = request.body as { quicklink_title: string; quicklink_url: string };
          return { status: 201, body: { success: true, message: QUICK_LINK_MESSAGES.created, quicklink: link(31, body.quicklink_title, 'Account', body.quicklink_url) } };
        },
      },
    });
    await listed(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Create New Quick Link' }));
    const editor = screen.getByRole('dialog', { name: 'Create New Quick Link' });
    await user.type(within(editor).getByLabelText(/Quick Link Name/), 'Agency Forms');
    await user.type(within(editor).getByLabelText(/Quick Link URL/), 'https://forms.example/');
    await user.click(within(editor).getByRole('checkbox', { name: 'For all agents in account' }));
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('POST', 'account/3/quicklink/')).toHaveLength(1));
    expect(api.callsTo('POST', 'account/3/quicklink/')[0]!.body).toMatchObject({ quicklink_hierarchy_type_id: 2 });
  });

  it('when an Admin edits an account link then its kind cannot change', async () => {
    const { dialog, user } = setup({ user: ADMIN });
    await listed(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));
    await user.click(within(dialog).getByRole('button', { name: 'Edit Agency Intranet' }));
    const editor = screen.getByRole('dialog', { name: 'Edit Quick Link' });
    const forAll = within(editor).getByRole('checkbox', { name: 'For all agents in account' });
    expect(forAll).toBeChecked();
    expect(forAll).toBeDisabled();
    expect(within(editor).getByLabelText(/Quick Link Name/)).toHaveValue('Agency Intranet');
  });
});
