import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_USERS, launchBrowser, signedInPage } from '../browser';

// Spec 01 §2, §6 and spec 02 §2.8, §4.7: Plan Explorer hands off through the Single Sign-On
// dialog (the CMS Check link's dialog is tested with the quick links); quote links redirect after
// 5 seconds. Partner sites are answered by the browser context (page.route), so no real network is used.

const PLAN_EXPLORER = 'https://planexplorer.example/sso';
const HAND_OFF_FIELDS = ['hash', 'user_id', 'login', 'RelayState', 'SAMLResponse'];

let browser: Browser;
const baseUrl = inject('baseUrl');

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const signedIn = (user: (typeof DEMO_USERS)[keyof typeof DEMO_USERS], path = '/') =>
  signedInPage(browser, baseUrl, user, path);

async function userMenuItems(page: Page, name: string) {
  await page.getByRole('banner').getByRole('button', { name }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).waitFor();
  return page.getByRole('menuitem').allTextContents();
}

/**
 * Answers the partner `address` inside the browser, presses Continue in `dialog`, and gives the new
 * tab with the request the hidden form sent to the partner.
 */
async function continueToPartner(page: Page, address: string) {
  const context = page.context();
  await context.route(`${address}**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Partner</title><h1>Signed in at the partner</h1>',
    }),
  );
  const posted = context.waitForEvent('request', (request: Request) => request.url().startsWith(address));
  const popup = context.waitForEvent('page');
  await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
  const [tab, request] = await Promise.all([popup, posted]);
  await tab.getByRole('heading', { name: 'Signed in at the partner' }).waitFor();
  return { tab, request, fields: new URLSearchParams(request.postData() ?? '') };
}

describe('given Plan Explorer (spec 01 §2, §6: only when the access check returns True)', () => {
  it('when demoadmin (plan_explorer, Demo Agency has Plan Explorer) opens it then the Single Sign-On dialog posts the hand-off to Plan Explorer in a new tab', async () => {
    const page = await signedIn(DEMO_USERS.admin);
    expect(await userMenuItems(page, DEMO_USERS.admin.name)).toContain('Plan Explorer');
    await page.getByRole('menuitem', { name: 'Plan Explorer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Single Sign-On' });
    await dialog.waitFor();
    expect(await dialog.getByRole('button').allTextContents()).toEqual(expect.arrayContaining(['Cancel', 'Continue']));

    const { tab, request, fields } = await continueToPartner(page, PLAN_EXPLORER);
    expect(request.method()).toBe('POST');
    expect([...fields.keys()]).toEqual(HAND_OFF_FIELDS);
    expect(fields.get('login')).toBe('demoadmin');
    expect(fields.get('RelayState')).toBe(PLAN_EXPLORER);
    expect(fields.get('SAMLResponse')).toMatch(/^[\w-]+\.[\w-]+$/);
    // The partner's tab has no way back into the portal.
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('when demoagent (no plan_explorer) opens the user menu then Plan Explorer is not offered', async () => {
    const page = await signedIn(DEMO_USERS.agent);
    const items = await userMenuItems(page, DEMO_USERS.agent.name);
    expect(items).toContain('Logout');
    expect(items).not.toContain('Plan Explorer');
  });
});

describe('given quotes and the quick actions (spec 01 §2)', () => {
  it('when demoagent picks Medicare Supplement under Quotes then /quotes/medsup says where it goes and is at the final route after 5 s', async () => {
    const page = await signedIn(DEMO_USERS.agent);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Quote actions' }).click();
    await page.getByRole('menuitem', { name: 'Create New Quote' }).click();
    await page.waitForURL(`${baseUrl}/quotes`);
    await page.getByRole('list', { name: 'Products' }).getByRole('link', { name: 'Medicare Supplement' }).click();
    const started = Date.now();
    await page.waitForURL(`${baseUrl}/quotes/medsup`);
    // The countdown shows it; a visually hidden status announces it once.
    await page
      .getByRole('status')
      .filter({ hasText: 'Taking you to the Final Expense and Supplemental quote in 5 seconds' })
      .waitFor();
    await page.waitForURL(`${baseUrl}/quotes/final/new?product=medsup`, { timeout: 10_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(4_500);
    await page.getByRole('heading', { level: 1, name: 'Medicare Supplement quote' }).waitFor();
  });

  it('when demoadmin opens a lead from the results then Create Quote for that lead leads to its products; Create New Lead and Create New Calendar Event open their dialogs', async () => {
    const search = `/lead/search?criteria=${encodeURIComponent(JSON.stringify({ lname: { type: 'simple', value: ['S'] } }))}`;
    const page = await signedIn(DEMO_USERS.admin, search);
    const first = page.getByRole('table').getByRole('link').first();
    const name = (await first.textContent())!.trim();
    await first.click();
    await page.waitForURL(/\/lead\/\d+$/);
    const leadId = /\/lead\/(\d+)$/.exec(page.url())![1];
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Quote actions' }).click();
    await page.getByRole('menuitem', { name: `Create Quote for ${name}` }).click();
    await page.waitForURL(`${baseUrl}/quotes?lead_id=${leadId}`);
    await page.getByText(`Choose the product to quote for ${name}.`).waitFor();
    expect(await page.getByRole('link', { name: 'Medicare Advantage' }).getAttribute('href')).toBe(
      `/quotes/medadvantage?lead_id=${leadId}`,
    );

    await nav.getByRole('button', { name: 'Create New Lead' }).click();
    // New Lead is a dialog over the page; closing it untouched returns to the shell.
    const newLead = page.getByRole('dialog', { name: 'New Lead' });
    await newLead.waitFor();
    await newLead.getByRole('button', { name: 'Cancel' }).click();
    await newLead.waitFor({ state: 'hidden' });
    await nav.getByRole('button', { name: 'Create New Calendar Event' }).click();
    await page.getByRole('dialog', { name: 'Add Appointment' }).waitFor();
  });
});
