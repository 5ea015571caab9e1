// Quick link rules (spec 01 §4, §5, §6).
import { QUICK_LINK_HIERARCHY_TYPES } from '../core/constants/lookups';
import type { Flag } from '../core/types';
import type { QuickLink, QuickLinkDisplaySave, QuickLinkPayload } from '../shell/types';
import { isOn } from '../core/internal/flags';
import { asText } from '../core/internal/text';

/** A URL lacking http:// or https:// gets http:// prefixed (so no other scheme can be stored). */
export function normalizeQuickLinkUrl(url: string | null | undefined): string {
  const text = asText(url).trim();
  if (text === '' || /^https?:\/\//i.test(text)) return text;
  return `http://${text}`;
}

/** A role name containing 'Admin' may create account-wide links ('For all agents in account'). */
export function canCreateAccountQuickLink(role_name: string | null | undefined): boolean {
  return asText(role_name).includes('Admin');
}

/**
 * 'A quick link named for the CMS check triggers a CMS post call instead of opening' (spec 01 §6):
 * the link titled CMS Check (any case, spaces around ignored) hands off through single sign-on.
 */
export function isCmsCheckQuickLink(link: { quicklink_title?: string | null } | null | undefined): boolean {
  return asText(link?.quicklink_title).trim().toLowerCase() === 'cms check';
}

/** System links cannot be edited or deleted; account (2) and user (3) links can. */
export function isQuickLinkEditable(
  link: Pick<QuickLink, 'quicklink_hierarchy_type_name' | 'quicklink_hierarchy_type_id'>,
): boolean {
  const id = Number(link.quicklink_hierarchy_type_id);
  return (
    link.quicklink_hierarchy_type_name !== 'System' &&
    (id === QUICK_LINK_HIERARCHY_TYPES.account || id === QUICK_LINK_HIERARCHY_TYPES.user)
  );
}

/**
 * The body to save: the URL prefixed where needed, account-wide (2) only when asked for by a role
 * that may, else user (3). Editing keeps the link's hierarchy type.
 */
export function buildQuickLinkPayload(
  values: { quicklink_title?: string | null; quicklink_url?: string | null; forAllAgents?: boolean },
  context: { role_name: string | null | undefined; existing?: Pick<QuickLink, 'quicklink_hierarchy_type_id'> },
): QuickLinkPayload {
  const forAccount = Boolean(values.forAllAgents) && canCreateAccountQuickLink(context.role_name);
  return {
    quicklink_title: asText(values.quicklink_title).trim(),
    quicklink_url: normalizeQuickLinkUrl(values.quicklink_url),
    quicklink_hierarchy_type_id: context.existing
      ? context.existing.quicklink_hierarchy_type_id
      : forAccount
        ? QUICK_LINK_HIERARCHY_TYPES.account
        : QUICK_LINK_HIERARCHY_TYPES.user,
  };
}

/** The host of a URL, lower-cased, without user, port or trailing dot; '' when there is none. */
export function urlHost(url: string | null | undefined): string {
  const withoutScheme = asText(url)
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '');
  const authority = withoutScheme.split(/[/?#]/)[0]!;
  const host = authority.slice(authority.lastIndexOf('@') + 1).replace(/:\d*$/, '');
  return host.toLowerCase().replace(/\.$/, '');
}

/** Whether a link points to the phone-dialer host (or one of its subdomains). */
export function isDialerHostLink(url: string | null | undefined, dialerHost: string | null | undefined): boolean {
  const target = urlHost(dialerHost) || asText(dialerHost).trim().toLowerCase();
  if (target === '') return false;
  const host = urlHost(normalizeQuickLinkUrl(url));
  return host === target || host.endsWith(`.${target}`);
}

export interface QuickLinkVisibilityContext {
  dialerHost?: string | null;
  accountDialerActive: boolean | Flag | string | number | null | undefined;
  userDialerActive: boolean | Flag | string | number | null | undefined;
  /** In edit mode hidden links are listed so that they can be shown again. */
  editMode?: boolean;
}

/** Whether a link is listed: hidden links ('0') only in edit mode; dialer-host links only when both account and user have the dialer on. */
export function isQuickLinkVisible(
  link: Pick<QuickLink, 'quicklink_url' | 'display'>,
  context: QuickLinkVisibilityContext,
): boolean {
  if (!context.editMode && !isOn(link.display)) return false;
  if (isDialerHostLink(link.quicklink_url, context.dialerHost))
    return isOn(context.accountDialerActive) && isOn(context.userDialerActive);
  return true;
}

/** The display save: only id and active flag, in list order. */
export function buildQuickLinkDisplaySave(
  links: ReadonlyArray<Pick<QuickLink, 'quicklink_id' | 'display'>>,
): QuickLinkDisplaySave {
  return {
    quicklink_id_active_list: links.map((link) => ({
      quicklink_id: link.quicklink_id,
      active: isOn(link.display) ? '1' : '0',
    })),
  };
}
