import {
  useAccount,
  useAccountSettings,
  useFeatureFlags,
  useLead,
  useNoticeCount,
  usePlanExplorerAccess,
  useUserSettings,
} from '@meridian/api/react';
import { Spinner, ThemeProvider } from '@meridian/ui';
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, type NavigateOptions } from 'react-router-dom';
import { styled } from 'styled-components';
import { LazyConfigurableSettingsDialog as ConfigurableSettingsDialog } from '../features/configurable-settings';
import { LazyCallRecordingDialog as CallRecordingDialog } from '../features/dialer';
import {
  LazyImportantNoticeWatcher as ImportantNoticeWatcher,
  LazyNoticesDialog as NoticesDialog,
} from '../features/notices';
import { LazyUserProfileDialog as UserProfileDialog } from '../features/profile';
import { LazyQuickLinksDialog as QuickLinksDialog } from '../features/quick-links';
import { LazyQuickSearchDialog as QuickSearchDialog } from '../features/quick-search';
import { quotesPath } from '../features/quotes';
import { LazySingleSignOnDialog } from '../features/sso';
import { MENU_PATHS } from '../routes';
import { useSession } from '../session/SessionProvider';
import { afterFirstView } from '../shared/afterFirstView';
import { afterNextPaint } from '../shared/scheduling';
import { lazyComponent } from '../shared/lazyComponent';
import { Header } from './Header';
import { ShellDialogsProvider, useShellDialogs } from './ShellDialogs';
import { Sidebar, type QuickActions } from './Sidebar';
import { useSidebar } from './useSidebar';

// Dialogs load on first use, so the first paint carries only the frame (the features' dialogs are
// their indexes' lazy wrappers).
const LogoutDialog = lazyComponent(() => import('./LogoutDialog').then((m) => m.LogoutDialog));
// The phone's navigation drawer is closed at first paint: its code (with the dialog parts it shares
// with the frame's menus, the 28 KB 'menu' chunk) is fetched a few seconds after the first view on
// narrow layouts (never on wide ones), and it mounts when first opened.
const NavDrawer = lazyComponent(() => import('./NavDrawer').then((m) => m.NavDrawer));

// The content column may shrink below its content's width (it scrolls inside), so the page never
// grows wider than the window. Without the icon rail (phones) the nav column is empty and takes no width.
const StyledFrame = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  grid-template-rows: auto minmax(0, 1fr);
  grid-template-areas: 'nav header' 'nav main';
  height: 100vh;
  height: 100dvh;

  /* Paper holds the page alone: no sidebar, header or banners, no buttons, and not the sections
     the Print dialog left out (shared/print). */
  @media print {
    display: block;
    height: auto;
    > :not(main) {
      display: none;
    }
    main button,
    [data-print-omit] {
      display: none !important;
    }
  }
`;

const StyledMain = styled.main`
  grid-area: main;
  min-width: 0;
  overflow: auto;
  padding: ${({ theme }) => theme.space[5]}px;

  @media print {
    overflow: visible;
    padding: 0;
  }
`;

/** The signed-in frame: the sidebar, the header and the routed content. */
export function AppFrame({ children, onFramePainted }: { children: ReactNode; onFramePainted?: () => void }) {
  const flags = useFeatureFlags();
  // The environment banner is decided by a flag: the frame first paints once the flags are known,
  // so the banner's height is part of its first layout instead of shifting everything down after
  // (and no pop-up opens over a frame that is not there yet).
  if (flags.data === undefined && flags.error === undefined) return <Spinner size="large" message="Loading" />;
  return (
    <ShellDialogsProvider>
      <Frame onPainted={onFramePainted}>{children}</Frame>
      <ShellDialogOutlet />
      <ImportantNoticeOutlet />
    </ShellDialogsProvider>
  );
}

/**
 * Where the shell dialogs mount. Each feature's dialog is its own lazily loaded chunk, loaded the
 * first time it opens (features/<name>/index.ts exports its lazy wrapper).
 */
function ShellDialogOutlet() {
  const { current, close } = useShellDialogs();
  if (!current) return null;
  return (
    <>
      {current === 'quick-search' ? <QuickSearchDialog onClose={close} /> : null}
      {current === 'quick-links' ? <QuickLinksDialog onClose={close} /> : null}
      {current === 'notices' ? <NoticesDialog onClose={close} /> : null}
      {current === 'call-recording' ? <CallRecordingDialog onClose={close} /> : null}
      {current === 'plan-explorer' ? <LazySingleSignOnDialog onClose={close} /> : null}
      {current === 'profile' ? <UserProfileDialog onClose={close} /> : null}
      {current === 'configurable-settings' ? <ConfigurableSettingsDialog onClose={close} /> : null}
    </>
  );
}

/** The Important Notice pop-up watches the polled count (lazily loaded); it never opens over another shell dialog. */
function ImportantNoticeOutlet() {
  const { current } = useShellDialogs();
  return current ? null : <ImportantNoticeWatcher />;
}

/** The lead a path is about: `/lead/{id}`, a quote for it (`/quotes/{route}/{id}`) or the products for it (`/quotes?lead_id={id}`). */
export function selectedLeadIdOf(pathname: string, search: string): number | undefined {
  const match = /^\/(?:lead|quotes\/[a-z]+)\/(\d{1,15})\/?$/.exec(pathname);
  const id = match?.[1] ?? (/^\/quotes\/?$/.test(pathname) ? new URLSearchParams(search).get('lead_id') : null);
  return id && /^\d{1,15}$/.test(id) && Number(id) > 0 ? Number(id) : undefined;
}

/**
 * The lead selected now: its page (or a quote for it) is open, however the user got there — a
 * search, the dashboard, the calendar, New Lead or a reload. Its name is the lead's own (the same
 * read as the lead page's); until that arrives, the name the link that led there passed.
 */
function useSelectedLead(): { leadId: number; name: string } | undefined {
  const location = useLocation();
  const leadId = selectedLeadIdOf(location.pathname, location.search);
  const { data: lead } = useLead(leadId ?? null);
  const passed = (location.state as { lead_name?: unknown } | null)?.lead_name;
  const read = lead && lead.lead_id === leadId ? `${lead.fname ?? ''} ${lead.lname ?? ''}`.trim() : '';
  const name = read || (typeof passed === 'string' ? passed.trim() : '');
  return leadId && name !== '' ? { leadId, name } : undefined;
}

function Frame({ children, onPainted }: { children: ReactNode; onPainted?: (() => void) | undefined }) {
  const { user, hasPermission, logout } = useSession();
  const dialogs = useShellDialogs();
  const navigate = useNavigate();
  const sidebar = useSidebar();
  const [confirmLogout, setConfirmLogout] = useState(false);
  const userButtonRef = useRef<HTMLButtonElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const { data: account } = useAccount(user.account_id);
  const { data: accountSettings } = useAccountSettings(user.account_id);
  const { data: userSettings } = useUserSettings(user.user_id);
  const flags = useFeatureFlags();
  const { data: noticeCount } = useNoticeCount(user.user_id);
  const planExplorer = usePlanExplorerAccess(user.user_id);
  const selectedLead = useSelectedLead();
  const narrow = sidebar.layout !== 'wide';
  // The frame paints first, on its own: it is small, and what a phone can show soonest. Once it has
  // painted, the page's code is asked for (onPainted) and the page mounts as a transition, which React
  // builds in slices of a few milliseconds (yielding to the browser between them) rather than one long
  // task; <main> is empty meanwhile.
  const [pageReady, setPageReady] = useState(false);
  const painted = useRef(onPainted);
  useEffect(
    () =>
      afterNextPaint(() => {
        painted.current?.();
        startTransition(() => setPageReady(true));
      }),
    [],
  );
  // Mounted from its first opening on, so that closing it runs the drawer's own close (focus returns).
  const [drawerMounted, setDrawerMounted] = useState(false);
  if (sidebar.drawerOpen && !drawerMounted) setDrawerMounted(true);
  useEffect(
    () => (narrow ? afterFirstView(() => void NavDrawer.preload().catch(() => undefined)) : undefined),
    [narrow],
  );

  // A failed access check leaves Plan Explorer out rather than the menu loading for ever.
  const planExplorerReady = planExplorer.data !== undefined || planExplorer.error !== undefined;
  const menuReady =
    accountSettings !== undefined && userSettings !== undefined && flags.data !== undefined && planExplorerReady;
  const dialerEnabled = accountSettings?.phone_dialer_provider_active === '1';

  // A quick action closes the drawer in the same update as it navigates, so the new page may take focus.
  const go = (to: string, options?: NavigateOptions) => {
    sidebar.setDrawerOpen(false);
    void navigate(to, options);
  };

  const showAdmin = hasPermission('ui_admin');
  const openQuickLinks = () => dialogs.open('quick-links');
  const actions: QuickActions = {
    createLead: () => go('/lead/new'),
    createEvent: () => go('/calendar/new'),
    createQuote: () => go(MENU_PATHS.quotes),
    quoteForLead: selectedLead
      ? {
          name: selectedLead.name,
          create: () => go(quotesPath(selectedLead.leadId), { state: { lead_name: selectedLead.name } }),
        }
      : undefined,
    // The lead page opens the SOA dialogs (where Update Lead opens Lead Details).
    soaForLead: selectedLead
      ? {
          name: selectedLead.name,
          start: (soa) => go(`/lead/${selectedLead.leadId}`, { state: { lead_name: selectedLead.name, soa } }),
        }
      : undefined,
  };

  // The account's co-brand reaches the frame through the theme: the sidebar's CobrandLogo shows it.
  const cobrand = account && {
    logoSmall: account.cobrand_asset_urls.logo_1,
    logoLarge: account.cobrand_asset_urls.logo_2,
    name: account.account_name,
  };

  return (
    <ThemeProvider withGlobalStyle={false} cobrand={cobrand}>
      <StyledFrame>
        {sidebar.layout === 'phone' ? null : (
          <Sidebar
            id="sidebar"
            expanded={sidebar.expanded}
            showAdmin={showAdmin}
            onQuickLinks={openQuickLinks}
            actions={actions}
          />
        )}
        {!narrow || !drawerMounted ? null : (
          <NavDrawer open={sidebar.drawerOpen} onOpenChange={sidebar.setDrawerOpen} returnFocusRef={menuButtonRef}>
            <Sidebar expanded showAdmin={showAdmin} onQuickLinks={openQuickLinks} actions={actions} />
          </NavDrawer>
        )}
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
          menuButtonRef={menuButtonRef}
          sidebarExpanded={sidebar.expanded || sidebar.drawerOpen}
          opensDrawer={sidebar.layout !== 'wide'}
          toggleDisabled={sidebar.toggleDisabled}
          nonProduction={flags.isOn('environment_warning_banner')}
          onToggleSidebar={sidebar.toggle}
          onQuickSearch={() => dialogs.open('quick-search')}
          selectedLeadName={selectedLead?.name}
          onQuickAction={(action) => {
            if (action === 'new-lead') actions.createLead();
            else if (action === 'new-calendar-event') actions.createEvent();
            else if (action === 'quote-for-lead') actions.quoteForLead?.create();
            else actions.createQuote();
          }}
          onNotifications={() => dialogs.open('notices')}
          onMenuItem={(item) => {
            if (item === 'logout') setConfirmLogout(true);
            else if (item === 'call-recording') dialogs.open('call-recording');
            else if (item === 'plan-explorer') dialogs.open('plan-explorer');
            else if (item === 'profile') dialogs.open('profile');
            else if (item === 'configurable-settings') dialogs.open('configurable-settings');
          }}
        />
        <StyledMain id="main">{pageReady ? children : null}</StyledMain>
        {confirmLogout ? (
          <LogoutDialog open onOpenChange={setConfirmLogout} onConfirm={logout} returnFocusRef={userButtonRef} />
        ) : null}
      </StyledFrame>
    </ThemeProvider>
  );
}
