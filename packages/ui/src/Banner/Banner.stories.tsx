import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { axeViolations } from '../test-utils/axe';
import { Banner } from './Banner';

const meta = {
  title: 'Primitives/Banner',
  component: Banner,
  args: { children: 'An error occurred, please try again', onOpenChange: fn() },
  argTypes: { variant: { control: 'inline-radio', options: ['announcement', 'alert', 'success', 'warn'] } },
} satisfies Meta<typeof Banner>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { variant: 'announcement', dismissible: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await axeViolations(canvasElement)).toEqual([]);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8, maxWidth: 640 }}>
      <Banner variant="announcement" dismissible>
        There are no past notices
      </Banner>
      <Banner variant="alert" dismissible>
        An error occurred, please try again
      </Banner>
      <Banner variant="success" dismissible>
        Your profile has been updated.
      </Banner>
      <Banner variant="warn" dismissible>
        This is not a Production environment. Use for testing purposes only.
      </Banner>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Colour contrast of every variant is checked here, in a real browser.
    await expect(await axeViolations(canvasElement)).toEqual([]);
    await expect(canvas.getByRole('alert')).toHaveTextContent('An error occurred, please try again');
    await expect(canvas.getAllByRole('status')).toHaveLength(3);
    // Tab walks through the four close buttons in order; Enter closes the focused one.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const AutoClear: Story = {
  args: { variant: 'success', autoClearMs: 300, children: 'Settings updated.' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Settings updated.');
    await waitFor(() => expect(canvas.queryByRole('status')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

function ShowAgainDemo() {
  const [open, setOpen] = useState(true);
  return (
    <div style={{ display: 'grid', gap: 8, maxWidth: 640 }}>
      <Banner variant="alert" dismissible open={open} onOpenChange={setOpen}>
        An error occurred, please try again
      </Banner>
      <div>
        <Button onClick={() => setOpen(true)}>Show banner</Button>
      </div>
    </div>
  );
}

export const Controlled: Story = {
  render: () => <ShowAgainDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Show banner' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('alert')).toBeInTheDocument();
  },
};
