import { styled } from 'styled-components';

/** A record's table beside the pane of its children (segments, tracking codes); stacked when narrow. */
export const StyledMasterDetail = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: ${({ theme }) => theme.space[5]}px;
  align-items: start;

  @media (max-width: ${({ theme }) => theme.breakpoint.sidebarCollapse}px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const StyledPane = styled.section`
  padding: ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.md};

  & > h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]}px;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

export const StyledPaneBar = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  margin-bottom: ${({ theme }) => theme.space[3]}px;
  gap: ${({ theme }) => theme.space[2]}px;

  & > h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

export const StyledMuted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

export const StyledActions = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space[1]}px;
`;
