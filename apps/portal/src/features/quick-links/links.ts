import type { QuickLink } from '@meridian/api';
import {
  canCreateAccountQuickLink,
  isCmsCheckQuickLink,
  isQuickLinkEditable,
  isQuickLinkVisible,
  QUICK_LINK_HIERARCHY_TYPES,
  type QuickLinkVisibilityContext,
} from '@meridian/domain';

/*
 * Which link is the Target Leads hand-off: the spec names it ('the Target Leads link') without an
 * id, so it is recognised by its title, like the CMS check (isCmsCheckQuickLink in the domain).
 */
const titleIs = (link: Pick<QuickLink, 'quicklink_title'>, title: string) =>
  link.quicklink_title.trim().toLowerCase() === title;

/** The CMS check link hands off through single sign-on instead of opening (the server checks the same rule). */
export const isCmsCheckLink = (link: Pick<QuickLink, 'quicklink_title'>) => isCmsCheckQuickLink(link);

/** The Target Leads link opens the single sign-on URL, and shows only when there is one. */
export const isTargetLeadsLink = (link: Pick<QuickLink, 'quicklink_title'>) => titleIs(link, 'target leads');

export interface ListContext extends QuickLinkVisibilityContext {
  /** The Target Leads hand-off URL, or null when the SSO call returned none. */
  targetLeadsUrl: string | null | undefined;
}

/**
 * The links the dialog lists (spec 01 §4, §6): hidden ones only in edit mode, dialer-host links only
 * when account and user both have the dialer on, Target Leads only with an SSO url. A link the
 * account hid for everyone is not listed either (the spec defines account hide and reveal but not
 * their use).
 */
export function listedLinks(links: ReadonlyArray<QuickLink>, context: ListContext): QuickLink[] {
  return links.filter(
    (link) =>
      link.account_display !== '0' &&
      isQuickLinkVisible(link, context) &&
      (!isTargetLeadsLink(link) || Boolean(context.targetLeadsUrl)),
  );
}

/** Links in the order the user arranged them this session; links not in it keep the server's order, after them. */
export function inOrder<T extends Pick<QuickLink, 'quicklink_id'>>(
  links: ReadonlyArray<T>,
  order: ReadonlyArray<number> | undefined,
): T[] {
  if (!order || order.length === 0) return [...links];
  const rank = new Map(order.map((id, index) => [id, index]));
  return links
    .map((link, index) => ({ link, key: rank.get(link.quicklink_id) ?? order.length + index }))
    .sort((a, b) => a.key - b.key)
    .map(({ link }) => link);
}

/** System links are read-only; account links change only for roles that may manage them (the server refuses others). */
export function canChangeLink(link: QuickLink, roleName: string | null | undefined): boolean {
  if (!isQuickLinkEditable(link)) return false;
  return (
    Number(link.quicklink_hierarchy_type_id) !== QUICK_LINK_HIERARCHY_TYPES.account ||
    canCreateAccountQuickLink(roleName)
  );
}
