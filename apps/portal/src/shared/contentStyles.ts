import { styled } from 'styled-components';

// The content pages' (Forms, Help) shared look: a search row and a dense list of titled entries.

export const StyledContentSearchRow = styled.div`
  display: flex;
  align-items: end;
  gap: ${({ theme }) => theme.space[3]}px;
  margin-bottom: ${({ theme }) => theme.space[3]}px;
  max-width: 480px;

  & > * {
    flex: 1;
  }
`;

export const StyledContentCount = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[2]}px;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  /* Reserved, so the list below does not move when the count arrives. */
  min-height: 20px;
`;

export const StyledContentList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.canvas};

  & > li + li {
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
`;

export const StyledContentItem = styled.li`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
`;

export const StyledContentSummary = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

export const StyledContentEmpty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[4]}px ${({ theme }) => theme.space[3]}px;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** A title that acts: a link-looking button (Forms) or a link (Help). */
export const contentTitleLink = `
  align-self: flex-start;
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  font-weight: 600;
  text-align: left;
  cursor: pointer;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

/** Rich text from the server (help articles, the privacy policy) in the reading measure. */
export const StyledProse = styled.div`
  max-width: 72ch;
  line-height: ${({ theme }) => theme.font.lineHeight.normal};

  h2 {
    font-size: ${({ theme }) => theme.font.size.lg};
    margin: ${({ theme }) => theme.space[4]}px 0 ${({ theme }) => theme.space[2]}px;
  }
  h3 {
    font-size: ${({ theme }) => theme.font.size.md};
    margin: ${({ theme }) => theme.space[4]}px 0 ${({ theme }) => theme.space[1]}px;
  }
  p,
  ul,
  ol {
    margin: 0 0 ${({ theme }) => theme.space[2]}px;
  }
  ul,
  ol {
    padding-left: ${({ theme }) => theme.space[5]}px;
  }
  li + li {
    margin-top: ${({ theme }) => theme.space[1]}px;
  }
  a {
    color: ${({ theme }) => theme.color.accent};
  }
`;
