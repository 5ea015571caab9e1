import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations } from '../axe';
import { DEMO_USERS, launchBrowser, loginCookie, shot, signedInPage } from '../browser';
import { createLead, uniqueName } from '../leads';

// Lead exports (spec 02 §7.7 `POST leadExport`, `GET leadExport/{id}`; spec 01 §9): from the lead
// search results, the search's results (type 3) and the chosen rows (type 4); from the reports page,
// all leads (type 1) and the last 30 days' (type 2). Each downloads a CSV whose rows are the leads,
// with formula cells escaped; another account's leads are never in it.

let browser: Browser;
const baseUrl = inject('baseUrl');

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function resultsFor(page: Page, lname: string) {
  const criteria = encodeURIComponent(JSON.stringify({ lname: { type: 'simple', value: [lname] } }));
  await page.goto(`${baseUrl}/lead/search?criteria=${criteria}`);
  const table = page.getByRole('table', { name: 'Lead search results' });
  await table
    .getByRole('link', { name: new RegExp(lname) })
    .first()
    .waitFor();
  return table;
}

/** Presses the export button and answers the export's id and the downloaded file's name and rows. */
async function download(page: Page, button: string) {
  const downloading = page.waitForEvent('download');
  const queued = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/leadExport' && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: button }).click();
  const id = ((await (await queued).json()) as { lead_export_id: number }).lead_export_id;
  const file = await downloading;
  const csv = await readFile((await file.path())!, 'utf8');
  const rows = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true }).data;
  return { id, name: file.suggestedFilename(), rows };
}

describe('given demoagent on the lead search results', () => {
  it('when the results and then two chosen rows are exported then each file holds exactly those leads', async () => {
    const page = await signedInPage(browser, baseUrl, DEMO_USERS.agent);
    const userId = (await loginCookie(page))!.tokens.user_id;
    const lname = uniqueName('Export');
    const ids = [
      await createLead(page, { fname: 'Ada', lname }),
      await createLead(page, { fname: '=SUM(A1)', lname }),
      await createLead(page, { fname: 'Cy', lname }),
    ];
    const table = await resultsFor(page, lname);

    const all = await download(page, 'Export results (CSV)');
    expect(all.name).toMatch(new RegExp(`^search_leads_${userId}_\\d{8}-\\d{6}\\.csv$`));
    expect(all.rows.map((r) => Number(r['Lead ID'])).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    expect(all.rows.every((r) => r['Last Name'] === lname)).toBe(true);
    // The formula-looking name is text in the file.
    expect(all.rows.map((r) => r['First Name'])).toContain("'=SUM(A1)");
    await page.getByText(`Downloaded 3 rows as ${all.name}.`).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'lead-search-export');
    await page.setViewportSize({ width: 900, height: 720 });
    await shot(page, 'lead-search-export-900');
    await page.setViewportSize({ width: 1280, height: 720 });

    // Two rows chosen: the button names them and the file holds just those two.
    await table.getByRole('checkbox', { name: new RegExp(`Ada ${lname}`) }).check();
    await table.getByRole('checkbox', { name: new RegExp(`Cy ${lname}`) }).check();
    const chosen = await download(page, 'Export 2 selected (CSV)');
    expect(chosen.name).toMatch(/^lead_list_/);
    expect(chosen.rows.map((r) => r['First Name']).sort()).toEqual(['Ada', 'Cy']);

    // The export is the agent's own: another agent's sign-in is answered 404.
    const read = async (as: Page) =>
      (
        await as.request.get(`${baseUrl}/api/leadExport/${chosen.id}`, {
          headers: {
            Authorization: `Bearer ${(await loginCookie(as))!.tokens.access_token}`,
            Accept: 'application/json',
          },
        })
      ).status();
    expect(await read(page)).toBe(200);
    const other = await signedInPage(browser, baseUrl, DEMO_USERS.agent2);
    expect(await read(other)).toBe(404);
    await other.close();
    await page.close();
  });
});

/** The lead ids of a file's rows, in order. */
const idsOf = (rows: Array<Record<string, string>>) => rows.map((r) => Number(r['Lead ID']));
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

/** The server's own list of the leads the user may see: the Leads report (`POST report`, no filters) as CSV. */
async function leadReportIds(page: Page): Promise<number[]> {
  const csv = await page.evaluate(async () => {
    const cookie = document.cookie.split('; ').find((c) => c.startsWith('login='))!;
    const { access_token } = JSON.parse(decodeURIComponent(cookie.slice(6)));
    const headers = { Authorization: `Bearer ${access_token}`, 'Content-Type': 'application/json' };
    const run = await (await fetch('/api/report', { method: 'POST', headers, body: '{}' })).json();
    return (await fetch(`/api/download/${run.report_id}`, { headers })).text();
  });
  return sorted(idsOf(Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true }).data));
}

/** A Central Time day as YYYY-MM-DD. */
const centralDay = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Chicago',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
/** 'MM/DD/YYYY' → 'YYYY-MM-DD'. */
const isoOf = (day: string) => `${day.slice(6, 10)}-${day.slice(0, 2)}-${day.slice(3, 5)}`;

/** The menu's Reports (a first load lands on the dashboard, spec 01 §2), then its Lead exports section. */
async function openExports(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reports' }).click();
  await page.waitForURL(/\/reports\/self-service$/);
  const section = page.getByRole('region', { name: 'Lead exports' });
  await section.getByRole('button', { name: 'Export all leads (CSV)' }).waitFor();
  return section;
}

describe('given the reports page’s lead exports', () => {
  it('when demoadmin exports all leads and the last 30 days’ leads then the files hold the account’s leads and the recent ones; otheradmin’s holds none of them', async () => {
    const page = await signedInPage(browser, baseUrl, DEMO_USERS.admin);
    const userId = (await loginCookie(page))!.tokens.user_id;
    const fresh = await createLead(page, { fname: '@Nova', lname: uniqueName('Recent') });
    const section = await openExports(page);
    expect(await section.textContent()).toContain('The account’s leads as a CSV file');

    // Type 1: every lead demoadmin may see (lead_view_assigned: the account's), as the server's Leads report lists them.
    const all = await download(page, 'Export all leads (CSV)');
    expect(all.name).toMatch(new RegExp(`^account_leads_${userId}_\\d{8}-\\d{6}\\.csv$`));
    expect(sorted(idsOf(all.rows))).toEqual(await leadReportIds(page));
    expect(idsOf(all.rows)).toContain(fresh);
    expect(all.rows.find((r) => Number(r['Lead ID']) === fresh)!['First Name']).toBe("'@Nova");
    await section.getByText(`as ${all.name}.`, { exact: false }).waitFor();

    // Type 2: the leads of the last 30 days — those of the account export dated after the cut-off day,
    // none dated before it (a lead of the cut-off day itself falls either side by its hour).
    const recent = await download(page, 'Export leads of the last 30 days (CSV)');
    expect(recent.name).toMatch(new RegExp(`^recent_leads_${userId}_\\d{8}-\\d{6}\\.csv$`));
    const recentIds = new Set(idsOf(recent.rows));
    expect(recentIds.has(fresh)).toBe(true);
    const cutoff = centralDay(new Date(Date.now() - 30 * 86_400_000));
    for (const row of all.rows) {
      const day = isoOf(row['Lead Date']!);
      if (day > cutoff) expect(recentIds.has(Number(row['Lead ID'])), `${row['Lead ID']} of ${day}`).toBe(true);
      if (day < cutoff) expect(recentIds.has(Number(row['Lead ID'])), `${row['Lead ID']} of ${day}`).toBe(false);
    }
    expect([...recentIds].every((id) => idsOf(all.rows).includes(id))).toBe(true);
    // The seed has leads in the last 30 days besides the new one.
    expect(recentIds.size).toBeGreaterThan(1);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'reports-lead-exports');
    await page.close();

    // Another account: their own leads, none of Demo Agency's.
    const other = await signedInPage(browser, baseUrl, DEMO_USERS.other);
    await openExports(other);
    const theirs = await download(other, 'Export all leads (CSV)');
    expect(sorted(idsOf(theirs.rows))).toEqual(await leadReportIds(other));
    expect(idsOf(theirs.rows).filter((id) => idsOf(all.rows).includes(id))).toEqual([]);
    await other.close();
  });
});
