import type { Permission } from '@meridian/domain';
import type { ComponentType, ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { PageHandle } from '../../navigation/pageTitles';
import { NotFoundPage } from '../../pages/StatusPages';
import { useSession } from '../../session/SessionProvider';
import { lazyComponent } from '../../shared/lazyComponent';
import { ADMIN_SCREENS, type AdminScreenKey } from './adminScreens';

/** Each admin screen is its own lazily loaded chunk. */
const SCREENS: Record<AdminScreenKey, ComponentType> = {
  users: lazyComponent(() => import('./UsersPage').then((m) => m.UsersPage)),
  roles: lazyComponent(() => import('./roles/RolesPage').then((m) => m.RolesPage)),
  registrationLinks: lazyComponent(() =>
    import('./registration-links/RegistrationLinksPage').then((m) => m.RegistrationLinksPage),
  ),
  notices: lazyComponent(() => import('./notices/NoticesPage').then((m) => m.NoticesPage)),
  leadSources: lazyComponent(() => import('./lead-sources/LeadSourcesPage').then((m) => m.LeadSourcesPage)),
  campaigns: lazyComponent(() => import('./campaigns/CampaignsPage').then((m) => m.CampaignsPage)),
  partners: lazyComponent(() => import('./partners/PartnersPage').then((m) => m.PartnersPage)),
  leadInstructions: lazyComponent(() =>
    import('./lead-instructions/LeadInstructionsPage').then((m) => m.LeadInstructionsPage),
  ),
  productFilters: lazyComponent(() => import('./product-filters/ProductFiltersPage').then((m) => m.ProductFiltersPage)),
  account: lazyComponent(() => import('./account/AccountPage').then((m) => m.AccountPage)),
};

/**
 * The admin screens are for `ui_admin` holders who also hold the screen's own permission; others get
 * the not-found page (each call also checks on the server).
 */
function AdminOnly({ permission, children }: { permission: Permission; children: ReactNode }) {
  const { hasPermission } = useSession();
  return hasPermission('ui_admin') && hasPermission(permission) ? <>{children}</> : <NotFoundPage />;
}

/** Administration (issue 16): one route per screen of ADMIN_SCREENS. */
export const adminRoutes: RouteObject[] = ADMIN_SCREENS.map((screen) => {
  const Screen = SCREENS[screen.key];
  return {
    path: screen.path,
    element: (
      <AdminOnly permission={screen.permission}>
        <Screen />
      </AdminOnly>
    ),
    handle: { title: screen.label } satisfies PageHandle,
  };
});
