import {
  forwardRef,
  type AnchorHTMLAttributes,
  type ButtonHTMLAttributes,
  type ComponentPropsWithoutRef,
  type ElementType,
  type HTMLAttributes,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { styled } from 'styled-components';
import { focusRing, visuallyHidden } from '../internal/styles';

export interface NavListProps extends HTMLAttributes<HTMLDivElement> {
  /** Icons only: labels stay for assistive technology (visually hidden) and trailing actions leave. */
  collapsed?: boolean;
}

/** A link or button of the list; `as` renders it as another element or component (e.g. a router's link). */
export type NavListItemProps<C extends ElementType = 'a'> = {
  as?: C;
  /** Decorative: the item is named by its label. */
  icon?: ReactNode;
  /** The label (visually hidden when the list is collapsed). */
  children: ReactNode;
  /** A control at the end of the row (`NavList.TrailingAction`), e.g. "create new" next to a list's link. */
  trailingAction?: ReactNode;
} & Omit<ComponentPropsWithoutRef<C>, 'as' | 'children'>;

export interface NavListTrailingActionProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  icon: ReactNode;
  /** Required: an icon alone has no accessible name. */
  'aria-label': string;
}

const StyledNavList = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;

  &[data-collapsed] {
    [data-part='label'] {
      ${visuallyHidden}
    }
    [data-part='trailing-action'] {
      display: none;
    }
  }
`;

// Items keep their natural height: the list is dense, never stretched over a tall container.
const StyledItem = styled.a`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  min-width: 0;
  min-height: 36px;
  padding: 0 10px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  text-align: start;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;

  /* A long label (a lead's name in it) ends in an ellipsis inside the rail; the title names it in full. */
  > svg {
    flex: none;
  }
  [data-part='label'] {
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  &:hover {
    background: ${({ theme }) => theme.color.canvasSubtle};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.color.accentSubtle};
    color: ${({ theme }) => theme.color.accent};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  ${focusRing}
`;

const StyledRow = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
  /* Within a row the item takes the width the trailing action leaves. */
  > :first-child {
    flex: 1;
  }
`;

const StyledTrailingAction = styled.button`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 28px;
  height: 28px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.canvasSubtle};
    color: ${({ theme }) => theme.color.accent};
  }
  ${focusRing}
`;

const NavListRoot = forwardRef<HTMLDivElement, NavListProps>(function NavList({ collapsed = false, ...rest }, ref) {
  return <StyledNavList ref={ref} data-collapsed={collapsed || undefined} {...rest} />;
});
NavListRoot.displayName = 'NavList';

/** What the item itself checks; the exported signature types the rest by `as`. */
interface NavListItemImplProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'children'> {
  as?: ElementType;
  icon?: ReactNode;
  children: ReactNode;
  trailingAction?: ReactNode;
}

const NavListItem = forwardRef<HTMLAnchorElement, NavListItemImplProps>(function NavListItem(
  { as, icon, children, trailingAction, ...rest },
  ref,
) {
  const item = (
    <StyledItem as={as} ref={ref} {...rest}>
      {icon}
      <span data-part="label">{children}</span>
    </StyledItem>
  );
  return trailingAction ? (
    <StyledRow>
      {item}
      {trailingAction}
    </StyledRow>
  ) : (
    item
  );
}) as (<C extends ElementType = 'a'>(props: NavListItemProps<C> & { ref?: Ref<HTMLElement> }) => ReactElement) & {
  displayName?: string;
};
NavListItem.displayName = 'NavList.Item';

const NavListTrailingAction = forwardRef<HTMLButtonElement, NavListTrailingActionProps>(function NavListTrailingAction(
  { icon, type = 'button', ...rest },
  ref,
) {
  return (
    <StyledTrailingAction ref={ref} type={type} data-part="trailing-action" {...rest}>
      {icon}
    </StyledTrailingAction>
  );
});
NavListTrailingAction.displayName = 'NavList.TrailingAction';

/**
 * A vertical list of navigation links and buttons (after Primer's NavList): each item an icon and
 * a label, the current page (`aria-current="page"`, which a router's link sets) highlighted, an
 * optional trailing action per row, and a collapsed, icon-only mode. Put it inside a `nav`
 * landmark. Items keep their natural height however tall the container.
 */
export const NavList = Object.assign(NavListRoot, {
  Item: NavListItem,
  TrailingAction: NavListTrailingAction,
});
