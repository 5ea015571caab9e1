import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Field } from '../Field';
import { axeViolations, renderWithTheme } from '../test-utils';
import { InitialInput, type InitialInputProps } from './InitialInput';

function Initial(props: InitialInputProps) {
  return (
    <Field>
      <Field.Label>Initial</Field.Label>
      <InitialInput {...props} />
    </Field>
  );
}

describe('given an InitialInput', () => {
  it('when rendered then it is a labelled one-character input with no axe violations', async () => {
    const { container } = renderWithTheme(<Initial />);
    const input = screen.getByRole('textbox', { name: 'Initial' });
    expect(input).toHaveAttribute('maxlength', '1');
    expect(input).toHaveAttribute('autocomplete', 'additional-name');
    expect(await axeViolations(container)).toEqual([]);
  });

  it.each([
    ['q', 'q'],
    ['7', ''],
    ['.', ''],
    [' ', ''],
    ['é', ''],
  ])('when %j is typed then the field holds %j', async (typed, kept) => {
    const { user } = renderWithTheme(<Initial />);
    const input = screen.getByRole('textbox', { name: 'Initial' });
    await user.type(input, typed);
    expect(input).toHaveValue(kept);
  });

  it('when a letter is typed after rejected characters then it is kept and reported', async () => {
    const onValueChange = vi.fn();
    const { user } = renderWithTheme(<Initial onValueChange={onValueChange} />);
    await user.type(screen.getByRole('textbox', { name: 'Initial' }), '1-J');
    expect(screen.getByRole('textbox', { name: 'Initial' })).toHaveValue('J');
    expect(onValueChange).toHaveBeenLastCalledWith('J');
  });
});
