import { styled } from 'styled-components';

export const StyledPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]}px;
  min-width: 0;

  & h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.heading.section.size};
    line-height: ${({ theme }) => theme.heading.section.lineHeight};
    font-weight: ${({ theme }) => theme.heading.section.weight};
  }
`;

/** A bordered block of the page: the new import's form, a step of an import. */
export const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  min-width: 0;
  padding: ${({ theme }) => theme.space[4]}px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.canvas};

  & > p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

export const StyledUploadForm = styled(StyledSection).attrs({ as: 'form' })``;

export const StyledFormGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  align-items: end;
  gap: ${({ theme }) => theme.space[3]}px;

  & > p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

export const StyledFileField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  font-size: ${({ theme }) => theme.font.size.md};

  & > label {
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  & > input {
    max-width: 100%;
    font: inherit;
  }
  & > p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  & > p[data-error] {
    color: ${({ theme }) => theme.color.danger};
  }
  &[data-invalid] > input {
    outline: 1px solid ${({ theme }) => theme.color.danger};
    outline-offset: 2px;
  }
`;

export const StyledFormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
`;

/** The mapping: a lead field's label beside its column's select, two or three pairs a row. */
export const StyledMappingGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(176px, 1fr));
  gap: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
`;

export const StyledCounts = styled.p`
  margin: 0;
  font-variant-numeric: tabular-nums;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const StyledMessages = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.color.danger};
  white-space: normal;

  &[data-duplicate] {
    color: ${({ theme }) => theme.color.warning};
  }
`;

export const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]}px;
`;
