import { styled } from 'styled-components';

/** A dialog's body: a dense column of fields and text on the 4 px grid. */
export const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  min-width: 0;
  font-size: ${({ theme }) => theme.font.size.md};

  & p {
    margin: 0;
  }
`;

/** Fields side by side on wide screens, stacked on phones. */
export const StyledFieldRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space[3]}px;
  align-items: start;
`;

export const StyledList = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]}px;
  & li + li {
    margin-top: ${({ theme }) => theme.space[1]}px;
  }
`;

export const StyledFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]}px;
`;

export const StyledRuleNote = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};

  &[data-tone='warning'] {
    color: ${({ theme }) => theme.color.text};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;
