import { forwardRef, type HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { visuallyHidden } from '../internal/styles';

export type VisuallyHiddenProps = HTMLAttributes<HTMLSpanElement>;

const StyledVisuallyHidden = styled.span`
  ${visuallyHidden}
`;

/**
 * Text read by assistive technology but not shown: a label the design has no room for, a
 * status announcement, 'opens in a new tab'. Rest props (`id`, `role`, `aria-live`) go on the span.
 */
export const VisuallyHidden = forwardRef<HTMLSpanElement, VisuallyHiddenProps>(function VisuallyHidden(props, ref) {
  return <StyledVisuallyHidden ref={ref} {...props} />;
});
VisuallyHidden.displayName = 'VisuallyHidden';
