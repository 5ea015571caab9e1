import { CALENDAR_MESSAGES, validateAppointment, validateTask } from '@meridian/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { centralInstant } from './centralTime';
import { EventDialog } from './EventDialog';
import {
  axeViolations,
  dialogProps,
  discardChanges,
  findDiscardQuestion,
  LEAD_ROW,
  renderEventDialog,
  SAVED,
  testSession,
} from './test-utils';

// New Lead, opened from Assign Lead, adds the lead for the signed-in agent.
vi.mock('../../session/SessionProvider', () => ({ useSession: () => testSession() }));

const required = validateAppointment({});
const timeWithoutDate = validateTask({ title: 'Call back', due_time: '10:00' });

const setTime = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('given the dialog in add mode', () => {
  it('when it opens then it is Add Appointment with Appointment and Task tabs, Close and Add, and no axe violations', async () => {
    const { user } = renderEventDialog(<EventDialog {...dialogProps()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add Appointment' });
    expect(within(dialog).getByRole('tab', { name: 'Appointment' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByText('Close', { selector: 'button' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    await user.click(within(dialog).getByRole('tab', { name: 'Task' }));
    expect(await screen.findByRole('dialog', { name: 'Add Task' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Completed' })).toBeInTheDocument();
  });

  it('when Add is pressed empty then title, start and end are required and nothing is sent', async () => {
    const p = dialogProps();
    const { user } = renderEventDialog(<EventDialog {...p} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add Appointment' });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    for (const message of Object.values(required)) expect(within(dialog).getByText(message)).toBeInTheDocument();
    expect(p.actions.create).not.toHaveBeenCalled();
    expect(await axeViolations()).toEqual([]);
  });

  it('when a start is typed then the end defaults to the start hour plus 1, and Add saves with the success toast', async () => {
    const p = dialogProps();
    const { user } = renderEventDialog(<EventDialog {...p} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add Appointment' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'Plan review');
    await user.type(within(dialog).getByRole('textbox', { name: /^Start Date/ }), '12012026');
    setTime(/^Start Time/, '09:30');
    expect(within(dialog).getByRole('textbox', { name: /^End Date/ })).toHaveValue('12/01/2026');
    expect(within(dialog).getByLabelText(/^End Time/)).toHaveValue('10:30');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Important' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(p.onClose).toHaveBeenCalled());
    expect(p.actions.create).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Plan review',
        importance: 1,
        allday_flag: '0',
        completed_date: '',
        start_time: centralInstant('12/01/2026', '09:30'),
        end_time: centralInstant('12/01/2026', '10:30'),
      }),
    );
    expect(await screen.findByText(CALENDAR_MESSAGES.appointmentSaved)).toBeInTheDocument();
  });

  it('when the end is before the start then the time validator refuses it', async () => {
    const p = dialogProps({
      initial: { title: 'x', start_date: '12/01/2026', start_time: '11:00', end_date: '12/01/2026', end_time: '10:00' },
    });
    const { user } = renderEventDialog(<EventDialog {...p} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add Appointment' });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText('End Time contains invalid data.')).toBeInTheDocument();
    expect(p.actions.create).not.toHaveBeenCalled();
  });

  it('when a task has a due time but no date then save is blocked', async () => {
    const p = dialogProps({ initial: { kind: 'Task' } });
    const { user } = renderEventDialog(<EventDialog {...p} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add Task' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'Call back');
    setTime(/^Due Time/, '10:00');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText(timeWithoutDate.due_date!)).toBeInTheDocument();
    expect(p.actions.create).not.toHaveBeenCalled();
  });

  it('when a task has a date and no time then it is sent at 00:00 with the task toast', async () => {
    const p = dialogProps({ initial: { kind: 'Task' } });
    const { user } = renderEventDialog(<EventDialog {...p} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add Task' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'Call back');
    await user.type(within(dialog).getByRole('textbox', { name: /^Due Date/ }), '12022026');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(p.actions.create).toHaveBeenCalledWith(
        expect.objectContaining({ start_time: centralInstant('12/02/2026', '00:00'), end_time: null }),
      ),
    );
    expect(await screen.findByText(CALENDAR_MESSAGES.taskSaved)).toBeInTheDocument();
  });

  it('when the server refuses then its message shows and the draft stays', async () => {
    const create = vi.fn(async () => {
      throw new Error('The calendar is closed.');
    });
    const p = dialogProps({
      actions: { ...dialogProps().actions, create },
      initial: { title: 'x', start_date: '12/01/2026', start_time: '09:00', end_date: '12/01/2026', end_time: '10:00' },
    });
    const { user } = renderEventDialog(<EventDialog {...p} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add Appointment' });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The calendar is closed.');
    expect(within(dialog).getByRole('textbox', { name: /^Title/ })).toHaveValue('x');
    expect(p.onClose).not.toHaveBeenCalled();
  });
});

describe('given the assign-lead panel', () => {
  it('when Search is pressed with no name then at least one field is asked for', async () => {
    const { user } = renderEventDialog(<EventDialog {...dialogProps()} />);
    await user.click(await screen.findByRole('button', { name: 'Assign Lead' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText(CALENDAR_MESSAGES.leadSearchFillAtLeastOneField)).toBeInTheDocument();
  });

  it('when nothing matches then no results are found', async () => {
    const empty = { success: true, total_records: 0, page_number: 1, records_per_page: 200, result: [] };
    const { user } = renderEventDialog(<EventDialog {...dialogProps()} />, {
      'POST lead/search/': () => ({ body: empty }),
    });
    await user.click(await screen.findByRole('button', { name: 'Assign Lead' }));
    await user.type(screen.getByRole('textbox', { name: 'Last Name' }), 'Nobody');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(CALENDAR_MESSAGES.leadSearchNoResults)).toBeInTheDocument();
  });

  it('when a result is chosen then the lead is assigned (prefix search in the account) and can be removed', async () => {
    const answer = { success: true, total_records: 1, page_number: 1, records_per_page: 200, result: [LEAD_ROW] };
    const { user, calls } = renderEventDialog(<EventDialog {...dialogProps()} />, {
      'POST lead/search/': () => ({ body: answer }),
    });
    await user.click(await screen.findByRole('button', { name: 'Assign Lead' }));
    await user.type(screen.getByRole('textbox', { name: 'First Name' }), 'An{Enter}');
    const table = await screen.findByRole('table');
    expect(within(table).getByText('04/12/1955 (71)')).toBeInTheDocument();
    expect(within(table).getByText('100 Main St')).toBeInTheDocument();
    expect(calls[0]?.body).toMatchObject({ criteria: { account_id: { value: [3] }, fname: { value: ['An%'] } } });
    expect(await axeViolations()).toEqual([]);
    await user.click(within(table).getByRole('button', { name: 'Ann Smith' }));
    expect(screen.getByRole('link', { name: 'Ann Smith' })).toHaveAttribute('href', '/lead/42');
    await user.click(screen.getByRole('button', { name: 'Remove lead' }));
    expect(screen.queryByRole('link', { name: 'Ann Smith' })).not.toBeInTheDocument();
  });
});

describe('given New Lead from the assign-lead panel (spec 02 §4.2: prefilled, selected, no navigation)', () => {
  it('when the names typed find nobody then New Lead opens with them, Add creates the lead, saves the note and assigns it', async () => {
    const empty = { success: true, total_records: 0, page_number: 1, records_per_page: 200, result: [] };
    const { user, calls } = renderEventDialog(<EventDialog {...dialogProps()} />, {
      'POST lead/search/': () => ({ body: empty }),
      'POST lead': () => ({ body: { success: true, lead_id: 77 } }),
      'POST lead/77/conversationNote/': ({ body }) => ({
        status: 201,
        body: {
          success: true,
          lead_note_id: 5,
          lead_id: 77,
          note: (body as { note: string }).note,
          created_at: '2026-11-26T15:00:00.000Z',
          user_id: 7,
          author_fname: 'Marcus',
          author_lname: 'Bell',
        },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Assign Lead' }));
    await user.type(screen.getByRole('textbox', { name: 'First Name' }), 'Rosa');
    await user.type(screen.getByRole('textbox', { name: 'Last Name' }), 'Delgado{Enter}');
    expect(await screen.findByText(CALENDAR_MESSAGES.leadSearchNoResults)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New Lead' }));
    const newLead = await screen.findByRole('dialog', { name: 'New Lead' });
    expect(within(newLead).getByRole('textbox', { name: 'First Name' })).toHaveValue('Rosa');
    expect(within(newLead).getByRole('textbox', { name: 'Last Name' })).toHaveValue('Delgado');
    // Add + Details would leave the appointment for the lead page: only Add is offered here.
    expect(within(newLead).queryByRole('button', { name: 'Add + Details' })).not.toBeInTheDocument();
    await user.clear(within(newLead).getByRole('textbox', { name: 'First Name' }));
    await user.type(within(newLead).getByRole('textbox', { name: 'First Name' }), 'Rosalind');
    // Notes is the lazy rich-text editor; jsdom has no layout to click in, so the text is pasted.
    const notes = await within(newLead).findByRole('textbox', { name: 'Notes' });
    act(() => notes.focus());
    await user.paste('Met at the library');
    expect(await axeViolations()).toEqual([]);
    await user.click(within(newLead).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New Lead' })).not.toBeInTheDocument());
    const dialog = screen.getByRole('dialog', { name: 'Add Appointment' });
    expect(within(dialog).getByRole('link', { name: 'Rosalind Delgado' })).toHaveAttribute('href', '/lead/77');
    expect(within(dialog).getByRole('button', { name: 'Remove lead' })).toHaveFocus();
    expect(screen.getByTestId('location')).toHaveTextContent('/');
    expect(calls.find((c) => c.method === 'POST' && c.path === 'lead')?.body).toMatchObject({
      fname: 'Rosalind',
      lname: 'Delgado',
    });
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'lead/77/conversationNote/')?.body).toMatchObject({
        note: '<p>Met at the library</p>',
      }),
    );
  });
});

describe('given the dialog in edit mode', () => {
  it('when it opens then it shows one form, the lead link, Delete, Copy and Close, and no axe violations', async () => {
    renderEventDialog(<EventDialog {...dialogProps({ event: SAVED })} />);
    const dialog = await screen.findByRole('dialog', { name: CALENDAR_MESSAGES.editTitle });
    expect(within(dialog).queryByRole('tab')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Ann Smith' })).toHaveAttribute('href', '/lead/42');
    expect(within(dialog).queryByRole('button', { name: 'Remove lead' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Start Date/ })).toHaveValue('12/01/2026');
    expect(within(dialog).getByLabelText(/^Start Time/)).toHaveValue('10:00');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('when Dismiss is checked then Update sends completed_date now with the updated toast', async () => {
    const p = dialogProps({ event: SAVED });
    const { user } = renderEventDialog(<EventDialog {...p} />);
    const dialog = await screen.findByRole('dialog', { name: CALENDAR_MESSAGES.editTitle });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Dismiss' }));
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(p.actions.update).toHaveBeenCalledWith(
        31,
        expect.objectContaining({ completed_date: '2026-11-26T15:00:00.000Z' }),
      ),
    );
    expect(await screen.findByText(CALENDAR_MESSAGES.appointmentUpdated)).toBeInTheDocument();
  });

  it('when Delete is pressed then the item is deleted with the deleted toast', async () => {
    const p = dialogProps({ event: SAVED });
    const { user } = renderEventDialog(<EventDialog {...p} />);
    const dialog = await screen.findByRole('dialog', { name: CALENDAR_MESSAGES.editTitle });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(p.actions.remove).toHaveBeenCalledWith(31));
    expect(await screen.findByText(CALENDAR_MESSAGES.appointmentDeleted)).toBeInTheDocument();
  });

  it('when Copy is pressed then it becomes a new item that Add creates', async () => {
    const p = dialogProps({ event: { ...SAVED, completed_date: '2026-11-20T15:00:00.000Z' } });
    const { user } = renderEventDialog(<EventDialog {...p} />);
    const dialog = await screen.findByRole('dialog', { name: CALENDAR_MESSAGES.editTitle });
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    const copy = await screen.findByRole('dialog', { name: 'Add Appointment' });
    expect(within(copy).getByRole('textbox', { name: /^Title/ })).toHaveValue('Plan review');
    await user.click(within(copy).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(p.actions.create).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'Plan review',
          completed_date: '',
          lead_id: 42,
          start_time: SAVED.start_time,
        }),
      ),
    );
    expect(p.actions.update).not.toHaveBeenCalled();
  });

  it('when closed with a change then the unsaved-changes notice asks first', async () => {
    const p = dialogProps({ event: SAVED });
    const { user } = renderEventDialog(<EventDialog {...p} />);
    const dialog = await screen.findByRole('dialog', { name: CALENDAR_MESSAGES.editTitle });
    await user.type(within(dialog).getByRole('textbox', { name: /^Title/ }), '!');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await findDiscardQuestion()).toBeInTheDocument();
    expect(p.onClose).not.toHaveBeenCalled();
    await discardChanges(user);
    expect(p.onClose).toHaveBeenCalled();
  });
});
