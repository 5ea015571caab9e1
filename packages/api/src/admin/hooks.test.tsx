import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeHookServer } from '../react/test-utils';
import { useAdminAudit, useSetUserActive, useUserSearch } from './hooks';

const row = (active: '0' | '1') => ({
  user_id: 12,
  fname: 'Rosa',
  lname: 'Delgado',
  role_id: 3,
  role_name: 'Agent',
  active,
  npn: null,
  registration_date: '2026-11-25T10:00:00.000Z',
  last_access_date: null,
  login: 'pending01',
});

function server() {
  let active: '0' | '1' = '0';
  const audit: unknown[] = [];
  return fakeHookServer({
    'POST user/search': () => ({
      body: { success: true, total_records: 1, page_number: 1, records_per_page: 25, result: [row(active)] },
    }),
    'POST admin/user/12/active': (body) => {
      active = (body as { active: '0' | '1' }).active;
      audit.unshift({
        audit_id: audit.length + 1,
        changed_by: 1,
        changed_by_name: 'Dana Whitfield',
        changed_at: '2026-11-25T10:00:00.000Z',
        entity: 'user',
        entity_id: 12,
        action: 'activate_registration',
        before: { active: '0' },
        after: { active },
      });
      return { body: { success: true, user_id: 12, active, active_changed_date: '2026-11-25T10:00:00.000Z' } };
    },
    'POST admin/user/1/active': {
      status: 403,
      body: { success: false, message: 'User doesnt have permission to change the role' },
    },
    'GET admin/audit/user/12': () => ({ body: { result: audit } }),
  });
}

describe('given the admin user hooks (issue 16)', () => {
  it('when a pending user is activated then the search and the History are read again', async () => {
    const { calls, bodies, wrapper } = server();
    const body = { criteria: { pending: { type: 'simple' as const, value: ['1'] } }, records_per_page: 25 };
    const { result } = renderHook(
      () => ({ search: useUserSearch(body), history: useAdminAudit('user', 12), setActive: useSetUserActive() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.search.data?.result[0]?.active).toBe('0'));
    expect(result.current.history.data).toEqual([]);
    expect(bodies[calls.indexOf('POST user/search')]).toEqual(body);
    await act(async () => {
      const saved = await result.current.setActive.trigger({ user_id: 12, active: '1' });
      expect(saved.active).toBe('1');
    });
    await waitFor(() => expect(result.current.search.data?.result[0]?.active).toBe('1'));
    await waitFor(() => expect(result.current.history.data?.[0]).toMatchObject({ after: { active: '1' } }));
  });

  it("when the server refuses one's own flag then trigger rejects with the spec message", async () => {
    const { wrapper } = server();
    const { result } = renderHook(() => useSetUserActive(), { wrapper });
    await act(async () => {
      await expect(result.current.trigger({ user_id: 1, active: '0' })).rejects.toThrow(
        'User doesnt have permission to change the role',
      );
    });
  });
});
