import type { CanSendText, CommunicationPreference, SelfServiceConfigOption, UserDetails } from '@meridian/api';
import { SOA_MESSAGES } from '@meridian/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AGENT,
  axeViolations,
  discardChanges,
  fakeApi,
  keepEditing,
  renderWithPortal,
  testSession,
  type FakeRequest,
  type FakeRoute,
} from '../../test-utils';
import { ConfigurableSettingsDialog } from './ConfigurableSettingsDialog';
import { preferenceLabel, SETTINGS_TEXT } from './text';

vi.mock('../../session/SessionProvider', () => ({
  useSession: () =>
    testSession({ ...AGENT, phones: [], emails: [], addresses: [], usercredentials: [] } as UserDetails),
}));

const SCHEDULER = 'https://booking.example.com/marcus-bell';

const option = (
  id: number,
  bit: '0' | '1' | null,
  varchar: string | null = null,
  name = `Option ${id}`,
): SelfServiceConfigOption => ({
  self_service_config_option_type_id: id,
  self_service_config_option_bit: bit,
  self_service_config_option_varchar: varchar,
  self_service_config_option_hierarchy_type_id: '3',
  self_service_config_option_type_name: name,
});
const preference = (id: number, description: string, email: '0' | '1', text: '0' | '1'): CommunicationPreference => ({
  communication_notification_type_id: id,
  communication_notification_type_description: description,
  communication_preference_bit_email: email,
  communication_preference_bit_text: text,
});

/** A fake server holding the options and preferences; updates change them. */
function server({
  texting = {
    disable_texting: '0',
    text_append: 'Reply STOP to opt out.',
    process_message: '',
    phone: '3125550111',
    user_id: 7,
  } as CanSendText,
  bulkOff = false,
  routes = {} as Record<string, FakeRoute>,
} = {}) {
  let options = [option(3, '1'), option(4, '0'), option(5, '1'), option(6, null, SCHEDULER)];
  let preferences = [preference(1, 'Appointment reminders', '1', '1'), preference(2, 'Task reminders', '1', '0')];
  return fakeApi({
    'POST selfServiceConfig/search/': () => ({
      body: { success: true, total_records: 4, page_number: 1, records_per_page: 4, result: options },
    }),
    'POST user/7/selfServiceConfig/': ({ body }: FakeRequest) => {
      for (const item of body as Array<{
        self_service_config_option_type_id: number;
        self_service_config_option_bit?: '0' | '1';
        self_service_config_option_varchar?: string;
      }>) {
        options = options.map((o) =>
          o.self_service_config_option_type_id === item.self_service_config_option_type_id
            ? {
                ...o,
                self_service_config_option_bit: item.self_service_config_option_bit ?? o.self_service_config_option_bit,
                self_service_config_option_varchar:
                  item.self_service_config_option_varchar ?? o.self_service_config_option_varchar,
              }
            : o,
        );
      }
      return { body: { success: true, message: 'Settings updated.', result: options } };
    },
    'GET CommunicationPreference/user/7': () => ({ body: { user_id: 7, communication_preferences: preferences } }),
    'GET CommunicationPreference/canSendText': () => ({ body: texting }),
    'POST CommunicationPreference/': ({ body }: FakeRequest) => {
      const sent = (
        body as {
          communication_preferences: Array<{
            communication_notification_type_id: number;
            communication_preference_bit_email: '0' | '1';
            communication_preference_bit_text: '0' | '1';
          }>;
        }
      ).communication_preferences;
      preferences = preferences.map((p) => ({
        ...p,
        ...sent.find((s) => s.communication_notification_type_id === p.communication_notification_type_id),
      }));
      return {
        body: {
          success: true,
          message: 'Communication Preferences successfully updated.',
          user_id: 7,
          communication_preferences: preferences,
        },
      };
    },
    'GET featureFlags': () => ({
      body: { key: 'user:7', flags: { configurable_settings: true, disable_bulk_soa_email: bulkOff } },
    }),
    'GET account/3': () => ({
      body: {
        account_id: 3,
        account_name: 'Demo Agency',
        active: '1',
        account_owner_user_id: 5,
        owner_fname: 'Dana',
        owner_lname: 'Whitfield',
        cobrand_asset_urls: { logo_1: null, logo_2: null },
      },
    }),
    'POST usercarrier/search/': () => ({
      body: { success: true, total_records: 0, page_number: 1, records_per_page: 500, result: [] },
    }),
    ...routes,
  });
}

function renderDialog(api: ReturnType<typeof fakeApi>) {
  const onClose = vi.fn();
  return { onClose, ...renderWithPortal(<ConfigurableSettingsDialog onClose={onClose} />, { client: api.client }) };
}

const settings = () => screen.getByRole('dialog', { name: SETTINGS_TEXT.title });
const update = () => within(settings()).queryByRole('button', { name: SETTINGS_TEXT.update });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('given the Configurable Settings dialog', () => {
  it('when it opens then Client Self-Service shows the two saved answers, Update is off, and there are no axe violations', async () => {
    const api = server();
    renderDialog(api);
    const reminders = await screen.findByRole('radiogroup', { name: SETTINGS_TEXT.reminderQuestion });
    expect(within(reminders).getByRole('radio', { name: 'Yes' })).toBeChecked();
    expect(
      within(screen.getByRole('radiogroup', { name: SETTINGS_TEXT.personalInfoQuestion })).getByRole('radio', {
        name: 'No',
      }),
    ).toBeChecked();
    expect(screen.getByRole('tab', { name: SETTINGS_TEXT.tabs.selfService })).toHaveAttribute('aria-selected', 'true');
    expect(update()).toBeDisabled();
    expect(api.callsTo('POST', 'selfServiceConfig/search/')[0]!.body).toEqual({
      search_type: 'simple',
      criteria: { user_id: { type: 'simple', value: [7] } },
    });
    expect(await axeViolations()).toEqual([]);
  });

  it('when an answer changes and Update is pressed then options 3 and 4 are saved and Settings updated. shows', async () => {
    const api = server();
    const { user } = renderDialog(api);
    const reminders = await screen.findByRole('radiogroup', { name: SETTINGS_TEXT.reminderQuestion });
    await user.click(within(reminders).getByRole('radio', { name: 'No' }));
    expect(update()).toBeEnabled();
    await user.click(update()!);
    expect(await screen.findByText('Settings updated.')).toBeVisible();
    expect(api.callsTo('POST', 'user/7/selfServiceConfig/')[0]!.body).toEqual([
      { self_service_config_option_type_id: 3, self_service_config_option_bit: '0' },
      { self_service_config_option_type_id: 4, self_service_config_option_bit: '0' },
    ]);
    expect(update()).toBeDisabled();
  });

  it('when the keyboard moves to Communication Preferences then the table, the phone and the transactional text show; a checkbox change enables Update', async () => {
    const api = server();
    const { user } = renderDialog(api);
    const first = await screen.findByRole('tab', { name: SETTINGS_TEXT.tabs.selfService });
    first.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: SETTINGS_TEXT.tabs.communication })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const table = await screen.findByRole('table', { name: 'How you are told about each event' });
    expect(
      within(table).getByRole('checkbox', { name: preferenceLabel('Appointment reminders', 'text') }),
    ).toBeChecked();
    expect(screen.getByRole('textbox', { name: SETTINGS_TEXT.textingPhone })).toHaveValue('(312) 555-0111');
    expect(screen.getByRole('textbox', { name: SETTINGS_TEXT.textingPhone })).toHaveAttribute('readonly');
    expect(screen.getByText(/Text messages are transactional/)).toHaveTextContent('Reply STOP to opt out.');
    expect(update()).toBeDisabled();
    await user.click(within(table).getByRole('checkbox', { name: preferenceLabel('Task reminders', 'text') }));
    expect(update()).toBeEnabled();
    await user.click(update()!);
    expect(await screen.findByText('Communication Preferences successfully updated.')).toBeVisible();
    expect(api.callsTo('POST', 'CommunicationPreference/')[0]!.body).toEqual({
      user_id: 7,
      communication_preferences: [
        {
          communication_notification_type_id: 1,
          communication_preference_bit_email: '1',
          communication_preference_bit_text: '1',
        },
        {
          communication_notification_type_id: 2,
          communication_preference_bit_email: '1',
          communication_preference_bit_text: '1',
        },
      ],
    });
    expect(await axeViolations()).toEqual([]);
  });

  it('when texting is disabled then unchecked text boxes are off and the reason shows', async () => {
    const api = server({
      texting: {
        disable_texting: '1',
        text_append: 'Reply STOP to opt out.',
        process_message: 'Add a Mobile phone to your profile to receive text messages.',
        phone: '',
        user_id: 7,
      },
    });
    const { user } = renderDialog(api);
    await user.click(await screen.findByRole('tab', { name: SETTINGS_TEXT.tabs.communication }));
    expect(await screen.findByText('Add a Mobile phone to your profile to receive text messages.')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: preferenceLabel('Task reminders', 'text') })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: preferenceLabel('Task reminders', 'email') })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: SETTINGS_TEXT.textingPhone })).toHaveValue(SETTINGS_TEXT.noTextingPhone);
  });

  it('when the profile link is used then the User Profile opens over the settings, and closing it returns to them', async () => {
    const api = server();
    const { user } = renderDialog(api);
    await user.click(await screen.findByRole('tab', { name: SETTINGS_TEXT.tabs.communication }));
    await user.click(await screen.findByRole('button', { name: SETTINGS_TEXT.openProfile }));
    const profile = await screen.findByRole('dialog', { name: 'User Profile' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(profile).not.toBeInTheDocument());
    expect(settings()).toBeVisible();
    await waitFor(() => expect(api.callsTo('GET', 'CommunicationPreference/canSendText').length).toBeGreaterThan(1));
  });

  it('when bulk SOA email is off then the Enhanced SOA tab says so in the spec words; Test URL opens the URL in a new tab without an opener', async () => {
    const api = server({ bulkOff: true });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = renderDialog(api);
    await user.click(await screen.findByRole('tab', { name: SETTINGS_TEXT.tabs.enhancedSoa }));
    expect(await screen.findByText(SOA_MESSAGES.bulkEmailDisabled)).toBeVisible();
    expect(screen.getByRole('checkbox', { name: SETTINGS_TEXT.acknowledgement })).toBeChecked();
    expect(screen.getByRole('textbox', { name: SETTINGS_TEXT.schedulerUrl })).toHaveValue(SCHEDULER);
    expect(update()).toBeNull();
    await user.click(screen.getByRole('button', { name: /^Test URL/ }));
    expect(open).toHaveBeenCalledWith(SCHEDULER, '_blank', 'noopener,noreferrer');
    expect(await axeViolations()).toEqual([]);
  });

  it('when the URL changes then Update waits for the acknowledgement; an invalid URL shows the message and turns Test URL off', async () => {
    const api = server();
    const { user } = renderDialog(api);
    await user.click(await screen.findByRole('tab', { name: SETTINGS_TEXT.tabs.enhancedSoa }));
    const ack = await screen.findByRole('checkbox', { name: SETTINGS_TEXT.acknowledgement });
    const url = screen.getByRole('textbox', { name: SETTINGS_TEXT.schedulerUrl });
    // Unticking the acknowledgement alone (URL untouched) may be saved.
    await user.click(ack);
    expect(update()).toBeVisible();
    await user.clear(url);
    await user.type(url, 'http://cal.example.com/marcus');
    await user.tab();
    expect(screen.getByText('Scheduler URL has an invalid format.')).toBeVisible();
    expect(screen.getByRole('button', { name: /^Test URL/ })).toBeDisabled();
    expect(update()).toBeNull();
    await user.clear(url);
    await user.type(url, 'https://cal.example.com/marcus');
    expect(screen.getByRole('button', { name: /^Test URL/ })).toBeEnabled();
    expect(update()).toBeNull();
    await user.click(ack);
    await user.click(update()!);
    expect(await screen.findByText('Settings updated.')).toBeVisible();
    expect(api.callsTo('POST', 'user/7/selfServiceConfig/')[0]!.body).toEqual([
      { self_service_config_option_type_id: 5, self_service_config_option_bit: '1' },
      { self_service_config_option_type_id: 6, self_service_config_option_varchar: 'https://cal.example.com/marcus' },
    ]);
    expect(update()).toBeNull();
  });

  it('when a save fails then the server message shows in an alert banner', async () => {
    const api = server({
      routes: {
        'POST CommunicationPreference/': () => ({
          status: 400,
          body: { success: false, message: 'Add a Mobile phone to your profile to receive text messages.' },
        }),
      },
    });
    const { user } = renderDialog(api);
    await user.click(await screen.findByRole('tab', { name: SETTINGS_TEXT.tabs.communication }));
    await user.click(await screen.findByRole('checkbox', { name: preferenceLabel('Task reminders', 'email') }));
    await user.click(update()!);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Add a Mobile phone to your profile to receive text messages.',
    );
  });
});

describe('given a tab with unsaved changes', () => {
  it('when another tab, Close or Escape is chosen then the discard question asks; Keep editing keeps the answer, Discard drops it', async () => {
    const { user, onClose } = renderDialog(server());
    const reminders = await screen.findByRole('radiogroup', { name: SETTINGS_TEXT.reminderQuestion });
    await user.click(within(reminders).getByRole('radio', { name: 'No' }));
    const tab = (name: string) => screen.getByRole('tab', { name });

    await user.click(tab(SETTINGS_TEXT.tabs.communication));
    await keepEditing(user);
    expect(tab(SETTINGS_TEXT.tabs.selfService)).toHaveAttribute('aria-selected', 'true');
    expect(within(reminders).getByRole('radio', { name: 'No' })).toBeChecked();
    const close = within(settings()).getAllByRole('button', { name: SETTINGS_TEXT.close }).at(-1)!;
    await user.click(close);
    await keepEditing(user);
    within(reminders).getByRole('radio', { name: 'No' }).focus();
    await user.keyboard('{Escape}');
    await keepEditing(user);
    expect(within(reminders).getByRole('radio', { name: 'No' })).toBeChecked();
    expect(onClose).not.toHaveBeenCalled();

    await user.click(tab(SETTINGS_TEXT.tabs.communication));
    await discardChanges(user);
    expect(tab(SETTINGS_TEXT.tabs.communication)).toHaveAttribute('aria-selected', 'true');
    await user.click(tab(SETTINGS_TEXT.tabs.selfService));
    const again = await screen.findByRole('radiogroup', { name: SETTINGS_TEXT.reminderQuestion });
    expect(within(again).getByRole('radio', { name: 'Yes' })).toBeChecked();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('when Escape is pressed and Discard chosen then the dialog closes; unchanged, Close closes without asking', async () => {
    const { user, onClose } = renderDialog(server());
    const reminders = await screen.findByRole('radiogroup', { name: SETTINGS_TEXT.reminderQuestion });
    await user.click(within(reminders).getByRole('radio', { name: 'No' }));
    await user.keyboard('{Escape}');
    await discardChanges(user);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
