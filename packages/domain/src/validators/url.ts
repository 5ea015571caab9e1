// The Enhanced SOA scheduler URL (spec 02 §5.8): https with a valid host.
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
