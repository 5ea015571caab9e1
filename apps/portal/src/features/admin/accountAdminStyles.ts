import { styled } from 'styled-components';

/** The search row above an admin table. */
export const StyledToolbar = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]}px;
  align-items: end;
  margin: ${({ theme }) => theme.space[3]}px 0;
`;

/** A plain multi-line text box styled like TextInput (a Field's label names it by id). */
export const StyledTextArea = styled.textarea`
  width: 100%;
  min-height: 96px;
  padding: ${({ theme }) => theme.space[2]}px;
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
  font: inherit;
  resize: vertical;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 1px;
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
`;

/** The form of an admin dialog: fields one under another on the 4 px grid. */
export const StyledDialogForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
`;

export const StyledSection = styled.section`
  margin-top: ${({ theme }) => theme.space[5]}px;

  & > h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]}px;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

export const StyledMuted = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]}px;
  color: ${({ theme }) => theme.color.textMuted};
`;

export const StyledSubheading = styled.h3`
  margin: ${({ theme }) => theme.space[3]}px 0 0;
  font-size: ${({ theme }) => theme.font.size.md};
`;
