// Create New Quick Link (spec 01 §5 Quick link).
import { QUICK_LINK_TITLE_MAX_LENGTH, QUICK_LINK_URL_MAX_LENGTH } from '../core/constants/limits';
import { asText, charLength, isBlank } from '../core/internal/text';
import { normalizeQuickLinkUrl } from './rules';
import { QUICK_LINK_MESSAGES as M } from '../shell/messages';

export interface QuickLinkValues {
  quicklink_title?: string | null;
  quicklink_url?: string | null;
}

export type QuickLinkErrors = Partial<Record<'quicklink_title' | 'quicklink_url', string>>;

/**
 * Name and URL are required; the name is at most 100 characters and the URL as entered at most 200,
 * spaces included; the URL is an http(s) web address (`javascript:` and other schemes are refused).
 * The portal's form and the server run the same check.
 */
export function validateQuickLink(values: QuickLinkValues | null | undefined): QuickLinkErrors {
  const v = values ?? {};
  const errors: QuickLinkErrors = {};
  if (isBlank(v.quicklink_title)) errors.quicklink_title = M.titleRequired;
  else if (charLength(asText(v.quicklink_title)) > QUICK_LINK_TITLE_MAX_LENGTH) errors.quicklink_title = M.titleTooLong;
  if (isBlank(v.quicklink_url)) errors.quicklink_url = M.urlRequired;
  else if (charLength(asText(v.quicklink_url)) > QUICK_LINK_URL_MAX_LENGTH) errors.quicklink_url = M.urlTooLong;
  else {
    const url = checkQuickLinkUrl(asText(v.quicklink_url));
    if (!url.ok) errors.quicklink_url = url.message;
  }
  return errors;
}

// `name:` at the start is a scheme unless what follows is a port (`localhost:8080/x`, `example.com:80`).
const SCHEME = /^([a-z][a-z0-9+.-]*):(?!\d+(?:[/?#]|$))/i;
// Browsers drop tabs and newlines anywhere in a URL and ignore leading control characters and
// spaces, so `java\tscript:` is `javascript:`; such URLs are refused rather than guessed at.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

// The platform's URL parser (browsers and Node); the package compiles without the DOM types.
const WhatwgUrl = (globalThis as unknown as { URL: new (url: string) => unknown }).URL;

export type QuickLinkUrlCheck = { ok: true; url: string } | { ok: false; message: string };

/**
 * Which quick link URLs may be stored: the URL to store (trimmed, http:// prefixed when it has no
 * scheme), or why it is refused. `normalizeQuickLinkUrl` alone would turn `javascript:alert(1)` into
 * a meaningless `http://javascript:alert(1)`; any other scheme is refused outright instead, and so
 * is anything a browser would not read as an http(s) URL with a host.
 */
export function checkQuickLinkUrl(raw: string): QuickLinkUrlCheck {
  const refused = { ok: false, message: M.urlScheme } as const;
  const text = raw.trim();
  if (CONTROL.test(text)) return refused;
  const scheme = SCHEME.exec(text)?.[1]?.toLowerCase();
  if (scheme !== undefined && scheme !== 'http' && scheme !== 'https') return refused;
  // The normalized URL starts with http:// or https://, and the URL parser refuses an http(s) URL
  // without a valid host (`http://`, `https:evil.example` → `http://https:evil.example`).
  const url = normalizeQuickLinkUrl(text);
  try {
    new WhatwgUrl(url);
  } catch {
    return refused;
  }
  return { ok: true, url };
}
