// Where quote links lead (spec 01 §2): the link form /quotes/{product} redirects after 5 s to the
// product's quote route (quoteRouteFor in the domain), /quotes/{route}/{leadId} with a lead, and
// /quotes/{route}/new without one. The product rides along as ?product= so the quote page can name it.
import { useFeatureFlags } from '@meridian/api/react';
import { QUOTE_PRODUCTS, quotePath, quoteRouteFor, type QuoteProduct } from '@meridian/domain';

/** Product names as agents say them. */
export const QUOTE_PRODUCT_LABELS: Readonly<Record<QuoteProduct, string>> = {
  medadvantage: 'Medicare Advantage',
  partd: 'Medicare Part D',
  medsup: 'Medicare Supplement',
  fex: 'Final Expense',
  hospindem: 'Hospital Indemnity',
  dental: 'Dental',
  life: 'Life',
  ltc: 'Long-Term Care',
};

/** The quote routes quoteRouteFor answers, plus medsup, a deep route of its own (spec 01 §2 Routes). */
export const QUOTE_ROUTE_LABELS: Readonly<Record<string, string>> = {
  mapartd: 'Medicare Advantage and Part D',
  medsup: 'Medicare Supplement',
  final: 'Final Expense and Supplemental',
  life: 'Life',
  ltc: 'Long-Term Care',
};

/** The second segment of a quote page without a lead. */
export const NO_LEAD = 'new';

export const isQuoteProduct = (value: string | undefined): value is QuoteProduct =>
  (QUOTE_PRODUCTS as readonly string[]).includes(value ?? '');

/** A lead id as it appears in paths and ?lead_id=: digits only. */
export const leadIdFrom = (value: string | null | undefined): string | undefined =>
  value && /^\d{1,10}$/.test(value) ? value : undefined;

/** The link form `/quotes/{product}`, with `?lead_id=` when a lead is chosen. */
export function quoteLinkPath(product: QuoteProduct, leadId?: string): string {
  return `/quotes/${product}${leadId ? `?lead_id=${leadId}` : ''}`;
}

/** Where the link form of `product` goes after the 5 s: the quote route, for the lead or a new quote. */
export function quoteDestination(product: QuoteProduct, leadId?: string): string {
  return `${quotePath(product, leadId ?? NO_LEAD)!}?product=${product}`;
}

/** Where the quote menu leads: the product choice, for the selected lead when there is one. */
export function quotesPath(leadId?: number | string): string {
  return leadId === undefined ? '/quotes' : `/quotes?lead_id=${leadId}`;
}

/** Navigation state that carries the lead's name from page to page (no lead call exists yet). */
export interface QuoteNavigationState {
  lead_name?: string;
}

export function leadNameFrom(state: unknown): string | undefined {
  const name = (state as QuoteNavigationState | null)?.lead_name;
  return typeof name === 'string' && name.trim() !== '' ? name.trim() : undefined;
}

/** The Medicare Advantage and Part D quote route, which the `disable_mapd_quote` flag turns off (spec 01 §6). */
export const MAPD_ROUTE = 'mapartd';

/** Said where the MA/PD quote would be while the flag is on (the spec names the flag, not the words). */
export const MAPD_OFF_TEXT = {
  page: 'Medicare Advantage and Part D quoting is turned off for your agency. Ask your administrator to turn it on.',
  product: 'turned off for your agency',
} as const;

/** Whether a product quotes on the MA/PD route. */
export const quotesOnMapd = (product: QuoteProduct) => quoteRouteFor(product) === MAPD_ROUTE;

/** Whether the `disable_mapd_quote` flag is on for the signed-in user (the frame loads the flags before any page). */
export function useMapdQuoteDisabled(): boolean {
  return useFeatureFlags().isOn('disable_mapd_quote');
}
