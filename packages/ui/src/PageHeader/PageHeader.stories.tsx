import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { axeViolations } from '../test-utils/axe';
import { PageHeader } from './PageHeader';

const meta = {
  title: 'Layout/PageHeader',
  component: PageHeader,
  args: { title: 'Lead Search' },
} satisfies Meta<typeof PageHeader>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1, name: 'Lead Search' });
    // The app moves focus here after navigating; it is not a Tab stop of its own.
    heading.focus();
    await expect(heading).toHaveFocus();
    await expect(await axeViolations(canvasElement)).toEqual([]);
  },
};

/** Actions sit at the end of the title row and wrap under it on a narrow screen. */
export const WithActions: Story = {
  args: {
    description: 'Use Quick Search to find leads by name, phone, address and more.',
    actions: <Button>New Search</Button>,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'New Search' })).toBeVisible();
    await expect(await axeViolations(canvasElement)).toEqual([]);
  },
};
