import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithTheme } from '../test-utils';
import { Switch } from './Switch';

describe('given a Switch', () => {
  it('when rendered then its label names it, the hint describes it, OFF shows, and axe finds nothing', async () => {
    const { container } = renderWithTheme(
      <Switch label="AWN Sync" hint="Writing numbers follow the contracting system." />,
    );
    const control = screen.getByRole('switch', { name: 'AWN Sync' });
    expect(control).not.toBeChecked();
    expect(control).toHaveAccessibleDescription('Writing numbers follow the contracting system.');
    expect(screen.getByText('OFF')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('when Space is pressed then it turns on, says ON and reports it', async () => {
    const onCheckedChange = vi.fn();
    const { user } = renderWithTheme(<Switch label="AWN Sync" onCheckedChange={onCheckedChange} />);
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByRole('switch', { name: 'AWN Sync' })).toBeChecked();
    expect(screen.getByText('ON')).toBeInTheDocument();
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
  });

  it('when controlled then the words follow the value it is given, not the click', async () => {
    const onCheckedChange = vi.fn();
    const { user, rerender } = renderWithTheme(
      <Switch label="Sync" checked={false} onCheckedChange={onCheckedChange} />,
    );
    await user.click(screen.getByRole('switch', { name: 'Sync' }));
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    expect(screen.getByText('OFF')).toBeInTheDocument();
    rerender(<Switch label="Sync" checked onCheckedChange={onCheckedChange} />);
    expect(screen.getByText('ON')).toBeInTheDocument();
  });

  it('when a parent holds the value then clicking the label toggles it both ways', async () => {
    function Holder() {
      const [on, setOn] = useState(true);
      return <Switch label="Sync" checked={on} onCheckedChange={setOn} stateLabels={{ on: 'Yes', off: 'No' }} />;
    }
    const { user } = renderWithTheme(<Holder />);
    await user.click(screen.getByText('Sync'));
    expect(screen.getByRole('switch', { name: 'Sync' })).not.toBeChecked();
    expect(screen.getByText('No')).toBeInTheDocument();
    await user.click(screen.getByText('Sync'));
    expect(screen.getByText('Yes')).toBeInTheDocument();
  });

  it('when disabled then a click changes nothing', async () => {
    const onCheckedChange = vi.fn();
    const { user } = renderWithTheme(<Switch label="Sync" disabled onCheckedChange={onCheckedChange} />);
    await user.click(screen.getByRole('switch', { name: 'Sync' }));
    expect(onCheckedChange).not.toHaveBeenCalled();
  });
});
