import { styled } from 'styled-components';

/** Two columns from this width: below it the table's actions would not fit beside the pane. */
const SIDE_BY_SIDE_MIN_WIDTH = 1600;

/** A record's table with the pane of its children (segments, tracking codes): below it, or beside it when wide. */
export const StyledMasterDetail = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]}px;
  align-items: start;

  @media (min-width: ${SIDE_BY_SIDE_MIN_WIDTH}px) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
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
