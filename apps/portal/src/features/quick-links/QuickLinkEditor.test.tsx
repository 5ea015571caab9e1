import { QUICK_LINK_MESSAGES } from '@meridian/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN, discardChanges, keepEditing, type FakeRequest } from '../../test-utils';
import { link, listed, renderQuickLinks } from './test-utils';

const session = vi.hoisted(() => ({ current: undefined as unknown }));
vi.mock('../../session/SessionProvider', () => ({ useSession: () => session.current }));

const setup = (options: Parameters<typeof renderQuickLinks>[1] = {}) => renderQuickLinks(session, options);

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
    expect(api.callsTo('POST', 'user/7/quicklink/')[0]!.body).toEqual({
      quicklink_title: 'Rate Sheet',
      quicklink_url: 'http://ratesheets.example.com',
      quicklink_hierarchy_type_id: 3,
    });
    expect(await screen.findByText(QUICK_LINK_MESSAGES.created)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create New Quick Link' })).toBeNull());
    await waitFor(async () => expect(await listed(dialog)).toContain('Rate Sheet'));
  });

  it('when the URL is javascript: (or another scheme) then the form says so and Save stays disabled, before any POST', async () => {
    const { dialog, user, api } = setup();
    await listed(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Create New Quick Link' }));
    const editor = screen.getByRole('dialog', { name: 'Create New Quick Link' });
    const save = within(editor).getByRole('button', { name: 'Save' });
    await user.type(within(editor).getByLabelText(/Quick Link Name/), 'Steal');
    const url = within(editor).getByLabelText(/Quick Link URL/);
    await user.click(url);
    await user.paste('javascript:alert(document.cookie)');
    expect(url).toHaveAccessibleDescription(QUICK_LINK_MESSAGES.urlScheme);
    expect(save).toBeDisabled();
    await user.clear(url);
    await user.paste('data:text/html,<script>alert(1)</script>');
    expect(url).toHaveAccessibleDescription(QUICK_LINK_MESSAGES.urlScheme);
    expect(save).toBeDisabled();
    await user.click(save);
    expect(api.callsTo('POST', 'user/7/quicklink/')).toHaveLength(0);
  });

  it('when an Admin ticks For all agents in account then the link goes to the account', async () => {
    const { dialog, user, api } = setup({
      user: ADMIN,
      routes: {
        'POST account/3/quicklink/': (request: FakeRequest) => {
          const body = request.body as { quicklink_title: string; quicklink_url: string };
          return {
            status: 201,
            body: {
              success: true,
              message: QUICK_LINK_MESSAGES.created,
              quicklink: link(31, body.quicklink_title, 'Account', body.quicklink_url),
            },
          };
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

  it('when an own link is saved unchanged and then renamed then each Save updates it in place, and the list shows the new name', async () => {
    let title = 'My Booking Page';
    const { dialog, user, api } = setup({
      routes: {
        'POST user/7/quicklink/20/': (request: FakeRequest) => {
          title = (request.body as { quicklink_title: string }).quicklink_title;
          return {
            body: { success: true, message: QUICK_LINK_MESSAGES.updated, quicklink: link(20, title, 'User') },
          };
        },
        // The search answers the saved name (the stateful list knows only its own writes).
        'POST user/7/quickLink/search': () => ({
          body: {
            success: true,
            total_records: 1,
            page_number: 1,
            records_per_page: 500,
            result: [link(20, title, 'User')],
          },
        }),
      },
    });
    await listed(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));
    await user.click(within(dialog).getByRole('button', { name: 'Edit My Booking Page' }));
    let editor = screen.getByRole('dialog', { name: 'Edit Quick Link' });
    // Save is offered on an unchanged link too (only an invalid form disables it).
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('POST', 'user/7/quicklink/20/')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Quick Link' })).toBeNull());

    await user.click(within(dialog).getByRole('button', { name: 'Edit My Booking Page' }));
    editor = screen.getByRole('dialog', { name: 'Edit Quick Link' });
    await user.clear(within(editor).getByLabelText(/Quick Link Name/));
    await user.type(within(editor).getByLabelText(/Quick Link Name/), 'Book a Call');
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('POST', 'user/7/quicklink/20/')).toHaveLength(2));
    expect(api.callsTo('POST', 'user/7/quicklink/20/')[1]!.body).toEqual({
      quicklink_title: 'Book a Call',
      quicklink_url: 'https://20.example/',
      quicklink_hierarchy_type_id: 3,
    });
    await waitFor(() => expect(within(dialog).getByRole('checkbox', { name: 'Book a Call' })).toBeVisible());
  });

  it('when the server refuses a new link then its message shows in the editor, which keeps what was typed', async () => {
    const { dialog, user } = setup({
      routes: {
        'POST user/7/quicklink/': () => ({ status: 409, body: { message: 'That quick link already exists.' } }),
      },
    });
    await listed(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Create New Quick Link' }));
    const editor = screen.getByRole('dialog', { name: 'Create New Quick Link' });
    await user.type(within(editor).getByLabelText(/Quick Link Name/), 'Rate Sheet');
    await user.type(within(editor).getByLabelText(/Quick Link URL/), 'https://rates.example/');
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(await within(editor).findByRole('alert')).toHaveTextContent('That quick link already exists.');
    expect(within(editor).getByLabelText(/Quick Link Name/)).toHaveValue('Rate Sheet');
    expect(within(editor).getByRole('button', { name: 'Save' })).toBeEnabled();
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

describe('given a half-typed new quick link', { timeout: 30_000 }, () => {
  it('when Escape or Cancel is pressed then the discard question asks; Keep editing keeps the text, Discard closes the editor only', async () => {
    const { dialog, user, api } = setup();
    await listed(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Create New Quick Link' }));
    const editor = screen.getByRole('dialog', { name: 'Create New Quick Link' });
    const name = within(editor).getByLabelText(/Quick Link Name/);
    await user.type(name, 'Rate Sheet');
    await user.keyboard('{Escape}');
    await keepEditing(user);
    expect(name).toHaveValue('Rate Sheet');
    await user.click(within(editor).getByRole('button', { name: 'Cancel' }));
    await discardChanges(user);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create New Quick Link' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Quick Links' })).toBeVisible();
    expect(api.callsTo('POST', 'user/7/quicklink/')).toHaveLength(0);
  });
});
