import { styled } from 'styled-components';
import { visuallyHidden } from '../shared/styles';

/** A plain portal page (quotes, placeholders, setup pages): a heading, text, links and actions. */
export const StyledPage = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  max-width: 720px;

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xxl};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
  }
  p {
    margin: 0;
  }
  a {
    color: ${({ theme }) => theme.color.accent};
  }
  a:focus-visible,
  button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

/** Secondary text on such a page. */
export const StyledMuted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

/** A row of buttons and links. */
export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
`;

/** Read by screen readers, not shown. */
export const StyledHidden = styled.span`
  ${visuallyHidden}
`;
