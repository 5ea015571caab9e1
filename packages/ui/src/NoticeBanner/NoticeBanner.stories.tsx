import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { axeViolations } from '../test-utils/axe';
import { NoticeBanner } from './NoticeBanner';

const meta = {
  title: 'Notices/NoticeBanner',
  component: NoticeBanner,
  args: { type: 'alert', message: 'Notices are unavailable right now.', onClear: fn() },
  argTypes: { type: { control: 'inline-radio', options: ['announcement', 'alert', 'success', 'warn', 'close'] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NoticeBanner>;
export default meta;

type Story = StoryObj<typeof meta>;

export const ServerError: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Notices are unavailable right now.');
    await expect(await axeViolations(canvasElement)).toEqual([]);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(args.onClear).toHaveBeenCalled();
  },
};

export const AllTypes: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      <NoticeBanner type="announcement" message="There are no past notices" />
      <NoticeBanner type="alert" message="An error occurred, please try again" />
      <NoticeBanner type="success" message="Settings updated." />
      <NoticeBanner type="warn" message="This is not a Production environment. Use for testing purposes only." />
      <NoticeBanner type="close" message="Not shown: the banner is closed" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Contrast of every type is checked here, in a real browser.
    await expect(await axeViolations(canvasElement)).toEqual([]);
    await expect(canvas.getAllByRole('status')).toHaveLength(3);
    await expect(canvas.queryByText('Not shown: the banner is closed')).not.toBeInTheDocument();
    // Tab to the second close button (the alert's) and close it with Space.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

function NewMessages() {
  const [message, setMessage] = useState<string | undefined>('First failure');
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <NoticeBanner type="success" message={message} autoClearMs={400} onClear={() => setMessage(undefined)} />
      <div>
        <Button onClick={() => setMessage('Second message')}>Show another</Button>
      </div>
    </div>
  );
}

export const ClearsItself: Story = {
  render: () => <NewMessages />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('First failure');
    await waitFor(() => expect(canvas.queryByRole('status')).not.toBeInTheDocument());
    canvas.getByRole('button', { name: 'Show another' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('Second message');
  },
};
