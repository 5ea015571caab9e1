import type { UserSearchRow } from '@meridian/api';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN, axeViolations, fakeApi, renderWithPortal, testSession, type FakeRequest } from '../../../test-utils';
import { UsersPage } from './UsersPage';

vi.mock('../../../session/SessionProvider', async () => {
  const { testSession: session, ADMIN: admin } = await import('../../../test-utils');
  return { useSession: () => session(admin, ['ui_admin', 'user_manage', 'role_manage']) };
});
void testSession;

const base = { role_id: 2, npn: null, registration_date: '2026-11-20T15:00:00.000Z', last_access_date: null };

function server() {
  const users: UserSearchRow[] = [
    { ...base, user_id: 5, fname: 'Dana', lname: 'Whitfield', role_name: 'Admin', active: '1', login: 'demoadmin' },
    { ...base, user_id: 7, fname: 'Marcus', lname: 'Bell', role_name: 'Agent', active: '1', login: 'demoagent' },
    { ...base, user_id: 9, fname: 'Priya', lname: 'Raman', role_name: 'Agent', active: '1', login: 'demoagent2' },
  ];
  const answer = (result: UserSearchRow[]) => ({
    body: { success: true, total_records: result.length, page_number: 1, records_per_page: 25, result },
  });
  return fakeApi(
    {
      'POST user/search': (request: FakeRequest) => {
        const criteria = (request.body as { criteria: Record<string, unknown> }).criteria;
        return answer(criteria.pending ? [] : users);
      },
      'POST account/3/role/search': () => ({
        body: {
          success: true,
          total_records: 2,
          page_number: 1,
          records_per_page: 500,
          result: [
            { role_id: 1, role_name: 'Admin', active: true, permissions: ['ui_admin'], user_count: 1 },
            { role_id: 2, role_name: 'Agent', active: true, permissions: [], user_count: 2 },
          ],
        },
      }),
      'POST user': (request: FakeRequest) => {
        const login = (request.body as { usercredentials: Array<{ login: string }> }).usercredentials[0]!.login;
        if (login === 'demoagent')
          return {
            status: 409,
            body: {
              success: false,
              message: 'This username is already in use. Choose another.',
              result: { field: 'login' },
            },
          };
        return { status: 201, body: { success: true, user_id: 40, account_id: 3, message: 'x' } };
      },
      'POST user/40/invite': () => ({
        body: { success: true, email: 'nora@agency.example', expires_at: '2026-12-02T00:00:00.000Z' },
      }),
      'POST user/7/invite': () => ({
        body: { success: true, email: 'marcus.bell@demo-agency.example', expires_at: '2026-12-02T00:00:00.000Z' },
      }),
      'POST user/bulkDelete': (request: FakeRequest) => {
        const ids = (request.body as { user_ids: number[] }).user_ids;
        for (const id of ids)
          users.splice(
            users.findIndex((u) => u.user_id === id),
            1,
          );
        return { body: { success: true, user_ids: ids, leads_unassigned: 3 } };
      },
    },
    ADMIN,
  );
}

const usersTable = () => screen.getByRole('table', { name: 'Users' });

describe('given the admin Users screen managing users (issue 16)', () => {
  it('when it opens then one’s own row offers Edit but neither Deactivate nor Delete', async () => {
    const { client } = server();
    renderWithPortal(<UsersPage />, { client, path: '/admin/users/manage_user' });
    await within(usersTable()).findByRole('rowheader', { name: 'Dana Whitfield' });
    expect(within(usersTable()).getByRole('button', { name: 'Edit Dana Whitfield' })).toBeTruthy();
    expect(within(usersTable()).queryByRole('button', { name: 'Deactivate Dana Whitfield' })).toBeNull();
    expect(within(usersTable()).queryByRole('button', { name: 'Delete Dana Whitfield' })).toBeNull();
    expect(within(usersTable()).getByRole('button', { name: 'Delete Marcus Bell' })).toBeTruthy();
  });

  it('when Send invitation is pressed then the invitation goes again and says where', async () => {
    const { client, callsTo } = server();
    const { user } = renderWithPortal(<UsersPage />, { client, path: '/admin/users/manage_user' });
    await within(usersTable()).findByRole('rowheader', { name: 'Marcus Bell' });
    expect(within(usersTable()).queryByRole('button', { name: 'Send invitation to Dana Whitfield' })).toBeNull();
    await user.click(within(usersTable()).getByRole('button', { name: 'Send invitation to Marcus Bell' }));
    expect(
      await screen.findByText('An invitation to set a password was sent to marcus.bell@demo-agency.example.'),
    ).toBeTruthy();
    expect(callsTo('POST', 'user/7/invite')).toHaveLength(1);
  });

  it('when Add User is submitted then the rules show first, a taken username keeps the form, and a valid one creates, invites and says so', async () => {
    const { client, callsTo } = server();
    const { user } = renderWithPortal(<UsersPage />, { client, path: '/admin/users/manage_user' });
    await within(usersTable()).findByRole('rowheader', { name: 'Marcus Bell' });
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add User' });
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Role' }).textContent).toContain('Agent'));
    const password = (within(dialog).getByRole('textbox', { name: 'Initial Password' }) as HTMLInputElement).value;
    expect(password).toHaveLength(12);
    expect(await axeViolations()).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText('Please enter first name')).toBeTruthy();
    expect(within(dialog).getByText('Username must be 6-15 letters or numbers')).toBeTruthy();
    expect(callsTo('POST', 'user')).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: 'First Name' }), 'Nora');
    await user.type(within(dialog).getByRole('textbox', { name: 'Last Name' }), 'Quill');
    await user.type(within(dialog).getByRole('textbox', { name: 'Username' }), 'demoagent');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'nora@agency.example');
    await user.type(within(dialog).getByRole('textbox', { name: 'Phone' }), '2175550142');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('This username is already in use. Choose another.')).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: 'Last Name' }) as HTMLInputElement).value).toBe('Quill');

    await user.clear(within(dialog).getByRole('textbox', { name: 'Username' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Username' }), 'noraquill1');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('New User has been created for account 3.')).toBeTruthy();
    expect(await screen.findByText('An invitation to set a password was sent to nora@agency.example.')).toBeTruthy();
    expect(callsTo('POST', 'user').at(-1)?.body).toEqual({
      account_id: 3,
      fname: 'Nora',
      lname: 'Quill',
      role_id: 2,
      usercredentials: [{ login: 'noraquill1', password }],
      phones: [{ phone: '2175550142', phone_type: 'Work', is_default: true }],
      emails: [{ email: 'nora@agency.example', email_type: 'Work', is_default: true }],
      // Left empty: no gender, company or NPN, and the untouched address row is not sent.
      gender: null,
      company: null,
      npn: null,
      addresses: [],
    });
    expect(callsTo('POST', 'user/40/invite')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add User' })).toBeNull());
  });

  it('when two rows are selected and deleted then it confirms with the spec’s words and sends both ids', async () => {
    const { client, callsTo } = server();
    const { user } = renderWithPortal(<UsersPage />, { client, path: '/admin/users/manage_user' });
    await within(usersTable()).findByRole('rowheader', { name: 'Marcus Bell' });
    await user.click(within(usersTable()).getByRole('checkbox', { name: 'Select Marcus Bell' }));
    await user.click(within(usersTable()).getByRole('checkbox', { name: 'Select Priya Raman' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('Are you sure you want to delete these records?');
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(callsTo('POST', 'user/bulkDelete').map((c) => c.body)).toEqual([{ user_ids: [7, 9] }]));
    expect(await screen.findByText('2 users deleted. 3 leads are now Unassigned.')).toBeTruthy();
    await waitFor(() => expect(within(usersTable()).queryByRole('rowheader', { name: 'Marcus Bell' })).toBeNull());
    expect(screen.queryByRole('button', { name: /Delete selected/ })).toBeNull();
  });
});
