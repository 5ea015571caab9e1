import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { visuallyHidden } from '../internal/styles';

export interface SkipLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** A CSS selector of the content to skip to (default `main`); it receives focus. */
  target?: string;
}

const StyledSkipLink = styled.a`
  &:not(:focus) {
    ${visuallyHidden}
  }
  &:focus {
    position: fixed;
    top: ${({ theme }) => theme.space[2]}px;
    left: ${({ theme }) => theme.space[2]}px;
    z-index: ${({ theme }) => theme.zIndex.tooltip};
    padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.color.canvas};
    box-shadow: ${({ theme }) => theme.shadow.md};
    color: ${({ theme }) => theme.color.accent};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

/**
 * 'Skip to main content': render it first in the page, so it is the first Tab stop. Hidden until
 * focused; activating it moves focus (not only the scroll position) to `target`, so the next Tab
 * continues inside the content.
 */
export const SkipLink = forwardRef<HTMLAnchorElement, SkipLinkProps>(function SkipLink(
  { target = 'main', href = '#main', children = 'Skip to main content', onClick, ...rest },
  ref,
) {
  return (
    <StyledSkipLink
      ref={ref}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        const content = event.currentTarget.ownerDocument.querySelector<HTMLElement>(target);
        if (event.defaultPrevented || !content) return;
        event.preventDefault();
        if (!content.hasAttribute('tabindex')) content.setAttribute('tabindex', '-1');
        content.focus();
        content.scrollIntoView?.({ block: 'start' });
      }}
      {...rest}
    >
      {children}
    </StyledSkipLink>
  );
});
SkipLink.displayName = 'SkipLink';
