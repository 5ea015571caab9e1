import type { UserSearchRow } from '@meridian/api';
import { screen, waitFor, within } from '@testing-library/react';
import { useRoutes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, axeViolations, fakeApi, renderWithPortal, testSession, type FakeRequest } from '../../../test-utils';
import { adminRoutes } from '../routes';
import { UsersPage } from './UsersPage';

let permissions: string[] = ['ui_admin', 'user_manage'];
vi.mock('../../../session/SessionProvider', async () => {
  const { testSession: session, ADMIN: admin } = await import('../../../test-utils');
  return { useSession: () => session(admin, permissions) };
});
void testSession;

const base = { role_id: 2, npn: null, registration_date: '2026-11-20T15:00:00.000Z', last_access_date: null };
function server() {
  const users: UserSearchRow[] = [
    { ...base, user_id: 5, fname: 'Dana', lname: 'Whitfield', role_name: 'Admin', active: '1', login: 'demoadmin' },
    { ...base, user_id: 7, fname: 'Marcus', lname: 'Bell', role_name: 'Agent', active: '1', login: 'demoagent' },
    { ...base, user_id: 12, fname: 'Rosa', lname: 'Delgado', role_name: 'Agent', active: '0', login: 'pending01' },
  ];
  const pending = new Set([12]);
  const answer = (result: UserSearchRow[]) => ({
    body: { success: true, total_records: result.length, page_number: 1, records_per_page: 25, result },
  });
  return fakeApi(
    {
      'POST user/search': (request: FakeRequest) => {
        const criteria = (request.body as { criteria: Record<string, { value: string[] }> }).criteria;
        if (criteria.pending) return answer(users.filter((u) => pending.has(u.user_id)));
        const name = criteria.name?.value[0]?.toLowerCase();
        return answer(users.filter((u) => !name || `${u.fname} ${u.lname}`.toLowerCase().includes(name)));
      },
      ...Object.fromEntries(
        users.map((u) => [
          `POST admin/user/${u.user_id}/active`,
          (request: FakeRequest) => {
            u.active = (request.body as { active: '0' | '1' }).active;
            pending.delete(u.user_id);
            return { body: { success: true, user_id: u.user_id, active: u.active, active_changed_date: null } };
          },
        ]),
      ),
    },
    ADMIN,
  );
}

const usersTable = () => screen.getByRole('table', { name: 'Users' });
const pendingTable = () => screen.getByRole('table', { name: 'Self-registrations awaiting activation' });

describe('given the admin Users screen (issue 16)', () => {
  beforeEach(() => {
    permissions = ['ui_admin', 'user_manage'];
  });

  it('when it opens then users and pending registrations show, with the sub-navigation, and no axe violations', async () => {
    const { client } = server();
    renderWithPortal(<UsersPage />, { client, path: '/admin/users/manage_user' });
    expect(await within(usersTable()).findByRole('rowheader', { name: 'Marcus Bell' })).toBeTruthy();
    expect(await within(pendingTable()).findByRole('rowheader', { name: 'Rosa Delgado' })).toBeTruthy();
    expect(within(pendingTable()).queryByRole('rowheader', { name: 'Marcus Bell' })).toBeNull();
    const nav = screen.getByRole('navigation', { name: 'Administration' });
    expect(within(nav).getByRole('link', { name: 'Users' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getAllByRole('link')).toHaveLength(1);
    expect(await axeViolations()).toEqual([]);
  });

  it('when the admin searches a name then the server is asked with it, page 1, and an empty result shows the empty state', async () => {
    const { client, callsTo } = server();
    const { user } = renderWithPortal(<UsersPage />, { client, path: '/admin/users/manage_user' });
    await within(usersTable()).findByRole('rowheader', { name: 'Marcus Bell' });
    await user.type(screen.getByLabelText('Search name or username'), 'marcus');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(within(usersTable()).queryByRole('rowheader', { name: 'Dana Whitfield' })).toBeNull());
    const bodies = callsTo('POST', 'user/search').map((c) => c.body as { criteria: object; page_number: number });
    expect(bodies.at(-1)).toMatchObject({ criteria: { name: { type: 'simple', value: ['marcus'] } }, page_number: 1 });
    await user.clear(screen.getByLabelText('Search name or username'));
    await user.type(screen.getByLabelText('Search name or username'), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No users match this search.')).toBeTruthy();
  });

  it('when the admin sorts by username then the server orders it', async () => {
    const { client, callsTo } = server();
    const { user } = renderWithPortal(<UsersPage />, { client, path: '/admin/users/manage_user' });
    await within(usersTable()).findByRole('rowheader', { name: 'Marcus Bell' });
    await user.click(within(usersTable()).getByRole('button', { name: /Username/ }));
    await waitFor(() => expect(callsTo('POST', 'user/search').at(-1)?.body).toMatchObject({ orderby_field: 'login' }));
  });

  it('when the admin activates a pending registration then it leaves the pending list and shows active', async () => {
    const { client, callsTo } = server();
    const { user } = renderWithPortal(<UsersPage />, { client, path: '/admin/users/manage_user' });
    await within(pendingTable()).findByRole('rowheader', { name: 'Rosa Delgado' });
    await user.click(within(pendingTable()).getByRole('button', { name: 'Activate Rosa Delgado' }));
    await waitFor(() => expect(within(pendingTable()).queryByRole('rowheader', { name: 'Rosa Delgado' })).toBeNull());
    expect(callsTo('POST', 'admin/user/12/active').map((c) => c.body)).toEqual([{ active: '1' }]);
    expect(await screen.findByText('No self-registrations are waiting for activation.')).toBeTruthy();
    await waitFor(() =>
      expect(within(usersTable()).getByRole('button', { name: 'Deactivate Rosa Delgado' })).toBeTruthy(),
    );
  });

  it('when the admin deactivates a user then it asks first; No sends nothing, Yes deactivates', async () => {
    const { client, callsTo } = server();
    const { user } = renderWithPortal(<UsersPage />, { client, path: '/admin/users/manage_user' });
    await within(usersTable()).findByRole('rowheader', { name: 'Marcus Bell' });
    await user.click(within(usersTable()).getByRole('button', { name: 'Deactivate Marcus Bell' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Deactivate Marcus Bell?');
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(callsTo('POST', 'admin/user/7/active')).toEqual([]);
    await user.click(within(usersTable()).getByRole('button', { name: 'Deactivate Marcus Bell' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(callsTo('POST', 'admin/user/7/active').map((c) => c.body)).toEqual([{ active: '0' }]));
    await waitFor(() =>
      expect(within(usersTable()).getByRole('button', { name: 'Activate Marcus Bell' })).toBeTruthy(),
    );
  });

  it('when someone without ui_admin opens the page then it is not found', async () => {
    permissions = ['lead_view_assigned'];
    const { client, callsTo } = server();
    function Routes() {
      return useRoutes(adminRoutes);
    }
    renderWithPortal(<Routes />, { client, path: '/admin/users/manage_user' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(callsTo('POST', 'user/search')).toEqual([]);
  });
});
