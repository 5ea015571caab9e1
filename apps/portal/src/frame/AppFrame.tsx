import { useAccount, useAccountSettings, usePlanExplorerAccess, useUserSettings } from '@meridian/api/react';
import { SIDEBAR_COLLAPSE_WIDTH_PX } from '@meridian/domain';
import { ThemeProvider } from '@meridian/ui';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { useFeatureFlags, useNoticeCount } from '../data/shell';
import { quotesPath } from '../features/quotes/quoteRoutes';
import { LazySingleSignOnDialog } from '../features/sso/lazy';
import { MENU_PATHS } from '../routes';
import { useSession } from '../session/SessionProvider';
import { Header } from '../shell/Header';
import { ShellDialogsProvider, useShellDialogs } from '../shell/ShellDialogs';
import { Sidebar } from '../shell/Sidebar';
import { isMobileUserAgent } from '../shell/useNow';

// Dialogs load on first use, so the first paint carries only the frame.
const LogoutDialog = lazy(() => import('./LogoutDialog').then((m) => ({ default: m.LogoutDialog })));
const QuickSearchDialog = lazy(() => import('../features/quick-search').then((m) => ({ default: m.QuickSearchDialog })));
const QuickLinksDialog = lazy(() => import('../features/quick-links').then((m) => ({ default: m.QuickLinksDialog })));
const NoticesDialog = lazy(() => import('../features/notices').then((m) => ({ default: m.NoticesDialog })));
const ImportantNoticeWatcher = lazy(() => import('../features/notices').then((m) => ({ default: m.ImportantNoticeWatcher })));
const CallRecordingDialog = lazy(() => import('../features/dialer').then((m) => ({ default: m.CallRecordingDialog })));
const UserProfileDialog = lazy(() => import('../features/profile').then((m) => ({ default: m.UserProfileDialog })));
const ConfigurableSettingsDialog = lazy(() => import('../features/configurable-settings').then((m) => ({ default: m.ConfigurableSettingsDialog })));

const StyledFrame = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  grid-template-rows: auto 1fr;
  grid-template-areas: 'nav header' 'nav main';
  height: 100vh;
`;

const StyledMain = styled.main`
  grid-area: main;
  min-width: 0;
  overflow: auto;
  padding: ${({ theme }) => theme.space[5]}px;
`;

const narrowQuery = `(max-width: ${SIDEBAR_COLLAPSE_WIDTH_PX}px)`;

/** The sidebar is expanded on wide windows, collapses to icons at 980 px or less, and stays collapsed on phones. */
function useSidebar() {
  const mobile = isMobileUserAgent();
  const [expanded, setExpanded] = useState(() => !mobile && !window.matchMedia(narrowQuery).matches);
  useEffect(() => {
    const query = window.matchMedia(narrowQuery);
    const onChange = () => setExpanded(!mobile && !query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [mobile]);
  return { expanded, mobile, toggle: () => setExpanded((e) => !e) };
}

/** The signed-in frame: the sidebar, the header and the routed content. */
export function AppFrame({ children }: { children: ReactNode }) {
  return (
    <ShellDialogsProvider>
      <Frame>{children}</Frame>
      <ShellDialogOutlet />
      <ImportantNoticeOutlet />
    </ShellDialogsProvider>
  );
}

/**
 * Where the shell dialogs mount. Each feature's dialog is its own lazily loaded chunk, loaded the
 * first time it opens (features/<name>/index.ts exports it).
 */
function ShellDialogOutlet() {
  const { current, close } = useShellDialogs();
  if (!current) return null;
  return (
    <Suspense fallback={null}>
      {current === 'quick-search' ? <QuickSearchDialog onClose={close} /> : null}
      {current === 'quick-links' ? <QuickLinksDialog onClose={close} /> : null}
      {current === 'notices' ? <NoticesDialog onClose={close} /> : null}
      {current === 'call-recording' ? <CallRecordingDialog onClose={close} /> : null}
      {current === 'plan-explorer' ? <LazySingleSignOnDialog onClose={close} /> : null}
      {current === 'profile' ? <UserProfileDialog onClose={close} /> : null}
      {current === 'configurable-settings' ? <ConfigurableSettingsDialog onClose={close} /> : null}
    </Suspense>
  );
}

/** The Important Notice pop-up watches the polled count (lazily loaded); it never opens over another shell dialog. */
function ImportantNoticeOutlet() {
  const { current } = useShellDialogs();
  if (current) return null;
  return (
    <Suspense fallback={null}>
      <ImportantNoticeWatcher />
    </Suspense>
  );
}

/**
 * The lead selected now: the lead page open, named by the page that led there (the results list
 * passes the name; a lead call arrives with the leads work). Drives 'Create Quote for {lead name}'.
 */
function useSelectedLead(): { leadId: number; name: string } | undefined {
  const location = useLocation();
  const match = /^\/lead\/(\d+)\/?$/.exec(location.pathname);
  const name = (location.state as { lead_name?: unknown } | null)?.lead_name;
  return match && typeof name === 'string' && name.trim() !== '' ? { leadId: Number(match[1]), name: name.trim() } : undefined;
}

function Frame({ children }: { children: ReactNode }) {
  const { user, hasPermission, logout } = useSession();
  const dialogs = useShellDialogs();
  const navigate = useNavigate();
  const sidebar = useSidebar();
  const [confirmLogout, setConfirmLogout] = useState(false);
  const userButtonRef = useRef<HTMLButtonElement>(null);
  const { data: account } = useAccount(user.account_id);
  const { data: accountSettings } = useAccountSettings(user.account_id);
  const { data: userSettings } = useUserSettings(user.user_id);
  const flags = useFeatureFlags();
  const { data: noticeCount } = useNoticeCount(user.user_id);
  const planExplorer = usePlanExplorerAccess(user.user_id);
  const selectedLead = useSelectedLead();

  // A failed access check leaves Plan Explorer out rather than the menu loading for ever.
  const planExplorerReady = planExplorer.data !== undefined || planExplorer.error !== undefined;
  const menuReady = accountSettings !== undefined && userSettings !== undefined && flags.data !== undefined && planExplorerReady;
  const dialerEnabled = accountSettings?.phone_dialer_provider_active === '1';

  // The account's co-brand reaches the frame through the theme: the sidebar's CobrandLogo shows it.
  const cobrand = account && {
    logoSmall: account.cobrand_asset_urls.logo_1,
    logoLarge: account.cobrand_asset_urls.logo_2,
    name: account.account_name,
  };

  return (
    <ThemeProvider withGlobalStyle={false} cobrand={cobrand}>
      <StyledFrame>
        <Sidebar
          expanded={sidebar.expanded}
          showAdmin={hasPermission('ui_admin')}
          onQuickLinks={() => dialogs.open('quick-links')}
          actions={{
            createLead: () => navigate('/lead/new'),
            createEvent: () => navigate('/calendar/new'),
            createQuote: () => navigate(MENU_PATHS.quotes),
            quoteForLead: selectedLead
              ? { name: selectedLead.name, create: () => navigate(quotesPath(selectedLead.leadId), { state: { lead_name: selectedLead.name } }) }
              : undefined,
          }}
        />
        <Header
          userName={`${user.fname} ${user.lname}`}
          userButtonRef={userButtonRef}
          notificationCount={Number(noticeCount?.notice_outstanding_count ?? 0)}
          menuItems={
            menuReady
              ? {
                  configurableSettings: flags.isOn('configurable_settings'),
                  planExplorer: planExplorer.data?.plan_explorer_access === 'True',
                  callRecording: dialerEnabled,
                }
              : undefined
          }
          sidebarExpanded={sidebar.expanded}
          toggleDisabled={sidebar.mobile}
          nonProduction={flags.isOn('environment_warning_banner')}
          onToggleSidebar={sidebar.toggle}
          onQuickSearch={() => dialogs.open('quick-search')}
          onNotifications={() => dialogs.open('notices')}
          onMenuItem={(item) => {
            if (item === 'logout') setConfirmLogout(true);
            else if (item === 'call-recording') dialogs.open('call-recording');
            else if (item === 'plan-explorer') dialogs.open('plan-explorer');
            else if (item === 'profile') dialogs.open('profile');
            else if (item === 'configurable-settings') dialogs.open('configurable-settings');
          }}
        />
        <StyledMain id="main">{children}</StyledMain>
        {confirmLogout ? (
          <Suspense fallback={null}>
            <LogoutDialog open onOpenChange={setConfirmLogout} onConfirm={logout} returnFocusRef={userButtonRef} />
          </Suspense>
        ) : null}
      </StyledFrame>
    </ThemeProvider>
  );
}
