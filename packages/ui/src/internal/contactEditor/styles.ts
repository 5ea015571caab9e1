import { styled } from 'styled-components';

export const StyledEditor = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  min-width: 0;
`;

export const StyledRows = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A row; removed rows are struck through (their controls are disabled until Undo). */
export const StyledRow = styled.li`
  display: grid;
  align-items: start;
  gap: ${({ theme }) => theme.space[2]}px;
  padding: ${({ theme }) => theme.space[2]}px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.canvas};

  /* The number keeps its own width with the extension beside it; default and remove sit at the end. */
  &[data-kind='phone'] {
    grid-template-columns: minmax(96px, 140px) max-content minmax(64px, 96px) minmax(max-content, 1fr);
  }
  &[data-kind='phone'] > :last-child {
    justify-self: end;
  }
  &[data-kind='email'] {
    grid-template-columns: minmax(96px, 140px) minmax(200px, 1fr) auto;
  }
  /* A phone's width: the type and the value share the first line; the rest (extension, default,
     remove) wraps to the next, so no control falls off the screen. */
  @media (max-width: 600px) {
    &[data-kind='phone'],
    &[data-kind='email'] {
      grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    }
  }
  &[data-kind='address'] {
    grid-template-columns: minmax(0, 1fr) auto;
  }
  &[data-default] {
    border-color: ${({ theme }) => theme.color.accentMuted};
  }
  &[data-removed] {
    background: ${({ theme }) => theme.color.canvasSubtle};
  }
  &[data-removed] input,
  &[data-removed] button[role='combobox'] > span {
    text-decoration: line-through;
  }
`;

export const StyledRowEnd = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  min-height: ${({ theme }) => theme.control.md};
`;

export const StyledAddBar = styled.div`
  position: relative;
  display: flex;
`;
