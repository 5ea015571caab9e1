import { describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { canonicalSoaContent, renderSoaPdf, soaContentHash, verifySoaContentHash, type SoaPdfContent } from './pdf';

const content: SoaPdfContent = {
  account_name: 'Demo Agency',
  agent_name: 'Marcus Bell',
  agent_signature: 'Marcus Bell',
  client_name: 'Ruth Alvarez',
  client_dob: '04/12/1956',
  product_types: ['medigap', 'part_d'],
  contact_method: 'Email',
  appointment_date: '12/15/2026',
  client_signature: 'Ruth Alvarez',
  signed_at: '2026-11-26T15:30:00.000Z',
  signer_ip: '203.0.113.7',
  user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140',
  invite_sent_at: '2026-11-20T14:00:00.000Z',
};

async function textOf(pdf: Uint8Array): Promise<string> {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(doc, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('given a signed scope of appointment', () => {
  it('when it is rendered then the PDF reads back with the client, the choices, the statement and the hash', async () => {
    const { pdf, contentHash } = await renderSoaPdf(content);
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    expect(contentHash).toMatch(/^[0-9a-f]{64}$/);
    const text = await textOf(pdf);
    expect(text).toContain('Scope of Sales Appointment Confirmation Form');
    expect(text).toContain('Beneficiary Name: Ruth Alvarez');
    expect(text).toContain('Date of Birth: 04/12/1956');
    expect(text).toContain(
      'Products chosen by the beneficiary: Stand-alone Medicare Prescription Drug Plans (Part D); Medicare Supplement (Medigap) Products',
    );
    // All five groups are printed, chosen or not, as on CMS's form.
    for (const group of [
      'Medicare Advantage Plans (Part C) and Cost Plans',
      'Dental/Vision/Hearing Products',
      'Hospital Indemnity Products',
    ])
      expect(text).toContain(group);
    expect(text).toContain('Signing this form does NOT obligate you to enroll in a plan');
    expect(text).toContain("Agent's Signature: Marcus Bell");
    expect(text).toContain('Appointment Date: 12/15/2026');
    // Central time: 15:30 UTC on Nov 26 is 09:30 CST.
    expect(text).toContain('Signed: 11/26/2026 09:30 AM CST');
    expect(text).toContain('Invitation sent: 11/20/2026 08:00 AM CST');
    expect(text).toContain('IP address: 203.0.113.7');
    expect(text).toContain(`Content SHA-256: ${contentHash}`);
  });

  it('when the content is the same in another order then the hash is the same; any change breaks it', async () => {
    const hash = soaContentHash(content);
    expect(soaContentHash({ ...content, product_types: ['part_d', 'medigap'] })).toBe(hash);
    expect(verifySoaContentHash(content, hash)).toBe(true);
    expect(verifySoaContentHash(content, hash.toUpperCase())).toBe(true);
    expect(verifySoaContentHash({ ...content, product_types: ['part_d'] }, hash)).toBe(false);
    expect(verifySoaContentHash({ ...content, client_signature: 'Ruth Alvarz' }, hash)).toBe(false);
    expect(verifySoaContentHash(content, 'abc')).toBe(false);
    expect(JSON.parse(canonicalSoaContent(content)).product_types).toEqual(['part_d', 'medigap']);
  });

  it('when a name has characters the PDF fonts lack then the PDF is still made', async () => {
    const { pdf } = await renderSoaPdf({ ...content, client_name: 'Zoë 王 Ñúñez', client_signature: 'Zoë Ñúñez' });
    const text = await textOf(pdf);
    expect(text).toContain('Beneficiary Name: Zoë ? Ñúñez');
  });
});
