import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { Field } from '../Field';
import { axeViolations, renderWithTheme } from '../test-utils';
import { COUNTIES_BY_STATE, STATE_OPTIONS } from '../test-utils/fixtures';
import { Combobox, type ComboboxSingleProps } from './Combobox';

function StateField(props: Partial<ComboboxSingleProps>) {
  return (
    <Field>
      <Field.Label>State</Field.Label>
      <Combobox options={STATE_OPTIONS} {...props} />
    </Field>
  );
}

describe('given a Combobox', () => {
  it('when rendered then it is a named editable combobox with no axe violations', async () => {
    const { container } = renderWithTheme(<StateField />);
    const input = screen.getByRole('combobox', { name: 'State' });
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('when text is typed then options are filtered by case-insensitive substring', async () => {
    const { user, container } = renderWithTheme(<StateField />);
    await user.type(screen.getByRole('combobox', { name: 'State' }), 'CAROL');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['North Carolina', 'South Carolina']);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('when an option is chosen with arrows and Enter then the value and text change', async () => {
    const onValueChange = vi.fn();
    const { user } = renderWithTheme(<StateField onValueChange={onValueChange} />);
    const input = screen.getByRole('combobox', { name: 'State' });
    await user.type(input, 'dakota');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onValueChange).toHaveBeenCalledWith('SD');
    expect(input).toHaveValue('South Dakota');
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('when unmatched text is left on blur then the chosen label comes back', async () => {
    const { user } = renderWithTheme(<StateField defaultValue="TX" />);
    const input = screen.getByRole('combobox', { name: 'State' });
    expect(input).toHaveValue('Texas');
    await user.type(input, 'zzz');
    expect(input).toHaveValue('Texaszzz');
    await user.tab();
    expect(input).toHaveValue('Texas');
  });

  it('when the text is emptied then the choice is cleared', async () => {
    const onValueChange = vi.fn();
    const { user } = renderWithTheme(<StateField defaultValue="TX" onValueChange={onValueChange} />);
    await user.clear(screen.getByRole('combobox', { name: 'State' }));
    expect(onValueChange).toHaveBeenCalledWith(null);
  });

  it('when nothing matches and emptyText is given then it says so', async () => {
    const { user } = renderWithTheme(<StateField emptyText="No matches" />);
    await user.type(screen.getByRole('combobox', { name: 'State' }), 'zzz');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText('No matches')).toBeInTheDocument();
  });

  it('when the parent changes the value then the text follows', () => {
    const { rerender } = renderWithTheme(<StateField value="IL" />);
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('Illinois');
    rerender(<StateField value="GA" />);
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('Georgia');
  });

  it('when grouped then typing filters inside the groups and drops empty ones', async () => {
    const { user } = renderWithTheme(
      <Field>
        <Field.Label>County</Field.Label>
        <Combobox groups={COUNTIES_BY_STATE} />
      </Field>,
    );
    await user.type(screen.getByRole('combobox', { name: 'County' }), 'ma');
    expect(screen.queryByRole('group', { name: 'Georgia' })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Tennessee' })).toHaveTextContent('Marion');
  });
});

describe('given a Combobox inside a Dialog', () => {
  it('when Escape is pressed with the list open then only the list closes', async () => {
    function Harness() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <Button>Outside</Button>
          <Dialog open={open} onOpenChange={setOpen} title="New Lead">
            <StateField />
          </Dialog>
        </>
      );
    }
    const { user } = renderWithTheme(<Harness />);
    const input = screen.getByRole('combobox', { name: 'State' });
    await user.type(input, 'new');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('dialog', { name: 'New Lead' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('given a Combobox with multiple', () => {
  function StatesField(props: { onValueChange?: (value: string[]) => void; defaultValue?: string[] }) {
    const [value, setValue] = useState<string[]>(props.defaultValue ?? []);
    return (
      <Field>
        <Field.Label>State</Field.Label>
        <Combobox
          multiple
          options={STATE_OPTIONS}
          value={value}
          chosenLabel="Chosen State"
          onValueChange={(next) => {
            props.onValueChange?.(next);
            setValue(next);
          }}
        />
      </Field>
    );
  }

  it('when options are chosen by keyboard then each becomes a chip, leaves the list, and the input empties with focus, axe-clean', async () => {
    const onValueChange = vi.fn();
    const { user, container } = renderWithTheme(<StatesField onValueChange={onValueChange} />);
    const input = screen.getByRole('combobox', { name: 'State' });
    await user.type(input, 'Illin');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith(['IL']);
    expect(screen.getByRole('button', { name: 'Remove Illinois' })).toBeVisible();
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    await user.type(input, 'Texa');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith(['IL', 'TX']);
    expect(screen.getByRole('list', { name: 'Chosen State' })).toHaveTextContent('IllinoisTexas');
    await user.type(input, 'Illi');
    expect(screen.queryByRole('option', { name: 'Illinois' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('when a chip is removed by keyboard then focus goes to the next chip, and to the input after the last', async () => {
    const onValueChange = vi.fn();
    const { user } = renderWithTheme(<StatesField defaultValue={['IL', 'TX', 'OH']} onValueChange={onValueChange} />);
    screen.getByRole('button', { name: 'Remove Texas' }).focus();
    await user.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith(['IL', 'OH']);
    expect(screen.getByRole('button', { name: 'Remove Ohio' })).toHaveFocus();
    await user.keyboard('{Delete}');
    expect(onValueChange).toHaveBeenLastCalledWith(['IL']);
    expect(screen.getByRole('button', { name: 'Remove Illinois' })).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(onValueChange).toHaveBeenLastCalledWith([]);
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveFocus();
  });

  it('when Backspace is pressed in the empty input then the last choice is removed and focus stays', async () => {
    const onValueChange = vi.fn();
    const { user } = renderWithTheme(<StatesField defaultValue={['IL', 'TX']} onValueChange={onValueChange} />);
    const input = screen.getByRole('combobox', { name: 'State' });
    await user.click(input);
    await user.keyboard('{Escape}{Backspace}');
    expect(onValueChange).toHaveBeenLastCalledWith(['IL']);
    expect(input).toHaveFocus();
  });
});
