// Contact details as one line of text: a postal address, an email recipient.
import { asText } from '../core/internal/text';

/** The parts of an address this formatter reads (a `ContactAddress` or a profile's `default_address`). */
export interface PostalAddressParts {
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  state_id?: string | null;
  zip?: string | null;
}

const part = (value: unknown) => asText(value).trim();

/**
 * An address on one line, US style: '100 Main St, Suite 2, Chicago, IL 60601'. Missing parts are
 * left out with their separators; '' when there is nothing.
 */
export function formatPostalAddress(address: PostalAddressParts | null | undefined): string {
  const a = address ?? {};
  const stateZip = [part(a.state_id), part(a.zip)].filter(Boolean).join(' ');
  return [part(a.address1), part(a.address2), part(a.city), stateZip].filter(Boolean).join(', ');
}

/** An email's From or To: 'Ada Byron <ada@example.com>', or whichever of the two there is; '' for neither. */
export function formatEmailRecipient(name: string | null | undefined, email: string | null | undefined): string {
  const n = part(name);
  const e = part(email);
  if (n && e) return `${n} <${e}>`;
  return n || e;
}
