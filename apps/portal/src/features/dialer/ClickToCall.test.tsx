import { DIALER_MESSAGES } from '@meridian/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import {
  axeViolations,
  fakeApi,
  renderWithPortal,
  testSession,
  type FakeRequest,
  type FakeRoute,
} from '../notices/test-utils';
import { ClickToCall } from './ClickToCall';
import { DIAL_METHOD_CARDS } from './DialMethodDialog';

vi.mock('../../session/SessionProvider', () => ({ useSession: () => testSession() }));

interface DialerState {
  account: '0' | '1';
  user: '0' | '1';
  behavior: number;
}

/** A server with the account's and the user's dialer settings; saving the user's changes them. */
function dialerServer(state: DialerState, more: Record<string, FakeRoute> = {}) {
  return fakeApi({
    'GET account/3/settings': () => ({
      body: {
        account_id: 3,
        phone_dialer_provider_active: state.account,
        phone_dialer_provider_behavior_type_id: 1,
        lead_manage_tracking_number_feature_enabled: '0',
        lead_b2bpartner_fields_enabled: '0',
      },
    }),
    'GET user/7/settings': () => ({
      body: {
        user_id: 7,
        phone_dialer_provider_active: state.user,
        phone_dialer_provider_behavior_type_id: state.behavior,
      },
    }),
    'POST user/7': ({ body }: FakeRequest) => {
      state.behavior = (
        body as { phone_dialer_provider_behavior_type_id: number }
      ).phone_dialer_provider_behavior_type_id;
      return {
        body: {
          success: true,
          phone_dialer_provider_active: state.user,
          phone_dialer_provider_behavior_type_id: state.behavior,
        },
      };
    },
    'POST PhoneDialerProvider/phoneCall': () => ({ body: { success: true, message: 'Call requested.', call_id: '9' } }),
    ...more,
  });
}

let openSpy: MockInstance<typeof window.open>;
beforeEach(() => {
  openSpy = vi.spyOn(window, 'open').mockImplementation(() => null);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function renderNumber(api: ReturnType<typeof fakeApi>) {
  const view = renderWithPortal(<ClickToCall phone="(312) 555-0142" leadId={42} />, { client: api.client });
  // The settings arrive as the frame would already hold them.
  await waitFor(() => expect(api.callsTo('GET', 'user/7/settings')).toHaveLength(1));
  await waitFor(() => expect(api.callsTo('GET', 'account/3/settings')).toHaveLength(1));
  return { ...view, link: screen.getByRole('link', { name: 'Call (312) 555-0142' }) };
}

describe('given the browser default (behaviour 1, or a dialer flag off)', () => {
  it.each([
    { account: '1', user: '1', behavior: 1 },
    { account: '0', user: '1', behavior: 2 },
    { account: '1', user: '0', behavior: 3 },
  ] as DialerState[])(
    'when $account/$user/$behavior is clicked then a toast shows and the phone application opens 3 s later',
    async (state) => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const api = dialerServer(state);
      const { user, link } = await renderNumber(api);
      expect(link).toHaveAttribute('href', 'tel:3125550142');
      await user.click(link);
      expect(await screen.findByText(DIALER_MESSAGES.callingViaDefault)).toBeVisible();
      await act(async () => {
        vi.advanceTimersByTime(2_900);
      });
      expect(openSpy).not.toHaveBeenCalled();
      await act(async () => {
        vi.advanceTimersByTime(100);
      });
      expect(openSpy).toHaveBeenCalledWith('tel:3125550142', '_self');
      expect(api.callsTo('POST', 'PhoneDialerProvider/phoneCall')).toHaveLength(0);
    },
  );
});

describe('given the phone-dialer provider (behaviour 2, both flags on)', () => {
  it('when the number is clicked then the provider places the call for the lead and a toast says so', async () => {
    const api = dialerServer({ account: '1', user: '1', behavior: 2 });
    const { user, link } = await renderNumber(api);
    await user.click(link);
    expect(await screen.findByText(DIALER_MESSAGES.callingViaProvider)).toBeVisible();
    expect(api.callsTo('POST', 'PhoneDialerProvider/phoneCall')[0]!.body).toEqual({
      callee_phone_number: '3125550142',
      lead_id: 42,
      user_id: 7,
    });
    expect(openSpy).not.toHaveBeenCalled();
  });

  it('when the provider refuses the call then the dialer set-up page opens with its message', async () => {
    const refusal = 'Your phone dialer account is not connected. Connect it to place calls through the phone dialer.';
    const api = dialerServer(
      { account: '1', user: '1', behavior: 2 },
      { 'POST PhoneDialerProvider/phoneCall': () => ({ status: 424, body: { success: false, message: refusal } }) },
    );
    const { user, link } = await renderNumber(api);
    await user.click(link);
    const location = screen.getByTestId('location');
    await waitFor(() => expect(location).toHaveTextContent('/integration/phone-dialer-setup'));
    expect(JSON.parse(location.dataset.state!)).toEqual({ message: refusal, from: '/lead/42' });
    expect(screen.queryByText(DIALER_MESSAGES.callingViaProvider)).not.toBeInTheDocument();
  });
});

describe('given a client who said do not call', () => {
  it('when the lead says do not call then the number is text with the marker, and nothing can be dialled', async () => {
    const api = dialerServer({ account: '1', user: '1', behavior: 2 });
    const { container } = renderWithPortal(<ClickToCall phone="(312) 555-0142" leadId={42} doNotCall />, {
      client: api.client,
    });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('(312) 555-0142')).toBeVisible();
    expect(screen.getByText(DIALER_MESSAGES.doNotCallMarker)).toBeVisible();
    expect(screen.getByTitle(DIALER_MESSAGES.doNotCall)).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
    expect(api.callsTo('POST', 'PhoneDialerProvider/phoneCall')).toHaveLength(0);
  });

  it('when the server refuses the call for do not call then an alert says so and the set-up page does not open', async () => {
    const api = dialerServer(
      { account: '1', user: '1', behavior: 2 },
      {
        'POST PhoneDialerProvider/phoneCall': () => ({
          status: 403,
          body: {
            success: false,
            message: DIALER_MESSAGES.doNotCall,
            result: { field: 'callee_phone_number', reason: 'do_not_call' },
          },
        }),
      },
    );
    const { user, link } = await renderNumber(api);
    await user.click(link);
    expect(await screen.findByText(DIALER_MESSAGES.doNotCall)).toBeVisible();
    expect(screen.getByTestId('location')).not.toHaveTextContent('/integration/phone-dialer-setup');
  });
});

describe('given ask each time (behaviour 3)', () => {
  it('when the number is clicked then Select an Outbound Dial Method offers both cards with the CMS note', async () => {
    const api = dialerServer({ account: '1', user: '1', behavior: 3 });
    const { user, link } = await renderNumber(api);
    await user.click(link);
    const dialog = await screen.findByRole('dialog', { name: DIALER_MESSAGES.dialogTitle });
    const recording = within(dialog).getByRole('button', { name: DIAL_METHOD_CARDS.provider.title });
    expect(recording).toHaveAccessibleDescription(
      `${DIAL_METHOD_CARDS.provider.text} ${DIAL_METHOD_CARDS.provider.note}`,
    );
    expect(within(dialog).getByRole('button', { name: DIAL_METHOD_CARDS.default.title })).toHaveAccessibleDescription(
      DIAL_METHOD_CARDS.default.text,
    );
    expect(within(dialog).getByRole('checkbox', { name: DIALER_MESSAGES.rememberSelection })).not.toBeChecked();
    expect(await axeViolations()).toEqual([]);
  }, 20_000);

  it('when the default dialer is chosen without remembering then 3 is saved and the phone application opens', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = dialerServer({ account: '1', user: '1', behavior: 3 });
    const { user, link } = await renderNumber(api);
    await user.click(link);
    await user.click(await screen.findByRole('button', { name: DIAL_METHOD_CARDS.default.title }));
    expect(await screen.findByText(DIALER_MESSAGES.callingViaDefault)).toBeVisible();
    await waitFor(() => expect(api.callsTo('POST', 'user/7')).toHaveLength(1));
    expect(api.callsTo('POST', 'user/7')[0]!.body).toEqual({ phone_dialer_provider_behavior_type_id: 3 });
    await act(async () => {
      vi.advanceTimersByTime(3_000);
    });
    expect(openSpy).toHaveBeenCalledWith('tel:3125550142', '_self');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when recording is chosen with Remember my selection then 2 is saved, the provider calls, and the next click asks no more', async () => {
    const api = dialerServer({ account: '1', user: '1', behavior: 3 });
    const { user, link } = await renderNumber(api);
    await user.click(link);
    await user.click(await screen.findByRole('checkbox', { name: DIALER_MESSAGES.rememberSelection }));
    await user.click(screen.getByRole('button', { name: DIAL_METHOD_CARDS.provider.title }));
    expect(await screen.findByText(DIALER_MESSAGES.callingViaProvider)).toBeVisible();
    expect(api.callsTo('POST', 'user/7')[0]!.body).toEqual({ phone_dialer_provider_behavior_type_id: 2 });
    await user.click(link);
    await waitFor(() => expect(api.callsTo('POST', 'PhoneDialerProvider/phoneCall')).toHaveLength(2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when the preference cannot be saved then the spec message shows and the call still goes out', async () => {
    const api = dialerServer(
      { account: '1', user: '1', behavior: 3 },
      { 'POST user/7': () => ({ status: 400, body: { success: false, message: 'Bad behaviour' } }) },
    );
    const { user, link } = await renderNumber(api);
    await user.click(link);
    await user.click(await screen.findByRole('checkbox', { name: DIALER_MESSAGES.rememberSelection }));
    await user.click(screen.getByRole('button', { name: DIAL_METHOD_CARDS.provider.title }));
    expect(await screen.findByText(DIALER_MESSAGES.preferenceSaveFailed)).toBeVisible();
    await waitFor(() => expect(api.callsTo('POST', 'PhoneDialerProvider/phoneCall')).toHaveLength(1));
  });

  it('when the keyboard opens the dialog and Escape closes it then no call is made and focus is back on the number', async () => {
    const api = dialerServer({ account: '1', user: '1', behavior: 3 });
    const { user, link } = await renderNumber(api);
    link.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: DIALER_MESSAGES.dialogTitle });
    expect(within(dialog).getByRole('button', { name: DIAL_METHOD_CARDS.provider.title })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(link).toHaveFocus();
    expect(api.callsTo('POST', 'user/7')).toHaveLength(0);
    expect(api.callsTo('POST', 'PhoneDialerProvider/phoneCall')).toHaveLength(0);
    expect(openSpy).not.toHaveBeenCalled();
  });
});

describe('given a number without digits', () => {
  it('when shown then it is plain text, not a link', () => {
    const api = dialerServer({ account: '1', user: '1', behavior: 1 });
    renderWithPortal(<ClickToCall phone="" />, { client: api.client });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
