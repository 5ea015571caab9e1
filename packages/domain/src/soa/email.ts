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

/** What the eSignature SOA email says: everything but the signing link, which is made per client when sent. */
export interface SoaEmailContent {
  lead: { name?: string | null; email?: string | null };
  agent: SoaEmailAgent;
  disclaimers?: readonly SoaDisclaimer[] | null;
  /** The agent's custom message (Enhanced), shown after the intro when not blank. */
  customMessage?: string | null;
}

/** What the eSignature SOA email is made of: its content and the client's signing link. */
export interface SoaEmailInput extends SoaEmailContent {
  /** The signing link (made per client when sent; the preview shows only the button). */
  signUrl: string;
}

/** One plan year's disclaimer: the server's HTML (the preview sanitizes it) and the words the email sends. */
export interface SoaEmailDisclaimer {
  html: string;
  /** The HTML read as plain text, one line per paragraph or line break. */
  text: string;
}

/**
 * One part of the email's body. The kinds are the email's parts in the order the email shows them;
 * a renderer maps each kind to its markup and never adds words of its own.
 */
export type SoaEmailBlock =
  | { kind: 'greeting'; text: string }
  | { kind: 'intro'; text: string }
  /** The agent's message as typed, trimmed; its line breaks are kept. */
  | { kind: 'customMessage'; text: string }
  /** The sign link's label; the link itself is the client's (`SoaEmailInput.signUrl`). */
  | { kind: 'signLink'; text: string }
  | { kind: 'noObligation'; text: string }
  | { kind: 'signOff'; text: string }
  | { kind: 'signature'; lines: SoaSignatureLine[] }
  | { kind: 'optOut'; text: string }
  | { kind: 'planYearDisclaimers'; plan_year: string; heading: string; disclaimers: SoaEmailDisclaimer[] }
  | { kind: 'confidentiality'; text: string };

export type SoaEmailBlockKind = SoaEmailBlock['kind'];

/** The email as one ordered model: what the sent email renders and what the portal previews. */
export interface SoaEmailModel {
  subject: string;
  blocks: SoaEmailBlock[];
}

export interface SoaEmailRendered {
  subject: string;
  text: string;
  html: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntity(entity: string, name: string): string {
  const lower = name.toLowerCase();
  const code = lower.startsWith('#x')
    ? Number.parseInt(lower.slice(2), 16)
    : lower.startsWith('#')
      ? Number(lower.slice(1))
      : undefined;
  if (code === undefined) return ENTITIES[lower] ?? entity;
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
}

/**
 * Disclaimer texts may hold simple HTML: the email reads them as the preview shows them — a line per
 * paragraph or line break, tags gone, entities ('&amp;', '&nbsp;', '&#169;') as their characters
 * (decoded in one pass, so '&amp;lt;' stays the text '&lt;').
 */
function plainText(html: string): string {
  return html
    .replace(/<br\s*\/?>|<\/(?:p|div|li|h[1-6])\s*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, decodeEntity)
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}

/**
 * The eSignature SOA email (spec 02 §2.5) as one ordered model: the subject, then the body —
 * greeting, intro, the agent's message (Enhanced, when not blank), the sign link, the no-obligation
 * line, the sign-off, the signature block with 'TTY 711' (when the profile has any of it), the
 * opt-out line, one group of disclaimers per plan year (years ascending) and the confidentiality
 * notice. `renderSoaEmail` sends it and `SoaEmailPreview` (@meridian/ui) shows it, so the two
 * cannot drift.
 */
export function soaEmailBlocks(content: SoaEmailContent): SoaEmailModel {
  const leadName = asText(content.lead.name).trim();
  const message = asText(content.customMessage).trim();
  const signature = soaEmailSignature(content.agent);
  const blocks: SoaEmailBlock[] = [
    { kind: 'greeting', text: soaEmailGreeting(leadName) },
    { kind: 'intro', text: SOA_EMAIL_TEXT.intro },
    ...(message ? [{ kind: 'customMessage', text: message } as const] : []),
    { kind: 'signLink', text: SOA_EMAIL_TEXT.signLink },
    { kind: 'noObligation', text: SOA_EMAIL_TEXT.noObligation },
    { kind: 'signOff', text: SOA_EMAIL_TEXT.signOff },
    ...(signature.length > 0 ? [{ kind: 'signature', lines: signature } as const] : []),
    { kind: 'optOut', text: SOA_EMAIL_TEXT.optOut },
    ...groupSoaDisclaimers(content.disclaimers).map(
      ({ plan_year, texts }) =>
        ({
          kind: 'planYearDisclaimers',
          plan_year,
          heading: soaPlanYearHeading(plan_year),
          disclaimers: texts.map((html) => ({ html, text: plainText(html) })),
        }) as const,
    ),
    { kind: 'confidentiality', text: SOA_EMAIL_TEXT.confidentiality },
  ];
  return { subject: soaEmailSubject({ lead: leadName, agent: content.agent.name }), blocks };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** One block as plain text; the signature follows the sign-off on the next line. */
function blockText(block: SoaEmailBlock, signUrl: string): string {
  switch (block.kind) {
    case 'signLink':
      return `${block.text}: ${signUrl}`;
    case 'signature':
      return block.lines.map((line) => line.text).join('\n');
    case 'planYearDisclaimers':
      return [block.heading, ...block.disclaimers.map((d) => d.text)].join('\n');
    default:
      return block.text;
  }
}

/** One block as HTML, every value escaped; disclaimers are sent as their text, never as the server's HTML. */
function blockHtml(block: SoaEmailBlock, signUrl: string): string {
  const p = (value: string) => `<p>${escapeHtml(value)}</p>`;
  switch (block.kind) {
    case 'customMessage':
      return `<p>${block.text.split('\n').map(escapeHtml).join('<br>')}</p>`;
    case 'signLink':
      return `<p><a href="${escapeHtml(signUrl)}">${escapeHtml(block.text)}</a></p>`;
    case 'signature':
      return `<address>${block.lines.map((line) => escapeHtml(line.text)).join('<br>')}</address>`;
    case 'optOut':
    case 'confidentiality':
      return `<p><small>${escapeHtml(block.text)}</small></p>`;
    case 'planYearDisclaimers':
      return `<section><h3>${escapeHtml(block.heading)}</h3>${block.disclaimers
        .flatMap((d) => d.text.split('\n'))
        .map(p)
        .join('')}</section>`;
    default:
      return p(block.text);
  }
}

/**
 * The eSignature SOA email as sent (spec 02 §2.5): `soaEmailBlocks` — the model the portal's preview
 * shows — rendered as plain text and as HTML (every value escaped), with the client's signing link.
 */
export function renderSoaEmail(input: SoaEmailInput): SoaEmailRendered {
  const { subject, blocks } = soaEmailBlocks(input);
  const text = blocks
    .map((block, i) => {
      const separator = i === 0 ? '' : block.kind === 'signature' ? '\n' : '\n\n';
      return separator + blockText(block, input.signUrl);
    })
    .join('');
  const html = blocks.map((block) => blockHtml(block, input.signUrl)).join('\n');
  return { subject, text, html };
}
