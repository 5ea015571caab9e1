import type { UserDetails, WritingNumber } from '@meridian/api';
import { AGENT_DETAILS } from '@meridian/api/test-fixtures';
import { PROFILE_MESSAGES, SHELL_MESSAGES } from '@meridian/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  axeViolations,
  discardChanges,
  fakeApi,
  keepEditing,
  keepEditingButton,
  renderWithPortal,
  testSession,
  type FakeRequest,
  type FakeRoute,
} from '../../test-utils';
import { CALENDAR_FEED_TEXT } from './text';
import { PROFILE_TEXT, UserProfileDialog } from './UserProfileDialog';

const session = vi.hoisted(() => ({ current: undefined as unknown }));
vi.mock('../../session/SessionProvider', () => ({ useSession: () => session.current }));

const USER: UserDetails = {
  ...AGENT_DETAILS,
  last_access_date: '2026-11-21T18:30:00.000Z',
  phones: [
    { phone_id: 11, phone: '3125550101', phone_type: 'Work', phone_ext: null, is_default: true },
    { phone_id: 12, phone: '3125550111', phone_type: 'Mobile', phone_ext: null, is_default: false },
  ],
  emails: [{ email_id: 21, email: 'marcus.bell@demo-agency.example', email_type: 'Work', is_default: true }],
  addresses: [
    {
      address_id: 31,
      address_type_id: 'Home',
      address1: '2045 N Lincoln Ave',
      address2: null,
      city: 'Chicago',
      state_id: 'IL',
      zip: '60614',
      zip_4: null,
      county: 'Cook',
      county_fips: '17031',
      country_id: 1,
      apo: '0',
      is_default: true,
    },
  ],
};

const WRITING_NUMBER: WritingNumber = {
  user_carrier_id: 4,
  user_id: 7,
  agent_writing_number: 'HUM-448812',
  carrier_id: 1,
  carrier_name: 'Humana',
  carrier_full_name: 'Humana Inc.',
  product_type_id: 8,
  product_type_name: 'Medicare Advantage',
  product_type_desc: 'Medicare Advantage (Part C)',
  certification_year: 2026,
  record_num: 1,
};

/** A fake server holding the user; saves change it as the real one would. */
function server(routes: Record<string, FakeRoute> = {}) {
  let user: UserDetails = structuredClone(USER);
  session.current = testSession(user);
  const api = fakeApi(
    {
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
        body: { success: true, total_records: 1, page_number: 1, records_per_page: 500, result: [WRITING_NUMBER] },
      }),
      'GET user/7': () => ({ body: user }),
      'POST user/7': ({ body }: FakeRequest) => {
        const changes = body as Partial<UserDetails>;
        user = {
          ...user,
          ...changes,
          phones: (changes.phones ?? user.phones).map((p, i) => ({
            ...p,
            phone_id: p.phone_id ?? 100 + i,
            phone_ext: p.phone_ext ?? null,
            is_default: Boolean(p.is_default),
          })),
        } as UserDetails;
        return {
          body: {
            success: true,
            ...user,
            phone_dialer_provider_active: '1',
            phone_dialer_provider_behavior_type_id: 3,
          },
        };
      },
      'GET user/7/phone/12/delete/': () => ({ body: { success: true } }),
      'POST userCredentials/9/changePassword': () => ({
        body: { success: true, message: 'Your password has been changed.' },
      }),
      ...routes,
    },
    USER,
  );
  return api;
}

function renderDialog(api: ReturnType<typeof fakeApi>) {
  const onClose = vi.fn();
  return { onClose, ...renderWithPortal(<UserProfileDialog onClose={onClose} />, { client: api.client }) };
}

const dialog = () => screen.getByRole('dialog', { name: PROFILE_TEXT.title });
/** A footer button by its visible text (the title bar's close icon is also named 'Close'). */
const button = (name: string) =>
  within(dialog())
    .queryAllByRole('button', { name })
    .find((b) => b.textContent === name) ?? null;

describe('given the signed-in user opens their profile', () => {
  it('when it opens then the fields, the read-only facts, the writing numbers and only Close show, with no axe violations', async () => {
    const api = server();
    renderDialog(api);
    const d = await screen.findByRole('dialog', { name: PROFILE_TEXT.title });
    expect(within(d).getByRole('textbox', { name: 'First Name' })).toHaveValue('Marcus');
    expect(within(d).getByRole('textbox', { name: 'Last Name' })).toHaveValue('Bell');
    expect(within(d).getByRole('textbox', { name: 'Company' })).toHaveValue('Demo Agency');
    expect(within(d).getByRole('textbox', { name: 'NPN' })).toHaveValue('17000309');
    expect(within(d).getByRole('radio', { name: 'Male' })).toBeChecked();
    expect(within(d).getByText('demoagent')).toBeVisible();
    expect(await within(d).findByText('Dana Whitfield')).toBeVisible();
    expect(await within(d).findByRole('cell', { name: 'HUM-448812' })).toBeVisible();
    expect(within(d).getByLabelText('Current Password')).toHaveAttribute('type', 'password');
    expect(button('Close')).toBeVisible();
    expect(button(PROFILE_TEXT.update)).toBeNull();
    expect(button(PROFILE_TEXT.updateAndClose)).toBeNull();
    expect(within(d).queryByText(PROFILE_MESSAGES.changesNotice)).toBeNull();
    expect(api.callsTo('POST', 'usercarrier/search/')[0]!.body).toMatchObject({
      criteria: { user_id: { type: 'simple', value: [7] } },
    });
    expect(await axeViolations()).toEqual([]);
  });

  it('when the user keeps a calendar (calendar_manage) then their Calendar feed section shows; without it, it does not and its calls are not made', async () => {
    const api = server({
      'GET user/7/calendarFeed': () => ({ body: { success: true, active: false, created_at: null } }),
    });
    session.current = testSession(USER, ['calendar_manage']);
    const { unmount } = renderDialog(api);
    const d = await screen.findByRole('dialog', { name: PROFILE_TEXT.title });
    const section = within(d).getByRole('region', { name: CALENDAR_FEED_TEXT.title });
    expect(await within(section).findByRole('button', { name: CALENDAR_FEED_TEXT.create })).toBeVisible();
    unmount();

    const without = server();
    renderDialog(without);
    await within(await screen.findByRole('dialog', { name: PROFILE_TEXT.title })).findByRole('cell', {
      name: 'HUM-448812',
    });
    expect(screen.queryByRole('region', { name: CALENDAR_FEED_TEXT.title })).toBeNull();
    expect(without.callsTo('GET', 'user/7/calendarFeed')).toHaveLength(0);
  });

  it('when the company and gender change and Update is pressed then the profile is saved, the dialog stays with the spec message and permissions reload', async () => {
    const api = server();
    const { user, onClose } = renderDialog(api);
    const company = await screen.findByRole('textbox', { name: 'Company' });
    await user.clear(company);
    await user.type(company, 'Bell Insurance Group');
    await user.click(screen.getByRole('radio', { name: 'Female' }));
    expect(screen.getByText(PROFILE_MESSAGES.changesNotice)).toBeVisible();
    expect(button('Cancel')).toBeVisible();
    await user.click(button(PROFILE_TEXT.update)!);
    expect(await screen.findByText(PROFILE_MESSAGES.updated)).toBeVisible();
    const [save] = api.callsTo('POST', 'user/7');
    expect(save!.body).toMatchObject({
      fname: 'Marcus',
      lname: 'Bell',
      company: 'Bell Insurance Group',
      gender: 'f',
      npn: '17000309',
    });
    expect((save!.body as { phones: unknown[] }).phones).toEqual([
      { phone_id: 11, phone: '3125550101', phone_type: 'Work', phone_ext: null, is_default: true },
      { phone_id: 12, phone: '3125550111', phone_type: 'Mobile', phone_ext: null, is_default: false },
    ]);
    await waitFor(() => expect(api.callsTo('GET', 'user/7').some((c) => c.query.get('return_acl') === '1')).toBe(true));
    expect(button(PROFILE_TEXT.update)).toBeNull();
    expect(screen.queryByText(PROFILE_MESSAGES.changesNotice)).toBeNull();
    await waitFor(() => expect(button('Close')).toHaveFocus());
    expect(onClose).not.toHaveBeenCalled();
  });

  it('when a phone is removed and Update + Close is pressed then the row is deleted before the save and the dialog closes', async () => {
    const api = server();
    const { user, onClose } = renderDialog(api);
    await user.click(await screen.findByRole('button', { name: 'Remove Phone 2' }));
    await user.click(button(PROFILE_TEXT.updateAndClose)!);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const order = api.calls
      .filter((c) => c.path === 'user/7/phone/12/delete/' || (c.method === 'POST' && c.path === 'user/7'))
      .map((c) => c.path);
    expect(order).toEqual(['user/7/phone/12/delete/', 'user/7']);
    expect(
      (api.callsTo('POST', 'user/7')[0]!.body as { phones: Array<{ phone_id: number }> }).phones.map((p) => p.phone_id),
    ).toEqual([11]);
  });

  it('when the first name is emptied then its message shows once left, and no save button is offered', async () => {
    const api = server();
    const { user } = renderDialog(api);
    const fname = await screen.findByRole('textbox', { name: 'First Name' });
    await user.clear(fname);
    await user.tab();
    expect(screen.getByText('Please enter first name')).toBeVisible();
    expect(fname).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(PROFILE_TEXT.fixErrors)).toBeVisible();
    expect(button(PROFILE_TEXT.update)).toBeNull();
  });

  it('when the profile holds two Mobile phones then the dialog says so and offers no save, before any POST (the server runs the same rule)', async () => {
    const api = server();
    // A profile saved before the editor offered Mobile once (the dialog edits the session's user).
    session.current = testSession({
      ...USER,
      phones: [
        { phone_id: 11, phone: '3125550101', phone_type: 'Mobile', phone_ext: null, is_default: true },
        { phone_id: 12, phone: '3125550111', phone_type: 'Mobile', phone_ext: null, is_default: false },
      ],
    });
    const { user } = renderDialog(api);
    const company = await screen.findByRole('textbox', { name: 'Company' });
    await user.type(company, ' Group');
    expect(await screen.findByText(PROFILE_MESSAGES.oneMobile)).toBeVisible();
    expect(button(PROFILE_TEXT.update)).toBeNull();
    expect(api.callsTo('POST', 'user/7')).toHaveLength(0);
  });

  it('when the new password misses the criteria or the confirmation differs then the spec messages show', async () => {
    const api = server();
    const { user } = renderDialog(api);
    await user.type(await screen.findByLabelText('Current Password'), 'Demo#2026agent');
    await user.type(screen.getByLabelText('New Password'), 'weakpass');
    await user.tab();
    await user.tab();
    expect(screen.getByText('New password does not meet the required criteria.')).toBeVisible();
    await user.clear(screen.getByLabelText('New Password'));
    await user.type(screen.getByLabelText('New Password'), 'Fresh#2026pass');
    await user.type(screen.getByLabelText('Confirm Password'), 'Fresh#2026pas');
    await user.tab();
    expect(screen.getByText('New Password and Confirm Password must be match.')).toBeVisible();
    expect(button(PROFILE_TEXT.update)).toBeNull();
  });

  it('when a password is shown then its input turns to text and the toggle says Hide', async () => {
    const api = server();
    const { user } = renderDialog(api);
    await user.click(await screen.findByRole('button', { name: 'Show New Password' }));
    expect(screen.getByLabelText('New Password')).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide New Password' }));
    expect(screen.getByLabelText('New Password')).toHaveAttribute('type', 'password');
  });

  it('when the current password is wrong then the current field is marked with the spec message and nothing is saved', async () => {
    const api = server({
      'POST userCredentials/9/changePassword': () => ({
        status: 400,
        body: { success: false, message: 'The current password entered is incorrect', result: { field: 'password' } },
      }),
    });
    const { user } = renderDialog(api);
    await user.type(await screen.findByRole('textbox', { name: 'Company' }), ' LLC');
    await user.type(screen.getByLabelText('Current Password'), 'Wrong#2026pass');
    await user.type(screen.getByLabelText('New Password'), 'Fresh#2026pass');
    await user.type(screen.getByLabelText('Confirm Password'), 'Fresh#2026pass');
    await user.click(button(PROFILE_TEXT.update)!);
    expect(await screen.findByText('The current password entered is incorrect')).toBeVisible();
    expect(screen.getByLabelText('Current Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Current Password')).toHaveFocus();
    expect(api.callsTo('POST', 'user/7')).toHaveLength(0);
    expect(api.callsTo('POST', 'userCredentials/9/changePassword')[0]!.body).toEqual({
      user_id: 7,
      user_credentials_id: 9,
      login: 'demoagent',
      context: 'meridian',
      password: 'Wrong#2026pass',
      new_password: 'Fresh#2026pass',
    });
    // Typing again clears the mark.
    await user.type(screen.getByLabelText('Current Password'), 'x');
    expect(screen.queryByText('The current password entered is incorrect')).toBeNull();
  });

  it('when the password changes then the success message shows and the password fields clear 3 s later', async () => {
    const api = server();
    const { user } = renderDialog(api);
    await user.type(await screen.findByLabelText('Current Password'), 'Demo#2026agent');
    await user.type(screen.getByLabelText('New Password'), 'Fresh#2026pass');
    await user.type(screen.getByLabelText('Confirm Password'), 'Fresh#2026pass');
    await user.click(button(PROFILE_TEXT.update)!);
    expect(await screen.findByText(PROFILE_MESSAGES.updated)).toBeVisible();
    expect(api.callsTo('POST', 'user/7')).toHaveLength(0);
    expect(screen.getByLabelText('New Password')).toHaveValue('Fresh#2026pass');
    await waitFor(() => expect(screen.getByLabelText('New Password')).toHaveValue(''), { timeout: 5_000 });
    expect(screen.getByLabelText('Current Password')).toHaveValue('');
  });

  it('when saving fails then the server message shows in an alert banner and the changes stay', async () => {
    const api = server({
      'POST user/7': () => ({ status: 400, body: { success: false, message: 'Please enter correct email' } }),
    });
    const { user } = renderDialog(api);
    await user.type(await screen.findByRole('textbox', { name: 'Company' }), ' LLC');
    await user.click(button(PROFILE_TEXT.update)!);
    expect(await screen.findByText('Please enter correct email')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Company' })).toHaveValue('Demo Agency LLC');
    expect(button(PROFILE_TEXT.update)).toBeVisible();
  });

  it('when Cancel or Escape is pressed with changes then the discard question asks first; Keep editing keeps the text, Discard closes; Escape closes an unchanged profile', async () => {
    const api = server();
    const { user, onClose } = renderDialog(api);
    const company = await screen.findByRole('textbox', { name: 'Company' });
    await user.type(company, ' LLC');
    await user.click(button('Cancel')!);
    expect(await keepEditingButton()).toHaveFocus();
    await keepEditing(user);
    expect(onClose).not.toHaveBeenCalled();
    expect(company).toHaveValue('Demo Agency LLC');

    company.focus();
    await user.keyboard('{Escape}');
    await keepEditing(user);
    expect(company).toHaveValue('Demo Agency LLC');
    expect(onClose).not.toHaveBeenCalled();

    await user.keyboard('{Escape}');
    await discardChanges(user);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('when the draft is unchanged then Escape closes without asking', async () => {
    const { user, onClose } = renderDialog(server());
    (await screen.findByRole('textbox', { name: 'Company' })).focus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(screen.queryByText(SHELL_MESSAGES.unsavedContent)).toBeNull();
  });

  it('when something is typed then the changes notice shows in the footer, after the fields, so it does not push them down', async () => {
    const { user } = renderDialog(server());
    const company = await screen.findByRole('textbox', { name: 'Company' });
    await user.type(company, ' LLC');
    const notice = within(dialog()).getByRole('status');
    expect(notice).toHaveTextContent(PROFILE_MESSAGES.changesNotice);
    expect(company.compareDocumentPosition(notice) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(notice.nextElementSibling).toBe(button('Cancel'));
  });
});
