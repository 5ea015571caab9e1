import { RECENT_LEAD_EXPORT_DAYS, REPORT_CHART_DEFAULT_WEEKS, REPORT_CHARTS } from '@meridian/domain';
import { PageHeader } from '@meridian/ui';
import { useSession } from '../../session/SessionProvider';
import { ChartFigure } from './ChartFigure';
import { LeadExports } from './LeadExports';
import { ReportList } from './ReportList';
import { StyledChartGrid, StyledPage } from './styles';
import { REPORTS_TEXT as T } from './text';

/**
 * `/reports/self-service` (spec 01 §2, spec 02 §7.7, issue 17): the weekly charts of leads,
 * appointments, SOAs and lead imports, each with its numbers as a table, the report list with each
 * report's filters and a CSV download, and the lead exports of all leads and of recent ones. Everything
 * is over what the user may see (lead_view_assigned: the account).
 */
export function ReportsPage() {
  const { hasPermission } = useSession();
  return (
    <StyledPage>
      <PageHeader title={T.title} description={T.intro} />
      <section aria-labelledby="reports-charts">
        <h2 id="reports-charts">{T.chartsHeading}</h2>
        <p>{T.chartsIntro(REPORT_CHART_DEFAULT_WEEKS)}</p>
        <StyledChartGrid>
          {REPORT_CHARTS.map((name) => (
            <ChartFigure key={name} name={name} />
          ))}
        </StyledChartGrid>
      </section>
      <section aria-labelledby="reports-lead-exports">
        <h2 id="reports-lead-exports">{T.exportsHeading}</h2>
        <p>{T.exportsIntro(hasPermission('lead_view_assigned'), RECENT_LEAD_EXPORT_DAYS)}</p>
        <LeadExports />
      </section>
      <section aria-labelledby="reports-downloads">
        <h2 id="reports-downloads">{T.downloadsHeading}</h2>
        <ReportList />
      </section>
    </StyledPage>
  );
}
