// The Enhanced SOA scheduler URL (spec 02 §5.8): https with a valid host; image addresses from the server.
import { asText, isBlank } from '../internal/text';
import { invalidFormatMessage } from '../messages/field';

// https://, then host labels (letters, digits, inner hyphens, at most 63 characters) ending in a
// top-level domain of letters, an optional port, and a path, query or fragment without spaces.
const HTTPS_URL =
  /^https:\/\/(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}(?::\d{1,5})?(?:[/?#]\S*)?$/i;

/** An https URL whose host is a domain name with a top-level domain (surrounding spaces allowed). */
export function isValidHttpsUrl(value: string | null | undefined): boolean {
  return HTTPS_URL.test(asText(value).trim());
}

/** Empty, or an https URL with a valid host: otherwise 'Scheduler URL has an invalid format.' */
export function validateEnhancedSoaUrl(value: string | null | undefined): string | undefined {
  if (isBlank(value)) return undefined;
  return isValidHttpsUrl(value) ? undefined : invalidFormatMessage('Scheduler URL');
}

/** Test URL opens the URL in a new tab; it is disabled when the URL is empty or invalid. */
export function canTestSchedulerUrl(value: string | null | undefined): boolean {
  return isValidHttpsUrl(value);
}

// A scheme is letters, digits, +, - and . after a first letter, ended by a colon before any / ? #.
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * An image address from the server (co-brand logos) that is safe to show: http, https or relative
 * (`/logos/a.png`, `logos/a.png`, `//cdn.example/a.png`). Other schemes (javascript:, data:, blob:),
 * control characters and blanks give undefined; the address comes back trimmed.
 */
export function safeImageUrl(value: string | null | undefined): string | undefined {
  const url = asText(value).trim();
  // Browsers drop tabs and newlines inside URLs ('java\tscript:'), so any control character is refused.
  // eslint-disable-next-line no-control-regex
  if (!url || /[\u0000-\u001f\u007f]/.test(url)) return undefined;
  const scheme = SCHEME.exec(url)?.[1]?.toLowerCase();
  return scheme === undefined || scheme === 'http' || scheme === 'https' ? url : undefined;
}
