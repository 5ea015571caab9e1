import { PageHeader } from '@meridian/ui';
import { Link } from 'react-router-dom';
import { StyledActions, StyledMuted, StyledPage } from '../../pages/styles';
import { MAPD_OFF_TEXT, quotesPath } from './quoteRoutes';

/** A Medicare Advantage or Part D quote page while `disable_mapd_quote` is on: says so, offers the other products. */
export function MapdQuoteOff({ title, leadId }: { title: string; leadId?: string | undefined }) {
  return (
    <StyledPage aria-labelledby="quote-title">
      <PageHeader headingId="quote-title" title={title} />
      <StyledMuted role="status">{MAPD_OFF_TEXT.page}</StyledMuted>
      <StyledActions>
        <Link to={quotesPath(leadId)}>Choose another product</Link>
      </StyledActions>
    </StyledPage>
  );
}
