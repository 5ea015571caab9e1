import { QUOTE_REDIRECT_DELAY_MS, quoteRouteFor, type QuoteProduct } from '@meridian/domain';
import { Button, PageHeader, VisuallyHidden } from '@meridian/ui';
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { NotFoundPage } from '../../pages/StatusPages';
import {
  isQuoteProduct,
  leadIdFrom,
  leadNameFrom,
  QUOTE_PRODUCT_LABELS,
  QUOTE_ROUTE_LABELS,
  quoteDestination,
  quotesOnMapd,
  quotesPath,
  useMapdQuoteDisabled,
} from './quoteRoutes';
import { MapdQuoteOff } from './MapdQuoteOff';
import { StyledActions, StyledPage } from '../../pages/styles';
import { StyledCountdown } from './styles';

const SECONDS = Math.round(QUOTE_REDIRECT_DELAY_MS / 1000);

export const QUOTE_REDIRECT_TEXT = {
  title: (product: string) => `${product} quote`,
  countdown: (where: string, seconds: number) =>
    `Taking you to ${where} in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}…`,
  announcement: (where: string) => `Taking you to ${where} in ${SECONDS} seconds.`,
  stopped: (where: string) => `Stayed here. Go now takes you to ${where}.`,
  goNow: 'Go now',
  stay: 'Stay here',
  another: 'Choose another product',
} as const;

/** `/quotes/{product}` (the link form, spec 01 §2): names where it goes, then goes there after 5 s. */
export function QuoteRedirectPage() {
  const { product } = useParams();
  const mapdOff = useMapdQuoteDisabled();
  if (!isQuoteProduct(product)) return <NotFoundPage />;
  // The disable_mapd_quote flag: no redirect to a quote that is turned off.
  if (mapdOff && quotesOnMapd(product))
    return <MapdQuoteOff title={QUOTE_REDIRECT_TEXT.title(QUOTE_PRODUCT_LABELS[product])} />;
  return <QuoteRedirect key={product} product={product} />;
}

function QuoteRedirect({ product }: { product: QuoteProduct }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const leadId = leadIdFrom(params.get('lead_id'));
  const leadName = leadNameFrom(location.state);
  const target = quoteDestination(product, leadId);
  const state = useMemo(() => (leadName ? { lead_name: leadName } : undefined), [leadName]);
  const where = `the ${QUOTE_ROUTE_LABELS[quoteRouteFor(product)!]} quote${leadName ? ` for ${leadName}` : leadId ? ` for lead ${leadId}` : ''}`;
  const [remaining, setRemaining] = useState(SECONDS);
  const [stayed, setStayed] = useState(false);
  // Said once, so screen readers announce where the page goes (not every tick of the countdown).
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (stayed) return;
    // Filled a moment after the region is in the page: a live region's first content is not always read.
    const say = window.setTimeout(() => setAnnouncement(QUOTE_REDIRECT_TEXT.announcement(where)), 100);
    const tick = window.setInterval(() => setRemaining((seconds) => Math.max(0, seconds - 1)), 1_000);
    const go = window.setTimeout(() => navigate(target, { replace: true, state }), QUOTE_REDIRECT_DELAY_MS);
    return () => {
      window.clearTimeout(say);
      window.clearInterval(tick);
      window.clearTimeout(go);
    };
  }, [navigate, target, state, stayed, where]);

  return (
    <StyledPage aria-labelledby="quote-redirect-title">
      <PageHeader headingId="quote-redirect-title" title={QUOTE_REDIRECT_TEXT.title(QUOTE_PRODUCT_LABELS[product])} />
      <StyledCountdown aria-hidden="true">
        {stayed ? QUOTE_REDIRECT_TEXT.stopped(where) : QUOTE_REDIRECT_TEXT.countdown(where, remaining)}
      </StyledCountdown>
      <VisuallyHidden role="status">{stayed ? QUOTE_REDIRECT_TEXT.stopped(where) : announcement}</VisuallyHidden>
      <StyledActions>
        <Link to={target} replace state={state}>
          {QUOTE_REDIRECT_TEXT.goNow}
        </Link>
        <Link to={quotesPath(leadId)} state={state}>
          {QUOTE_REDIRECT_TEXT.another}
        </Link>
        {stayed ? null : <Button onClick={() => setStayed(true)}>{QUOTE_REDIRECT_TEXT.stay}</Button>}
      </StyledActions>
    </StyledPage>
  );
}
