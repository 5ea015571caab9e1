// A server-side rule the domain package does not have yet: which quick link URLs may be stored.
// The domain's normalizeQuickLinkUrl prefixes http:// to anything lacking http(s)://, so
// `javascript:alert(1)` would become a harmless but meaningless `http://javascript:alert(1)`;
// the server refuses any other scheme outright instead, and anything a browser would not
// read as an http(s) URL with a host.
import { normalizeQuickLinkUrl } from '@meridian/domain';

/** The message for a URL with another scheme, or one that is not a web address (the spec has none). */
export const QUICK_LINK_URL_SCHEME_MESSAGE = 'Quick Link URL must be a web address starting with http:// or https://.';

// `name:` at the start is a scheme unless what follows is a port (`localhost:8080/x`, `example.com:80`).
const SCHEME = /^([a-z][a-z0-9+.-]*):(?!\d+(?:[/?#]|$))/i;
// Browsers drop tabs and newlines anywhere in a URL and ignore leading control characters and
// spaces, so `java\tscript:` is `javascript:`; such URLs are refused rather than guessed at.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

export type QuickLinkUrlCheck = { ok: true; url: string } | { ok: false; message: string };

/** The URL to store (trimmed, http:// prefixed when it has no scheme), or why it is refused. */
export function checkQuickLinkUrl(raw: string): QuickLinkUrlCheck {
  const text = raw.trim();
  if (CONTROL.test(text)) return { ok: false, message: QUICK_LINK_URL_SCHEME_MESSAGE };
  const scheme = SCHEME.exec(text)?.[1]?.toLowerCase();
  if (scheme !== undefined && scheme !== 'http' && scheme !== 'https') return { ok: false, message: QUICK_LINK_URL_SCHEME_MESSAGE };
  const url = normalizeQuickLinkUrl(text);
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { ok: false, message: QUICK_LINK_URL_SCHEME_MESSAGE };
  }
  if ((parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || parsed.hostname === '') {
    return { ok: false, message: QUICK_LINK_URL_SCHEME_MESSAGE };
  }
  return { ok: true, url };
}
