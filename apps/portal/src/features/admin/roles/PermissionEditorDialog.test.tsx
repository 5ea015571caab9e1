import type { Role } from '@meridian/api';
import { PERMISSIONS } from '@meridian/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN, axeViolations, fakeApi, renderWithPortal, type FakeRequest } from '../../../test-utils';
import { PermissionEditorDialog } from './PermissionEditorDialog';

const role: Role = { role_id: 9, role_name: 'Team Lead', active: true, permissions: ['user_view_all'], user_count: 2 };
const catalogue = PERMISSIONS.map((permission_name) => ({
  permission_name,
  description: `What ${permission_name} allows`,
}));

function server(answer: (request: FakeRequest) => { status?: number; body?: unknown }) {
  return fakeApi(
    {
      'GET permission/catalogue': () => ({ body: { result: catalogue } }),
      'GET role/9/permissions': () => ({ body: { role_id: 9, permissions: ['user_view_all'] } }),
      'POST role/9/permissions': answer,
      'GET admin/audit/role/9': () => ({ body: { result: [] } }),
    },
    ADMIN,
  );
}

describe('given the permission editor (issue 16)', () => {
  it('when it opens then every permission shows in its group with what it allows, the role’s are checked, and axe is clean', async () => {
    const { client } = server(() => ({ body: {} }));
    renderWithPortal(<PermissionEditorDialog role={role} ownRoleId={1} onClose={() => {}} />, { client });
    const dialog = await screen.findByRole('dialog', { name: 'Permissions of Team Lead' });
    const users = await within(dialog).findByRole('group', { name: 'Users' });
    expect(within(users).getByRole('checkbox', { name: 'View all users' })).toBeChecked();
    expect(within(users).getByRole('checkbox', { name: 'View all users' })).toHaveAccessibleDescription(
      'What user_view_all allows',
    );
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(PERMISSIONS.length + 4);
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('when the server refuses the save then its message shows in the dialog, the choice stays, and the dialog stays open', async () => {
    const { client, callsTo } = server(() => ({
      status: 403,
      body: { success: false, message: 'You cannot disable or change the permissions of your own role.' },
    }));
    const onClose = vi.fn();
    const { user } = renderWithPortal(<PermissionEditorDialog role={role} ownRoleId={1} onClose={onClose} />, {
      client,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Permissions of Team Lead' });
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Manage notices' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You cannot disable or change the permissions of your own role.',
    );
    expect(callsTo('POST', 'role/9/permissions')[0]?.body).toEqual({ permissions: ['notice_manage', 'user_view_all'] });
    expect(within(dialog).getByRole('checkbox', { name: 'Manage notices' })).toBeChecked();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('when one’s own role is saved then the domain refuses it before any call, keeping the choice', async () => {
    const { client, callsTo } = server(() => ({ body: {} }));
    const { user } = renderWithPortal(<PermissionEditorDialog role={role} ownRoleId={9} onClose={() => {}} />, {
      client,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Permissions of Team Lead' });
    await user.click(await within(dialog).findByRole('checkbox', { name: 'All Users permissions' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Manage users' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You cannot disable or change the permissions of your own role.',
    );
    expect(callsTo('POST', 'role/9/permissions')).toHaveLength(0);
  });

  it('when the save succeeds then a toast says so and the dialog closes', async () => {
    const { client } = server((request) => ({
      body: { role_id: 9, permissions: (request.body as { permissions: string[] }).permissions },
    }));
    const onClose = vi.fn();
    const { user } = renderWithPortal(<PermissionEditorDialog role={role} ownRoleId={1} onClose={onClose} />, {
      client,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Permissions of Team Lead' });
    await user.click(await within(dialog).findByRole('checkbox', { name: 'View all users' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText('Permissions of Team Lead saved.')).toBeInTheDocument();
  });
});
