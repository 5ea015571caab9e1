import { styled } from 'styled-components';
import { controlSurface } from '../internal/styles';

export const StyledWrapper = styled.div`
  position: relative;
  display: inline-flex;
  align-items: center;
  width: 100%;
  max-width: 320px;
  min-width: 0;

  &[data-block] {
    max-width: none;
  }
  & > svg {
    position: absolute;
    right: ${({ theme }) => theme.space[2]}px;
    color: ${({ theme }) => theme.color.textMuted};
    pointer-events: none;
  }
`;

export const StyledInput = styled.input`
  ${controlSurface}
  width: 100%;
  padding-right: ${({ theme }) => theme.space[6]}px;

  &[data-size='small'] {
    min-height: ${({ theme }) => theme.control.sm};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

export const StyledField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  min-width: 0;
`;

export const StyledChips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledChip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
  max-width: 100%;
  padding-left: ${({ theme }) => theme.space[2]}px;
  border: 1px solid ${({ theme }) => theme.color.accentMuted};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.color.accentSubtle};
  font-size: ${({ theme }) => theme.font.size.sm};

  & > span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;
