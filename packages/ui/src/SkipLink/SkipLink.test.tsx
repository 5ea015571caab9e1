import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations, renderWithTheme } from '../test-utils';
import { SkipLink } from './SkipLink';

describe('given a SkipLink before the navigation', () => {
  it('when Tab is pressed first then the link has focus; Enter moves focus into main, and the next Tab stays in the content', async () => {
    const user = userEvent.setup();
    const { container } = renderWithTheme(
      <>
        <SkipLink />
        <nav aria-label="Main">
          <a href="/one">One</a>
        </nav>
        <main>
          <h1>Dashboard</h1>
          <button>In the content</button>
        </main>
      </>,
    );
    await user.tab();
    const link = screen.getByRole('link', { name: 'Skip to main content' });
    expect(link).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'In the content' })).toHaveFocus();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('when unfocused then it is clipped (visually hidden) but still named', () => {
    renderWithTheme(<SkipLink target="#content">Skip to results</SkipLink>);
    const link = screen.getByRole('link', { name: 'Skip to results' });
    expect(getComputedStyle(link).position).toBe('absolute');
  });
});
