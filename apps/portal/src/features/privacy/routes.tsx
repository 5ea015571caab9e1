import type { RouteObject } from 'react-router-dom';
import type { PageHandle } from '../../navigation/pageTitles';
import { lazyPage } from '../../shared/lazyComponent';

const PrivacyPolicyPage = lazyPage(() => import('./PrivacyPolicyPage').then((m) => m.PrivacyPolicyPage));

/** Privacy Policy (spec 01 §2 `privacy_policy`), loaded on first visit. */
export const privacyRoutes: RouteObject[] = [
  { path: '/privacy_policy', element: <PrivacyPolicyPage />, handle: { title: 'Privacy Policy' } satisfies PageHandle },
];
