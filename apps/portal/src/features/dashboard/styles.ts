import { styled } from 'styled-components';

export const StyledPage = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]}px;
`;

/** Two columns of panels; one under the dashboard's small-UI threshold (spec 01 §9: 665 px). */
export const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[4]}px;

  @media (max-width: ${({ theme }) => theme.breakpoint.dashboardSmall - 1}px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** A panel's rows: a linked name, then muted facts, divided by hairlines. */
export const StyledRows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};

  & > li {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: 2px ${({ theme }) => theme.space[3]}px;
    padding: ${({ theme }) => theme.space[2]}px 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  & > li:last-child {
    border-bottom: 0;
  }
  & small {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
  & a {
    color: ${({ theme }) => theme.color.accent};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  & [data-count] {
    font-variant-numeric: tabular-nums;
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;
