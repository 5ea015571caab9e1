import { styled } from 'styled-components';

export const StyledPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]}px;
  min-width: 0;

  & > section > h2 {
    margin: 0 0 ${({ theme }) => theme.space[1]}px;
    font-size: ${({ theme }) => theme.heading.section.size};
    line-height: ${({ theme }) => theme.heading.section.lineHeight};
    font-weight: ${({ theme }) => theme.heading.section.weight};
  }
  & > section > p {
    margin: 0 0 ${({ theme }) => theme.space[3]}px;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

/**
 * Two charts a row (each as tall as it needs: an open table does not stretch its neighbour), a last
 * odd one across the row rather than beside a hole; one a row below the sidebar breakpoint.
 */
export const StyledChartGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  align-items: start;
  gap: ${({ theme }) => theme.space[4]}px;

  & > :last-child:nth-child(odd) {
    grid-column: 1 / -1;
  }

  @media (max-width: ${({ theme }) => theme.breakpoint.sidebarCollapse - 1}px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const StyledFigure = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  min-width: 0;
  margin: 0;
  padding: ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.canvas};

  & > figcaption h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.heading.section.size};
    line-height: ${({ theme }) => theme.heading.section.lineHeight};
    font-weight: ${({ theme }) => theme.heading.section.weight};
  }
  & > figcaption p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

/** The chart's reserved space: the same height loading, empty or drawn. */
export const StyledChartArea = styled.div`
  position: relative;
  height: 260px;
  min-width: 0;

  & > p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

export const StyledSkeleton = styled.div`
  height: 100%;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.color.skeleton};
`;

export const StyledTableRegion = styled.div`
  max-height: 320px;
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.sm};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

export const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;

  & caption {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  & th,
  & td {
    padding: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[2]}px;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: right;
    white-space: nowrap;
  }
  & th[scope='row'] {
    text-align: left;
    font-weight: ${({ theme }) => theme.font.weight.regular};
  }
  & thead th {
    position: sticky;
    top: 0;
    background: ${({ theme }) => theme.color.canvasSubtle};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  & thead th:first-child {
    text-align: left;
  }
  & tfoot th,
  & tfoot td {
    font-weight: ${({ theme }) => theme.font.weight.bold};
    border-bottom: 0;
  }
`;

/** The report list: one row per report, its filters and its Download CSV button. */
export const StyledReportList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.canvas};

  & > li {
    padding: ${({ theme }) => theme.space[3]}px;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  & > li:last-child {
    border-bottom: 0;
  }
  & h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.heading.section.size};
    line-height: ${({ theme }) => theme.heading.section.lineHeight};
    font-weight: ${({ theme }) => theme.heading.section.weight};
  }
  & h3 + p {
    margin: 0 0 ${({ theme }) => theme.space[2]}px;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

export const StyledFilters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
  align-items: start;

  &:empty {
    display: none;
  }
`;

export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  margin-top: ${({ theme }) => theme.space[2]}px;

  & > p {
    margin: 0;
    min-height: 1.5em;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

/** The lead exports: one row per export, its button and where the export stands. */
export const StyledExportList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;
  padding: ${({ theme }) => theme.space[3]}px;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.canvas};

  & > li {
    min-height: 32px;
  }
`;
