import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { NOT_FOUND_TEXT } from '../../pages/StatusPages';
import { axeViolations, fakeApi, renderWithPortal } from '../../test-utils';
import { QuotePlaceholderPage } from './QuotePlaceholderPage';
import { QUOTE_REDIRECT_TEXT, QuoteRedirectPage } from './QuoteRedirectPage';
import { QuotesPage } from './QuotesPage';
import { MAPD_OFF_TEXT } from './quoteRoutes';

/** The quote routes as the portal declares them (App.tsx); `flags` are what `GET featureFlags` answers. */
function renderQuotes(path: string, state?: unknown, flags?: Record<string, boolean>) {
  return renderWithPortal(
    <Routes>
      <Route path="/quotes" element={<QuotesPage />} />
      <Route path="/quotes/:product" element={<QuoteRedirectPage />} />
      <Route path="/quotes/:route/:leadId" element={<QuotePlaceholderPage />} />
      <Route path="*" element={null} />
    </Routes>,
    {
      client: fakeApi(flags ? { 'GET featureFlags': () => ({ body: { key: 'user:7', flags } }) } : {}).client,
      path,
      state,
    },
  );
}

const location = () => screen.getByTestId('location').textContent;
const locationState = () => JSON.parse(screen.getByTestId('location').getAttribute('data-state') ?? 'null');

describe('given a quote link /quotes/{product} (spec 01 §2: a quote redirect happens after 5 seconds)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('when /quotes/medsup opens then it says it is taking the user to the final route, counts down, and goes there after 5 s (not before)', () => {
    renderQuotes('/quotes/medsup');
    expect(screen.getByRole('heading', { level: 1, name: 'Medicare Supplement quote' })).toBeInTheDocument();
    expect(
      screen.getByText('Taking you to the Final Expense and Supplemental quote in 5 seconds…'),
    ).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Taking you to the Final Expense and Supplemental quote in 5 seconds.',
    );
    act(() => vi.advanceTimersByTime(3_900));
    expect(screen.getByText('Taking you to the Final Expense and Supplemental quote in 1 second…')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(999));
    expect(location()).toBe('/quotes/medsup');
    act(() => vi.advanceTimersByTime(1));
    expect(location()).toBe('/quotes/final/new?product=medsup');
    expect(screen.getByRole('heading', { level: 1, name: 'Medicare Supplement quote' })).toBeInTheDocument();
  });

  it.each([
    { product: 'partd', to: '/quotes/mapartd/42?product=partd', route: 'Medicare Advantage and Part D' },
    { product: 'medadvantage', to: '/quotes/mapartd/42?product=medadvantage', route: 'Medicare Advantage and Part D' },
    { product: 'fex', to: '/quotes/final/42?product=fex', route: 'Final Expense and Supplemental' },
    { product: 'hospindem', to: '/quotes/final/42?product=hospindem', route: 'Final Expense and Supplemental' },
    { product: 'dental', to: '/quotes/final/42?product=dental', route: 'Final Expense and Supplemental' },
    { product: 'life', to: '/quotes/life/42?product=life', route: 'Life' },
    { product: 'ltc', to: '/quotes/ltc/42?product=ltc', route: 'Long-Term Care' },
  ])(
    'when /quotes/$product opens for a lead then after 5 s it is at $to, the lead named on the way',
    ({ product, to, route }) => {
      renderQuotes(`/quotes/${product}?lead_id=42`, { lead_name: 'Mary Jones' });
      expect(screen.getByText(`Taking you to the ${route} quote for Mary Jones in 5 seconds…`)).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(5_000));
      expect(location()).toBe(to);
      expect(locationState()).toEqual({ lead_name: 'Mary Jones' });
      expect(screen.getByRole('link', { name: 'Mary Jones' })).toHaveAttribute('href', '/lead/42');
    },
  );

  it('when Go now is chosen then it goes at once; Stay here stops the countdown for good', () => {
    renderQuotes('/quotes/fex');
    fireEvent.click(screen.getByRole('button', { name: QUOTE_REDIRECT_TEXT.stay }));
    act(() => vi.advanceTimersByTime(10_000));
    expect(location()).toBe('/quotes/fex');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Stayed here. Go now takes you to the Final Expense and Supplemental quote.',
    );
    expect(screen.queryByRole('button', { name: QUOTE_REDIRECT_TEXT.stay })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: QUOTE_REDIRECT_TEXT.goNow }));
    expect(location()).toBe('/quotes/final/new?product=fex');
  });

  it('when the product is not one the spec lists then it is the 404 page and nothing redirects', () => {
    renderQuotes('/quotes/travel');
    expect(screen.getByText(NOT_FOUND_TEXT)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(10_000));
    expect(location()).toBe('/quotes/travel');
  });
});

describe('given the quote pages', () => {
  it('when /quotes opens then every product links to its quote link, with no axe violations', async () => {
    renderQuotes('/quotes');
    const products = screen.getByRole('list', { name: 'Products' });
    expect(
      within(products)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Medicare Advantage', '/quotes/medadvantage'],
      ['Medicare Part D', '/quotes/partd'],
      ['Medicare Supplement', '/quotes/medsup'],
      ['Final Expense', '/quotes/fex'],
      ['Hospital Indemnity', '/quotes/hospindem'],
      ['Dental', '/quotes/dental'],
      ['Life', '/quotes/life'],
      ['Long-Term Care', '/quotes/ltc'],
    ]);
    expect(await axeViolations()).toEqual([]);
  });

  it('when /quotes opens for a selected lead then it names the lead and every link carries it', () => {
    renderQuotes('/quotes?lead_id=42', { lead_name: 'Mary Jones' });
    expect(screen.getByText('Choose the product to quote for Mary Jones.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Medicare Supplement' })).toHaveAttribute(
      'href',
      '/quotes/medsup?lead_id=42',
    );
  });

  it('when a deep quote path opens then the placeholder names the product and the lead, with no axe violations', async () => {
    renderQuotes('/quotes/medsup/42');
    expect(screen.getByRole('heading', { level: 1, name: 'Medicare Supplement quote' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'lead 42' })).toHaveAttribute('href', '/lead/42');
    expect(screen.getByRole('link', { name: 'Choose another product' })).toHaveAttribute('href', '/quotes?lead_id=42');
    expect(await axeViolations()).toEqual([]);
  });

  it('when a quote page has no lead then it says so; a product that does not belong to the route is not named', () => {
    renderQuotes('/quotes/mapartd/new?product=fex');
    expect(screen.getByRole('heading', { level: 1, name: 'Medicare Advantage and Part D quote' })).toBeInTheDocument();
    expect(screen.getByText('No lead is chosen: this is a new quote.')).toBeInTheDocument();
  });

  it.each(['/quotes/final/abc', '/quotes/travel/42'])('when %s opens then it is the 404 page', (path) => {
    renderQuotes(path);
    expect(screen.getByText(NOT_FOUND_TEXT)).toBeInTheDocument();
  });
});

describe('given the disable_mapd_quote flag on (spec 01 §6: it gates the MAPD quote)', () => {
  const off = { disable_mapd_quote: true };

  it('when /quotes opens then Medicare Advantage and Part D are named as turned off, not linked; the others stay links', async () => {
    renderQuotes('/quotes?lead_id=42', undefined, off);
    const products = screen.getByRole('list', { name: 'Products' });
    // Once the flags are in.
    expect(await within(products).findAllByText(`(${MAPD_OFF_TEXT.product})`)).toHaveLength(2);
    expect(within(products).queryByRole('link', { name: 'Medicare Advantage' })).toBeNull();
    expect(within(products).queryByRole('link', { name: 'Medicare Part D' })).toBeNull();
    expect(within(products).getAllByText(`(${MAPD_OFF_TEXT.product})`)).toHaveLength(2);
    expect(within(products).getByRole('link', { name: 'Medicare Supplement' })).toHaveAttribute(
      'href',
      '/quotes/medsup?lead_id=42',
    );
    expect(await axeViolations()).toEqual([]);
  });

  it.each(['/quotes/mapartd/42?product=partd', '/quotes/mapartd/new'])(
    'when %s opens then the page says MA/PD quoting is off and offers the other products',
    async (path) => {
      renderQuotes(path, undefined, off);
      expect(await screen.findByText(MAPD_OFF_TEXT.page)).toBeInTheDocument();
      expect(screen.queryByText('Quoting is not available here yet; it arrives with the quoting engine.')).toBeNull();
      expect(screen.getByRole('link', { name: 'Choose another product' })).toBeInTheDocument();
    },
  );

  it('when the link form of Part D opens then it says so and takes the user nowhere, 5 s on', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderQuotes('/quotes/partd?lead_id=42', undefined, off);
      expect(await screen.findByText(MAPD_OFF_TEXT.page)).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(6_000));
      expect(location()).toBe('/quotes/partd?lead_id=42');
    } finally {
      vi.useRealTimers();
    }
  });
});
