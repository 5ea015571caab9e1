import type { Permission } from '@meridian/domain';
import type { ComponentType, ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { PageHandle } from '../../navigation/pageTitles';
import { NotFoundPage } from '../../pages/StatusPages';
import { useSession } from '../../session/SessionProvider';
import { lazyPage } from '../../shared/lazyComponent';
import { ADMIN_SCREENS, type AdminScreenKey } from './adminScreens';
import type * as AdminScreenModule from './screens';

/** The admin screens load together, as one chunk, the first time any of them renders. */
const SCREEN_NAMES = {
  users: 'UsersPage',
  roles: 'RolesPage',
  registrationLinks: 'RegistrationLinksPage',
  notices: 'NoticesPage',
  leadSources: 'LeadSourcesPage',
  campaigns: 'CampaignsPage',
  partners: 'PartnersPage',
  leadInstructions: 'LeadInstructionsPage',
  productFilters: 'ProductFiltersPage',
  smsAccounts: 'SmsAccountsPage',
  soaReport: 'SoaReportPage',
  account: 'AccountPage',
} as const satisfies Record<AdminScreenKey, keyof typeof AdminScreenModule>;

const screen = (key: AdminScreenKey): ComponentType =>
  lazyPage(() => import('./screens').then((m) => m[SCREEN_NAMES[key]]));

/**
 * The admin screens are for `ui_admin` holders who also hold the screen's own permission; others get
 * the not-found page (each call also checks on the server).
 */
function AdminOnly({ permission, children }: { permission: Permission; children: ReactNode }) {
  const { hasPermission } = useSession();
  return hasPermission('ui_admin') && hasPermission(permission) ? <>{children}</> : <NotFoundPage />;
}

/** Administration (issue 16): one route per screen of ADMIN_SCREENS. */
export const adminRoutes: RouteObject[] = ADMIN_SCREENS.map((entry) => {
  const Screen = screen(entry.key);
  return {
    path: entry.path,
    element: (
      <AdminOnly permission={entry.permission}>
        <Screen />
      </AdminOnly>
    ),
    handle: { title: entry.label } satisfies PageHandle,
  };
});
