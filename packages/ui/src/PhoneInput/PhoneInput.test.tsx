import { formatPhone } from '@meridian/domain';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Field } from '../Field';
import { axeViolations, renderWithTheme } from '../test-utils';
import { PhoneInput, type PhoneInputProps } from './PhoneInput';

function BusinessPhone(props: PhoneInputProps) {
  return (
    <Field>
      <Field.Label>Business phone</Field.Label>
      <PhoneInput {...props} />
    </Field>
  );
}

describe('given a PhoneInput', () => {
  it('when rendered then it is a labelled tel input with no axe violations', async () => {
    const { container } = renderWithTheme(<BusinessPhone />);
    const input = screen.getByRole('textbox', { name: 'Business phone' });
    expect(input).toHaveAttribute('inputmode', 'tel');
    expect(input).toHaveAttribute('autocomplete', 'tel-national');
    expect(await axeViolations(container)).toEqual([]);
  });

  it.each(['3', '312', '3125', '312555', '3125550', '3125550100', '31255501009', '(312) 555-01ab00'])(
    'when %j is typed then the field shows what domain formatPhone gives',
    async (typed) => {
      const { user } = renderWithTheme(<BusinessPhone />);
      const input = screen.getByRole('textbox', { name: 'Business phone' });
      await user.type(input, typed);
      expect(input).toHaveValue(formatPhone(typed));
    },
  );

  it('when ten digits are typed then onValueChange carries digits only and onComplete fires', async () => {
    const onValueChange = vi.fn();
    const onComplete = vi.fn();
    const { user } = renderWithTheme(<BusinessPhone onValueChange={onValueChange} onComplete={onComplete} />);
    await user.type(screen.getByRole('textbox', { name: 'Business phone' }), '3125550100');
    expect(onValueChange).toHaveBeenLastCalledWith('3125550100');
    expect(onComplete).toHaveBeenCalledWith('3125550100');
    expect(screen.getByRole('textbox', { name: 'Business phone' })).toHaveValue('(312) 555-0100');
  });

  it('when Backspace is pressed over separators then digits are still removed one by one', async () => {
    const onValueChange = vi.fn();
    const { user } = renderWithTheme(<BusinessPhone defaultValue="3125550100" onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: 'Business phone' });
    await user.click(input);
    await user.keyboard('{End}{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}');
    expect(onValueChange).toHaveBeenLastCalledWith('31255');
    expect(input).toHaveValue('(312) 55');
  });

  it('when controlled then the stored digits are shown formatted', () => {
    function Controlled() {
      const [phone, setPhone] = useState('7735550123');
      return <BusinessPhone value={phone} onValueChange={setPhone} />;
    }
    renderWithTheme(<Controlled />);
    expect(screen.getByRole('textbox', { name: 'Business phone' })).toHaveValue('(773) 555-0123');
  });
});
