import type { QuickLink } from '@meridian/api';
import {
  checkQuickLinkUrl,
  quickLinkHierarchyName,
  validateQuickLink,
  type QuickLinkHierarchyId,
} from '@meridian/domain';
import { HttpError } from '../../http/errors';

/** Messages of refusals the spec describes without wording them. */
export const QUICK_LINK_REFUSALS = {
  systemLink: 'System quick links cannot be changed or deleted.',
  accountLink: 'Only an account administrator can change quick links for all agents in the account.',
  hierarchyChange: 'The hierarchy type of a quick link cannot change.',
} as const;

export type VisibleLinkRow = {
  quicklink_id: number;
  quicklink_title: string;
  quicklink_url: string;
  quicklink_hierarchy_type_id: number;
  display: '0' | '1';
  account_display: '0' | '1';
};

export function toQuickLink(row: VisibleLinkRow): QuickLink {
  const id = Number(row.quicklink_hierarchy_type_id) as QuickLinkHierarchyId;
  return {
    quicklink_id: row.quicklink_id,
    quicklink_title: row.quicklink_title,
    quicklink_url: row.quicklink_url,
    quicklink_hierarchy_type_name: quickLinkHierarchyName(id),
    quicklink_hierarchy_type_id: id,
    display: row.display,
    account_display: row.account_display,
  };
}

/** Title and URL with the spec's messages, then the URL's scheme; answers the values to store. */
export function checkPayload(body: { quicklink_title?: string | null; quicklink_url?: string | null }): {
  title: string;
  url: string;
} {
  const errors = validateQuickLink(body);
  const first = errors.quicklink_title ?? errors.quicklink_url;
  if (first)
    throw new HttpError(400, first, { field: errors.quicklink_title ? 'quicklink_title' : 'quicklink_url', errors });
  const url = checkQuickLinkUrl(body.quicklink_url ?? '');
  if (!url.ok)
    throw new HttpError(400, url.message, { field: 'quicklink_url', errors: { quicklink_url: url.message } });
  return { title: (body.quicklink_title ?? '').trim(), url: url.url };
}
