import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { PageHandle } from '../../navigation/pageTitles';
import { NotFoundPage } from '../../pages/StatusPages';
import { useSession } from '../../session/SessionProvider';
import { lazyPage } from '../../shared/lazyComponent';
import { IMPORTS_PATH } from './paths';

const LeadImportsPage = lazyPage(() => import('./screens').then((m) => m.LeadImportsPage));
const LeadImportPage = lazyPage(() => import('./screens').then((m) => m.LeadImportPage));

/** Only users who may import leads (`lead_import`) see the pages; every call checks it on the server too. */
function ImportersOnly({ children }: { children: ReactNode }) {
  const { hasPermission } = useSession();
  return hasPermission('lead_import') ? <>{children}</> : <NotFoundPage />;
}

/** The lead import (issue 17): the imports with a new one, and one import's columns, rows and run. */
export const leadImportRoutes: RouteObject[] = [
  {
    path: IMPORTS_PATH,
    element: (
      <ImportersOnly>
        <LeadImportsPage />
      </ImportersOnly>
    ),
    handle: { title: 'Import leads' } satisfies PageHandle,
  },
  {
    path: `${IMPORTS_PATH}/:importId`,
    element: (
      <ImportersOnly>
        <LeadImportPage />
      </ImportersOnly>
    ),
    handle: { title: ({ importId }) => `Lead import ${importId ?? ''}` } satisfies PageHandle,
  },
];
