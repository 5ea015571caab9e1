import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from './Spinner';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  argTypes: { size: { control: 'inline-radio', options: ['small', 'medium', 'large'] } },
} satisfies Meta<typeof Spinner>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { message: 'Loading Menu Items' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Loading Menu Items');
    // A spinner is not interactive: the keyboard never stops on it.
    await expect(status).not.toHaveAttribute('tabindex');
  },
};

export const Large: Story = {
  args: { size: 'large', message: 'Creating a User Account. Please Wait.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Creating a User Account. Please Wait.');
  },
};

export const WithoutMessage: Story = {
  args: { size: 'small' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading');
  },
};
