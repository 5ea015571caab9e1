import type { RouteObject } from 'react-router-dom';
import type { PageHandle } from '../../navigation/pageTitles';
import { NotFoundPage } from '../../pages/StatusPages';
import { useSession } from '../../session/SessionProvider';
import { lazyComponent } from '../../shared/lazyComponent';

const UsersPage = lazyComponent(() => import('./screens').then((m) => m.UsersPage));

/** The admin screens are for `ui_admin` holders; others get the not-found page (each call also checks on the server). */
function AdminOnly({ children }: { children: React.ReactNode }) {
  const { hasPermission } = useSession();
  return hasPermission('ui_admin') ? <>{children}</> : <NotFoundPage />;
}

/** Administration (issue 16): Users is the landing page (MENU_PATHS.admin). */
export const adminRoutes: RouteObject[] = [
  {
    path: '/admin/users/manage_user',
    element: (
      <AdminOnly>
        <UsersPage />
      </AdminOnly>
    ),
    handle: { title: 'Users' } satisfies PageHandle,
  },
];
