import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN, axeViolations, fakeApi, renderWithPortal } from '../../test-utils';
import { AdminHistoryDialog } from './AdminHistoryDialog';

const entry = (audit_id: number, action: string, before: unknown, after: unknown, changed_by_name: string | null) => ({
  audit_id,
  changed_by: 5,
  changed_by_name,
  changed_at: '2026-11-20T15:04:00.000Z',
  entity: 'user',
  entity_id: 7,
  action,
  before,
  after,
});

describe('given the admin History dialog (issue 16)', () => {
  it('when a record has changes then each shows when, who, the action and only the changed fields, with no axe violations', async () => {
    const { client } = fakeApi(
      {
        'GET admin/audit/user/7': () => ({
          body: {
            result: [
              entry(2, 'deactivate', { active: '1', login: 'demoagent' }, { active: '0', login: 'demoagent' }, null),
              entry(1, 'activate_registration', { active: '0' }, { active: '1' }, 'Dana Whitfield'),
            ],
          },
        }),
      },
      ADMIN,
    );
    const onClose = vi.fn();
    const { container } = renderWithPortal(
      <AdminHistoryDialog entity="user" id={7} name="Marcus Bell" onClose={onClose} />,
      { client },
    );
    const dialog = await screen.findByRole('dialog', { name: 'History: Marcus Bell' });
    const table = await within(dialog).findByRole('table', { name: 'Changes, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('User 5');
    expect(rows[0]).toHaveTextContent('Deactivate');
    expect(rows[0]).toHaveTextContent('active1 → 0');
    expect(rows[0]).not.toHaveTextContent('login');
    expect(rows[1]).toHaveTextContent('Dana Whitfield');
    expect(rows[1]).toHaveTextContent('Activate registration');
    expect(rows[1]).toHaveTextContent('11/20/2026');
    expect(await axeViolations(container.ownerDocument.body)).toEqual([]);
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(onClose).toHaveBeenCalled();
  });

  it('when a record has no changes then the dialog says so', async () => {
    const { client } = fakeApi({ 'GET admin/audit/user/9': () => ({ body: { result: [] } }) }, ADMIN);
    renderWithPortal(<AdminHistoryDialog entity="user" id={9} name="Priya Raman" onClose={() => {}} />, { client });
    expect(await screen.findByText('No changes have been recorded for this record yet.')).toBeInTheDocument();
  });
});
