import { styled } from 'styled-components';
import { focusRing, visuallyHidden } from '../internal/styles';

export const StyledRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  min-width: 0;
  font-size: ${({ theme }) => theme.font.size.md};
`;

export const StyledScroller = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export const StyledTable = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  color: ${({ theme }) => theme.color.text};
  font-variant-numeric: tabular-nums;

  &[data-layout='fixed'] {
    table-layout: fixed;
  }
  &[data-layout='fixed'] td,
  &[data-layout='fixed'] tbody th {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  &[aria-busy='true'] tbody {
    opacity: 0.6;
  }
`;

export const StyledCaption = styled.caption`
  padding-bottom: ${({ theme }) => theme.space[2]}px;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-align: left;
  caption-side: top;

  &[data-hidden] {
    ${visuallyHidden}
  }
`;

export const StyledTh = styled.th`
  position: sticky;
  top: 0;
  z-index: 1;
  height: 36px;
  padding: 0 ${({ theme }) => theme.space[2]}px;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.canvasSubtle};
  color: ${({ theme }) => theme.color.text};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-align: left;
  white-space: nowrap;

  &[data-align='end'] {
    text-align: right;
  }
  &[data-kind='select'] {
    width: 40px;
  }
`;

export const StyledSortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
  margin: 0 -${({ theme }) => theme.space[1]}px;
  padding: ${({ theme }) => theme.space[1]}px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.neutralMuted};
  }
  & > svg {
    flex: none;
    color: ${({ theme }) => theme.color.textMuted};
  }
  &[data-sorted] > svg {
    color: ${({ theme }) => theme.color.accent};
  }
  ${focusRing}
`;

export const StyledTd = styled.td`
  height: 32px;
  padding: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[2]}px;
  border-bottom: 1px solid ${({ theme }) => theme.color.neutralMuted};
  vertical-align: middle;

  tr:last-child > & {
    border-bottom: 0;
  }
  &[data-align='end'] {
    text-align: right;
  }
  /* A row header (th scope=row) reads like the other cells. */
  th& {
    font-weight: inherit;
    text-align: left;
  }
  th&[data-align='end'] {
    text-align: right;
  }
`;

export const StyledRow = styled.tr`
  &:hover > td,
  &:hover > th {
    background: ${({ theme }) => theme.color.canvasSubtle};
  }
  &[data-selected] > td,
  &[data-selected] > th {
    background: ${({ theme }) => theme.color.accentSubtle};
  }
`;

export const StyledEmpty = styled.td`
  height: 64px;
  padding: ${({ theme }) => theme.space[4]}px;
  color: ${({ theme }) => theme.color.textMuted};
  text-align: center;

  table[data-layout='fixed'] &&& {
    white-space: normal;
  }
  &[data-kind='error'] {
    color: ${({ theme }) => theme.color.danger};
  }
`;

export const StyledSkeleton = styled.span`
  display: block;
  width: 100%;
  height: 10px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.color.skeleton};
`;

export const StyledPagination = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]}px;
  color: ${({ theme }) => theme.color.textMuted};
`;

export const StyledPageSize = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;

  & > div {
    width: 72px;
  }
`;

export const StyledPager = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
`;

export const StyledHidden = styled.span`
  ${visuallyHidden}
`;
