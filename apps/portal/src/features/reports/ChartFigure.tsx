import { useReportChart } from '@meridian/api/react';
import { formatChartWeek, type ReportChartName } from '@meridian/domain';
import { Banner, Button } from '@meridian/ui';
import { useId, useMemo, useState } from 'react';
import { lazyComponent } from '../../shared/lazyComponent';
import { StyledChartArea, StyledFigure, StyledSkeleton, StyledTable, StyledTableRegion } from './styles';
import { REPORTS_TEXT as T } from './text';

// Chart.js loads with the first chart, as its own chunk: the lists and tables never wait for it.
const BarChart = lazyComponent(() => import('./BarChart').then((m) => m.BarChart));

/** 'YYYY-MM-DD' → 'MM/DD', the chart's short week label (the table says the full date). */
const shortWeek = (week: string) => `${week.slice(5, 7)}/${week.slice(8, 10)}`;

/**
 * One chart of the reports page: a figure with its title, the stacked bars by week, and a table of
 * the same numbers behind a Show table button (screen readers get the numbers; the canvas is an image
 * with a summary). Its height is reserved while it loads, so nothing moves when data arrives.
 */
export function ChartFigure({ name }: { name: ReportChartName }) {
  const chart = useReportChart(name);
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  const titleId = useId();
  const text = T.charts[name];
  const data = chart.data;
  const labels = useMemo(() => (data?.weeks ?? []).map(shortWeek), [data]);
  const total = data?.series.reduce((sum, s) => sum + s.total, 0) ?? 0;

  return (
    <StyledFigure aria-labelledby={titleId} aria-busy={chart.isLoading}>
      <figcaption>
        <h3 id={titleId}>{text.title}</h3>
        <p>{text.description}</p>
      </figcaption>
      <StyledChartArea>
        {chart.error ? (
          <Banner variant="alert">{T.chartLoadFailed}</Banner>
        ) : !data ? (
          <StyledSkeleton aria-hidden="true" />
        ) : total === 0 ? (
          <p>{T.chartEmpty}</p>
        ) : (
          <BarChart
            labels={labels}
            series={data.series}
            summary={T.chartImage(text.title, total, data.series.length)}
          />
        )}
      </StyledChartArea>
      {data && total > 0 ? (
        <>
          <div>
            <Button
              variant="invisible"
              size="small"
              aria-expanded={showTable}
              aria-controls={tableId}
              onClick={() => setShowTable((shown) => !shown)}
            >
              {showTable ? T.hideTable : T.showTable}
            </Button>
          </div>
          <StyledTableRegion
            id={tableId}
            hidden={!showTable}
            tabIndex={0}
            role="region"
            aria-label={T.tableCaption(text.title)}
          >
            <StyledTable>
              <caption>{T.tableCaption(text.title)}</caption>
              <thead>
                <tr>
                  <th scope="col">{T.weekHeader}</th>
                  {data.series.map((s) => (
                    <th scope="col" key={s.key}>
                      {s.label}
                    </th>
                  ))}
                  <th scope="col">{T.totalHeader}</th>
                </tr>
              </thead>
              <tbody>
                {data.weeks.map((week, i) => (
                  <tr key={week}>
                    <th scope="row">{formatChartWeek(week)}</th>
                    {data.series.map((s) => (
                      <td key={s.key}>{s.values[i] ?? 0}</td>
                    ))}
                    <td>{data.series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">{T.totalHeader}</th>
                  {data.series.map((s) => (
                    <td key={s.key}>{s.total}</td>
                  ))}
                  <td>{total}</td>
                </tr>
              </tfoot>
            </StyledTable>
          </StyledTableRegion>
        </>
      ) : null}
    </StyledFigure>
  );
}
