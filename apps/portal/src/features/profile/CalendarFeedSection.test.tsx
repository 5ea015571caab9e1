import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations, fakeApi, renderWithPortal } from '../../test-utils';
import { CalendarFeedSection } from './CalendarFeedSection';
import { CALENDAR_FEED_TEXT as T } from './text';

const CREATED_AT = '2026-03-04T15:30:00.000Z';

/** A fake server holding the user's feed link as the real one does: made (answered once), read without the link, revoked. */
function server({ active = false } = {}) {
  let live = active;
  let made = 0;
  const state = () => ({ success: true, active: live, created_at: live ? CREATED_AT : null });
  return fakeApi({
    'GET user/7/calendarFeed': () => ({ body: state() }),
    'POST user/7/calendarFeed': () => {
      live = true;
      made += 1;
      return { body: { ...state(), feed_url: `https://meridian.example/api/public/calendar/token-${made}.ics` } };
    },
    'GET user/7/calendarFeed/delete': () => {
      live = false;
      return { body: state() };
    },
  });
}

describe('given the calendar feed section of the own profile', () => {
  it('when Create link is pressed then the link shows read-only, Copy puts it on the clipboard with "Copied", and Revoke link asks first, then offers Create link again; no axe violations', async () => {
    const api = server();
    const { user } = renderWithPortal(<CalendarFeedSection userId={7} />, { client: api.client });
    expect(screen.getByRole('region', { name: T.title })).toHaveTextContent(T.intro);
    await user.click(await screen.findByRole('button', { name: T.create }));

    const box = await screen.findByRole('textbox', { name: T.linkLabel });
    expect(box).toHaveValue('https://meridian.example/api/public/calendar/token-1.ics');
    expect(box).toHaveAttribute('readonly');
    expect(box).toHaveAccessibleDescription(T.shownOnce);
    await waitFor(() => expect(box).toHaveFocus());
    expect(api.callsTo('POST', 'user/7/calendarFeed')).toHaveLength(1);
    expect(await axeViolations()).toEqual([]);

    // user-event's clipboard stand-in is the browser's navigator.clipboard here.
    await user.click(screen.getByRole('button', { name: T.copy }));
    expect(await navigator.clipboard.readText()).toBe('https://meridian.example/api/public/calendar/token-1.ics');
    expect(screen.getByRole('status')).toHaveTextContent(T.copied);

    await user.click(screen.getByRole('button', { name: T.revoke }));
    const confirm = await screen.findByRole('alertdialog', { name: T.revokeConfirm });
    await user.click(within(confirm).getByRole('button', { name: T.cancel }));
    expect(api.callsTo('GET', 'user/7/calendarFeed/delete')).toHaveLength(0);
    expect(screen.getByRole('textbox', { name: T.linkLabel })).toBeVisible();

    await user.click(screen.getByRole('button', { name: T.revoke }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: T.revokeConfirm })).getByRole('button', { name: T.revoke }),
    );
    const create = await screen.findByRole('button', { name: T.create });
    expect(screen.queryByRole('textbox', { name: T.linkLabel })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(T.revoked);
    expect(api.callsTo('GET', 'user/7/calendarFeed/delete')).toHaveLength(1);
    await waitFor(() => expect(create).toHaveFocus());
  });

  it('when a link is already active (the dialog reopened) then it says since when and a new link replaces it only after the question', async () => {
    const api = server({ active: true });
    const { user } = renderWithPortal(<CalendarFeedSection userId={7} />, { client: api.client });
    expect(await screen.findByText(T.activeSince('03/04/2026 09:30 AM CST'))).toBeVisible();
    expect(screen.queryByRole('textbox', { name: T.linkLabel })).toBeNull();
    expect(screen.getByRole('button', { name: T.revoke })).toBeVisible();

    await user.click(screen.getByRole('button', { name: T.replace }));
    const confirm = await screen.findByRole('alertdialog', { name: T.replaceConfirm });
    await user.click(within(confirm).getByRole('button', { name: T.replace }));
    expect(await screen.findByRole('textbox', { name: T.linkLabel })).toHaveValue(
      'https://meridian.example/api/public/calendar/token-1.ics',
    );
    expect(api.callsTo('POST', 'user/7/calendarFeed')).toHaveLength(1);
  });

  it('when the server refuses then its message shows and the section stays usable', async () => {
    const { user } = renderWithPortal(<CalendarFeedSection userId={7} />, {
      client: fakeApi({
        'GET user/7/calendarFeed': () => ({ body: { success: true, active: false, created_at: null } }),
        'POST user/7/calendarFeed': () => ({ status: 500, body: { success: false, message: 'Server unavailable' } }),
      }).client,
    });
    await user.click(await screen.findByRole('button', { name: T.create }));
    expect(await screen.findByText('Server unavailable')).toBeVisible();
    expect(screen.getByRole('button', { name: T.create })).toBeEnabled();
  });
});
