// Quotes (spec 01 §2): the product choice at /quotes, the link form /quotes/{product} that
// redirects after 5 s, and the deep quote paths (placeholders until the quoting engine). The
// portal loads this module lazily.
export { QuotesPage, QUOTES_TEXT } from './QuotesPage';
export { QuoteRedirectPage, QUOTE_REDIRECT_TEXT } from './QuoteRedirectPage';
export { QuotePlaceholderPage, QUOTE_PLACEHOLDER_TEXT } from './QuotePlaceholderPage';
export { QUOTE_PRODUCT_LABELS, QUOTE_ROUTE_LABELS, quoteDestination, quoteLinkPath, quotesPath } from './quoteRoutes';
