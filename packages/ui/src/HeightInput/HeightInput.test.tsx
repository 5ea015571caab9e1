import { LEAD_MESSAGES } from '@meridian/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithTheme } from '../test-utils';
import { HeightInput } from './HeightInput';

describe('given a HeightInput', () => {
  it('when given total inches then feet and inches show, named by the group label', async () => {
    const { container } = renderWithTheme(<HeightInput label="Height" defaultValue={70} />);
    expect(screen.getByRole('group', { name: 'Height' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Height ft' })).toHaveValue('5');
    expect(screen.getByRole('textbox', { name: 'Height in' })).toHaveValue('10');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('when feet and inches are typed then the total is 12 × feet + inches', async () => {
    const onValueChange = vi.fn();
    const { user } = renderWithTheme(<HeightInput label="Height" onValueChange={onValueChange} />);
    await user.type(screen.getByRole('textbox', { name: 'Height ft' }), '6');
    await user.tab();
    await user.keyboard('2');
    expect(onValueChange).toHaveBeenLastCalledWith(74);
  });

  it('when feet over 8 or inches over 12 are typed then they are capped with a message', async () => {
    const { user } = renderWithTheme(<HeightInput label="Height" />);
    const feet = screen.getByRole('textbox', { name: 'Height ft' });
    await user.type(feet, '9');
    expect(feet).toHaveValue('8');
    expect(screen.getByRole('status')).toHaveTextContent(LEAD_MESSAGES.heightFeetTooLarge);
    expect(feet).toHaveAccessibleDescription(LEAD_MESSAGES.heightFeetTooLarge);
    const inches = screen.getByRole('textbox', { name: 'Height in' });
    await user.type(inches, '15');
    expect(inches).toHaveValue('12');
    expect(screen.getByRole('status')).toHaveTextContent(LEAD_MESSAGES.heightInchesTooLarge);
  });

  it('when a letter is typed then it is dropped with the numbers-only message', async () => {
    const { user } = renderWithTheme(<HeightInput label="Height" />);
    await user.type(screen.getByRole('textbox', { name: 'Height in' }), 'a');
    expect(screen.getByRole('status')).toHaveTextContent('Height will only accept numeric values.');
  });

  it('when 5 ft 12 in is typed then the fields keep it (no jump to 6 ft 0 in)', async () => {
    const { user } = renderWithTheme(<HeightInput label="Height" />);
    await user.type(screen.getByRole('textbox', { name: 'Height ft' }), '5');
    await user.type(screen.getByRole('textbox', { name: 'Height in' }), '12');
    expect(screen.getByRole('textbox', { name: 'Height ft' })).toHaveValue('5');
    expect(screen.getByRole('textbox', { name: 'Height in' })).toHaveValue('12');
  });

  it('when the parent loads another value then the fields follow', () => {
    const { rerender } = renderWithTheme(<HeightInput label="Height" value={60} />);
    rerender(<HeightInput label="Height" value={75} />);
    expect(screen.getByRole('textbox', { name: 'Height ft' })).toHaveValue('6');
    expect(screen.getByRole('textbox', { name: 'Height in' })).toHaveValue('3');
  });
});
