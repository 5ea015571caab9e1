import { styled } from 'styled-components';

/** A plain portal page (quotes, placeholders, setup pages): a PageHeader, text, links and actions. */
export const StyledPage = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  max-width: 720px;

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
