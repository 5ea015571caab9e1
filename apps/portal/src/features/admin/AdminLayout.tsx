import { NavList } from '@meridian/ui';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { styled } from 'styled-components';
import { ADMIN_TEXT } from './text';

/**
 * The admin area's sub-navigation (issue 16). Only screens that exist are listed: the other admin
 * screens (Roles, Registration Links, Notices, …) join it with issue 16's next slices.
 */
export const ADMIN_SCREENS = [{ path: '/admin/users/manage_user', label: ADMIN_TEXT.users }] as const;

const StyledLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(160px, 200px) 1fr;
  gap: ${({ theme }) => theme.space[4]}px;
  align-items: start;
  @media (max-width: 720px) {
    grid-template-columns: 1fr;
  }
`;

export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <StyledLayout>
      <nav aria-label={ADMIN_TEXT.navLabel}>
        <NavList>
          {ADMIN_SCREENS.map((screen) => (
            <NavList.Item key={screen.path} as={NavLink} to={screen.path}>
              {screen.label}
            </NavList.Item>
          ))}
        </NavList>
      </nav>
      <div>{children}</div>
    </StyledLayout>
  );
}
