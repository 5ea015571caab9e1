import { PageHeader, ThemeProvider } from '@meridian/ui';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { Link, MemoryRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { portalRoutes } from '../App';
import { KEEP_FOCUS, PageNavigation } from './PageNavigation';
import { pageTitleOf } from './pageTitles';

describe('given the portal routes', () => {
  it.each([
    { path: '/', title: 'Dashboard' },
    { path: '/lead/search', title: 'Lead Search' },
    { path: '/lead/42', title: 'Lead 42' },
    { path: '/lead/new', title: 'New lead' },
    { path: '/quotes', title: 'Quotes' },
    { path: '/quotes/medsup', title: 'Medicare Supplement quote' },
    { path: '/quotes/mapartd/55', title: 'Medicare Advantage and Part D quote' },
    { path: '/integration/dialer', title: 'Phone Dialer Setup' },
    { path: '/calendar/week', title: 'Calendar' },
    { path: '/forms/life', title: 'Forms' },
    { path: '/help/quick-search', title: 'Help' },
    { path: '/privacy_policy', title: 'Privacy Policy' },
    { path: '/nowhere', title: 'Page not found' },
  ])('when $path is matched then its page is titled "$title"', ({ path, title }) => {
    expect(pageTitleOf(portalRoutes, path)).toBe(title);
  });
});

const routes: RouteObject[] = [
  {
    path: '/',
    handle: { title: 'Dashboard' },
    element: (
      <>
        <PageHeader title="Dashboard" />
        <Link to="/lead/search">Leads</Link>
        <Link to="/lead/search" state={KEEP_FOCUS}>
          Leads in place
        </Link>
      </>
    ),
  },
  { path: '/lead/search', handle: { title: 'Lead Search' }, element: <PageHeader title="Lead Search" /> },
];

function Pages() {
  return (
    <>
      <PageNavigation routes={routes} />
      <main>{useRoutes(routes)}</main>
    </>
  );
}

describe('given PageNavigation in the frame', () => {
  it('when the app loads then the document is titled and focus stays put; after navigating, the new title and focus on its h1', async () => {
    const user = userEvent.setup();
    render(
      <ThemeProvider>
        <MemoryRouter>
          <Pages />
        </MemoryRouter>
      </ThemeProvider>,
    );
    await waitFor(() => expect(document.title).toBe('Dashboard · Meridian'));
    expect(document.body).toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'Leads' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Lead Search' })).toHaveFocus());
    expect(document.title).toBe('Lead Search · Meridian');
  });

  it('when a page changes its own path with KEEP_FOCUS then focus stays on the control that did it', async () => {
    const user = userEvent.setup();
    render(
      <ThemeProvider>
        <MemoryRouter>
          <Pages />
        </MemoryRouter>
      </ThemeProvider>,
    );
    await waitFor(() => expect(document.title).toBe('Dashboard · Meridian'));
    const link = screen.getByRole('link', { name: 'Leads in place' });
    await user.click(link);
    await waitFor(() => expect(document.title).toBe('Lead Search · Meridian'));
    // Give the heading's focus poll the time it would take.
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(screen.getByRole('heading', { level: 1, name: 'Lead Search' })).not.toHaveFocus();
  });

  it('when the user moves focus to the header while the new page is still arriving then the heading does not take it', async () => {
    // Issue 29 (seen on a busy machine): the page mounted after the user had opened the quick search
    // from the header, and its heading took focus, so Escape gave focus back to the heading.
    const user = userEvent.setup();
    function Slow() {
      const [shown, setShown] = useState(false);
      useEffect(() => {
        const timer = setTimeout(() => setShown(true), 400);
        return () => clearTimeout(timer);
      }, []);
      return shown ? <PageHeader title="Lead Search" /> : null;
    }
    const slowRoutes: RouteObject[] = [
      routes[0]!,
      { path: '/lead/search', handle: { title: 'Lead Search' }, element: <Slow /> },
    ];
    function SlowPages() {
      return (
        <>
          <header>
            <button type="button">Quick search</button>
          </header>
          <PageNavigation routes={slowRoutes} />
          <main>{useRoutes(slowRoutes)}</main>
        </>
      );
    }
    render(
      <ThemeProvider>
        <MemoryRouter>
          <SlowPages />
        </MemoryRouter>
      </ThemeProvider>,
    );
    await user.click(screen.getByRole('link', { name: 'Leads' }));
    await new Promise((resolve) => setTimeout(resolve, 150));
    const header = screen.getByRole('button', { name: 'Quick search' });
    header.focus();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Lead Search' });
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(heading).not.toHaveFocus();
    expect(header).toHaveFocus();
  });
});
