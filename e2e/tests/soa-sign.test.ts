import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink } from '../../apps/server/test/smtp-sink';
import { axeViolations } from '../axe';
import { apiFromPage, DEMO_USERS, launchBrowser, newPage, signedInPage } from '../browser';
import { startServer } from '../global-setup';

// This file runs its own server with an SMTP sink, so the SOA invitation travels the real way: the
// outbox, the dispatcher, SMTP; the client opens the emailed link with no session.
let browser: Browser;
let server: Awaited<ReturnType<typeof startServer>>;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let baseUrl: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startServer({ SMTP_URL: sink.url });
  baseUrl = server.url;
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await sink?.close();
});

const inThreeDays = () =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Chicago',
    month: '2-digit',
    day: '2-digit',
    year: 'numeric',
  }).format(new Date(Date.now() + 3 * 24 * 60 * 60 * 1000));

/** The signing link (`/client/soa/#<token>`) of the newest SOA email the sink received for `to` (quoted-printable decoded). */
async function signingLink(to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const mail = [...sink.messages].reverse().find((m) => m.to.some((t) => t.includes(to)));
        const text = mail?.data
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
        link = text ? /\/client\/soa\/#[A-Za-z0-9_-]{43}/.exec(text)?.[0] : undefined;
        return link;
      },
      { timeout: 20_000, interval: 250 },
    )
    .toBeTruthy();
  return link!;
}

describe('given demoagent sends a remote Scope of Appointment', () => {
  it('when the client signs through the emailed link then the lead page shows it Signed with a PDF of their choices', async () => {
    const agent = await signedInPage(browser, baseUrl, DEMO_USERS.agent);
    const search = await apiFromPage<{
      result: Array<{ lead_id: number; fname: string; lname: string; email?: string | null }>;
    }>(agent, 'lead/search/', {
      method: 'POST',
      body: { search_type: 'simple', criteria: {}, page_number: 1, records_per_page: 50 },
    });
    // The first of demoagent's leads complete enough for an SOA (the server refuses the others).
    let sent: { lead_id: number; fname: string; lname: string } | undefined;
    for (const lead of search.body.result) {
      const answer = await apiFromPage<{ success: string | number; soa_id?: number }>(agent, 'clientInvite', {
        method: 'POST',
        body: {
          lead_id: lead.lead_id,
          mode: 'remote',
          aptDate: inThreeDays(),
          contactMethod: 'Phone',
          agentSignature: 'Marcus Bell',
        },
      });
      if (answer.status === 200 && String(answer.body.success) === '1') {
        sent = lead;
        break;
      }
    }
    expect(sent).toBeDefined();
    const detail = await apiFromPage<{ result: Array<{ client_email: string; client_name: string }> }>(
      agent,
      'soa/search',
      {
        method: 'POST',
        body: {
          criteria: { lead_id: { type: 'simple', value: [sent!.lead_id] } },
          page_number: 1,
          records_per_page: 10,
        },
      },
    );
    const { client_email: clientEmail, client_name: clientName } = detail.body.result[0]!;
    const link = await signingLink(clientEmail);

    // The client, in another browser context with no session.
    const client = await newPage(browser);
    await client.goto(`${baseUrl}${link}`);
    await client.getByRole('heading', { level: 1, name: 'Scope of Appointment' }).waitFor();
    expect(await client.title()).toBe('Scope of Appointment · Meridian');
    await client.getByText(/Marcus Bell of .+ asked you to confirm/).waitFor();
    expect(await axeViolations(client)).toEqual([]);
    await client.getByRole('checkbox', { name: 'Medicare Advantage Plans (Part C) and Cost Plans' }).click();
    await client.getByRole('checkbox', { name: 'Dental/Vision/Hearing Products' }).click();
    await client.getByRole('textbox', { name: 'Type your full name to sign' }).fill(clientName);
    const signed = client.waitForResponse((r) => r.url().includes('/api/public/soa/sign'));
    await client.getByRole('button', { name: 'Sign', exact: true }).click();
    expect((await signed).status()).toBe(200);
    await client.getByText('Thank you. Your Scope of Appointment has been signed').waitFor();
    // The used link opens nothing more.
    await client.reload();
    await client.getByText('This Scope of Appointment has already been signed. Thank you.').waitFor();
    await client.context().close();

    // The agent: the lead page lists it as Signed with the PDF.
    await agent.goto(`${baseUrl}/lead/${sent!.lead_id}`);
    const panel = agent.getByRole('region', { name: 'Scope of Appointment' });
    await panel.getByRole('cell', { name: 'Signed', exact: true }).first().waitFor();
    const download = agent.waitForEvent('download');
    await panel.getByRole('button', { name: 'Signed SOA (PDF)' }).first().click();
    const file = await (await download).path();
    const pdf = await getDocumentProxy(new Uint8Array(await readFile(file)));
    const text = (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ');
    expect(text).toContain(`Beneficiary Name: ${clientName}`);
    expect(text).toContain(
      'Products chosen by the beneficiary: Medicare Advantage Plans (Part C) and Cost Plans; Dental/Vision/Hearing Products',
    );
    await agent.context().close();
  });
});
