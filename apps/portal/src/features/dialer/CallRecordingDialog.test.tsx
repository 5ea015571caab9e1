import { DIALER_MESSAGES } from '@meridian/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  axeViolations,
  fakeApi,
  renderWithPortal,
  testSession,
  type FakeRequest,
  type FakeRoute,
} from '../notices/test-utils';
import { discardChanges, keepEditing } from '../../test-utils';
import { CallRecordingDialog, CLICK_BEHAVIOR_LABEL } from './CallRecordingDialog';

vi.mock('../../session/SessionProvider', () => ({ useSession: () => testSession() }));

const HOST = 'dialer.meridian.example';
const CHECKBOX = `Do not show ${HOST} dialer option`;

function settingsServer(saved: { active: '0' | '1'; behavior: number }, more: Record<string, FakeRoute> = {}) {
  return fakeApi({
    'GET user/7/settings': () => ({
      body: {
        user_id: 7,
        phone_dialer_provider_active: saved.active,
        phone_dialer_provider_behavior_type_id: saved.behavior,
      },
    }),
    'GET PhoneDialerProvider/authSettings': () => ({
      body: {
        provider_name: 'Meridian Dialer',
        phone_dialer_host: HOST,
        account_phone_dialer_provider_active: '1',
        phone_dialer_provider_active: saved.active,
        phone_dialer_provider_behavior_type_id: saved.behavior,
        authorized: '1',
        auth_url: null,
      },
    }),
    'GET PhoneDialerProvider/listBehaviorTypes/': () => ({
      body: {
        success: true,
        result: [
          { phone_dialer_provider_behavior_type_id: 1, phone_dialer_provider_behavior_type_name: 'Browser Default' },
          {
            phone_dialer_provider_behavior_type_id: 2,
            phone_dialer_provider_behavior_type_name: 'Phone Dialer Provider',
          },
          { phone_dialer_provider_behavior_type_id: 3, phone_dialer_provider_behavior_type_name: 'Ask Each Time' },
        ],
      },
    }),
    'POST user/7': ({ body }: FakeRequest) => {
      const changes = body as {
        phone_dialer_provider_active: '0' | '1';
        phone_dialer_provider_behavior_type_id?: number;
      };
      saved.active = changes.phone_dialer_provider_active;
      saved.behavior = changes.phone_dialer_provider_behavior_type_id ?? saved.behavior;
      return {
        body: {
          success: true,
          phone_dialer_provider_active: saved.active,
          phone_dialer_provider_behavior_type_id: saved.behavior,
        },
      };
    },
    ...more,
  });
}

function renderDialog(api: ReturnType<typeof fakeApi>) {
  const onClose = vi.fn();
  return { onClose, ...renderWithPortal(<CallRecordingDialog onClose={onClose} />, { client: api.client }) };
}

describe('given the dialer is shown (active 1)', () => {
  it('when the dialog opens then the box is unticked, the click behaviour is chosen, and there is no Update or Cancel', async () => {
    const api = settingsServer({ active: '1', behavior: 3 });
    renderDialog(api);
    const dialog = await screen.findByRole('dialog', { name: 'Call Recording' });
    expect(await within(dialog).findByRole('checkbox', { name: CHECKBOX })).not.toBeChecked();
    const behaviour = within(dialog).getByRole('radiogroup', { name: CLICK_BEHAVIOR_LABEL });
    expect(within(behaviour).getByRole('radio', { name: 'Ask Each Time' })).toBeChecked();
    expect(within(dialog).queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', 'PhoneDialerProvider/authSettings')[0]!.query.get('laweb_current_route')).toBe(
      '/lead/42',
    );
    expect(await axeViolations()).toEqual([]);
  }, 20_000);

  it('when the behaviour changes then Update and Cancel appear; Cancel puts the saved value back and hides them', async () => {
    const api = settingsServer({ active: '1', behavior: 3 });
    const { user } = renderDialog(api);
    await user.click(await screen.findByRole('radio', { name: 'Phone Dialer Provider' }));
    expect(screen.getByRole('button', { name: 'Update' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('radio', { name: 'Ask Each Time' })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    // Choosing the saved value again is no change either.
    await user.click(screen.getByRole('radio', { name: 'Browser Default' }));
    await user.click(screen.getByRole('radio', { name: 'Ask Each Time' }));
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
  });

  it('when the box is ticked then Update and Cancel appear; unticked again, nothing changed and they go', async () => {
    const api = settingsServer({ active: '1', behavior: 3 });
    const { user } = renderDialog(api);
    await user.click(await screen.findByRole('checkbox', { name: CHECKBOX }));
    expect(screen.queryByRole('radiogroup', { name: CLICK_BEHAVIOR_LABEL })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update' })).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: CHECKBOX }));
    expect(screen.getByRole('radio', { name: 'Ask Each Time' })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    expect(api.callsTo('POST', 'user/7')).toHaveLength(0);
  });

  it('when the box is ticked and Update pressed then active 0 is saved (inverted), a toast confirms and the dialog closes', async () => {
    const api = settingsServer({ active: '1', behavior: 2 });
    const { user, onClose } = renderDialog(api);
    await user.click(await screen.findByRole('checkbox', { name: CHECKBOX }));
    expect(screen.queryByRole('radiogroup', { name: CLICK_BEHAVIOR_LABEL })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(DIALER_MESSAGES.settingsUpdated)).toBeVisible();
    expect(api.callsTo('POST', 'user/7')[0]!.body).toEqual({ phone_dialer_provider_active: '0' });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});

describe('given the dialer is hidden (active 0)', () => {
  it('when the box is unticked and a behaviour chosen then active 1 and the behaviour are saved', async () => {
    const api = settingsServer({ active: '0', behavior: 3 });
    const { user } = renderDialog(api);
    const box = await screen.findByRole('checkbox', { name: CHECKBOX });
    expect(box).toBeChecked();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    await user.click(box);
    await user.click(screen.getByRole('radio', { name: 'Browser Default' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await screen.findByText(DIALER_MESSAGES.settingsUpdated);
    expect(api.callsTo('POST', 'user/7')[0]!.body).toEqual({
      phone_dialer_provider_active: '1',
      phone_dialer_provider_behavior_type_id: 1,
    });
  });

  it('when saving fails then the error message shows in a toast and the form stays as edited', async () => {
    const api = settingsServer(
      { active: '0', behavior: 3 },
      {
        'POST user/7': () => ({
          status: 409,
          body: { success: false, message: 'Settings are locked by your administrator.' },
        }),
      },
    );
    const { user, onClose } = renderDialog(api);
    await user.click(await screen.findByRole('checkbox', { name: CHECKBOX }));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Settings are locked by your administrator.')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: CHECKBOX })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('given a changed, unsaved choice', () => {
  it('when Escape is pressed then the discard question asks; Keep editing keeps the choice, Discard closes', async () => {
    const api = settingsServer({ active: '1', behavior: 3 });
    const { user, onClose } = renderDialog(api);
    const provider = await screen.findByRole('radio', { name: 'Phone Dialer Provider' });
    await user.click(provider);
    await user.keyboard('{Escape}');
    await keepEditing(user);
    expect(provider).toBeChecked();
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    await discardChanges(user);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(api.callsTo('POST', 'user/7')).toHaveLength(0);
  });
});
