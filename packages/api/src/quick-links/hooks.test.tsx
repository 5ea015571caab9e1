import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../core/errors';
import { fakeHookServer } from '../react/test-utils';
import type { QuickLink } from './contract';
import {
  useDeleteQuickLink,
  useQuickLinkOrder,
  useQuickLinks,
  useSaveQuickLink,
  useSaveQuickLinkDisplay,
} from './hooks';

const link = (id: number, title: string, kind: 'System' | 'Account' | 'User'): QuickLink => ({
  quicklink_id: id,
  quicklink_title: title,
  quicklink_url: `https://${id}.example/`,
  quicklink_hierarchy_type_name: kind,
  quicklink_hierarchy_type_id: { System: 1, Account: 2, User: 3 }[kind],
  display: '1',
  account_display: '1',
});

/** A server holding user 7's links (account 3); the writes change them, the search answers them. */
function setup(writes: Parameters<typeof fakeHookServer>[0] = {}) {
  let links = [link(1, 'Medicare Plan Finder', 'System'), link(20, 'My Booking Page', 'User')];
  const saved = (created: QuickLink) => {
    links = [...links.filter((l) => l.quicklink_id !== created.quicklink_id), created];
    return { body: { success: true, message: '', quicklink: created } };
  };
  const server = fakeHookServer({
    'POST user/7/quickLink/search': () => ({
      body: { success: true, total_records: links.length, page_number: 1, records_per_page: 500, result: links },
    }),
    'POST user/7/quicklink/': () => saved(link(21, 'New Link', 'User')),
    'POST account/3/quicklink/': () => saved(link(10, 'Agency Intranet', 'Account')),
    'POST user/7/quicklink/20/': () => saved({ ...link(20, 'Renamed', 'User') }),
    'GET user/7/quicklink/20/delete/': () => {
      links = links.filter((l) => l.quicklink_id !== 20);
      return { body: { success: true, message: 'Quick link deleted.' } };
    },
    'POST user/7/quicklink/displaySave/': (body) => {
      const list = (body as { quicklink_id_active_list: Array<{ quicklink_id: number; active: '0' | '1' }> })
        .quicklink_id_active_list;
      links = links.map((l) => ({ ...l, display: list.find((i) => i.quicklink_id === l.quicklink_id)?.active ?? '1' }));
      return { body: { success: true } };
    },
    ...writes,
  });
  const { result } = renderHook(
    () => ({
      links: useQuickLinks(7),
      order: useQuickLinkOrder(7),
      save: useSaveQuickLink(7, 3),
      remove: useDeleteQuickLink(7),
      saveDisplay: useSaveQuickLinkDisplay(7),
    }),
    { wrapper: server.wrapper },
  );
  return { ...server, result };
}

const titles = (links: QuickLink[] | undefined) => links?.map((l) => l.quicklink_title);

describe('given the quick-link write hooks (spec 01 §4–§8)', () => {
  it('when a user link is created then it is posted under the user and the list is read again with it', async () => {
    const { calls, bodies, result } = setup();
    await waitFor(() => expect(result.current.links.data).toHaveLength(2));
    let answer;
    await act(async () => {
      answer = await result.current.save.trigger({
        payload: { quicklink_title: 'New Link', quicklink_url: 'http://21.example/', quicklink_hierarchy_type_id: 3 },
      });
    });
    expect(answer).toMatchObject({ success: true, quicklink: { quicklink_id: 21 } });
    expect(calls).toContain('POST user/7/quicklink/');
    expect(bodies[calls.indexOf('POST user/7/quicklink/')]).toEqual({
      quicklink_title: 'New Link',
      quicklink_url: 'http://21.example/',
      quicklink_hierarchy_type_id: 3,
    });
    await waitFor(() => expect(titles(result.current.links.data)).toContain('New Link'));
  });

  it('when an account link is created then it goes to the account path; an update goes to the link’s own path', async () => {
    const { calls, result } = setup();
    await waitFor(() => expect(result.current.links.data).toBeDefined());
    await act(async () => {
      await result.current.save.trigger({
        payload: { quicklink_title: 'Agency Intranet', quicklink_url: 'https://a/', quicklink_hierarchy_type_id: 2 },
      });
      await result.current.save.trigger({
        quicklinkId: 20,
        payload: { quicklink_title: 'Renamed', quicklink_url: 'https://20.example/', quicklink_hierarchy_type_id: 3 },
      });
    });
    expect(calls.filter((c) => !c.includes('search'))).toEqual([
      'POST account/3/quicklink/',
      'POST user/7/quicklink/20/',
    ]);
    await waitFor(() =>
      expect(titles(result.current.links.data)).toEqual(['Medicare Plan Finder', 'Agency Intranet', 'Renamed']),
    );
  });

  it('when a link is deleted then the answer comes once the list no longer has it', async () => {
    const { result } = setup();
    await waitFor(() => expect(result.current.links.data).toHaveLength(2));
    await act(async () => {
      expect(await result.current.remove.trigger(20)).toEqual({ success: true, message: 'Quick link deleted.' });
    });
    expect(titles(result.current.links.data)).toEqual(['Medicare Plan Finder']);
  });

  it('when the display is saved then every flag goes in one batch, the order is kept for the session and the list is read again', async () => {
    const { bodies, calls, result } = setup();
    await waitFor(() => expect(result.current.links.data).toHaveLength(2));
    await act(async () => {
      await result.current.saveDisplay.trigger([
        { quicklink_id: 20, display: '0' },
        { quicklink_id: 1, display: '1' },
      ]);
    });
    expect(bodies[calls.indexOf('POST user/7/quicklink/displaySave/')]).toEqual({
      quicklink_id_active_list: [
        { quicklink_id: 20, active: '0' },
        { quicklink_id: 1, active: '1' },
      ],
    });
    expect(result.current.order.order).toEqual([20, 1]);
    expect(result.current.links.data?.find((l) => l.quicklink_id === 20)?.display).toBe('0');
  });

  it('when the server refuses a save then trigger rejects with its message and nothing is read again', async () => {
    const { calls, result } = setup({
      'POST user/7/quicklink/': { status: 400, body: { success: false, message: 'Quick Link Name is required.' } },
    });
    await waitFor(() => expect(result.current.links.data).toBeDefined());
    await act(async () => {
      await expect(
        result.current.save.trigger({
          payload: { quicklink_title: '', quicklink_url: 'https://x/', quicklink_hierarchy_type_id: 3 },
        }),
      ).rejects.toThrow(ApiError);
    });
    expect(calls.filter((c) => c.includes('search'))).toHaveLength(1);
  });
});
