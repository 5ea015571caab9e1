// The eSignature SOA email preview (spec 02 §2.5, §3.10): the agent's signature block and the plan-year disclaimers.
import { PHONE_DIGITS } from '../core/constants/limits';
import type { SoaDisclaimer } from './types';
import { type PostalAddressParts, formatPostalAddress } from '../contact-editors/format';
import { formatPhone } from '../core/format/phone';
import { asText, digitsOf, isBlank } from '../core/internal/text';
import { SOA_EMAIL_TEXT } from './messages';
import { groupByPlanYear } from '../leads/export';

/** The agent as the email's signature block shows them. */
export interface SoaEmailAgent {
  name?: string | null;
  company?: string | null;
  /** Digits as stored, or formatted. */
  phone?: string | null;
  email?: string | null;
  address?: PostalAddressParts | null;
}

export type SoaSignatureField = 'name' | 'company' | 'phone' | 'email' | 'address';

export interface SoaSignatureLine {
  field: SoaSignatureField;
  text: string;
}

/** Whether the agent has a phone the email can show: ten digits (spec 02 §5.3: a remote eSOA needs one). */
export function soaAgentHasPhone(agent: Pick<SoaEmailAgent, 'phone'> | null | undefined): boolean {
  return digitsOf(agent?.phone).length === PHONE_DIGITS;
}

/**
 * The signature block, line by line: name, company, phone with 'TTY 711', email, address. A part the
 * agent's profile lacks is left out rather than shown empty; without a phone the TTY line goes too,
 * since the relay number only helps to reach a phone.
 */
export function soaEmailSignature(agent: SoaEmailAgent | null | undefined): SoaSignatureLine[] {
  const a = agent ?? {};
  const lines: SoaSignatureLine[] = [];
  const add = (field: SoaSignatureField, text: string) => {
    if (text) lines.push({ field, text });
  };
  add('name', asText(a.name).trim());
  add('company', asText(a.company).trim());
  add('phone', soaAgentHasPhone(a) ? `${formatPhone(a.phone)}, ${SOA_EMAIL_TEXT.tty}` : '');
  add('email', asText(a.email).trim());
  add('address', formatPostalAddress(a.address));
  return lines;
}

function disclaimerTexts(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(disclaimerTexts);
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') {
    return disclaimerTexts(
      (value as { email_disclaimer_text_with_counts?: unknown }).email_disclaimer_text_with_counts,
    );
  }
  return [];
}

/**
 * The disclaimers of `POST carrierPlanGeography/search/` (grouped by plan year: each four-digit key
 * holds `email_disclaimer_text_with_counts`, as an object, a list of them or the text itself) as a
 * list, years ascending. Answers with success '0' and blank texts give nothing.
 */
export function soaDisclaimersFromResponse(response: Record<string, unknown> | null | undefined): SoaDisclaimer[] {
  if (!response || asText(response.success).trim() === '0') return [];
  return Object.entries(response)
    .filter(([key]) => /^\d{4}$/.test(key))
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([plan_year, value]) =>
      disclaimerTexts(value)
        .filter((text) => !isBlank(text))
        .map((email_disclaimer_text_with_counts) => ({ plan_year, email_disclaimer_text_with_counts })),
    );
}

/** Disclaimers by plan year, years ascending, blank texts dropped (the preview shows one heading per year). */
export function groupSoaDisclaimers(
  disclaimers: readonly SoaDisclaimer[] | null | undefined,
): Array<{ plan_year: string; texts: string[] }> {
  const shown = (disclaimers ?? []).filter((d) => !isBlank(d.email_disclaimer_text_with_counts));
  return groupByPlanYear(shown).map(({ plan_year, items }) => ({
    plan_year,
    texts: items.map((d) => d.email_disclaimer_text_with_counts),
  }));
}
