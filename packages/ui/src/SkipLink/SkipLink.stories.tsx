import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { axeViolations } from '../test-utils/axe';
import { SkipLink } from './SkipLink';

const meta = {
  title: 'Layout/SkipLink',
  component: SkipLink,
  args: { target: '#story-main' },
} satisfies Meta<typeof SkipLink>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The first Tab stop shows the link; Enter moves focus past the navigation into the content. */
export const Default: Story = {
  render: (args) => (
    <>
      <SkipLink {...args} />
      <nav aria-label="Main">
        <a href="#one">Dashboard</a> <a href="#two">Leads</a>
      </nav>
      <div id="story-main">
        <h1>Dashboard</h1>
        <button type="button">First control of the page</button>
      </div>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(link).toHaveFocus();
    await expect(link).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'First control of the page' })).toHaveFocus();
    await expect(await axeViolations(canvasElement)).toEqual([]);
  },
};
