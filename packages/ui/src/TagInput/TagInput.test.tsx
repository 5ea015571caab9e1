import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Field } from '../Field';
import { axeViolations, renderWithTheme } from '../test-utils';
import { TagInput, type TagInputProps } from './TagInput';

const known = ['Medicare Advantage', 'Part D', 'Turning 65', 'Referral', 'Spanish speaker'];

function Tags(props: TagInputProps) {
  return (
    <form onSubmit={(e) => e.preventDefault()}>
      <Field>
        <Field.Label>Tags</Field.Label>
        <TagInput suggestions={known} {...props} />
      </Field>
    </form>
  );
}

const input = () => screen.getByRole('combobox', { name: 'Tags' });
const chips = () => screen.queryAllByRole('listitem').map((li) => li.textContent);

describe('given a TagInput', () => {
  it('when rendered with tags then chips and their remove buttons are named, axe-clean', async () => {
    const { container } = renderWithTheme(<Tags defaultValue={['Referral']} />);
    expect(chips()).toEqual(['Referral']);
    expect(screen.getByRole('button', { name: 'Remove Referral' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Tag' })).toBeDisabled();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('when a tag is typed and Enter or comma pressed then it is added and the text clears', async () => {
    const onValueChange = vi.fn();
    const { user } = renderWithTheme(<Tags onValueChange={onValueChange} />);
    await user.type(input(), 'Hot lead{Enter}');
    await user.type(input(), 'Callback,');
    expect(chips()).toEqual(['Hot lead', 'Callback']);
    expect(onValueChange).toHaveBeenLastCalledWith(['Hot lead', 'Callback']);
    expect(input()).toHaveValue('');
  });

  it('when the Add Tag button is pressed then the typed tag is added', async () => {
    const { user } = renderWithTheme(<Tags />);
    await user.type(input(), 'Widow');
    await user.click(screen.getByRole('button', { name: 'Add Tag' }));
    expect(chips()).toEqual(['Widow']);
  });

  it('when the text is empty, blank or a duplicate then nothing is added', async () => {
    const { user } = renderWithTheme(<Tags defaultValue={['Referral']} />);
    await user.type(input(), '{Enter}');
    await user.type(input(), '   {Enter}');
    await user.clear(input());
    await user.type(input(), 'referral{Enter}');
    expect(chips()).toEqual(['Referral']);
  });

  it('when typing then known tags are suggested by case-insensitive substring and can be chosen by keyboard', async () => {
    const onValueChange = vi.fn();
    const { user } = renderWithTheme(<Tags onValueChange={onValueChange} />);
    await user.type(input(), 'PART');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Part D']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith(['Part D']);
    expect(input()).toHaveValue('');
  });

  it('when 20 characters are typed then no more fit and the max length hint describes the field', async () => {
    const { user } = renderWithTheme(<Tags />);
    await user.type(input(), 'A'.repeat(25));
    expect(input()).toHaveValue('A'.repeat(20));
    expect(input()).toHaveAccessibleDescription('Max length is 20 characters');
  });

  it('when a chip is removed then it goes and focus returns to the text field', async () => {
    const onValueChange = vi.fn();
    const { user } = renderWithTheme(<Tags defaultValue={['Referral', 'Part D']} onValueChange={onValueChange} />);
    await user.click(screen.getByRole('button', { name: 'Remove Referral' }));
    expect(onValueChange).toHaveBeenLastCalledWith(['Part D']);
    expect(input()).toHaveFocus();
  });
});
