import { VERSION_LABEL } from '@meridian/domain';
import { CobrandLogo, NavList } from '@meridian/ui';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { styled } from 'styled-components';
import type { SoaChoice } from '../features/soa';
import { MENU_PATHS } from '../routes';
import { lazyComponent } from '../shared/lazyComponent';
import {
  AdminIcon,
  CalendarIcon,
  FormIcon,
  HelpIcon,
  HomeIcon,
  LinkIcon,
  PlusIcon,
  QuoteIcon,
  ReportIcon,
  ShieldIcon,
  SoaIcon,
  UsersIcon,
} from './icons';
import { LazyMenu } from './LazyMenu';

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

const StyledVersion = styled.p`
  margin: auto 0 0;
  padding: ${({ theme }) => theme.space[2]}px 10px 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

// The SOA quick action shows only on a lead's page: the soa feature loads then, not at first paint.
const SoaQuickAction = lazyComponent(() => import('../features/soa').then((m) => m.SoaQuickAction));

export interface QuickActions {
  createLead(): void;
  createEvent(): void;
  createQuote(): void;
  /** Present only while a lead is selected. */
  quoteForLead?: { name: string; create(): void };
  /** Present only while a lead is selected: starts a Scope of Appointment for it. */
  soaForLead?: { name: string; start(choice: SoaChoice): void };
}

export interface SidebarProps {
  /** The rail's id (the header's toggle controls it); none in the drawer. */
  id?: string;
  expanded: boolean;
  showAdmin: boolean;
  actions: QuickActions;
  onQuickLinks(): void;
}

/** A page of the menu (a router link, current when its route is); its label is also its tooltip, which names it when collapsed. */
function Page({
  label,
  ...rest
}: {
  to: string;
  icon: ReactNode;
  label: string;
  end?: boolean;
  trailingAction?: ReactNode;
}) {
  return (
    <NavList.Item as={NavLink} title={label} {...rest}>
      {label}
    </NavList.Item>
  );
}

/** The + of Quotes: a menu with Create Quote for the selected lead (when one is) and Create New Quote. */
function QuoteActions({ actions }: { actions: QuickActions }) {
  return (
    <LazyMenu align="start" trigger={<NavList.TrailingAction aria-label="Quote actions" icon={<PlusIcon />} />}>
      {(Menu) => (
        <>
          {actions.quoteForLead ? (
            <Menu.Item onSelect={actions.quoteForLead.create}>Create Quote for {actions.quoteForLead.name}</Menu.Item>
          ) : null}
          <Menu.Item onSelect={actions.createQuote}>Create New Quote</Menu.Item>
        </>
      )}
    </LazyMenu>
  );
}

/** The left navigation of spec 01 §2 Sidebar. */
export function Sidebar({ id, expanded, showAdmin, actions, onQuickLinks }: SidebarProps) {
  return (
    <StyledSidebar id={id} aria-label="Main" data-expanded={expanded}>
      <StyledLogo>
        {/* The account's co-brand logo comes from the theme (AppFrame's ThemeProvider cobrand). */}
        <CobrandLogo expanded={expanded} fallback={<span aria-label="Meridian">{expanded ? 'Meridian' : 'M'}</span>} />
      </StyledLogo>
      <NavList collapsed={!expanded}>
        <NavList.Item as="button" type="button" onClick={onQuickLinks} title="Quick Links" icon={<LinkIcon />}>
          Quick Links
        </NavList.Item>
        <Page to={MENU_PATHS.dashboard} icon={<HomeIcon />} label="Dashboard" end />
        <Page
          to={MENU_PATHS.leads}
          icon={<UsersIcon />}
          label="Leads"
          trailingAction={
            <NavList.TrailingAction aria-label="Create New Lead" icon={<PlusIcon />} onClick={actions.createLead} />
          }
        />
        <Page
          to={MENU_PATHS.calendar}
          icon={<CalendarIcon />}
          label="Calendar"
          trailingAction={
            <NavList.TrailingAction
              aria-label="Create New Calendar Event"
              icon={<PlusIcon />}
              onClick={actions.createEvent}
            />
          }
        />
        <Page
          to={MENU_PATHS.quotes}
          icon={<QuoteIcon />}
          label="Quotes"
          trailingAction={<QuoteActions actions={actions} />}
        />
        {actions.soaForLead ? (
          <SoaQuickAction leadName={actions.soaForLead.name} icon={<SoaIcon />} onChoose={actions.soaForLead.start} />
        ) : null}
        <Page to={MENU_PATHS.forms} icon={<FormIcon />} label="Forms" />
        <Page to={MENU_PATHS.reports} icon={<ReportIcon />} label="Reports" />
        {showAdmin ? <Page to={MENU_PATHS.admin} icon={<AdminIcon />} label="Admin" /> : null}
        <Page to={MENU_PATHS.help} icon={<HelpIcon />} label="Help" />
        <Page to={MENU_PATHS.privacyPolicy} icon={<ShieldIcon />} label="Privacy Policy" />
      </NavList>
      {expanded ? <StyledVersion data-part="version">{VERSION_LABEL}</StyledVersion> : null}
    </StyledSidebar>
  );
}
