import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { InfoIcon } from '../internal/icons';
import { axeViolations } from '../test-utils/axe';
import { Tooltip } from './Tooltip';

const help = 'Clients can update their own information through self-service.';

const meta = {
  title: 'Primitives/Tooltip',
  component: Tooltip,
  args: { content: help, children: <IconButton icon={<InfoIcon />} aria-label="Self-service changes" /> },
  argTypes: { children: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ padding: 48 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Self-service changes' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await expect(await body.findByRole('tooltip')).toHaveTextContent(help);
    await expect(trigger).toHaveAccessibleDescription(help);
    await expect(await axeViolations(canvasElement.ownerDocument.body)).toEqual([]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const HoverDelay: Story = {
  name: 'Hover delay (800 ms)',
  args: { children: <Button>Permission History</Button>, content: 'Shows every change of the contact permissions.' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const started = performance.now();
    await userEvent.hover(within(canvasElement).getByRole('button', { name: 'Permission History' }));
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(body.queryByRole('tooltip')).not.toBeInTheDocument();
    await waitFor(() => expect(body.getByRole('tooltip')).toBeInTheDocument(), { timeout: 3_000 });
    await expect(performance.now() - started).toBeGreaterThanOrEqual(800);
    await userEvent.unhover(within(canvasElement).getByRole('button', { name: 'Permission History' }));
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};
