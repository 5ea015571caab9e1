import { voiceSignatureScripts } from '@meridian/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { axeViolations } from '../test-utils/axe';
import { VoiceSignatureScripts } from './VoiceSignatureScripts';

const meta = {
  title: 'Domain/VoiceSignatureScripts',
  component: VoiceSignatureScripts,
  // A day before the 2026-06-01 rule rows (48-hour wait, 10-year retention); see AfterRuleChange.
  args: { today: '2026-05-21', agentName: 'Jane Agent', leadName: 'Ada Byron', onValueChange: fn() },
  argTypes: { value: { control: 'inline-radio', options: ['unscheduled', 'scheduled'] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VoiceSignatureScripts>;
export default meta;

type Story = StoryObj<typeof meta>;

const firstLine = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('tabpanel')).getAllByRole('listitem')[0]!.textContent;

export const Unscheduled: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Keep the recording for 10 years.');
    await expect(firstLine(canvasElement)).toContain('Today is May 21, 2026. My name is Jane Agent');
    // Keyboard: into the tabs, across to the scheduled script, and into its text.
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Unscheduled appointment' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Scheduled appointment' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('scheduled');
    await expect(
      canvas.getByRole('heading', { name: 'Scheduled appointment (obtained at least 48 hours ahead)' }),
    ).toBeVisible();
    await expect(firstLine(canvasElement)).toContain('Today is May 21, 2026.');
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Scheduled appointment' })).toHaveFocus();
    await expect(await axeViolations(canvasElement)).toEqual([]);
  },
};

export const Scheduled: Story = {
  args: { defaultValue: 'scheduled' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('at least 48 hours before we meet');
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Scheduled appointment' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'Unscheduled appointment' })).toHaveAttribute('aria-selected', 'true');
    await expect(await axeViolations(canvasElement)).toEqual([]);
  },
};

/** Rendered with the real clock: the script reads today's date. */
export const Today: Story = {
  render: (args) => <VoiceSignatureScripts {...args} today={new Date()} />,
  play: async ({ canvasElement }) => {
    const { date } = voiceSignatureScripts({ today: new Date() });
    await expect(firstLine(canvasElement)).toContain(`Today is ${date}.`);
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    await expect(firstLine(canvasElement)).toContain(`Today is ${date}.`);
  },
};

export const MissingNames: Story = {
  args: { agentName: '', leadName: '' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(firstLine(canvasElement)).toContain('My name is [your full name]');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent("Am I speaking with [the client's full name]?");
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent("Am I speaking with [the client's full name]?");
  },
};

/** From 2026-06-01 the rows say: no wait; a VSIG SOA is an SOA record, still kept 10 years. */
export const AfterRuleChange: Story = {
  args: { today: '2026-11-21', defaultValue: 'scheduled' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Keep the recording for 10 years.');
    await expect(
      canvas.getByRole('heading', { name: 'Scheduled appointment (obtained before the appointment)' }),
    ).toBeVisible();
  },
};

/** The server's rule tables, passed in (here a 72-hour wait and 12-year retention). */
export const ServerRules: Story = {
  args: {
    defaultValue: 'scheduled',
    waitingPeriodRules: [{ effective_from: '2000-01-01', waiting_hours: 72, applies_to_unscheduled: false }],
    retentionRules: [{ effective_from: '2000-01-01', retention_years: 12 }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Keep the recording for 12 years.');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('at least 72 hours before we meet');
  },
};
