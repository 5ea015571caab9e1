import { isCompletePhone } from '@meridian/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Field } from '../Field';
import { axeViolations } from '../test-utils/axe';
import { PhoneInput, type PhoneInputProps } from './PhoneInput';

function PhoneField(props: PhoneInputProps & { required?: boolean }) {
  const { required, ...rest } = props;
  const [digits, setDigits] = useState(rest.defaultValue ?? '');
  const [touched, setTouched] = useState(false);
  const error = touched && digits !== '' && !isCompletePhone(digits) ? 'Please enter a valid phone number' : undefined;
  return (
    <Field required={required} style={{ maxWidth: 220 }}>
      <Field.Label>Phone</Field.Label>
      <PhoneInput
        {...rest}
        value={digits}
        onValueChange={(v) => {
          setDigits(v);
          setTouched(false);
          rest.onValueChange?.(v);
        }}
        onBlur={() => setTouched(true)}
      />
      <Field.Error>{error}</Field.Error>
    </Field>
  );
}

const meta = {
  title: 'Domain inputs/PhoneInput',
  component: PhoneInput,
  args: { onValueChange: fn(), onComplete: fn() },
  render: (args) => <PhoneField {...args} />,
} satisfies Meta<typeof PhoneInput>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Phone' });
    await userEvent.tab();
    await userEvent.keyboard('3125550100');
    await expect(input).toHaveValue('(312) 555-0100');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('3125550100');
    await expect(args.onComplete).toHaveBeenCalledWith('3125550100');
    await expect(await axeViolations(canvasElement)).toEqual([]);
  },
};

export const Incomplete: Story = {
  args: { defaultValue: '312555' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Phone' });
    await expect(input).toHaveValue('(312) 555');
    await userEvent.tab();
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription('Please enter a valid phone number');
    await expect(await axeViolations(canvasElement)).toEqual([]);
  },
};

export const Editing: Story = {
  args: { defaultValue: '3125550100' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Phone' });
    await userEvent.tab();
    await userEvent.keyboard('{End}{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}');
    await expect(input).toHaveValue('(312) 55');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('31255');
  },
};
