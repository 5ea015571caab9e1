import { redirectOnLoad } from '@meridian/domain';

/**
 * Spec 01 §2: on load, a path outside lead, registration, quotes/(mapartd|medsup|final)/{number}
 * or the root redirects to the dashboard.
 */
export function landingPath(pathname: string): string {
  return redirectOnLoad(pathname) ?? pathname;
}

/** Menu targets of spec 01 §2. */
export const MENU_PATHS = {
  dashboard: '/',
  leads: '/lead/search',
  calendar: '/calendar',
  quotes: '/quotes',
  forms: '/forms/medicare',
  reports: '/reports/self-service',
  admin: '/admin/users/manage_user',
  help: '/help',
  privacyPolicy: '/privacy_policy',
} as const;
