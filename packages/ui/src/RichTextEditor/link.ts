/** What the link form says when the address is not a web address. */
export const LINK_REFUSED_MESSAGE = 'Enter a web address that starts with http:// or https://.';

/**
 * The address a link may have: http and https only (no javascript:, data:, mailto: …). An address
 * without a scheme ("www.cms.gov") is taken as https. Returns null when refused.
 */
export function safeLinkHref(input: string): string | null {
  const trimmed = input.trim();
  if (!trimmed) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed.replace(/^\/+/, '')}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!url.hostname) return null;
    return url.href;
  } catch {
    return null;
  }
}

/** For Tiptap's `isAllowedUri`: pasted or typed links follow the same rule. */
export const isAllowedLink = (href: string) => /^https?:\/\//i.test(href.trim()) && safeLinkHref(href) !== null;
