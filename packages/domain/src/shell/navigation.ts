// Routes, quote routes and the quick actions menu (spec 01 §2).
import { QUOTE_DEEP_ROUTES, type QuoteProduct } from '../quotes/products';
import { asText } from '../core/internal/text';

/** Routes the spec names. */
export const ROUTES = {
  dashboard: '/',
  leadSearch: '/lead/search',
  dialerSetup: '/integration/phone-dialer-setup',
  forms: '/forms/medicare',
  reports: '/reports/self-service',
  admin: '/admin/users/manage_user',
  help: '/help',
  privacyPolicy: '/privacy_policy',
  calendar: '/calendar',
  registration: '/registration',
} as const;

/** `/lead/{lead_id}`. */
export function leadPath(leadId: number | string): string {
  return `/lead/${leadId}`;
}

const QUOTE_ROUTES: Readonly<Record<QuoteProduct, string>> = {
  partd: 'mapartd',
  medadvantage: 'mapartd',
  medsup: 'final',
  hospindem: 'final',
  dental: 'final',
  fex: 'final',
  life: 'life',
  ltc: 'ltc',
};

/** The quote route of a product type: partd and medadvantage → mapartd; medsup, hospindem, dental, fex → final; life and ltc as listed. */
export function quoteRouteFor(product: string | null | undefined): string | undefined {
  const key = asText(product).trim().toLowerCase();
  return Object.hasOwn(QUOTE_ROUTES, key) ? QUOTE_ROUTES[key as QuoteProduct] : undefined;
}

/** The deep quote path `/quotes/{route}/{leadId}`, or the link form `/quotes/{product}` without a lead. */
export function quotePath(product: string, leadId?: number | string | null): string | undefined {
  const route = quoteRouteFor(product);
  if (!route) return undefined;
  return leadId === undefined || leadId === null || asText(leadId) === ''
    ? `/quotes/${asText(product).trim().toLowerCase()}`
    : `/quotes/${route}/${leadId}`;
}

/**
 * Where a page loaded at `path` goes: a path outside lead, registration,
 * quotes/(mapartd|medsup|final)/{number} and the root redirects to the dashboard ('/');
 * undefined means stay.
 */
export function redirectOnLoad(path: string | null | undefined): string | undefined {
  const clean = asText(path)
    .split(/[?#]/)[0]!
    .replace(/^\/+|\/+$/g, '');
  const deepQuote = new RegExp(`^quotes/(${QUOTE_DEEP_ROUTES.join('|')})/\\d+$`);
  const stays =
    clean === '' ||
    clean === 'lead' ||
    clean.startsWith('lead/') ||
    clean === 'registration' ||
    clean.startsWith('registration/') ||
    deepQuote.test(clean);
  return stays ? undefined : ROUTES.dashboard;
}

export type QuickAction = 'new-lead' | 'new-calendar-event' | 'quote-for-lead' | 'new-quote';

/** The quick actions menu; 'Create Quote for {lead name}' only when a lead is selected. The quote menu holds only the last two. */
export function quickActions(selectedLeadName?: string | null): Array<{ action: QuickAction; label: string }> {
  const actions: Array<{ action: QuickAction; label: string }> = [
    { action: 'new-lead', label: 'Create New Lead' },
    { action: 'new-calendar-event', label: 'Create New Calendar Event' },
  ];
  const name = asText(selectedLeadName).trim();
  if (name !== '') actions.push({ action: 'quote-for-lead', label: `Create Quote for ${name}` });
  actions.push({ action: 'new-quote', label: 'Create New Quote' });
  return actions;
}
