import { VERSION_LABEL } from '@meridian/domain';
import { CobrandLogo, Menu } from '@meridian/ui';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { styled } from 'styled-components';
import { MENU_PATHS } from '../routes';
import { visuallyHidden } from '../shared/styles';
import { AdminIcon, CalendarIcon, FormIcon, HelpIcon, HomeIcon, LinkIcon, PlusIcon, QuoteIcon, ReportIcon, ShieldIcon, UsersIcon } from './icons';

const StyledSidebar = styled.nav`
  grid-area: nav;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  width: 232px;
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[2]}px;
  background: ${({ theme }) => theme.color.canvas};
  border-right: 1px solid ${({ theme }) => theme.color.border};
  overflow-y: auto;

  &[data-expanded='false'] {
    width: 60px;
    [data-part='label'],
    [data-part='version'] {
      ${visuallyHidden}
    }
    [data-part='add'] {
      display: none;
    }
  }
`;

const StyledLogo = styled.div`
  display: flex;
  align-items: center;
  min-height: 48px;
  padding: 0 ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[2]}px;
  span {
    color: ${({ theme }) => theme.color.accent};
    font-size: ${({ theme }) => theme.font.size.xl};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const StyledRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
`;

const itemStyles = `
  display: flex;
  flex: 1;
  align-items: center;
  gap: 12px;
  min-height: 36px;
  padding: 0 10px;
  border: 0;
  border-radius: 6px;
  background: transparent;
  font: inherit;
  text-decoration: none;
  cursor: pointer;
  white-space: nowrap;
`;

const StyledLink = styled(NavLink)`
  ${itemStyles}
  color: ${({ theme }) => theme.color.text};
  &:hover {
    background: ${({ theme }) => theme.color.canvasSubtle};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.color.accentSubtle};
    color: ${({ theme }) => theme.color.accent};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const StyledButton = styled.button`
  ${itemStyles}
  color: ${({ theme }) => theme.color.text};
  &:hover {
    background: ${({ theme }) => theme.color.canvasSubtle};
  }
`;

const StyledAdd = styled.button`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 28px;
  height: 28px;
  border: 0;
  border-radius: 6px;
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.canvasSubtle};
    color: ${({ theme }) => theme.color.accent};
  }
`;

const StyledVersion = styled.p`
  margin: auto 0 0;
  padding: ${({ theme }) => theme.space[2]}px 10px 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

export interface QuickActions {
  createLead(): void;
  createEvent(): void;
  createQuote(): void;
  /** Present only while a lead is selected. */
  quoteForLead?: { name: string; create(): void };
}

export interface SidebarProps {
  expanded: boolean;
  showAdmin: boolean;
  actions: QuickActions;
  onQuickLinks(): void;
}

function Item({ to, icon, label, end }: { to: string; icon: ReactNode; label: string; end?: boolean }) {
  return (
    <StyledLink to={to} end={end} title={label}>
      {icon}
      <span data-part="label">{label}</span>
    </StyledLink>
  );
}

/** The left navigation of spec 01 §2 Sidebar. */
export function Sidebar({ expanded, showAdmin, actions, onQuickLinks }: SidebarProps) {
  return (
    <StyledSidebar id="sidebar" aria-label="Main" data-expanded={expanded}>
      <StyledLogo>
        {/* The account's co-brand logo comes from the theme (AppFrame's ThemeProvider cobrand). */}
        <CobrandLogo expanded={expanded} fallback={<span aria-label="Meridian">{expanded ? 'Meridian' : 'M'}</span>} />
      </StyledLogo>
      <StyledButton type="button" onClick={onQuickLinks} title="Quick Links">
        <LinkIcon />
        <span data-part="label">Quick Links</span>
      </StyledButton>
      <Item to={MENU_PATHS.dashboard} icon={<HomeIcon />} label="Dashboard" end />
      <StyledRow>
        <Item to={MENU_PATHS.leads} icon={<UsersIcon />} label="Leads" />
        <StyledAdd type="button" data-part="add" aria-label="Create New Lead" onClick={actions.createLead}>
          <PlusIcon />
        </StyledAdd>
      </StyledRow>
      <StyledRow>
        <Item to={MENU_PATHS.calendar} icon={<CalendarIcon />} label="Calendar" />
        <StyledAdd type="button" data-part="add" aria-label="Create New Calendar Event" onClick={actions.createEvent}>
          <PlusIcon />
        </StyledAdd>
      </StyledRow>
      <StyledRow>
        <Item to={MENU_PATHS.quotes} icon={<QuoteIcon />} label="Quotes" />
        <Menu>
          <Menu.Trigger>
            <StyledAdd type="button" data-part="add" aria-label="Quote actions">
              <PlusIcon />
            </StyledAdd>
          </Menu.Trigger>
          <Menu.Content align="start">
            {actions.quoteForLead ? <Menu.Item onSelect={actions.quoteForLead.create}>Create Quote for {actions.quoteForLead.name}</Menu.Item> : null}
            <Menu.Item onSelect={actions.createQuote}>Create New Quote</Menu.Item>
          </Menu.Content>
        </Menu>
      </StyledRow>
      <Item to={MENU_PATHS.forms} icon={<FormIcon />} label="Forms" />
      <Item to={MENU_PATHS.reports} icon={<ReportIcon />} label="Reports" />
      {showAdmin ? <Item to={MENU_PATHS.admin} icon={<AdminIcon />} label="Admin" /> : null}
      <Item to={MENU_PATHS.help} icon={<HelpIcon />} label="Help" />
      <Item to={MENU_PATHS.privacyPolicy} icon={<ShieldIcon />} label="Privacy Policy" />
      {expanded ? <StyledVersion data-part="version">{VERSION_LABEL}</StyledVersion> : null}
    </StyledSidebar>
  );
}
