import { QUICK_LINK_MESSAGES, SHELL_MESSAGES } from '@meridian/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, discardChanges, keepEditing } from '../../test-utils';
import { listed, renderQuickLinks } from './test-utils';

const session = vi.hoisted(() => ({ current: undefined as unknown }));
vi.mock('../../session/SessionProvider', () => ({ useSession: () => session.current }));

const setup = (options: Parameters<typeof renderQuickLinks>[1] = {}) => renderQuickLinks(session, options);

describe('given the Quick Links dialog', { timeout: 30_000 }, () => {
  it('when it opens then it lists the links that open in a new tab with noopener, Target Leads on its SSO url, CMS Check as a button, with no axe violations', async () => {
    const { dialog } = setup();
    expect(await listed(dialog)).toEqual([
      'Medicare Plan Finder',
      'CMS Check',
      'Target Leads',
      'Agency Intranet',
      'Call Recording History',
      'My Booking Page',
    ]);
    const intranet = within(dialog).getByRole('link', { name: /Agency Intranet/ });
    expect(intranet).toHaveAttribute('target', '_blank');
    expect(intranet.getAttribute('rel')).toContain('noopener');
    expect(within(dialog).getByRole('link', { name: /Target Leads/ })).toHaveAttribute(
      'href',
      'https://targetleads.example/sso?token=t',
    );
    expect(within(dialog).getByRole('button', { name: /CMS Check/ })).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });

  it("when CMS Check is chosen then the 'CMS Check' single sign-on dialog opens; Continue asks externalSSO for that link; Cancel returns to the list", async () => {
    const { dialog, user, api } = setup({
      routes: {
        'POST externalSSO/': () => ({
          body: {
            url: 'https://www.cms.gov/check',
            method: 'POST',
            hash: 'h',
            user_id: 7,
            login: 'demoagent',
            RelayState: 'https://www.cms.gov/check',
            SAMLResponse: 'p.s',
          },
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
    await user.click(
      within(await screen.findByRole('dialog', { name: 'CMS Check' })).getByRole('button', { name: 'Continue' }),
    );
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
    await waitFor(async () =>
      expect(await listed(dialog)).toEqual([
        'Medicare Plan Finder',
        'Target Leads',
        'Agency Intranet',
        'Call Recording History',
      ]),
    );
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
    const { dialog, user } = setup({
      routes: {
        'POST user/7/quicklink/displaySave/': () => ({
          status: 409,
          body: { message: 'Display settings are locked.' },
        }),
      },
    });
    await listed(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Display settings are locked.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
  });
});

describe('given edit mode with a changed box', { timeout: 30_000 }, () => {
  it('when Escape is pressed then the discard question asks; Keep editing keeps the box, Discard closes without saving', async () => {
    const { dialog, user, api, onClose } = setup();
    await listed(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));
    const box = within(dialog).getByRole('checkbox', { name: 'CMS Check' });
    await user.click(box);
    await user.keyboard('{Escape}');
    await keepEditing(user);
    expect(box).not.toBeChecked();
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    await discardChanges(user);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(api.callsTo('POST', 'user/7/quicklink/displaySave/')).toHaveLength(0);
  });
});
