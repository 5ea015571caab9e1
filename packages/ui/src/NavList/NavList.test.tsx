import { screen } from '@testing-library/react';
import { createRef, forwardRef, type AnchorHTMLAttributes } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithTheme } from '../test-utils';
import { NavList, type NavListProps } from './NavList';

/** Stands in for a router's link: it takes `to` and marks itself current. */
const RouterLink = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }>(
  function RouterLink({ to, children, ...rest }, ref) {
    return (
      <a ref={ref} href={to} aria-current={to === '/leads' ? 'page' : undefined} {...rest}>
        {children}
      </a>
    );
  },
);

function Menu({
  onQuickLinks = () => {},
  onCreate = () => {},
  ...props
}: Partial<NavListProps> & {
  onQuickLinks?: () => void;
  onCreate?: () => void;
}) {
  return (
    <nav aria-label="Main">
      <NavList {...props}>
        <NavList.Item as="button" type="button" onClick={onQuickLinks}>
          Quick Links
        </NavList.Item>
        <NavList.Item href="/dashboard">Dashboard</NavList.Item>
        <NavList.Item
          as={RouterLink}
          to="/leads"
          trailingAction={<NavList.TrailingAction aria-label="Create New Lead" icon="+" onClick={onCreate} />}
        >
          Leads
        </NavList.Item>
      </NavList>
    </nav>
  );
}

describe('given a NavList', () => {
  it('when shown then links and buttons are named by their labels, the current page is marked, and it is axe-clean', async () => {
    const { container } = renderWithTheme(<Menu />);
    expect(screen.getByRole('button', { name: 'Quick Links' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Leads' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('when an item or a trailing action is clicked then its own handler runs', async () => {
    const onQuickLinks = vi.fn();
    const onCreate = vi.fn();
    const { user } = renderWithTheme(<Menu onQuickLinks={onQuickLinks} onCreate={onCreate} />);
    await user.click(screen.getByRole('button', { name: 'Quick Links' }));
    await user.click(screen.getByRole('button', { name: 'Create New Lead' }));
    expect(onQuickLinks).toHaveBeenCalledOnce();
    expect(onCreate).toHaveBeenCalledOnce();
  });

  it('when collapsed then every item keeps its name (the label is only visually hidden)', () => {
    renderWithTheme(<Menu collapsed />);
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quick Links' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Leads' }).closest('[data-collapsed]')).not.toBeNull();
  });

  it('when given refs then the root and the item elements are reached', () => {
    const root = createRef<HTMLDivElement>();
    const item = createRef<HTMLAnchorElement>();
    renderWithTheme(
      <NavList ref={root}>
        <NavList.Item ref={item} href="/help">
          Help
        </NavList.Item>
      </NavList>,
    );
    expect(root.current).toBeInstanceOf(HTMLDivElement);
    expect(item.current).toBe(screen.getByRole('link', { name: 'Help' }));
  });
});
