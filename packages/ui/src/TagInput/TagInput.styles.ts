import { styled } from 'styled-components';
import { controlSurface } from '../internal/styles';

export const StyledRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  max-width: 480px;
`;

export const StyledRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]}px;
`;

export const StyledBox = styled.div`
  display: flex;
  flex: 1;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
  min-width: 0;
  min-height: ${({ theme }) => theme.control.md};
  padding: 2px ${({ theme }) => theme.space[1]}px;
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.canvas};

  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: -1px;
    border-color: ${({ theme }) => theme.color.focus};
  }
  &[data-disabled] {
    background: ${({ theme }) => theme.color.canvasDisabled};
  }
`;

export const StyledChips = styled.ul`
  display: contents;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledChip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  max-width: 100%;
  height: 24px;
  padding-left: ${({ theme }) => theme.space[2]}px;
  border: 1px solid ${({ theme }) => theme.color.accentMuted};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.color.accentSubtle};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};

  & > span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  & > button {
    width: 22px;
    height: 22px;
    border-radius: ${({ theme }) => theme.radii.full};
  }
`;

export const StyledInput = styled.input`
  ${controlSurface}
  flex: 1;
  min-width: 120px;
  min-height: 26px;
  border: 0;
  background: transparent;

  &:focus,
  &:focus-visible {
    outline: none;
  }
`;

export const StyledHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
