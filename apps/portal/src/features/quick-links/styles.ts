import { styled } from 'styled-components';

/** One link per row, dense, with its kind (System, Account, User) on the right. */
export const StyledRow = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  min-height: 40px;
  padding: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[2]}px;
  border-bottom: 1px solid ${({ theme }) => theme.color.neutralMuted};

  &:last-child {
    border-bottom: 0;
  }
`;

export const StyledKind = styled.span`
  flex: none;
  padding: 0 ${({ theme }) => theme.space[2]}px;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.color.neutralSubtle};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: 20px;
`;
