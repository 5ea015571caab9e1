import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations } from '../axe';
import { DEMO_USERS, launchBrowser, loginCookie, shot, signedInPage } from '../browser';
import { createLead, uniqueName } from '../leads';

// Lead exports from the lead search results (spec 02 §7.7 `POST leadExport`, `GET leadExport/{id}`;
// spec 01 §9): the search's results (type 3) and the chosen rows (type 4) download as CSV files
// whose rows are the leads, with formula cells escaped.

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
