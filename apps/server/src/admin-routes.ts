import type { ServerFeature } from './feature';
import { SERVER_FEATURES } from './registry';

/** Every url under it is an administration call, whichever feature declares it. */
const ADMIN_PREFIX = '/api/admin/';

/** Whether `entry` (a feature's `adminRoutes` entry) covers the route `url` (and `method`). */
function covers(entry: string, url: string, method: string | undefined): boolean {
  const [entryMethod, entryUrl] = entry.includes(' ') ? entry.split(' ') : [undefined, entry];
  if (entryMethod !== undefined && entryMethod !== method) return false;
  return entryUrl!.endsWith('/') ? url.startsWith(entryUrl!) : url === entryUrl;
}

/**
 * Whether a declared route (its url, and its method for method-qualified entries) is an
 * administration call: under /api/admin/, or listed in a feature's `adminRoutes`.
 */
export function isAdminRoute(
  url: string,
  method?: string,
  features: readonly ServerFeature[] = SERVER_FEATURES,
): boolean {
  if (url.startsWith(ADMIN_PREFIX)) return true;
  return features.some((feature) => (feature.adminRoutes ?? []).some((entry) => covers(entry, url, method)));
}
