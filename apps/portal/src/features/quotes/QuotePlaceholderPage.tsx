import { PageHeader } from '@meridian/ui';
import { leadPath, quoteRouteFor } from '@meridian/domain';
import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { NotFoundPage } from '../../pages/StatusPages';
import {
  isQuoteProduct,
  leadIdFrom,
  leadNameFrom,
  NO_LEAD,
  QUOTE_PRODUCT_LABELS,
  MAPD_ROUTE,
  QUOTE_ROUTE_LABELS,
  quotesPath,
  useMapdQuoteDisabled,
} from './quoteRoutes';
import { MapdQuoteOff } from './MapdQuoteOff';
import { StyledActions, StyledMuted, StyledPage } from '../../pages/styles';

export const QUOTE_PLACEHOLDER_TEXT = {
  title: (name: string) => `${name} quote`,
  forLead: 'For',
  noLead: 'No lead is chosen: this is a new quote.',
  comingSoon: 'Quoting is not available here yet; it arrives with the quoting engine.',
  another: 'Choose another product',
} as const;

/**
 * The deep quote paths `quotes/{route}/{leadId}` (and `quotes/{route}/new` without a lead): a
 * placeholder that names the product and the lead until the quoting engine arrives.
 */
export function QuotePlaceholderPage() {
  const { route = '', leadId: segment } = useParams();
  const [params] = useSearchParams();
  const location = useLocation();
  const leadId = segment === NO_LEAD ? undefined : leadIdFrom(segment);
  const mapdOff = useMapdQuoteDisabled();
  if (!Object.hasOwn(QUOTE_ROUTE_LABELS, route) || (segment !== NO_LEAD && !leadId)) return <NotFoundPage />;

  const product = params.get('product') ?? undefined;
  const name =
    isQuoteProduct(product) && (quoteRouteFor(product) === route || product === route)
      ? QUOTE_PRODUCT_LABELS[product]
      : QUOTE_ROUTE_LABELS[route]!;
  const leadName = leadNameFrom(location.state);
  if (mapdOff && route === MAPD_ROUTE)
    return <MapdQuoteOff title={QUOTE_PLACEHOLDER_TEXT.title(name)} leadId={leadId} />;
  return (
    <StyledPage aria-labelledby="quote-title">
      <PageHeader headingId="quote-title" title={QUOTE_PLACEHOLDER_TEXT.title(name)} />
      {leadId ? (
        <p>
          {QUOTE_PLACEHOLDER_TEXT.forLead} <Link to={leadPath(leadId)}>{leadName ?? `lead ${leadId}`}</Link>.
        </p>
      ) : (
        <p>{QUOTE_PLACEHOLDER_TEXT.noLead}</p>
      )}
      <StyledMuted>{QUOTE_PLACEHOLDER_TEXT.comingSoon}</StyledMuted>
      <StyledActions>
        <Link to={quotesPath(leadId)} state={leadName ? { lead_name: leadName } : undefined}>
          {QUOTE_PLACEHOLDER_TEXT.another}
        </Link>
      </StyledActions>
    </StyledPage>
  );
}
