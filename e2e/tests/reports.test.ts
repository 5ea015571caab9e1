import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations } from '../axe';
import { apiFromPage, DEMO_USERS, launchBrowser, shot, signedInPage } from '../browser';

// The reports page (issue 17, spec 02 §7.7): each chart (the seed's finished imports give the import
// outcomes chart its data) drawn from the demo seed with its numbers
// as a table that matches the server's, a report downloaded as CSV whose rows match the server's,
// no axe violations, and another account seeing none of Demo Agency's rows.

let browser: Browser;
const baseUrl = inject('baseUrl');

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Chart {
  weeks: string[];
  series: Array<{ key: string; label: string; values: number[]; total: number }>;
}

const CHARTS = [
  { name: 'leads_by_disposition', title: 'Leads by disposition' },
  { name: 'leads_by_source', title: 'Leads by lead source' },
  { name: 'appointments_by_agent', title: 'Appointments per agent' },
  { name: 'soas_by_agent', title: 'SOAs per agent' },
  { name: 'import_outcomes', title: 'Lead import outcomes' },
] as const;

/** The menu's Reports link goes to reports/self-service (spec 01 §2). */
async function openReports(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reports' }).click();
  await page.waitForURL(/\/reports\/self-service$/);
  await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
}

const figure = (page: Page, title: string) => page.getByRole('figure', { name: title, exact: true });

/** The table's rows as text: header, each week, total. */
const tableRows = (page: Page, title: string) =>
  figure(page, title)
    .getByRole('table', { name: `${title}, by week` })
    .locator('tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim() ?? '')),
    );

/** What the server's chart answer says the table must hold. */
function expectedRows(chart: Chart): string[][] {
  const week = (w: string) => `Week of ${w.slice(5, 7)}/${w.slice(8, 10)}/${w.slice(0, 4)}`;
  const sums = chart.weeks.map((_, i) => chart.series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0));
  return [
    ['Week', ...chart.series.map((s) => s.label), 'Total'],
    ...chart.weeks.map((w, i) => [week(w), ...chart.series.map((s) => String(s.values[i] ?? 0)), String(sums[i])]),
    ['Total', ...chart.series.map((s) => String(s.total)), String(sums.reduce((a, b) => a + b, 0))],
  ];
}

describe('given the reports page and the demo seed', () => {
  it('when demoadmin opens it then every chart is drawn with its table matching the server, a report downloads as CSV, and axe finds nothing', async () => {
    const page = await signedInPage(browser, baseUrl, DEMO_USERS.admin);
    await page.setViewportSize({ width: 1280, height: 800 });
    await openReports(page);
    await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();

    for (const { name, title } of CHARTS) {
      const answer = await apiFromPage<Chart>(page, `reports/chart/${name}`);
      expect(answer.status).toBe(200);
      expect(answer.body.series.length, `${name} has seed data`).toBeGreaterThan(0);
      const chart = figure(page, title);
      // The picture: an image with its summary, drawn by Chart.js on a canvas (it has pixels).
      const image = chart.getByRole('img');
      await image.waitFor();
      expect(await image.getAttribute('aria-label')).toMatch(new RegExp(`^${title}: \\d+ in all`));
      await expect
        .poll(() =>
          image.locator('canvas').evaluate((c: HTMLCanvasElement) => {
            const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
            for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) return true;
            return false;
          }),
        )
        .toBe(true);
      await chart.getByRole('button', { name: 'Show table' }).click();
      expect(await tableRows(page, title)).toEqual(expectedRows(answer.body));
    }
    expect(await axeViolations(page)).toEqual([]);
    await figure(page, 'Leads by disposition').getByRole('button', { name: 'Hide table' }).click();
    await page.getByRole('heading', { level: 1, name: 'Reports' }).scrollIntoViewIfNeeded();
    await shot(page, 'reports-1280-top');
    await figure(page, 'SOAs per agent').scrollIntoViewIfNeeded();
    await shot(page, 'reports-1280-tables');
    await figure(page, 'Lead import outcomes').getByRole('button', { name: 'Hide table' }).click();
    await figure(page, 'Lead import outcomes').scrollIntoViewIfNeeded();
    await shot(page, 'reports-1280-imports-exports');

    // The Leads report, filtered by a disposition: the file's rows are the server's report rows.
    const dropdowns = await apiFromPage<{ total_lead_dispos: Array<{ dispo_id: number; dispo_name: string }> }>(
      page,
      'search/populateDropDowns',
    );
    const dispo = dropdowns.body.total_lead_dispos[0]!;
    const run = await apiFromPage<{ report_id: number; row_count: number }>(page, 'report', {
      method: 'POST',
      body: { lead_dispo_id: dispo.dispo_id },
    });
    expect(run.body.row_count).toBeGreaterThan(0);
    const serverCsv = await page.evaluate(async (id) => {
      const cookie = document.cookie.split('; ').find((c) => c.startsWith('login='))!;
      const tokens = JSON.parse(decodeURIComponent(cookie.slice(6)));
      const response = await fetch(`/api/download/${id}`, {
        headers: { Authorization: `Bearer ${tokens.access_token}` },
      });
      return response.text();
    }, run.body.report_id);

    const leads = page.getByRole('form', { name: 'Leads report filters' });
    await leads.getByRole('combobox', { name: 'Disposition' }).click();
    await page.getByRole('option', { name: dispo.dispo_name, exact: true }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      leads.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^lead_report_\d+_\d{8}-\d{6}\.csv$/);
    const file = await readFile((await download.path())!, 'utf8');
    expect(file).toBe(serverCsv);
    expect(file.trim().split('\r\n')).toHaveLength(run.body.row_count + 1);
    await expect.poll(() => leads.getByRole('status').textContent()).toMatch(/^Downloaded lead_report_/);

    // Filters matching nothing: nothing is downloaded, and the report says so.
    let downloads = 0;
    page.on('download', () => (downloads += 1));
    await leads.getByRole('textbox', { name: 'Lead date from' }).fill('01/01/1990');
    await leads.getByRole('textbox', { name: 'Lead date to' }).fill('01/31/1990');
    await leads.getByRole('button', { name: 'Download CSV' }).click();
    await expect
      .poll(() => leads.getByRole('status').textContent())
      .toBe('There is no data to export, so nothing was downloaded.');
    expect(downloads).toBe(0);

    await shot(page, 'reports-1280-list');
    await page.setViewportSize({ width: 900, height: 800 });
    await page.getByRole('heading', { level: 1, name: 'Reports' }).scrollIntoViewIfNeeded();
    await shot(page, 'reports-900-top');
    await leads.scrollIntoViewIfNeeded();
    await shot(page, 'reports-900-list');
    await figure(page, 'Lead import outcomes').scrollIntoViewIfNeeded();
    await shot(page, 'reports-900-imports');
    await page.getByRole('region', { name: 'Lead exports' }).scrollIntoViewIfNeeded();
    await shot(page, 'reports-900-exports');
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('when otheradmin reads the charts and the Leads report then none of Demo Agency’s agents or leads are in them', async () => {
    const admin = await signedInPage(browser, baseUrl, DEMO_USERS.admin);
    const demoRun = await apiFromPage<{ report_id: number }>(admin, 'report', { method: 'POST', body: {} });
    const demoAgents = await apiFromPage<Chart>(admin, 'reports/chart/appointments_by_agent');
    await admin.close();

    const other = await signedInPage(browser, baseUrl, DEMO_USERS.other);
    await openReports(other);
    const appointments = await apiFromPage<Chart>(other, 'reports/chart/appointments_by_agent');
    const demoKeys = demoAgents.body.series.map((s) => s.key);
    expect(appointments.body.series.filter((s) => demoKeys.includes(s.key))).toEqual([]);
    const soas = await apiFromPage<Chart>(other, 'reports/chart/soas_by_agent');
    expect(soas.body.series.map((s) => s.label)).not.toContain(DEMO_USERS.agent.name);
    // Demo Agency's report run is not theirs to download.
    const stolen = await other.evaluate(async (id) => {
      const cookie = document.cookie.split('; ').find((c) => c.startsWith('login='))!;
      const tokens = JSON.parse(decodeURIComponent(cookie.slice(6)));
      return (await fetch(`/api/download/${id}`, { headers: { Authorization: `Bearer ${tokens.access_token}` } }))
        .status;
    }, demoRun.body.report_id);
    expect(stolen).toBe(404);
    // Their own Leads report names none of Demo Agency's agents.
    const [download] = await Promise.all([
      other.waitForEvent('download'),
      other.getByRole('form', { name: 'Leads report filters' }).getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    const file = await readFile((await download.path())!, 'utf8');
    for (const name of [DEMO_USERS.agent.name, DEMO_USERS.agent2.name, DEMO_USERS.admin.name])
      expect(file).not.toContain(name);
    await other.close();
  });
});
