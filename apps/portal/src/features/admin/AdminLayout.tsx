import { NavList } from '@meridian/ui';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { styled } from 'styled-components';
import { useSession } from '../../session/SessionProvider';
import { ADMIN_SCREENS } from './adminScreens';
import { ADMIN_TEXT } from './text';

const StyledLayout = styled.div`
  display: grid;
  /* minmax(0, …): a wide table scrolls in its own region instead of widening the screen past the viewport. */
  grid-template-columns: minmax(160px, 200px) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]}px;
  align-items: start;
  @media (max-width: 720px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** The admin area's frame: the sub-navigation (the screens the user's permissions open) beside the screen. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { hasPermission } = useSession();
  return (
    <StyledLayout>
      <nav aria-label={ADMIN_TEXT.navLabel}>
        <NavList>
          {ADMIN_SCREENS.filter((screen) => hasPermission(screen.permission)).map((screen) => (
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
