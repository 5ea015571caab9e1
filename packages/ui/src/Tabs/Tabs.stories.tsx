import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { axeViolations } from '../test-utils/axe';
import { Tabs } from './Tabs';

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  args: { defaultValue: 'lead', onValueChange: fn() },
  render: (args) => (
    <Tabs {...args}>
      <Tabs.List aria-label="Quick search">
        <Tabs.Tab value="lead">Lead</Tabs.Tab>
        <Tabs.Tab value="rx">Updated Rx + Current Plan</Tabs.Tab>
        <Tabs.Tab value="application">Application</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="lead">You are required to fill at least one field</Tabs.Panel>
      <Tabs.Panel value="rx">This field is required.</Tabs.Panel>
      <Tabs.Panel value="application">Enter one or more application dispositions and click search.</Tabs.Panel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Lead' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Application' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(
      'Enter one or more application dispositions and click search.',
    );
    await expect(args.onValueChange).toHaveBeenLastCalledWith('application');
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'Lead' })).toHaveFocus();
    await expect(await axeViolations(canvasElement)).toEqual([]);
  },
};

export const WithDisabledTab: Story = {
  render: (args) => (
    <Tabs {...args}>
      <Tabs.List aria-label="Add event">
        <Tabs.Tab value="lead">Appointment</Tabs.Tab>
        <Tabs.Tab value="task" disabled>
          Task
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="lead">Appointment form</Tabs.Panel>
      <Tabs.Panel value="task">Task form</Tabs.Panel>
    </Tabs>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    // The disabled tab is skipped: focus wraps back to the first tab.
    await expect(canvas.getByRole('tab', { name: 'Appointment' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Task' })).toBeDisabled();
  },
};
