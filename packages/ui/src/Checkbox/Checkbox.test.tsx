import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithTheme } from '../test-utils';
import { Checkbox } from './Checkbox';

describe('given a Checkbox', () => {
  it('when rendered then its label names it and there are no axe violations', async () => {
    const { container } = renderWithTheme(<Checkbox label="Email" hint="Permission to contact by email" />);
    const box = screen.getByRole('checkbox', { name: 'Email' });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription('Permission to contact by email');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('when Space is pressed then it toggles and reports the new state', async () => {
    const onCheckedChange = vi.fn();
    const { user } = renderWithTheme(<Checkbox label="Phone" onCheckedChange={onCheckedChange} />);
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Phone' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Phone' })).toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    await user.keyboard(' ');
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
  });

  it('when its label is clicked then it toggles', async () => {
    const { user } = renderWithTheme(<Checkbox label="Remember my selection" />);
    await user.click(screen.getByText('Remember my selection'));
    expect(screen.getByRole('checkbox', { name: 'Remember my selection' })).toBeChecked();
  });

  it('when indeterminate then it reports mixed', () => {
    renderWithTheme(<Checkbox label="Select all rows" hideLabel checked="indeterminate" />);
    expect(screen.getByRole('checkbox', { name: 'Select all rows' })).toHaveAttribute('aria-checked', 'mixed');
  });

  it('when disabled then it cannot be toggled', async () => {
    const onCheckedChange = vi.fn();
    const { user } = renderWithTheme(<Checkbox label="Mail" disabled onCheckedChange={onCheckedChange} />);
    await user.click(screen.getByRole('checkbox', { name: 'Mail' }));
    expect(onCheckedChange).not.toHaveBeenCalled();
    expect(screen.getByRole('checkbox', { name: 'Mail' })).toBeDisabled();
  });
});
