import { PageHeader } from '@meridian/ui';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { leadIdFrom, leadNameFrom, QUOTE_PRODUCT_LABELS, quoteLinkPath } from './quoteRoutes';
import { StyledMuted, StyledPage } from '../../pages/styles';
import { StyledProducts } from './styles';

export const QUOTES_TEXT = {
  title: 'Quotes',
  choose: 'Choose the product to quote.',
  chooseForLead: (lead: string) => `Choose the product to quote for ${lead}.`,
  products: 'Products',
} as const;

/** `/quotes` (the sidebar's Quotes and Create New Quote): the products, each on its quote link. */
export function QuotesPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const leadId = leadIdFrom(params.get('lead_id'));
  const leadName = leadNameFrom(location.state);
  const state = leadName ? { lead_name: leadName } : undefined;
  return (
    <StyledPage aria-labelledby="quotes-title">
      <PageHeader headingId="quotes-title" title={QUOTES_TEXT.title} />
      <StyledMuted>{leadId ? QUOTES_TEXT.chooseForLead(leadName ?? `lead ${leadId}`) : QUOTES_TEXT.choose}</StyledMuted>
      <StyledProducts aria-label={QUOTES_TEXT.products}>
        {Object.entries(QUOTE_PRODUCT_LABELS).map(([product, label]) => (
          <li key={product}>
            <Link to={quoteLinkPath(product as keyof typeof QUOTE_PRODUCT_LABELS, leadId)} state={state}>
              {label}
            </Link>
          </li>
        ))}
      </StyledProducts>
    </StyledPage>
  );
}
