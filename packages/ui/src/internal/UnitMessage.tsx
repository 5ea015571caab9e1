import { styled } from 'styled-components';

/** A numeric input with its unit written after it ("ft", "in", "lbs"). */
export const StyledUnitRow = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
  color: ${({ theme }) => theme.color.textMuted};

  & > input {
    width: 64px;
    text-align: right;
  }
`;

/**
 * The clamping feedback of the height and weight inputs ('Height will only accept numeric
 * values.'). A polite live region, so the correction is announced without stealing focus.
 */
export const StyledClampMessage = styled.p`
  min-height: 1lh;
  margin: 0;
  color: ${({ theme }) => theme.color.warning};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;
