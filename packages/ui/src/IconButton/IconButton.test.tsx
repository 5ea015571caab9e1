import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CloseIcon } from '../internal/icons';
import { axeViolations, renderWithTheme } from '../test-utils';
import { IconButton } from './IconButton';

describe('given an IconButton', () => {
  it('when rendered then its name is the aria-label and it has no axe violations', async () => {
    const { container } = renderWithTheme(<IconButton icon={<CloseIcon />} aria-label="Close" />);
    const button = screen.getByRole('button', { name: 'Close' });
    expect(button).toHaveAttribute('type', 'button');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('when pressed with the keyboard then it calls onClick', async () => {
    const onClick = vi.fn();
    const { user } = renderWithTheme(<IconButton icon={<CloseIcon />} aria-label="Close" onClick={onClick} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('when disabled then it ignores clicks', async () => {
    const onClick = vi.fn();
    const { user } = renderWithTheme(<IconButton icon={<CloseIcon />} aria-label="Close" disabled onClick={onClick} />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClick).not.toHaveBeenCalled();
  });
});
