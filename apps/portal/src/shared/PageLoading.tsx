import { Spinner } from '@meridian/ui';
import { keyframes, styled } from 'styled-components';

const appear = keyframes`
  to { opacity: 1; }
`;

// Shown only when the wait is long enough to notice: a fast load never flashes a spinner.
const StyledPageLoading = styled.div`
  display: flex;
  justify-content: center;
  padding-top: ${({ theme }) => theme.space[6]}px;
  opacity: 0;
  animation: ${appear} 0s linear 300ms forwards;

  @media (prefers-reduced-motion: reduce) {
    animation-duration: 0s;
  }
`;

/** The content column while a page's code loads. */
export function PageLoading() {
  return (
    <StyledPageLoading data-testid="page-loading">
      <Spinner message="Loading" />
    </StyledPageLoading>
  );
}
