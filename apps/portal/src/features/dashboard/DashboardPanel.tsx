import { describeError } from '@meridian/api';
import { Banner } from '@meridian/ui';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { DASHBOARD_TEXT } from './text';

// Every panel has the same fixed height and scrolls inside: what arrives never moves a neighbour.
const StyledPanel = styled.section`
  display: flex;
  flex-direction: column;
  min-width: 0;
  height: 288px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.canvas};

  & > header {
    display: flex;
    flex: none;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]}px;
    min-height: 40px;
    padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  & > header h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.heading.section.size};
    line-height: ${({ theme }) => theme.heading.section.lineHeight};
    font-weight: ${({ theme }) => theme.heading.section.weight};
  }
  & > header h2 span {
    margin-left: ${({ theme }) => theme.space[2]}px;
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: ${({ theme }) => theme.font.weight.regular};
  }
  & > header > div {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]}px;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  & > header a {
    color: ${({ theme }) => theme.color.accent};
  }
`;

const StyledBody = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  padding: 0 ${({ theme }) => theme.space[3]}px;

  & > p {
    margin: ${({ theme }) => theme.space[3]}px 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  & > [role='alert'],
  & > div > [role='alert'] {
    margin: ${({ theme }) => theme.space[3]}px 0;
  }
`;

const StyledSkeleton = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[3]}px 0;

  & > div {
    height: 16px;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.color.skeleton};
  }
  & > div:nth-child(even) {
    width: 60%;
  }
`;

export interface DashboardPanelProps {
  id: string;
  title: string;
  /** How many there are, after the title. */
  count?: number | undefined;
  /** Links or buttons at the end of the title row. */
  actions?: ReactNode;
  /** The read's state: loading shows skeleton rows, an error its message. */
  loading: boolean;
  error?: unknown;
  /** Shown when loaded with nothing to list. */
  empty?: string | undefined;
  children?: ReactNode;
}

/** One dashboard panel: its title row, then its own loading, error, empty or loaded body. */
export function DashboardPanel({ id, title, count, actions, loading, error, empty, children }: DashboardPanelProps) {
  return (
    <StyledPanel aria-labelledby={id} aria-busy={loading}>
      <header>
        <h2 id={id}>
          {title}
          {count !== undefined ? <span>({count})</span> : null}
        </h2>
        {actions ? <div>{actions}</div> : null}
      </header>
      <StyledBody>
        {error ? (
          <Banner variant="alert" title={DASHBOARD_TEXT.loadFailed(title)}>
            {describeError(error)}
          </Banner>
        ) : loading ? (
          <StyledSkeleton aria-label={DASHBOARD_TEXT.loading(title)} role="status">
            <div />
            <div />
            <div />
            <div />
          </StyledSkeleton>
        ) : empty !== undefined ? (
          <p>{empty}</p>
        ) : (
          children
        )}
      </StyledBody>
    </StyledPanel>
  );
}
