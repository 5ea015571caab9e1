import type { LeadInstruction } from '@meridian/api';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN, axeViolations, fakeApi, renderWithPortal, testSession, type FakeRequest } from '../../../test-utils';
import { LeadInstructionsPage } from './LeadInstructionsPage';

vi.mock('../../../session/SessionProvider', async () => {
  const { testSession: session, ADMIN: admin } = await import('../../../test-utils');
  return { useSession: () => session(admin, ['ui_admin', 'lead_instructions_manage']) };
});
void testSession;

function server() {
  const rows: LeadInstruction[] = [
    { lead_instruction_id: 1, lead_instruction_text: 'Confirm the Medicare number.', sort_order: 0, active: '1' },
  ];
  return fakeApi(
    {
      'POST LeadInstructions/search': () => ({
        body: { success: true, total_records: rows.length, page_number: 1, records_per_page: 25, result: rows },
      }),
      'POST leadInstructions': (request: FakeRequest) => {
        const text = (request.body as { lead_instruction_text: string }).lead_instruction_text;
        if (text.includes('refuse')) return { status: 409, body: { success: false, message: 'Already there.' } };
        const row = { lead_instruction_id: 2, lead_instruction_text: text, sort_order: 1, active: '1' as const };
        rows.push(row);
        return { status: 201, body: { success: true, result: row } };
      },
    },
    ADMIN,
  );
}

const table = () => screen.getByRole('table', { name: 'Lead instructions' });

describe('given the Lead Instructions screen (issue 16)', () => {
  it('when the admin adds an instruction then it is sent and listed; a refused save keeps the text and shows the message', async () => {
    const { client, callsTo } = server();
    const { user } = renderWithPortal(<LeadInstructionsPage />, { client, path: '/admin/lead-instructions' });
    await within(table()).findByRole('rowheader', { name: 'Confirm the Medicare number.' });
    expect(await axeViolations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Add instruction' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Lead Instruction' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Enter the instruction text.')).toBeTruthy();
    expect(callsTo('POST', 'leadInstructions')).toEqual([]);

    const box = within(dialog).getByRole('textbox', { name: 'Instruction' });
    await user.type(box, 'Please refuse this');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Already there.')).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('Please refuse this');

    await user.clear(box);
    await user.type(box, 'Ask about hospital stays.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(table()).findByRole('rowheader', { name: 'Ask about hospital stays.' });
    expect(callsTo('POST', 'leadInstructions').at(-1)?.body).toEqual({
      lead_instruction_text: 'Ask about hospital stays.',
      sort_order: 1,
      active: '1',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
