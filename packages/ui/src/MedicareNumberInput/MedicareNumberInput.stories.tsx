import { maxLengthHint, validateMedicareNumber } from '@meridian/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Field } from '../Field';
import { axeViolations } from '../test-utils/axe';
import { MedicareNumberInput, type MedicareNumberInputProps } from './MedicareNumberInput';

function MedicareField(props: MedicareNumberInputProps) {
  const [value, setValue] = useState(props.defaultValue ?? '');
  const [error, setError] = useState<string | undefined>();
  return (
    <Field style={{ maxWidth: 220 }}>
      <Field.Label>Medicare number</Field.Label>
      <MedicareNumberInput
        {...props}
        value={value}
        onValueChange={(v) => {
          setValue(v);
          setError(undefined);
          props.onValueChange?.(v);
        }}
        onBlur={() => setError(validateMedicareNumber(value))}
      />
      <Field.Hint>{value.length < 14 ? maxLengthHint(11) : null}</Field.Hint>
      <Field.Error>{error}</Field.Error>
    </Field>
  );
}

const meta = {
  title: 'Domain inputs/MedicareNumberInput',
  component: MedicareNumberInput,
  args: { onValueChange: fn() },
  render: (args) => <MedicareField {...args} />,
} satisfies Meta<typeof MedicareNumberInput>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Medicare number' });
    await userEvent.tab();
    await userEvent.keyboard('1eg4te5mk73');
    await expect(input).toHaveValue('1EG4-TE5-MK73');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('1EG4-TE5-MK73');
    await userEvent.tab();
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(await axeViolations(canvasElement)).toEqual([]);
  },
};

export const InvalidCharacters: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Medicare number' });
    await userEvent.tab();
    // S, L, O, I, B and Z are not used in Medicare numbers.
    await userEvent.keyboard('1SG4TE5MK73');
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription(
      'Max length is 11 characters Medicare number contains invalid characters.',
    );
    await expect(await axeViolations(canvasElement)).toEqual([]);
  },
};

export const TooShort: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Medicare number' });
    await userEvent.tab();
    await userEvent.keyboard('1eg4');
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Max length is 11 characters Medicare number must be 11 characters long.',
    );
  },
};
