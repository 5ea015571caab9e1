import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '../theme';
import { axeViolations, renderWithTheme } from '../test-utils';
import { PageHeader } from './PageHeader';

describe('given PageHeader', () => {
  it('when rendered with actions and a description then the title is the page h1 in the page-title size, axe-clean', async () => {
    const { container } = renderWithTheme(
      <main>
        <PageHeader
          title="Lead Search"
          description="Find leads by name or phone."
          actions={<button>New Search</button>}
        />
      </main>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Lead Search' });
    expect(getComputedStyle(heading).fontSize).toBe(theme.heading.page.size);
    expect(getComputedStyle(heading).lineHeight).toBe(theme.heading.page.lineHeight);
    expect(screen.getByRole('button', { name: 'New Search' })).toBeVisible();
    expect(screen.getByText('Find leads by name or phone.')).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('when focus is moved to the heading then it takes it without being a Tab stop', () => {
    renderWithTheme(<PageHeader title="Dashboard" headingId="page-title" />);
    const heading = screen.getByRole('heading', { name: 'Dashboard' });
    expect(heading).toHaveAttribute('id', 'page-title');
    expect(heading).toHaveAttribute('tabindex', '-1');
    heading.focus();
    expect(heading).toHaveFocus();
  });
});
