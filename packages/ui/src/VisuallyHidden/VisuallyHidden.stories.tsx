import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { axeViolations } from '../test-utils/axe';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Primitives/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: '(opens in a new tab)' },
} satisfies Meta<typeof VisuallyHidden>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The hidden words complete the link's accessible name; nothing shows on screen. */
export const Default: Story = {
  render: (args) => (
    <a href="https://example.com" target="_blank" rel="noreferrer">
      Plan Explorer <VisuallyHidden {...args} />
    </a>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Plan Explorer (opens in a new tab)' });
    await expect(link).toBeVisible();
    const hidden = canvas.getByText('(opens in a new tab)');
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    // Keyboard: the link is reached by Tab and keeps its full name.
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(await axeViolations(canvasElement)).toEqual([]);
  },
};
