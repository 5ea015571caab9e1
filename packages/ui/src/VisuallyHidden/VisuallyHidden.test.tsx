import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations, renderWithTheme } from '../test-utils';
import { VisuallyHidden } from './VisuallyHidden';

describe('given VisuallyHidden', () => {
  it('when it names a link then the link reads it, and it is clipped to 1 px, axe-clean', async () => {
    const { container } = renderWithTheme(
      <a href="https://example.com" target="_blank" rel="noreferrer">
        Plan Explorer <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
      </a>,
    );
    expect(screen.getByRole('link', { name: 'Plan Explorer (opens in a new tab)' })).toBeInTheDocument();
    const hidden = screen.getByText('(opens in a new tab)');
    expect(getComputedStyle(hidden).position).toBe('absolute');
    expect(getComputedStyle(hidden).width).toBe('1px');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('when given a role then it is that live region', () => {
    renderWithTheme(<VisuallyHidden role="status">Saved</VisuallyHidden>);
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
  });
});
