import type { AdminNotice } from '@meridian/api';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN, axeViolations, fakeApi, renderWithPortal, testSession, type FakeRequest } from '../../../test-utils';
import { NoticesPage } from './NoticesPage';

vi.mock('../../../session/SessionProvider', async () => {
  const { testSession: session, ADMIN: admin } = await import('../../../test-utils');
  return { useSession: () => session(admin, ['ui_admin', 'notice_manage']) };
});
void testSession;

const notice = (id: number, title: string, extra: Partial<AdminNotice> = {}): AdminNotice => ({
  notice_id: id,
  notice_title: title,
  notice_text: '<p><strong>Bold</strong> text</p>',
  start_date: '2026-11-20T06:00:00.000Z',
  end_date: null,
  important_popup: '0',
  status: 'published',
  created_at: '2026-11-20T06:00:00.000Z',
  ...extra,
});

function server(refusal?: { status: number; message: string }) {
  const notices = [
    notice(3, 'AEP checklist', { important_popup: '1', end_date: '2026-12-08T05:59:59.999Z' }),
    notice(4, 'Office closed Friday', { status: 'scheduled', start_date: '2026-12-01T06:00:00.000Z' }),
  ];
  return fakeApi(
    {
      'POST notice/search': (request: FakeRequest) => {
        const title = (
          request.body as { criteria: Record<string, { value: string[] }> }
        ).criteria.notice_title?.value[0]?.toLowerCase();
        const result = notices.filter((n) => !title || n.notice_title.toLowerCase().includes(title));
        return { body: { success: true, total_records: result.length, page_number: 1, records_per_page: 25, result } };
      },
      'POST notice/3': (request: FakeRequest) =>
        refusal
          ? { status: refusal.status, body: { success: false, message: refusal.message } }
          : { body: { success: true, result: { ...notices[0], ...(request.body as object) } } },
      'GET admin/audit/notice/3': () => ({
        body: {
          result: [
            {
              audit_id: 9,
              changed_by: 5,
              changed_by_name: 'Dana Whitfield',
              changed_at: '2026-11-21T15:00:00.000Z',
              entity: 'notice',
              entity_id: 3,
              action: 'update',
              before: { notice_title: 'AEP list' },
              after: { notice_title: 'AEP checklist' },
            },
          ],
        },
      }),
      'GET notice/4/delete': () => {
        notices.splice(1, 1);
        return { body: { success: true, notice_id: 4 } };
      },
    },
    ADMIN,
  );
}

const table = () => screen.getByRole('table', { name: 'Notices' });

describe('given the admin Notices screen (issue 16)', () => {
  it('when it opens then the account’s notices show with dates, pop-up and status, and no axe violations', async () => {
    const { client } = server();
    renderWithPortal(<NoticesPage />, { client, path: '/admin/notices' });
    const row = (await within(table()).findByRole('rowheader', { name: 'AEP checklist' })).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['11/20/2026', '12/07/2026', 'Pop-up', 'Published', 'EditHistoryDelete']);
    expect(
      within(table()).getByRole('rowheader', { name: 'Office closed Friday' }).closest('tr')!.textContent,
    ).toContain('Scheduled');
    expect(await axeViolations()).toEqual([]);
  });

  it('when the admin searches a title then the server is asked with it and an empty result shows the empty state', async () => {
    const { client, callsTo } = server();
    const { user } = renderWithPortal(<NoticesPage />, { client, path: '/admin/notices' });
    await within(table()).findByRole('rowheader', { name: 'AEP checklist' });
    await user.type(screen.getByLabelText('Search titles'), 'nothing like it');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No notices match this search.')).toBeTruthy();
    expect(callsTo('POST', 'notice/search').at(-1)?.body).toMatchObject({
      criteria: { notice_title: { type: 'simple', value: ['nothing like it'] } },
      page_number: 1,
    });
  });

  it('when a save is refused then the dialog stays with what was typed and shows the server’s message', async () => {
    const { client, callsTo } = server({ status: 409, message: 'This notice was changed by someone else.' });
    const { user } = renderWithPortal(<NoticesPage />, { client, path: '/admin/notices' });
    await within(table()).findByRole('rowheader', { name: 'AEP checklist' });
    await user.click(screen.getByRole('button', { name: 'Edit AEP checklist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Notice' });
    expect(within(dialog).getByRole('textbox', { name: 'Start date' })).toHaveValue('11/20/2026');
    expect(within(dialog).getByRole('textbox', { name: 'End date' })).toHaveValue('12/07/2026');
    expect(within(dialog).getByRole('checkbox', { name: 'Important pop-up' })).toBeChecked();
    // The rich-text editor is its own lazy chunk: its first import in jsdom can take seconds on a busy machine.
    await within(dialog).findByRole('textbox', { name: 'Text' }, { timeout: 15_000 });
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'AEP checklist (revised)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This notice was changed by someone else.')).toBeTruthy();
    expect(title).toHaveValue('AEP checklist (revised)');
    expect(callsTo('POST', 'notice/3').at(-1)?.body).toEqual({
      notice_title: 'AEP checklist (revised)',
      notice_text: '<p><strong>Bold</strong> text</p>',
      start_date: '20261120',
      end_date: '20261207',
      important_popup: '1',
    });
    // The preview shows the notice as agents will see it.
    const preview = within(dialog).getByRole('region', { name: 'Preview as agents see it' });
    expect(within(preview).getByRole('heading', { name: 'AEP checklist (revised)' })).toBeTruthy();
    expect(preview.querySelector('strong')?.textContent).toBe('Bold');
  });

  it('when the form has a problem then the domain’s message shows and nothing is sent', async () => {
    const { client, callsTo } = server();
    const { user } = renderWithPortal(<NoticesPage />, { client, path: '/admin/notices' });
    await within(table()).findByRole('rowheader', { name: 'AEP checklist' });
    await user.click(screen.getByRole('button', { name: 'New Notice' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Notice' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a title.')).toBeTruthy();
    expect(within(dialog).getByText('Enter the notice text.')).toBeTruthy();
    expect(callsTo('POST', 'notice')).toEqual([]);
  });

  it('when the admin deletes a notice then it asks first, and Delete removes it', async () => {
    const { client, callsTo } = server();
    const { user } = renderWithPortal(<NoticesPage />, { client, path: '/admin/notices' });
    await within(table()).findByRole('rowheader', { name: 'Office closed Friday' });
    await user.click(screen.getByRole('button', { name: 'Delete Office closed Friday' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('Delete the notice "Office closed Friday"? Agents will no longer see it.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(table()).queryByRole('rowheader', { name: 'Office closed Friday' })).toBeNull());
    expect(callsTo('GET', 'notice/4/delete')).toHaveLength(1);
    expect(await screen.findByText('Notice "Office closed Friday" deleted.')).toBeTruthy();
  });

  it('when the admin opens a notice’s History then its recorded changes show', async () => {
    const { client } = server();
    const { user } = renderWithPortal(<NoticesPage />, { client, path: '/admin/notices' });
    await within(table()).findByRole('rowheader', { name: 'AEP checklist' });
    await user.click(screen.getByRole('button', { name: 'History AEP checklist' }));
    const dialog = await screen.findByRole('dialog', { name: 'History: AEP checklist' });
    expect(await within(dialog).findByText('Dana Whitfield')).toBeTruthy();
    expect(within(dialog).getByText('Update')).toBeTruthy();
    expect(dialog.textContent).toContain('AEP list → AEP checklist');
  });

  it('when the admin cancels a notice with unsaved changes then it asks first; Keep editing keeps them, Discard closes', async () => {
    const { client, callsTo } = server();
    const { user } = renderWithPortal(<NoticesPage />, { client, path: '/admin/notices' });
    await within(table()).findByRole('rowheader', { name: 'AEP checklist' });
    await user.click(screen.getByRole('button', { name: 'New Notice' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Notice' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Half written');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    expect(ask.textContent).toContain('You have unsaved content, are you sure you want to exit?');
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Half written');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New Notice' })).toBeNull());
    expect(callsTo('POST', 'notice')).toEqual([]);
  });
});
