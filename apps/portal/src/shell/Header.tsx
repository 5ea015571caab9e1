import { headerClock, notificationBadge, quickActions, type QuickAction } from '@meridian/domain';
import { IconButton, Spinner } from '@meridian/ui';
import type { Ref } from 'react';
import { styled } from 'styled-components';
import { BellIcon, MenuIcon, PlusIcon, SearchIcon } from './icons';
import { LazyMenu } from './LazyMenu';
import { useNow } from './useNow';
import { phoneMedia } from './useSidebar';

export const NON_PRODUCTION_TEXT = 'This is not a Production environment. Use for testing purposes only.';

const StyledHeader = styled.header`
  grid-area: header;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.color.canvas};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

// One line at every width: what does not fit leaves (the date below 665 px, the clock below 600 px).
const StyledBar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  min-width: 0;
  min-height: 56px;
  padding: 0 ${({ theme }) => theme.space[4]}px 0 ${({ theme }) => theme.space[2]}px;
  @media ${phoneMedia} {
    gap: ${({ theme }) => theme.space[1]}px;
    padding-right: ${({ theme }) => theme.space[2]}px;
  }
`;

const StyledEnd = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  min-width: 0;
  margin-left: auto;
`;

const StyledClock = styled.time`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[2]}px;
  color: ${({ theme }) => theme.color.textMuted};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;

  strong {
    color: ${({ theme }) => theme.color.text};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.dashboardSmall}px) {
    [data-part='date'] {
      display: none;
    }
  }
  @media ${phoneMedia} {
    display: none;
  }
`;

const StyledBell = styled.span`
  position: relative;
  display: inline-flex;

  [data-part='badge'] {
    position: absolute;
    top: -2px;
    right: -4px;
    min-width: 18px;
    height: 18px;
    padding: 0 4px;
    border-radius: ${({ theme }) => theme.radii.full};
    background: ${({ theme }) => theme.color.danger};
    color: ${({ theme }) => theme.color.textOnAccent};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    line-height: 18px;
    text-align: center;
    pointer-events: none;
  }
`;

/**
 * The user's name, or below 600 px their initials in a circle. The button is named
 * "{initials}, Account menu: {name}", so the name holds whichever text is visible (WCAG 2.5.3; axe
 * ignores text in parentheses, so the initials lead).
 */
const StyledUserButton = styled.button`
  display: inline-flex;
  align-items: center;
  min-width: 0;
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space[2]}px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.canvasSubtle};
  }

  [data-part='name'] {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  [data-part='initials'] {
    display: none;
    place-items: center;
    width: 32px;
    height: 32px;
    border-radius: ${({ theme }) => theme.radii.full};
    background: ${({ theme }) => theme.color.accentSubtle};
    color: ${({ theme }) => theme.color.accent};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  @media ${phoneMedia} {
    padding: 0;
    border-radius: ${({ theme }) => theme.radii.full};
    [data-part='name'] {
      display: none;
    }
    [data-part='initials'] {
      display: inline-grid;
    }
  }
`;

const StyledEnvironment = styled.div`
  padding: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[4]}px;
  background: ${({ theme }) => theme.color.nonProduction};
  color: ${({ theme }) => theme.color.textOnAccent};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-align: center;
`;

export interface HeaderMenuItems {
  configurableSettings: boolean;
  planExplorer: boolean;
  callRecording: boolean;
}

export interface HeaderProps {
  userName: string;
  /** The user-menu button, where focus returns after dialogs opened from the menu. */
  userButtonRef?: Ref<HTMLButtonElement>;
  /** The menu button, where focus returns when the navigation drawer closes. */
  menuButtonRef?: Ref<HTMLButtonElement>;
  notificationCount: number;
  menuItems: HeaderMenuItems | undefined;
  /** The sidebar shows expanded: in the page, or as the drawer over it. */
  sidebarExpanded: boolean;
  /** The menu button opens the navigation drawer rather than expanding the sidebar in the page. */
  opensDrawer: boolean;
  toggleDisabled: boolean;
  nonProduction: boolean;
  onToggleSidebar(): void;
  onQuickSearch(): void;
  /** The lead selected now (its page is open), named in 'Create Quote for {lead name}'. */
  selectedLeadName?: string | undefined;
  onQuickAction(action: QuickAction): void;
  onNotifications(): void;
  onMenuItem(item: 'profile' | 'configurable-settings' | 'plan-explorer' | 'call-recording' | 'logout'): void;
}

/** "Marcus Bell" → "MB": the first letters of the first and last names. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words.at(-1)] : words;
  return letters
    .map((word) => word?.[0] ?? '')
    .join('')
    .toUpperCase();
}

/** The top header of spec 01 §2: menu toggle, quick search, the quick actions menu, Central-time clock, bell, user menu. */
export function Header({ userButtonRef, menuButtonRef, ...props }: HeaderProps) {
  const clock = headerClock(useNow());
  const { menuItems } = props;
  const badge = notificationBadge({ notice_outstanding_count: props.notificationCount });
  return (
    <StyledHeader>
      {props.nonProduction ? <StyledEnvironment role="note">{NON_PRODUCTION_TEXT}</StyledEnvironment> : null}
      <StyledBar>
        <IconButton
          ref={menuButtonRef}
          aria-label={props.sidebarExpanded && !props.opensDrawer ? 'Collapse menu' : 'Expand menu'}
          aria-expanded={props.sidebarExpanded}
          aria-controls={props.opensDrawer ? undefined : 'sidebar'}
          aria-haspopup={props.opensDrawer ? 'dialog' : undefined}
          disabled={props.toggleDisabled}
          onClick={props.onToggleSidebar}
          variant="invisible"
          icon={<MenuIcon />}
        />
        <IconButton aria-label="Quick search" variant="invisible" onClick={props.onQuickSearch} icon={<SearchIcon />} />
        <LazyMenu
          align="start"
          trigger={<IconButton aria-label="Quick actions" variant="invisible" icon={<PlusIcon />} />}
        >
          {(Menu) =>
            quickActions(props.selectedLeadName).map(({ action, label }) => (
              <Menu.Item key={action} onSelect={() => props.onQuickAction(action)}>
                {label}
              </Menu.Item>
            ))
          }
        </LazyMenu>
        <StyledEnd>
          {clock ? (
            <StyledClock
              aria-label={`${clock.weekday}, ${clock.month} ${clock.day}, ${clock.year}, ${clock.time} ${clock.zone}`}
            >
              <span data-part="date">
                {clock.weekday}, {clock.month} {clock.day}, {clock.year}
              </span>
              <strong>
                {clock.time} {clock.zone}
              </strong>
            </StyledClock>
          ) : null}
          <StyledBell>
            <IconButton
              aria-label={
                props.notificationCount > 0 ? `Notifications, ${props.notificationCount} unread` : 'Notifications'
              }
              variant="invisible"
              onClick={props.onNotifications}
              icon={<BellIcon />}
            />
            {badge ? (
              <span data-part="badge" aria-hidden="true">
                {badge}
              </span>
            ) : null}
          </StyledBell>
          <LazyMenu
            align="end"
            trigger={
              <StyledUserButton
                type="button"
                ref={userButtonRef}
                aria-label={`${initialsOf(props.userName)}, Account menu: ${props.userName}`}
              >
                <span data-part="initials" aria-hidden="true">
                  {initialsOf(props.userName)}
                </span>
                <span data-part="name">{props.userName}</span>
              </StyledUserButton>
            }
          >
            {(Menu) =>
              menuItems ? (
                <>
                  <Menu.Item onSelect={() => props.onMenuItem('profile')}>Profile</Menu.Item>
                  {menuItems.configurableSettings ? (
                    <Menu.Item onSelect={() => props.onMenuItem('configurable-settings')}>
                      Configurable Settings
                    </Menu.Item>
                  ) : null}
                  {menuItems.planExplorer ? (
                    <Menu.Item onSelect={() => props.onMenuItem('plan-explorer')}>Plan Explorer</Menu.Item>
                  ) : null}
                  {menuItems.callRecording ? (
                    <Menu.Item onSelect={() => props.onMenuItem('call-recording')}>Call Recording</Menu.Item>
                  ) : null}
                  <Menu.Separator />
                  <Menu.Item onSelect={() => props.onMenuItem('logout')}>Logout</Menu.Item>
                </>
              ) : (
                <Spinner size="small" message="Loading Menu Items" />
              )
            }
          </LazyMenu>
        </StyledEnd>
      </StyledBar>
    </StyledHeader>
  );
}
