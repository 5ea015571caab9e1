import { formatPartDateInput } from '@meridian/domain';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Field } from '../Field';
import { axeViolations, renderWithTheme } from '../test-utils';
import { MonthYearInput } from './MonthYearInput';

function PartA(props: { onValueChange?: (v: string) => void }) {
  return (
    <Field>
      <Field.Label>Part A date</Field.Label>
      <MonthYearInput {...props} />
    </Field>
  );
}

describe('given a MonthYearInput', () => {
  it('when rendered then it is labelled and axe-clean', async () => {
    const { container } = renderWithTheme(<PartA />);
    expect(screen.getByRole('textbox', { name: 'Part A date' })).toHaveAttribute('placeholder', 'MM/YYYY');
    expect(await axeViolations(container)).toEqual([]);
  });

  it.each(['0', '01', '012', '012024', '0120249', '01/', 'x0y1z2'])(
    'when %j is typed then the field shows what domain formatPartDateInput gives',
    async (typed) => {
      const { user } = renderWithTheme(<PartA />);
      const input = screen.getByRole('textbox', { name: 'Part A date' });
      await user.type(input, typed);
      expect(input).toHaveValue(formatPartDateInput(typed));
    },
  );

  it.each([
    ['01/15/2024', '01/2024'],
    ['2024-03-01', '03/2024'],
    ['1/2024', '01/2024'],
  ])('when %j is pasted then it becomes %j', (pasted, shown) => {
    const onValueChange = vi.fn();
    renderWithTheme(<PartA onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: 'Part A date' });
    fireEvent.paste(input, { clipboardData: { getData: () => pasted } });
    expect(input).toHaveValue(shown);
    expect(onValueChange).toHaveBeenLastCalledWith(shown);
  });
});
