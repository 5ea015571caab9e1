import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations } from '../axe';
import { apiFromPage, DEMO_USERS, launchBrowser, signedInPage } from '../browser';

/** The domain's words for a recorded disposition (DISPOSITION_MESSAGES of @meridian/domain). */
const SAVED = 'Disposition saved successfully.';

let browser: Browser;
const baseUrl = inject('baseUrl');

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Row {
  lead_id: number;
}
interface Plan {
  plan_name: string;
  carrier_name: string;
}
interface Application {
  plan_name: string;
  app_dispo_name: string;
}

describe('given demoagent on a seeded lead with plans and applications', () => {
  it('when a disposition is recorded then it heads the history and the header after a reload', async () => {
    const page = await signedInPage(browser, baseUrl, DEMO_USERS.agent);
    // A seeded lead of demoagent's with a current plan and an application (the seed gives many leads both).
    const search = await apiFromPage<{ result: Row[] }>(page, 'lead/search/', {
      method: 'POST',
      body: { criteria: { has_current_plan_flag: { type: 'simple', value: ['1'] } }, records_per_page: 50 },
    });
    expect(search.status).toBe(200);
    let leadId: number | undefined;
    let plans: Plan[] = [];
    let applications: Application[] = [];
    for (const { lead_id } of search.body.result) {
      const apps = await apiFromPage<Application[]>(page, `lead/${lead_id}/application/`);
      if (apps.body.length === 0) continue;
      plans = (await apiFromPage<Plan[]>(page, `lead/${lead_id}/currentPlan/`)).body;
      if (plans.length === 0) continue;
      leadId = lead_id;
      applications = apps.body;
      break;
    }
    expect(leadId, 'a seeded lead of demoagent with a current plan and an application').toBeDefined();

    await page.goto(`${baseUrl}/lead/${leadId}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const plansPanel = page.getByRole('region', { name: 'Current Plans' });
    await plansPanel.getByRole('rowheader', { name: plans[0]!.plan_name }).first().waitFor();
    expect(await plansPanel.getByRole('row').count()).toBe(plans.length + 1);
    const appsPanel = page.getByRole('region', { name: 'Applications' });
    const appRow = appsPanel
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: applications[0]!.plan_name }) });
    await appRow.first().waitFor();
    expect(await appRow.first().innerText()).toContain(applications[0]!.app_dispo_name);

    // A disposition other than the lead's latest, so the header's change shows.
    const panel = page.getByRole('region', { name: 'Dispositions' });
    const header = page.getByText('Latest Disposition', { exact: true }).locator('..');
    await panel.getByRole('table', { name: 'Disposition history' }).waitFor();
    const before = await header.innerText();
    await panel.getByRole('combobox', { name: /Disposition/ }).click();
    const options = page.getByRole('option');
    await options.first().waitFor();
    const names = await options.allInnerTexts();
    const chosen = names.find((name) => !before.includes(name.trim()))!.trim();
    await page.getByRole('option', { name: chosen, exact: true }).click();
    const note = `Called from the e2e test ${Date.now()}`;
    await panel.getByRole('textbox', { name: 'Disposition Note' }).fill(note);
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().includes(`/api/lead/${leadId}/disposition/`),
    );
    await panel.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(201);
    await panel.getByText(SAVED).waitFor();
    await expect.poll(() => header.innerText()).toContain(chosen);

    await page.reload();
    const history = page
      .getByRole('region', { name: 'Dispositions' })
      .getByRole('table', { name: 'Disposition history' });
    await history.getByText(note).waitFor();
    const first = history.getByRole('row').nth(1);
    expect(await first.getByRole('rowheader').innerText()).toBe(chosen);
    expect(await first.innerText()).toContain(note);
    expect(await first.innerText()).toContain(DEMO_USERS.agent.name);
    await expect.poll(() => header.innerText()).toContain(chosen);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});
