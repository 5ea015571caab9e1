import { ThemeProvider } from '@meridian/ui';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MaintenancePage, NotFoundPage, NOT_FOUND_TEXT, ServerErrorPage } from './StatusPages';

describe('given the status pages', () => {
  it.each([
    { Page: NotFoundPage, title: 'Page not found' },
    { Page: ServerErrorPage, title: 'Something went wrong' },
    { Page: MaintenancePage, title: 'Down for maintenance' },
  ])(
    'when "$title" shows inside the frame\'s <main> then it is a named section, not a second main',
    ({ Page, title }) => {
      render(
        <ThemeProvider>
          <main>
            <Page />
          </main>
        </ThemeProvider>,
      );
      expect(screen.getAllByRole('main')).toHaveLength(1);
      expect(screen.getByRole('region', { name: title })).toContainElement(screen.getByRole('heading', { level: 1 }));
    },
  );

  it('when the server error page shows without the frame then it is the main landmark itself', () => {
    render(
      <ThemeProvider>
        <ServerErrorPage standalone />
      </ThemeProvider>,
    );
    expect(screen.getByRole('main', { name: 'Something went wrong' })).toBeInTheDocument();
  });

  it('shows the spec text', () => {
    render(
      <ThemeProvider>
        <NotFoundPage />
      </ThemeProvider>,
    );
    expect(screen.getByText(NOT_FOUND_TEXT)).toBeInTheDocument();
  });
});
