// The eSignature SOA email preview (spec 02 §2.5, §3.10): the agent's signature block and the plan-year disclaimers.
import { PHONE_DIGITS } from '../core/constants/limits';
import type { SoaDisclaimer } from './types';
import { type PostalAddressParts, formatPostalAddress } from '../contact-editors/format';
import { formatPhone } from '../core/format/phone';
import { asText, digitsOf, isBlank } from '../core/internal/text';
import { SOA_EMAIL_TEXT, soaEmailGreeting, soaEmailSubject, soaPlanYearHeading } from './messages';
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

/** What the eSignature SOA email is made of: the same parts, in the same order, as the portal's preview. */
export interface SoaEmailInput {
  lead: { name?: string | null; email?: string | null };
  agent: SoaEmailAgent;
  disclaimers?: readonly SoaDisclaimer[] | null;
  /** The signing link (made per client when sent; the preview shows only the button). */
  signUrl: string;
  /** The agent's custom message (Enhanced), shown after the intro when not blank. */
  customMessage?: string | null;
}

export interface SoaEmailRendered {
  subject: string;
  text: string;
  html: string;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Disclaimer texts may hold simple HTML: the text version reads them without tags. */
function withoutTags(value: string): string {
  return value
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();
}

/**
 * The eSignature SOA email as sent (spec 02 §2.5): subject, then the body the preview shows —
 * greeting, intro, the agent's message, the sign link, the no-obligation line, the sign-off, the
 * signature block with 'TTY 711', the opt-out line, the plan-year disclaimers and the
 * confidentiality notice — as plain text and as HTML (every value escaped).
 */
export function renderSoaEmail(input: SoaEmailInput): SoaEmailRendered {
  const leadName = asText(input.lead.name).trim();
  const subject = soaEmailSubject({ lead: leadName, agent: input.agent.name });
  const message = asText(input.customMessage).trim();
  const signature = soaEmailSignature(input.agent).map((line) => line.text);
  const groups = groupSoaDisclaimers(input.disclaimers);

  const text = [
    soaEmailGreeting(leadName),
    SOA_EMAIL_TEXT.intro,
    ...(message ? [message] : []),
    `${SOA_EMAIL_TEXT.signLink}: ${input.signUrl}`,
    SOA_EMAIL_TEXT.noObligation,
    [SOA_EMAIL_TEXT.signOff, ...signature].join('\n'),
    SOA_EMAIL_TEXT.optOut,
    ...groups.map((g) => [soaPlanYearHeading(g.plan_year), ...g.texts.map(withoutTags)].join('\n')),
    SOA_EMAIL_TEXT.confidentiality,
  ].join('\n\n');

  const p = (value: string) => `<p>${escapeHtml(value)}</p>`;
  const html = [
    p(soaEmailGreeting(leadName)),
    p(SOA_EMAIL_TEXT.intro),
    ...(message ? [p(message)] : []),
    `<p><a href="${escapeHtml(input.signUrl)}">${escapeHtml(SOA_EMAIL_TEXT.signLink)}</a></p>`,
    p(SOA_EMAIL_TEXT.noObligation),
    p(SOA_EMAIL_TEXT.signOff),
    ...(signature.length > 0 ? [`<address>${signature.map(escapeHtml).join('<br>')}</address>`] : []),
    `<p><small>${escapeHtml(SOA_EMAIL_TEXT.optOut)}</small></p>`,
    ...groups.map(
      (g) =>
        `<section><h3>${escapeHtml(soaPlanYearHeading(g.plan_year))}</h3>${g.texts
          .map((t) => p(withoutTags(t)))
          .join('')}</section>`,
    ),
    `<p><small>${escapeHtml(SOA_EMAIL_TEXT.confidentiality)}</small></p>`,
  ].join('\n');

  return { subject, text, html };
}
