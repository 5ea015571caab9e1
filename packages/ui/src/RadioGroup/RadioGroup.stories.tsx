import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { axeViolations } from '../test-utils/axe';
import { RadioGroup } from './RadioGroup';

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: { label: 'Use as emergency contact?', orientation: 'horizontal', onValueChange: fn() },
  argTypes: { orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] } },
  render: (args) => (
    <RadioGroup {...args}>
      <RadioGroup.Item value="yes" label="Yes" />
      <RadioGroup.Item value="no" label="No" />
    </RadioGroup>
  ),
} satisfies Meta<typeof RadioGroup>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // With nothing chosen, Tab lands on the first radio; Space chooses it, arrows move on.
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Yes' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('yes');
    // Radix moves focus a tick after keydown and chooses the radio while the arrow is down.
    await userEvent.keyboard('{ArrowRight>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'No' })).toHaveFocus());
    await userEvent.keyboard('{/ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'No' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('no');
    await expect(await axeViolations(canvasElement)).toEqual([]);
  },
};

export const Vertical: Story = {
  args: {
    label: 'Send reminder emails?',
    orientation: 'vertical',
    defaultValue: 'no',
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'No' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Yes' })).toHaveFocus());
    await userEvent.keyboard('{/ArrowUp}');
    await expect(canvas.getByRole('radio', { name: 'Yes' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('yes');
  },
};

export const WithError: Story = {
  args: { error: 'This field is required.' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Use as emergency contact?' });
    await expect(group).toHaveAccessibleDescription('This field is required.');
    await expect(await axeViolations(canvasElement)).toEqual([]);
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'yes' },
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('radio', { name: 'Yes' })).not.toHaveFocus();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};
