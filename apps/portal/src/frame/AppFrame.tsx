import { VERSION_LABEL } from '@meridian/domain';
import { Button } from '@meridian/ui';
import { useState, type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { styled } from 'styled-components';
import { useSession } from '../session/SessionProvider';
import { MENU_PATHS } from '../routes';
import { LogoutDialog } from './LogoutDialog';

const StyledFrame = styled.div`
  display: grid;
  grid-template-columns: 220px 1fr;
  grid-template-rows: 56px 1fr;
  grid-template-areas: 'nav header' 'nav main';
  min-height: 100vh;

  @media (max-width: ${({ theme }) => theme.breakpoint.sidebarCollapse}px) {
    grid-template-columns: 64px 1fr;
  }
`;

const StyledHeader = styled.header`
  grid-area: header;
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: 0 ${({ theme }) => theme.space[4]}px;
  background: ${({ theme }) => theme.color.canvas};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const StyledNav = styled.nav`
  grid-area: nav;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[2]}px;
  background: ${({ theme }) => theme.color.canvas};
  border-right: 1px solid ${({ theme }) => theme.color.border};

  a {
    display: block;
    padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  a:hover {
    background: ${({ theme }) => theme.color.canvasSubtle};
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.color.accentSubtle};
    color: ${({ theme }) => theme.color.accent};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const StyledVersion = styled.p`
  margin: auto 0 0;
  padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const StyledMain = styled.main`
  grid-area: main;
  min-width: 0;
  padding: ${({ theme }) => theme.space[5]}px;
`;

const StyledUserName = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

/** The signed-in frame: left navigation, top header and the routed content. */
export function AppFrame({ children }: { children: ReactNode }) {
  const { user, hasPermission, logout } = useSession();
  const [confirmLogout, setConfirmLogout] = useState(false);
  return (
    <StyledFrame>
      <StyledNav aria-label="Main">
        <NavLink to={MENU_PATHS.dashboard} end>
          Dashboard
        </NavLink>
        <NavLink to={MENU_PATHS.leads}>Leads</NavLink>
        <NavLink to={MENU_PATHS.calendar}>Calendar</NavLink>
        <NavLink to={MENU_PATHS.quotes}>Quotes</NavLink>
        <NavLink to={MENU_PATHS.forms}>Forms</NavLink>
        <NavLink to={MENU_PATHS.reports}>Reports</NavLink>
        {hasPermission('ui_admin') ? <NavLink to={MENU_PATHS.admin}>Admin</NavLink> : null}
        <NavLink to={MENU_PATHS.help}>Help</NavLink>
        <NavLink to={MENU_PATHS.privacyPolicy}>Privacy Policy</NavLink>
        <StyledVersion>{VERSION_LABEL}</StyledVersion>
      </StyledNav>
      <StyledHeader>
        <StyledUserName>
          {user.fname} {user.lname}
        </StyledUserName>
        <Button variant="invisible" onClick={() => setConfirmLogout(true)}>
          Logout
        </Button>
      </StyledHeader>
      <StyledMain id="main">{children}</StyledMain>
      <LogoutDialog open={confirmLogout} onOpenChange={setConfirmLogout} onConfirm={logout} />
    </StyledFrame>
  );
}
