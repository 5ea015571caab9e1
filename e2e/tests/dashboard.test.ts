import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations } from '../axe';
import { apiFromPage, DEMO_USERS, launchBrowser, loginCookie, shot, signedInPage } from '../browser';
import { createLead, uniqueName } from '../leads';

// The dashboard (spec 01 §2 `/`, issue 15): what demoagent starts the day from, against the real
// server: today's items with a task completed in place, overdue tasks, recent leads, disposition
// counts, each panel in its own place (no layout shift), one column under 665 px.

let browser: Browser;
const baseUrl = inject('baseUrl');

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const MINUTE = 60_000;
const panel = (page: Page, name: string) => page.getByRole('region', { name: new RegExp(`^${name}`) });

/** Where each of the six panels starts, from the left. */
const panelLefts = (page: Page) =>
  page
    .locator('section[aria-labelledby^="dashboard-"]:not([aria-labelledby="dashboard-title"])')
    .evaluateAll((panels) => panels.map((p) => Math.round(p.getBoundingClientRect().left)));

/** Makes an item of the signed-in agent through the calendar call; answers its id. */
async function addItem(page: Page, item: Record<string, unknown>): Promise<number> {
  const userId = (await loginCookie(page))!.tokens.user_id;
  const answer = await apiFromPage<{ result: { appointment_id: number } }>(page, `user/${userId}/appointment/`, {
    method: 'POST',
    body: { description: '', allday_flag: '0', importance: 5, ...item },
  });
  expect(answer.status).toBe(200);
  return answer.body.result.appointment_id;
}

/** Sums the page's layout shifts (not caused by input) from before its first paint. */
async function watchLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>)
        if (!entry.hadRecentInput) w.__shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

describe('given demoagent on the dashboard', () => {
  it('when the day starts then today’s items, overdue tasks and recent leads show; completing a task there removes it', async () => {
    const page = await signedInPage(browser, baseUrl, DEMO_USERS.agent);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const now = Date.now();
    const meeting = uniqueName('Meet');
    const task = uniqueName('Task');
    const late = uniqueName('Late');
    const lname = uniqueName('Dash');
    const leadId = await createLead(page, { fname: 'Nora', lname });
    await addItem(page, {
      title: meeting,
      lead_id: leadId,
      importance: 1,
      start_time: new Date(now - MINUTE).toISOString(),
      end_time: new Date(now + 30 * MINUTE).toISOString(),
    });
    const taskId = await addItem(page, { title: task, start_time: new Date(now).toISOString(), end_time: null });
    await addItem(page, { title: late, start_time: new Date(now - 2 * 86_400_000).toISOString(), end_time: null });

    await watchLayoutShift(page);
    await page.reload();
    const today = panel(page, 'Today');
    await today.getByRole('button', { name: meeting }).waitFor();
    await today.getByRole('button', { name: task }).waitFor();
    expect(await today.getByRole('link', { name: `Nora ${lname}` }).getAttribute('href')).toBe(`/lead/${leadId}`);
    await panel(page, 'Overdue tasks').getByRole('button', { name: late }).waitFor();
    expect(await panel(page, 'Overdue tasks').getByRole('button', { name: task }).count()).toBe(0);
    const recent = panel(page, 'Recent leads').getByRole('link', { name: `Nora ${lname}` });
    await recent.waitFor();
    expect(await recent.getAttribute('href')).toBe(`/lead/${leadId}`);
    await panel(page, 'My leads by disposition').getByRole('listitem').first().waitFor();
    await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0);
    expect(await axeViolations(page)).toEqual([]);
    // Every panel kept its place while its data arrived.
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBeLessThan(0.01);
    await shot(page, 'dashboard-1280', { fullPage: true });

    // Complete the task in place: the spec's message, gone from Today, completed on the server.
    await today.getByRole('checkbox', { name: `Complete ${task}` }).click();
    await page.getByText('Task updated successfully.', { exact: true }).first().waitFor();
    await today.getByRole('button', { name: task }).waitFor({ state: 'detached' });
    await today.getByRole('button', { name: meeting }).waitFor();
    const saved = await apiFromPage<{ result: { completed_date: string } }>(page, `appointment/${taskId}`);
    expect(Date.parse(saved.body.result.completed_date)).not.toBeNaN();

    // A disposition count leads to those leads in the Leads menu's list, filtered by it.
    const counts = panel(page, 'My leads by disposition');
    const first = counts
      .getByRole('listitem')
      .filter({ has: page.getByRole('link') })
      .first();
    const count = Number(await first.locator('[data-count]').textContent());
    await first.getByRole('link').click();
    await page.waitForURL(/\/lead\/search\?dispo=\d+$/);
    await page.getByRole('heading', { level: 1, name: 'My Leads' }).waitFor();
    const status = page.getByRole('main').getByRole('status');
    await expect
      .poll(() => status.innerText())
      .toMatch(count === 1 ? /^1 lead$|^1–1 of 1 lead$/ : new RegExp(`of ${count.toLocaleString('en-US')} leads$`));
    await page.close();
  });

  it('when the window is narrower than 665 px then the panels stack in one column', async () => {
    const page = await signedInPage(browser, baseUrl, DEMO_USERS.agent);
    // The build's manifest stays on the server (it lists source paths).
    expect((await page.request.get(`${baseUrl}/.vite/manifest.json`)).status()).toBe(404);
    await page.setViewportSize({ width: 640, height: 900 });
    await panel(page, 'Today').waitFor();
    // The window's new width reaches the page's layout a moment after the resize.
    await expect.poll(async () => new Set(await panelLefts(page)).size).toBe(1);
    expect((await panelLefts(page)).length).toBe(6);
    await shot(page, 'dashboard-640', { fullPage: true });
    await page.setViewportSize({ width: 900, height: 900 });
    await expect.poll(async () => new Set(await panelLefts(page)).size).toBe(2);
    await shot(page, 'dashboard-900');
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(async () => new Set(await panelLefts(page)).size).toBe(2);
    await page.close();
  });
});
