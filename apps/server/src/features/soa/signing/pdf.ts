// The signed Scope of Appointment as a PDF, laid out like CMS's model Scope of Sales Appointment
// Confirmation Form, and a SHA-256 of the signed content. The hash is stored with the SOA and printed
// in the PDF's footer, so a later change to the stored content (or a PDF made from other content)
// is detectable with `verifySoaContentHash`.
import { createHash, timingSafeEqual } from 'node:crypto';
import {
  formatCentralDate,
  formatCentralDateTime,
  orderSoaProductTypes,
  SOA_FORM_TEXT,
  SOA_SIGNING_PRODUCT_TYPES,
  soaProductTypeLabel,
} from '@meridian/domain';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

/** What the client signed, and the evidence of the signing. Times are ISO instants. */
export interface SoaPdfContent {
  account_name: string;
  agent_name: string;
  /** The name the agent e-signs with. */
  agent_signature: string;
  client_name: string;
  /** MM/DD/YYYY. */
  client_dob: string;
  product_types: readonly string[];
  contact_method: string;
  /** MM/DD/YYYY. */
  appointment_date: string;
  /** The client's typed signature. */
  client_signature: string;
  signed_at: string;
  signer_ip: string;
  user_agent: string;
  invite_sent_at: string;
}

const CONTENT_KEYS = [
  'account_name',
  'agent_name',
  'agent_signature',
  'client_name',
  'client_dob',
  'product_types',
  'contact_method',
  'appointment_date',
  'client_signature',
  'signed_at',
  'signer_ip',
  'user_agent',
  'invite_sent_at',
] as const satisfies ReadonlyArray<keyof SoaPdfContent>;

/** The content as one canonical JSON text: fixed key order, product types in the form's order, nothing else. */
export function canonicalSoaContent(content: SoaPdfContent): string {
  const canonical = Object.fromEntries(
    CONTENT_KEYS.map((key) => [
      key,
      key === 'product_types' ? orderSoaProductTypes(content.product_types) : String(content[key]).normalize('NFC'),
    ]),
  );
  return JSON.stringify(canonical);
}

/** The lowercase hex SHA-256 of the canonical content. */
export function soaContentHash(content: SoaPdfContent): string {
  return createHash('sha256').update(canonicalSoaContent(content), 'utf8').digest('hex');
}

/** Whether `hash` is the content's hash (compared in constant time). */
export function verifySoaContentHash(content: SoaPdfContent, hash: string): boolean {
  const expected = Buffer.from(soaContentHash(content), 'utf8');
  const given = Buffer.from(String(hash).toLowerCase(), 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

const PAGE = { width: 612, height: 792, margin: 54 } as const;
const INK = rgb(0.12, 0.13, 0.15);
const MUTED = rgb(0.35, 0.37, 0.4);
const RULE = rgb(0.75, 0.77, 0.8);

/** Lays text out top to bottom, wrapping to the page width and starting a new page when full. */
class Writer {
  private page: PDFPage;
  private y: number;
  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: { regular: PDFFont; bold: PDFFont },
  ) {
    this.page = doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  /** Standard fonts speak WinAnsi only: anything else becomes '?', so a name never breaks the PDF. */
  private safe(text: string, font: PDFFont): string {
    const known = new Set(font.getCharacterSet());
    return Array.from(text.normalize('NFC').replace(/\s+/g, ' '))
      .map((ch) => (known.has(ch.codePointAt(0)!) ? ch : '?'))
      .join('');
  }

  private room(height: number) {
    if (this.y - height < PAGE.margin + 24) {
      this.page = this.doc.addPage([PAGE.width, PAGE.height]);
      this.y = PAGE.height - PAGE.margin;
    }
  }

  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(' ')) {
      const next = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(next, size) > width) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    return line ? [...lines, line] : lines;
  }

  text(text: string, { size = 10, bold = false, color = INK, indent = 0, after = 4 } = {}) {
    const font = bold ? this.fonts.bold : this.fonts.regular;
    const width = PAGE.width - 2 * PAGE.margin - indent;
    for (const line of this.wrap(this.safe(text, font), font, size, width)) {
      this.room(size + 3);
      this.y -= size + 3;
      this.page.drawText(line, { x: PAGE.margin + indent, y: this.y, size, font, color });
    }
    this.y -= after;
  }

  /** A labelled value: 'Label: value'. */
  field(label: string, value: string) {
    this.text(`${label}: ${value || '-'}`, { size: 10, after: 2 });
  }

  /** A box, ticked when chosen, and the product's name beside it. */
  checkbox(label: string, checked: boolean) {
    const size = 11;
    this.room(size + 8);
    this.y -= size + 6;
    const x = PAGE.margin + 4;
    this.page.drawRectangle({ x, y: this.y - 1, width: 10, height: 10, borderColor: INK, borderWidth: 1 });
    if (checked) {
      // A tick drawn as two strokes (the standard fonts carry no check mark glyph).
      this.page.drawLine({
        start: { x: x + 2, y: this.y + 4 },
        end: { x: x + 4.5, y: this.y + 1 },
        thickness: 1.6,
        color: INK,
      });
      this.page.drawLine({
        start: { x: x + 4.5, y: this.y + 1 },
        end: { x: x + 9, y: this.y + 9 },
        thickness: 1.6,
        color: INK,
      });
    }
    this.page.drawText(this.safe(label, this.fonts.regular), {
      x: x + 18,
      y: this.y,
      size,
      font: this.fonts.regular,
      color: INK,
    });
  }

  rule(after = 10) {
    this.room(8);
    this.y -= 6;
    this.page.drawLine({
      start: { x: PAGE.margin, y: this.y },
      end: { x: PAGE.width - PAGE.margin, y: this.y },
      thickness: 0.5,
      color: RULE,
    });
    this.y -= after;
  }

  /** The footer on every page: the content hash, and the page number. */
  footers(hash: string) {
    const pages = this.doc.getPages();
    pages.forEach((page, index) => {
      page.drawText(`Content SHA-256: ${hash}`, {
        x: PAGE.margin,
        y: 30,
        size: 7,
        font: this.fonts.regular,
        color: MUTED,
      });
      page.drawText(`Page ${index + 1} of ${pages.length}`, {
        x: PAGE.width - PAGE.margin - 48,
        y: 30,
        size: 7,
        font: this.fonts.regular,
        color: MUTED,
      });
    });
  }
}

/** The signed SOA as PDF bytes, and the content hash printed in its footer. */
export async function renderSoaPdf(content: SoaPdfContent): Promise<{ pdf: Uint8Array; contentHash: string }> {
  const contentHash = soaContentHash(content);
  const doc = await PDFDocument.create();
  doc.setTitle(`${SOA_FORM_TEXT.title} - ${content.client_name}`);
  doc.setAuthor(content.account_name);
  doc.setSubject(`Content SHA-256 ${contentHash}`);
  doc.setCreationDate(new Date(content.signed_at));
  doc.setModificationDate(new Date(content.signed_at));
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const w = new Writer(doc, fonts);
  const chosen = orderSoaProductTypes(content.product_types);

  w.text(SOA_FORM_TEXT.title, { size: 16, bold: true, after: 2 });
  w.text(content.account_name, { size: 11, color: MUTED, after: 8 });
  w.text(SOA_FORM_TEXT.intro, { size: 9, color: MUTED, after: 10 });

  w.text(SOA_FORM_TEXT.chooseProducts, { size: 11, bold: true, after: 2 });
  for (const product of SOA_SIGNING_PRODUCT_TYPES) w.checkbox(product.label, chosen.includes(product.value));
  w.text('', { after: 6 });
  w.text(`Products chosen by the beneficiary: ${chosen.map(soaProductTypeLabel).join('; ')}`, { size: 9, after: 10 });

  w.text(SOA_FORM_TEXT.statement, { size: 10, after: 10 });
  w.rule();

  w.text('Beneficiary', { size: 11, bold: true, after: 2 });
  w.field('Beneficiary Name', content.client_name);
  w.field('Date of Birth', content.client_dob);
  w.field('Beneficiary Signature', content.client_signature);
  w.field('Signature Date', formatCentralDateTime(content.signed_at));
  w.rule();

  w.text('Agent', { size: 11, bold: true, after: 2 });
  w.field('Agency', content.account_name);
  w.field('Agent Name', content.agent_name);
  w.field("Agent's Signature", content.agent_signature);
  w.field('Initial Method of Contact', content.contact_method);
  w.field('Appointment Date', content.appointment_date);
  w.field('Signature Date', formatCentralDate(content.invite_sent_at));
  w.rule();

  w.text('Electronic signature record', { size: 11, bold: true, after: 2 });
  w.field('Invitation sent', formatCentralDateTime(content.invite_sent_at));
  w.field('Signed', formatCentralDateTime(content.signed_at));
  w.field('IP address', content.signer_ip);
  w.field('Browser', content.user_agent);
  w.text(SOA_FORM_TEXT.retention, { size: 9, color: MUTED, after: 0 });

  w.footers(contentHash);
  return { pdf: await doc.save(), contentHash };
}
