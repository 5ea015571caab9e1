import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useBuildRegistrationLink, useRegistrationLinks, useRevokeRegistrationLink } from '../registration/hooks';
import { fakeHookServer } from '../react/test-utils';
import {
  useCreateRole,
  usePermissionCatalogue,
  useRolePermissions,
  useRoleSearch,
  useSetRolePermissions,
} from './hooks';

function server() {
  let permissions: string[] = ['user_view_all'];
  const roles = [{ role_id: 9, role_name: 'Team Lead', active: true, user_count: 2 }];
  const links: unknown[] = [];
  return fakeHookServer({
    'POST account/3/role/search': () => ({
      body: {
        total_records: roles.length,
        page_number: 1,
        records_per_page: 25,
        result: roles.map((r) => ({ ...r, permissions: r.role_id === 9 ? permissions : [] })),
      },
    }),
    'GET role/9/permissions': () => ({ body: { role_id: 9, permissions } }),
    'POST role/9/permissions': (body) => {
      permissions = (body as { permissions: string[] }).permissions;
      return { body: { role_id: 9, permissions } };
    },
    'POST role/1/permissions': {
      status: 403,
      body: { success: false, message: 'You cannot disable or change the permissions of your own role.' },
    },
    'POST role/': (body) => {
      roles.push({ role_id: 10, role_name: (body as { role_name: string }).role_name, active: true, user_count: 0 });
      return { status: 201, body: { ...roles[1], permissions: [] } };
    },
    'GET admin/audit/role/9': () => ({ body: { result: [] } }),
    'GET admin/audit/role/10': () => ({ body: { result: [] } }),
    'GET permission/catalogue': () => ({
      body: { result: [{ permission_name: 'ui_admin', description: 'Shows the Admin menu' }] },
    }),
    'GET registration/buildLink/account/3/role/9': (_body, query) => {
      const approval = query.get('approval') === '1';
      links.unshift({
        link_id: 4,
        role_id: 9,
        role_name: 'Team Lead',
        created_by: 1,
        created_by_name: 'Dana Whitfield',
        created_at: '2026-11-25T10:00:00.000Z',
        expires_at: '2026-12-09T10:00:00.000Z',
        approval_required: approval,
      });
      return {
        body: {
          link: 'https://x/registration/?q=t',
          path: '/registration/?q=t',
          expires_at: '2026-12-09T10:00:00.000Z',
          link_id: 4,
          approval_required: approval,
        },
      };
    },
    'GET registration/links/account/3': () => ({ body: { result: links } }),
    'POST registration/revokeLink/account/3': () => {
      links.shift();
      return { body: { success: true } };
    },
  });
}

const body = { criteria: {}, records_per_page: 25 };

describe('given the role hooks (issue 16)', () => {
  it('when permissions are saved then the role search and the role’s permissions are read again', async () => {
    const { wrapper } = server();
    const { result } = renderHook(
      () => ({
        search: useRoleSearch(3, body),
        perms: useRolePermissions(9),
        catalogue: usePermissionCatalogue(),
        save: useSetRolePermissions(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.perms.data?.permissions).toEqual(['user_view_all']));
    await waitFor(() => expect(result.current.catalogue.data?.[0]?.permission_name).toBe('ui_admin'));
    await act(async () => {
      await result.current.save.trigger({ role_id: 9, permissions: ['ui_admin'] });
    });
    await waitFor(() => expect(result.current.search.data?.result[0]?.permissions).toEqual(['ui_admin']));
    await waitFor(() => expect(result.current.perms.data?.permissions).toEqual(['ui_admin']));
  });

  it('when a role is created then the search shows it; a refusal rejects with the server message', async () => {
    const { wrapper } = server();
    const { result } = renderHook(
      () => ({ search: useRoleSearch(3, body), create: useCreateRole(), save: useSetRolePermissions() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.search.data?.total_records).toBe(1));
    await act(async () => {
      expect((await result.current.create.trigger({ role_name: 'Closers' })).role_id).toBe(10);
    });
    await waitFor(() => expect(result.current.search.data?.result.map((r) => r.role_name)).toContain('Closers'));
    await act(async () => {
      await expect(result.current.save.trigger({ role_id: 1, permissions: [] })).rejects.toThrow(
        'You cannot disable or change the permissions of your own role.',
      );
    });
  });

  it('when a link is built then revoked then the current links are read again each time', async () => {
    const { wrapper } = server();
    const { result } = renderHook(
      () => ({
        links: useRegistrationLinks(3),
        build: useBuildRegistrationLink(3),
        revoke: useRevokeRegistrationLink(3),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.links.data).toEqual([]));
    await act(async () => {
      expect((await result.current.build.trigger(9)).link_id).toBe(4);
    });
    await waitFor(() => expect(result.current.links.data?.map((l) => l.link_id)).toEqual([4]));
    await act(async () => {
      await result.current.revoke.trigger({ link_id: 4 });
    });
    await waitFor(() => expect(result.current.links.data).toEqual([]));
    // A link whose registrations wait for approval asks for it (`?approval=1`) and is listed so.
    await act(async () => {
      expect((await result.current.build.trigger({ role_id: 9, approval: true })).approval_required).toBe(true);
    });
    await waitFor(() => expect(result.current.links.data?.map((l) => l.approval_required)).toEqual([true]));
  });
});
