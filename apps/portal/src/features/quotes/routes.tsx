import type { RouteObject } from 'react-router-dom';
import type { PageHandle } from '../../navigation/pageTitles';
import { lazyPage } from '../../shared/lazyComponent';
import { isQuoteProduct, QUOTE_PRODUCT_LABELS, QUOTE_ROUTE_LABELS } from './quoteRoutes';

const QuotesPage = lazyPage(() => import('./QuotesPage').then((m) => m.QuotesPage));
const QuoteRedirectPage = lazyPage(() => import('./QuoteRedirectPage').then((m) => m.QuoteRedirectPage));
const QuotePlaceholderPage = lazyPage(() => import('./QuotePlaceholderPage').then((m) => m.QuotePlaceholderPage));

/** The product choice, the link form that redirects, and the deep quote paths (spec 01 §2), each loaded on first visit. */
export const quoteRoutes: RouteObject[] = [
  { path: '/quotes', element: <QuotesPage />, handle: { title: 'Quotes' } satisfies PageHandle },
  {
    path: '/quotes/:product',
    element: <QuoteRedirectPage />,
    handle: {
      title: ({ product }) => (isQuoteProduct(product) ? `${QUOTE_PRODUCT_LABELS[product]} quote` : 'Quotes'),
    } satisfies PageHandle,
  },
  {
    path: '/quotes/:route/:leadId',
    element: <QuotePlaceholderPage />,
    handle: { title: ({ route = '' }) => `${QUOTE_ROUTE_LABELS[route] ?? 'Quote'} quote` } satisfies PageHandle,
  },
];
