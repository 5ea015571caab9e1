import { PageHeader } from '@meridian/ui';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import {
  leadIdFrom,
  leadNameFrom,
  MAPD_OFF_TEXT,
  QUOTE_PRODUCT_LABELS,
  quoteLinkPath,
  quotesOnMapd,
  useMapdQuoteDisabled,
} from './quoteRoutes';
import type { QuoteProduct } from '@meridian/domain';
import { StyledMuted, StyledPage } from '../../pages/styles';
import { StyledProducts } from './styles';

export const QUOTES_TEXT = {
  title: 'Quotes',
  choose: 'Choose the product to quote.',
  chooseForLead: (lead: string) => `Choose the product to quote for ${lead}.`,
  products: 'Products',
} as const;

/**
 * `/quotes` (the sidebar's Quotes and Create New Quote): the products, each on its quote link; with
 * `disable_mapd_quote` on, Medicare Advantage and Part D are named as turned off.
 */
export function QuotesPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const leadId = leadIdFrom(params.get('lead_id'));
  const leadName = leadNameFrom(location.state);
  const state = leadName ? { lead_name: leadName } : undefined;
  const mapdOff = useMapdQuoteDisabled();
  return (
    <StyledPage aria-labelledby="quotes-title">
      <PageHeader headingId="quotes-title" title={QUOTES_TEXT.title} />
      <StyledMuted>{leadId ? QUOTES_TEXT.chooseForLead(leadName ?? `lead ${leadId}`) : QUOTES_TEXT.choose}</StyledMuted>
      <StyledProducts aria-label={QUOTES_TEXT.products}>
        {(Object.entries(QUOTE_PRODUCT_LABELS) as Array<[QuoteProduct, string]>).map(([product, label]) => (
          <li key={product}>
            {mapdOff && quotesOnMapd(product) ? (
              // The disable_mapd_quote flag: the product is named, not offered.
              <span>
                {label} <StyledMuted as="span">({MAPD_OFF_TEXT.product})</StyledMuted>
              </span>
            ) : (
              <Link to={quoteLinkPath(product, leadId)} state={state}>
                {label}
              </Link>
            )}
          </li>
        ))}
      </StyledProducts>
    </StyledPage>
  );
}
