import { validateBirthdate } from '@meridian/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Field } from '../Field';
import { axeViolations } from '../test-utils/axe';
import { MaskedDateInput, type MaskedDateInputProps } from './MaskedDateInput';

/** Validates on complete and on blur; any new keystroke clears the error (the conventions' pattern). */
function BirthdateField(props: MaskedDateInputProps) {
  const [value, setValue] = useState(props.defaultValue ?? '');
  const [error, setError] = useState<string | undefined>();
  const validate = (v: string) => setError(validateBirthdate(v, new Date()));
  return (
    <Field style={{ maxWidth: 200 }}>
      <Field.Label>Birthdate</Field.Label>
      <MaskedDateInput
        autoComplete="bday"
        {...props}
        value={value}
        onValueChange={(v) => {
          setValue(v);
          setError(undefined);
          props.onValueChange?.(v);
        }}
        onComplete={(v) => {
          validate(v);
          props.onComplete?.(v);
        }}
        onBlur={() => validate(value)}
      />
      <Field.Error>{error}</Field.Error>
    </Field>
  );
}

const meta = {
  title: 'Domain inputs/MaskedDateInput',
  component: MaskedDateInput,
  args: { onValueChange: fn(), onComplete: fn() },
  render: (args) => <BirthdateField {...args} />,
} satisfies Meta<typeof MaskedDateInput>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Birthdate' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    // Slashes appear as the digits are typed; letters never get in.
    await userEvent.keyboard('07a04b1950');
    await expect(input).toHaveValue('07/04/1950');
    await expect(args.onComplete).toHaveBeenCalledWith('07/04/1950');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(await axeViolations(canvasElement)).toEqual([]);
  },
};

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Birthdate' });
    await userEvent.tab();
    await userEvent.keyboard('02302000');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('You must enter a valid date.');
    await expect(await axeViolations(canvasElement)).toEqual([]);
    // Correcting it clears the error at the first keystroke.
    await userEvent.keyboard('{Backspace}');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const Filled: Story = {
  args: { defaultValue: '12/25/1948' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Birthdate' });
    await expect(input).toHaveValue('12/25/1948');
    await userEvent.tab();
    // Tab selects the whole text; End puts the caret after it.
    await userEvent.keyboard('{End}{Backspace}{Backspace}{Backspace}{Backspace}');
    await expect(input).toHaveValue('12/25/');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '01/01/1950' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Birthdate' });
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};
