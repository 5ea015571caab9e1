// Quotes (spec 01 §2): the product choice at /quotes, the link form /quotes/{product} that
// redirects after 5 s, and the deep quote paths (placeholders until the quoting engine). The
// index is cheap to import: the path helpers are plain functions and the pages load on first visit.
export { QUOTE_PRODUCT_LABELS, QUOTE_ROUTE_LABELS, quoteDestination, quoteLinkPath, quotesPath } from './quoteRoutes';
export { quoteRoutes } from './routes';
