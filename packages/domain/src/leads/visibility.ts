// Whose leads a user sees (spec 01 §7, spec 02 §3.1): the server scopes searches, exports and the
// dialer with this rule, and the portal offers the agent choice with it.
import { hasPermission } from '../core/constants/app';

/** Whether the user sees every agent's leads (and Unassigned), not only their own: lead_view_assigned. */
export function canSeeAllLeads(permissions: Iterable<string> | null | undefined): boolean {
  return hasPermission(permissions, 'lead_view_assigned');
}
