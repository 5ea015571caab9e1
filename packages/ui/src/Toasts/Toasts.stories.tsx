import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { axeViolations } from '../test-utils/axe';
import { ToastProvider, useToasts } from './Toasts';

function ToastDemo() {
  const toasts = useToasts();
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Button onClick={() => toasts.push({ type: 'success', message: 'Phone dialer settings updated.' })}>
        Success
      </Button>
      <Button
        onClick={() =>
          toasts.push({ type: 'alert', message: 'Unable to update phone dialer preference. Please try again later.' })
        }
      >
        Alert
      </Button>
      <Button onClick={() => toasts.push({ type: 'warning', message: 'An error occurred, please try again' })}>
        Warning
      </Button>
      <Button onClick={() => toasts.push({ type: 'announcement', message: 'Initiating call via default application' })}>
        Announcement
      </Button>
      <Button onClick={() => toasts.dismissAll()}>Dismiss all</Button>
    </div>
  );
}

const meta = {
  title: 'Primitives/Toasts',
  component: ToastProvider,
  render: () => (
    <ToastProvider>
      <ToastDemo />
    </ToastProvider>
  ),
} satisfies Meta<typeof ToastProvider>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    // Keyboard: Tab to "Success", Enter pushes a toast.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Success' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const list = body.getByRole('list', { name: 'Notifications' });
    await expect(list).toHaveTextContent('Phone dialer settings updated.');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(body.getByRole('alert')).toHaveTextContent(
      'Unable to update phone dialer preference. Please try again later.',
    );
    await expect(await axeViolations(canvasElement.ownerDocument.body)).toEqual([]);
    // Close the first toast from the keyboard: focus moves on to the next toast's close button.
    const closes = body.getAllByRole('button', { name: 'Close' });
    closes[0]!.focus();
    await userEvent.keyboard('{Enter}');
    await expect(list).not.toHaveTextContent('Phone dialer settings updated.');
    await expect(body.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(body.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Announcement: Story = {
  name: 'Announcement (3 s)',
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Announcement' }));
    const list = body.getByRole('list', { name: 'Notifications' });
    await expect(list).toHaveTextContent('Initiating call via default application');
    await waitFor(() => expect(list).not.toHaveTextContent('Initiating call via default application'), {
      timeout: 4_000,
    });
  },
};

export const ManyToasts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    for (const name of ['Success', 'Alert', 'Warning']) {
      await userEvent.click(canvas.getByRole('button', { name }));
    }
    await expect(body.getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss all' }));
    await expect(body.queryAllByRole('listitem')).toHaveLength(0);
  },
};
