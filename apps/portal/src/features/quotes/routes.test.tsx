import { screen } from '@testing-library/react';
import { useRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderWithPortal } from '../../test-utils';
import { quoteRoutes } from './routes';

function QuoteRoutes() {
  return useRoutes(quoteRoutes);
}

describe('given the quote routes as the portal spreads them (App.tsx)', () => {
  it.each([
    { path: '/quotes', heading: 'Quotes' },
    { path: '/quotes/medsup', heading: 'Medicare Supplement quote' },
    { path: '/quotes/mapartd/new?product=fex', heading: 'Medicare Advantage and Part D quote' },
  ])('when $path opens then its page loads on first visit and shows "$heading"', async ({ path, heading }) => {
    renderWithPortal(<QuoteRoutes />, { client: fakeApi({}).client, path });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});
