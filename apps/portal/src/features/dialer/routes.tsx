import type { RouteObject } from 'react-router-dom';
import type { PageHandle } from '../../navigation/pageTitles';
import { lazyPage } from '../../shared/lazyComponent';

const PhoneDialerSetupPage = lazyPage(() => import('./screens').then((m) => m.PhoneDialerSetupPage));

/** The dialer's set-up page under /integration (spec 01 §4 Phone dialer), loaded on first visit. */
export const dialerRoutes: RouteObject[] = [
  {
    path: '/integration/*',
    element: <PhoneDialerSetupPage />,
    handle: { title: 'Phone Dialer Setup' } satisfies PageHandle,
  },
];
