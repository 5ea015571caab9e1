import { validatePartDate } from '@meridian/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Field } from '../Field';
import { axeViolations } from '../test-utils/axe';
import { MonthYearInput, type MonthYearInputProps } from './MonthYearInput';

function PartADate(props: MonthYearInputProps) {
  const [value, setValue] = useState(props.defaultValue ?? '');
  const [error, setError] = useState<string | undefined>();
  return (
    <Field style={{ maxWidth: 160 }}>
      <Field.Label>Part A date</Field.Label>
      <MonthYearInput
        {...props}
        value={value}
        onValueChange={(v) => {
          setValue(v);
          setError(undefined);
          props.onValueChange?.(v);
        }}
        onComplete={(v) => setError(validatePartDate(v, 'A', new Date()))}
      />
      <Field.Error>{error}</Field.Error>
    </Field>
  );
}

const meta = {
  title: 'Domain inputs/MonthYearInput',
  component: MonthYearInput,
  args: { onValueChange: fn() },
  render: (args) => <PartADate {...args} />,
} satisfies Meta<typeof MonthYearInput>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Part A date' });
    await userEvent.tab();
    await userEvent.keyboard('031998');
    await expect(input).toHaveValue('03/1998');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('03/1998');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(await axeViolations(canvasElement)).toEqual([]);
  },
};

export const BeforeMedicare: Story = {
  name: 'Before 1965',
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Part A date' });
    await userEvent.tab();
    await userEvent.keyboard('121964');
    await expect(input).toHaveAccessibleDescription("Part A date can't be before 1965");
    await expect(await axeViolations(canvasElement)).toEqual([]);
  },
};

export const Filled: Story = {
  args: { defaultValue: '01/2021' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Part A date' });
    await expect(input).toHaveValue('01/2021');
    await userEvent.tab();
    await userEvent.keyboard('{End}{Backspace}{Backspace}{Backspace}{Backspace}2025');
    await expect(input).toHaveValue('01/2025');
  },
};
