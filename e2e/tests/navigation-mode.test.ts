// Spec 01 §2 and §6: navigation reloads on same-URL navigation, and the `in_app_navigation` flag decides
// whether moving between pages stays inside the app or loads each page whole. A value written on
// `window` survives in-app navigation and is gone after a page load, so it tells the two apart.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiFromPage, DEMO_USERS, launchBrowser, signedInPage } from '../browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const mark = (page: Page) => page.evaluate(() => ((window as { navMark?: number }).navMark = 1));
/** Whether the mark is still there (undefined while a page load replaces the document). */
const marked = (page: Page) =>
  page.evaluate(() => (window as { navMark?: number }).navMark === 1).catch(() => undefined);
const sidebarLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });

async function accountOf(page: Page) {
  const cookie = await page.evaluate(() => document.cookie);
  const userId = JSON.parse(decodeURIComponent(cookie.split('login=')[1]!.split(';')[0]!)).user_id as number;
  return (await apiFromPage<{ account_id: number }>(page, `user/${userId}`)).body.account_id;
}

const setInAppNavigation = (page: Page, account: number, on: boolean) =>
  apiFromPage(page, `account/${account}/settings`, {
    method: 'POST',
    body: { feature_flags: { in_app_navigation: on } },
  });

describe('given the portal’s navigation (spec 01 §2, §6)', () => {
  it('when the open page’s own link is followed then the page is built again and reads afresh, without a page load', async () => {
    const page = await signedInPage(browser, baseUrl, DEMO_USERS.agent, '/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await mark(page);
    const before = page.url();
    const reads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/') && request.method() === 'POST') reads.push(new URL(request.url()).pathname);
    });
    await sidebarLink(page, 'Dashboard').click();
    await expect.poll(() => reads.some((path) => path.endsWith('/appointment/search')), { timeout: 10_000 }).toBe(true);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(page.url()).toBe(before);
    expect(await marked(page)).toBe(true);
    // With the flag on (the default), a move to another page stays in the app as well.
    await sidebarLink(page, 'Calendar').click();
    await page.waitForURL(/\/calendar/);
    expect(await marked(page)).toBe(true);
    await page.close();
  });

  it('when a link inside the open page leads to it (an admin screen’s own entry) then the page is built again in place, not loaded whole', async () => {
    const page = await signedInPage(browser, baseUrl, DEMO_USERS.admin, '/dashboard');
    await sidebarLink(page, 'Admin').click();
    await page.waitForURL(/\/admin\/users\/manage_user$/);
    const roles = page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Roles' });
    await roles.click();
    await page.waitForURL(/\/admin\/roles$/);
    await page.getByRole('table', { name: 'Roles', exact: true }).getByRole('rowheader').first().waitFor();
    await mark(page);
    const loads: string[] = [];
    const reads: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') loads.push(request.url());
      if (request.url().includes('/role/search')) reads.push(request.url());
    });
    await roles.click();
    await expect.poll(() => reads.length, { timeout: 10_000 }).toBeGreaterThan(0);
    await page.getByRole('table', { name: 'Roles', exact: true }).getByRole('rowheader').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/roles');
    expect(await marked(page)).toBe(true);
    expect(loads).toEqual([]);
    await page.close();
  });

  it('when in_app_navigation is off then each move loads the new page whole; on again, it stays in the app', async () => {
    const page = await signedInPage(browser, baseUrl, DEMO_USERS.other, '/dashboard');
    const account = await accountOf(page);
    expect((await setInAppNavigation(page, account, false)).status).toBe(200);
    try {
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      await mark(page);
      const loads: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) loads.push(new URL(frame.url()).pathname);
      });
      await sidebarLink(page, 'Calendar').click();
      await page.waitForURL(/\/calendar/);
      await expect.poll(() => loads.includes('/calendar'), { timeout: 10_000 }).toBe(true);
      await page.getByRole('heading', { level: 1, name: 'Calendar' }).waitFor();
      await expect.poll(() => marked(page), { timeout: 10_000 }).toBe(false);
      // Back is a page load too, to the page the history holds.
      await mark(page);
      await page.goBack();
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      await expect.poll(() => marked(page), { timeout: 10_000 }).toBe(false);
    } finally {
      expect((await setInAppNavigation(page, account, true)).status).toBe(200);
    }
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await mark(page);
    await sidebarLink(page, 'Calendar').click();
    await page.getByRole('heading', { level: 1, name: 'Calendar' }).waitFor();
    expect(await marked(page)).toBe(true);
    await page.close();
  });
});
