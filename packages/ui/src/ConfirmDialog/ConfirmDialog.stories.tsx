import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { axeViolations } from '../test-utils/axe';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'Primitives/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    type: 'yes-confirm',
    message: 'Are you sure you want to delete these records?',
    trigger: <Button variant="danger">Delete</Button>,
    onConfirm: fn(),
    onCancel: fn(),
  },
  argTypes: {
    type: { control: 'inline-radio', options: ['ok', 'yes-confirm', 'pick-role'] },
    trigger: { control: false },
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

export const YesConfirm: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('alertdialog', { name: 'Are you sure you want to delete these records?' });
    // The safe answer has the focus.
    await expect(body.getByRole('button', { name: 'No' })).toHaveFocus();
    await expect(await axeViolations(dialog)).toEqual([]);
    await userEvent.tab();
    await expect(body.getByRole('button', { name: 'Yes' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledWith({});
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Delete' })).toHaveFocus();
  },
};

export const Declined: Story = {
  args: { message: 'Are you sure you want to delete this Agent Writing Number record?' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await body.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Delete' })).toHaveFocus());
  },
};

export const Ok: Story = {
  args: {
    type: 'ok',
    message: 'The zip code you entered (99999) cannot be found in our system.',
    trigger: <Button>Look up zip</Button>,
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Look up zip' }));
    const dialog = await body.findByRole('alertdialog', {
      name: 'The zip code you entered (99999) cannot be found in our system.',
    });
    await expect(await axeViolations(dialog)).toEqual([]);
    await expect(body.getByRole('button', { name: 'OK' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Look up zip' })).toHaveFocus());
  },
};

export const CountiesPerState: Story = {
  args: {
    type: 'ok',
    title: 'Verify county',
    message: 'The zip code 30097 lies in several counties.',
    trigger: <Button>Look up zip</Button>,
    countiesByState: [
      {
        state_id: 'GA',
        state_name: 'Georgia',
        counties: [{ county_name: 'Gwinnett' }, { county_name: 'Forsyth' }, { county_name: 'Fulton' }],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Look up zip' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Verify county' });
    await expect(dialog).toHaveAccessibleDescription('The zip code 30097 lies in several counties.');
    await expect(within(dialog).getByText('Georgia')).toBeInTheDocument();
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(4);
    await expect(await axeViolations(dialog)).toEqual([]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const PickRole: Story = {
  args: {
    type: 'pick-role',
    title: 'Registration link',
    message: 'Choose the role the new user will have.',
    trigger: <Button>Build link</Button>,
    roles: [
      { value: '7', label: 'Agent' },
      { value: '3', label: 'Account Admin' },
    ],
  },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Build link' }));
    await body.findByRole('dialog', { name: 'Registration link' });
    await expect(body.getByRole('button', { name: 'OK' })).toBeDisabled();
    await expect(body.getByRole('radio', { name: 'Agent' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown>}');
    await waitFor(() => expect(body.getByRole('radio', { name: 'Account Admin' })).toHaveFocus());
    await userEvent.keyboard('{/ArrowDown}');
    await expect(body.getByRole('radio', { name: 'Account Admin' })).toBeChecked();
    await userEvent.tab();
    await userEvent.tab();
    await expect(body.getByRole('button', { name: 'OK' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledWith({ role: '3' });
  },
};
