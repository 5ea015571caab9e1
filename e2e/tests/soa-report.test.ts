import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations } from '../axe';
import { apiFromPage, DEMO_USERS, launchBrowser, loginCookie, shot, signedInPage } from '../browser';

let browser: Browser;
const baseUrl = inject('baseUrl');
const NO_RESULTS = 'No SOAs match these filters.';

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Three days ahead in Central Time, MM/DD/YYYY: a valid SOA appointment date. */
function appointmentDate(): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Chicago',
    month: '2-digit',
    day: '2-digit',
    year: 'numeric',
  }).format(new Date(Date.now() + 3 * 24 * 3600 * 1000));
}

interface SoaRecord {
  soa_id: number;
  appointment_date: string;
  process_type: string;
  lead_id: number;
  user_id: number | null;
  status: string;
  client_name: string;
  draft: string;
}

/**
 * Sends a remote SOA as the page's agent (POST clientInvite, spec 02 §7.2) to the first of their
 * leads that has every detail an SOA needs; answers the SOA's id.
 */
async function sendOneSoa(agent: Page): Promise<number> {
  const leads = await apiFromPage<{ result: Array<{ lead_id: number }> }>(agent, 'lead/search/', {
    method: 'POST',
    body: { search_type: 'simple', criteria: {}, page_number: 1, records_per_page: 40 },
  });
  expect(leads.status).toBe(200);
  const refusals: unknown[] = [];
  for (const { lead_id } of leads.body.result) {
    const sent = await apiFromPage<{ success: string; soa_id?: number }>(agent, 'clientInvite', {
      method: 'POST',
      body: {
        lead_id,
        mode: 'remote',
        aptDate: appointmentDate(),
        contactMethod: 'Phone',
        agentSignature: DEMO_USERS.agent.name,
      },
    });
    if (sent.status === 200 && sent.body.success === '1' && sent.body.soa_id) return sent.body.soa_id;
    refusals.push(sent.body);
  }
  throw new Error(`no lead of demoagent took an SOA: ${JSON.stringify(refusals.slice(0, 3))}`);
}

const reportRegion = (page: Page) => page.getByRole('search', { name: 'SOA report filters' });
const previewTable = (page: Page) => page.getByRole('table', { name: 'SOAs matching the filters' });

describe('given an SOA demoagent sent, and the admin SOA Report screen', () => {
  it('when demoadmin filters by agent and status then the preview and the downloaded CSV hold exactly those SOAs of the account', async () => {
    const agent = await signedInPage(browser, baseUrl, DEMO_USERS.agent);
    const soaId = await sendOneSoa(agent);
    const agentId = (await loginCookie(agent))!.tokens.user_id;
    // What the agent's own SOA list says (POST soa/search): the database's rows the report must match.
    const listed = await apiFromPage<{ result: SoaRecord[] }>(agent, 'soa/search', {
      method: 'POST',
      body: { criteria: {}, page_number: 1, records_per_page: 500 },
    });
    expect(listed.status).toBe(200);
    const expected = listed.body.result.filter((s) => s.user_id === agentId && s.status === 'sent');
    const mine = expected.find((s) => s.soa_id === soaId)!;
    expect(mine).toBeDefined();

    // demoagent has no Admin area: the screen's address is not found, and the report call is refused.
    expect(await agent.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).count()).toBe(0);
    // Loading an admin path directly lands on the dashboard (spec 01 §2's landing set): go there in the app.
    await agent.evaluate(() => {
      window.history.pushState({}, '', '/admin/soa-report');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await agent.waitForURL(/\/admin\/soa-report$/);
    await agent.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await agent.getByRole('heading', { name: 'SOA Report' }).count()).toBe(0);
    expect((await apiFromPage(agent, 'soa/report', { method: 'POST', body: {} })).status).toBe(403);
    await agent.close();

    const admin = await signedInPage(browser, baseUrl, DEMO_USERS.admin);
    const adminId = (await loginCookie(admin))!.tokens.user_id;
    await admin.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();
    await admin
      .getByRole('navigation', { name: 'Administration' })
      .getByRole('link', { name: 'SOA Report', exact: true })
      .click();
    await admin.waitForURL(/\/admin\/soa-report$/);
    await admin.getByRole('heading', { level: 1, name: 'SOA Report' }).waitFor();
    // The account's SOAs, oldest first: the demo seed's past SOAs fill the first page, so wait for any row.
    await previewTable(admin).getByRole('rowheader').first().waitFor();
    expect(await axeViolations(admin)).toEqual([]);

    // Agent by typing and choosing, status by its select; Show SOAs previews the report's rows.
    const filters = reportRegion(admin);
    await filters.getByRole('combobox', { name: 'Agent' }).fill('Marcus');
    await admin.getByRole('option', { name: DEMO_USERS.agent.name }).click();
    await filters.getByRole('combobox', { name: 'Status' }).click();
    await admin.getByRole('option', { name: 'Sent', exact: true }).click();
    await filters.getByRole('button', { name: 'Show SOAs' }).click();
    const summary = expected.length === 1 ? '1 SOA matches.' : `${expected.length} SOAs match.`;
    await admin.getByRole('status').getByText(summary).waitFor();
    await expect.poll(async () => previewTable(admin).locator('tbody tr').count()).toBe(Math.min(expected.length, 25));

    const downloading = admin.waitForEvent('download');
    await filters.getByRole('button', { name: 'Download CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(new RegExp(`^soa_report_${adminId}_\\d{8}-\\d{6}\\.csv$`));
    const csv = await readFile((await download.path())!, 'utf8');
    const parsed = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true });
    expect(parsed.meta.fields).toEqual([
      'Agent',
      'Lead Name',
      'Process Type',
      'Status',
      'Sent',
      'Signed',
      'Appointment Date',
    ]);
    // The report names no SOA id: rows match the agent's SOA list by lead, appointment and type.
    const key = (lead: string, appointment: string, type: string) => `${lead}|${appointment}|${type}`;
    expect(parsed.data.map((r) => key(r['Lead Name']!, r['Appointment Date']!, r['Process Type']!)).sort()).toEqual(
      expected.map((s) => key(s.client_name, s.appointment_date, s.process_type)).sort(),
    );
    for (const row of parsed.data) {
      expect(row.Agent).toBe(DEMO_USERS.agent.name);
      expect(row.Status).toBe('sent');
      expect(row.Signed).toBe('');
      expect(row.Sent).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} [AP]M$/);
    }
    expect(
      parsed.data.some((r) => r['Lead Name'] === mine.client_name && r['Appointment Date'] === appointmentDate()),
    ).toBe(true);

    // Works at 900 px: nothing runs off the side.
    await admin.setViewportSize({ width: 900, height: 800 });
    await expect.poll(() => admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(900);
    await shot(admin, 'soa-report-900', { fullPage: true });
    await admin.setViewportSize({ width: 1280, height: 800 });
    await shot(admin, 'soa-report-1280', { fullPage: true });

    // A date range with no SOAs: the screen says so and nothing downloads.
    let downloads = 0;
    admin.on('download', () => {
      downloads += 1;
    });
    await filters.getByRole('textbox', { name: 'Sent from' }).fill('01/01/2000');
    await filters.getByRole('textbox', { name: 'Sent to' }).fill('01/02/2000');
    await filters.getByRole('button', { name: 'Download CSV' }).click();
    await admin.getByRole('status').getByText(NO_RESULTS).waitFor();
    await previewTable(admin).getByText(NO_RESULTS).waitFor();
    expect(downloads).toBe(0);
    expect(await axeViolations(admin)).toEqual([]);
    await admin.close();
  });

  it('when otheradmin runs the report then none of Demo Agency’s SOAs are in it', async () => {
    const other = await signedInPage(browser, baseUrl, DEMO_USERS.other);
    const answer = await apiFromPage<{ total_records: number; csv?: string }>(other, 'soa/report', {
      method: 'POST',
      body: {},
    });
    expect(answer.status).toBe(200);
    expect(answer.body.csv ?? '').not.toContain(DEMO_USERS.agent.name);
    await other.close();
  });
});
