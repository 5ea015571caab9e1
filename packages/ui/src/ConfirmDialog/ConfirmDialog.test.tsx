import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { axeViolations, renderWithTheme } from '../test-utils';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

const deleteQuestion = 'Are you sure you want to delete this Agent Writing Number record?';

function renderConfirm(props: Partial<ConfirmDialogProps> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  const utils = renderWithTheme(
    <ConfirmDialog
      trigger={<Button>Delete</Button>}
      message={deleteQuestion}
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    />,
  );
  return { ...utils, onConfirm, onCancel };
}

describe('given a yes-confirm ConfirmDialog', () => {
  it('when opened then the question names an alert dialog, No has focus, and there are no axe violations', async () => {
    const { user } = renderConfirm();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('alertdialog', { name: deleteQuestion })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'No' })).toHaveFocus();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('when Yes is chosen by keyboard then it confirms, closes and returns focus to the trigger', async () => {
    const { user, onConfirm, onCancel } = renderConfirm();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledWith({});
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
  });

  it('when Escape is pressed then it counts as No', async () => {
    const { user, onConfirm, onCancel } = renderConfirm();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('when it has a title then the title names it and the message describes it', async () => {
    const { user } = renderConfirm({ title: 'Delete Agent Writing Number' });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Agent Writing Number' });
    expect(dialog).toHaveAccessibleDescription(deleteQuestion);
  });
});

describe('given an ok ConfirmDialog', () => {
  it('when closed with Escape then it is acknowledged like OK', async () => {
    const { user, onConfirm, onCancel } = renderConfirm({
      type: 'ok',
      message: 'The zip code you entered (99999) cannot be found in our system.',
    });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'No' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('when given counties per state then it lists each county under its state', async () => {
    const { user } = renderConfirm({
      type: 'ok',
      message: 'Verify the county.',
      countiesByState: [
        { state_id: 'GA', state_name: 'Georgia', counties: [{ county_name: 'Gwinnett' }, { county_name: 'Forsyth' }] },
        { state_id: 'IL', state_name: 'Illinois', counties: [{ county_name: 'Cook' }] },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const lists = screen.getAllByRole('list');
    expect(lists[0]).toHaveTextContent('GeorgiaGwinnettForsythIllinoisCook');
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(await axeViolations(document.body)).toEqual([]);
  });
});

describe('given a pick-role ConfirmDialog', () => {
  it('when a role is chosen by keyboard then OK confirms with it', async () => {
    const { user, onConfirm } = renderConfirm({
      type: 'pick-role',
      title: 'Pick a role',
      message: 'Choose the role for the registration link.',
      roles: [
        { value: '1', label: 'Agent' },
        { value: '2', label: 'Account Admin' },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('dialog', { name: 'Pick a role' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'OK' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Agent' })).toHaveFocus();
    await user.keyboard(' ');
    await waitFor(() => expect(screen.getByRole('button', { name: 'OK' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(onConfirm).toHaveBeenCalledWith({ role: '1' });
  });
});
