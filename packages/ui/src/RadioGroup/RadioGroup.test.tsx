import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithTheme } from '../test-utils';
import { RadioGroup, type RadioGroupProps } from './RadioGroup';

function EmergencyContact(props: Partial<RadioGroupProps>) {
  return (
    <RadioGroup label="Use as emergency contact?" orientation="horizontal" {...props}>
      <RadioGroup.Item value="yes" label="Yes" />
      <RadioGroup.Item value="no" label="No" />
    </RadioGroup>
  );
}

describe('given a RadioGroup', () => {
  it('when rendered then the group and radios are named and there are no axe violations', async () => {
    const { container } = renderWithTheme(<EmergencyContact defaultValue="yes" />);
    expect(screen.getByRole('radiogroup', { name: 'Use as emergency contact?' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'No' })).not.toBeChecked();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('when arrow keys are pressed then the next radio is focused and chosen', async () => {
    const onValueChange = vi.fn();
    const { user } = renderWithTheme(<EmergencyContact defaultValue="yes" onValueChange={onValueChange} />);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Yes' })).toHaveFocus();
    // Radix moves focus a tick after keydown and chooses the radio if the arrow is still down.
    await user.keyboard('{ArrowRight>}');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'No' })).toHaveFocus());
    await user.keyboard('{/ArrowRight}');
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
    expect(onValueChange).toHaveBeenLastCalledWith('no');
  });

  it('when a label is clicked then its radio is chosen', async () => {
    const onValueChange = vi.fn();
    const { user } = renderWithTheme(<EmergencyContact onValueChange={onValueChange} />);
    await user.click(screen.getByText('No'));
    expect(onValueChange).toHaveBeenCalledWith('no');
  });

  it('when it has an error then the group is invalid and described by it', async () => {
    const { container } = renderWithTheme(<EmergencyContact error="This field is required." />);
    const group = screen.getByRole('radiogroup', { name: 'Use as emergency contact?' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('This field is required.');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('when disabled then no radio can be chosen', async () => {
    const onValueChange = vi.fn();
    const { user } = renderWithTheme(<EmergencyContact disabled onValueChange={onValueChange} />);
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(onValueChange).not.toHaveBeenCalled();
  });
});
