// Issue 15: Forms, Help and Privacy Policy as demoagent, through the real server and database.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations } from '../axe';
import { DEMO_USERS, launchBrowser, signedInPage } from '../browser';

let browser: Browser;
const baseUrl = inject('baseUrl');

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

describe('given demoagent on the content pages', () => {
  it('when Forms is opened from the sidebar then a tab is chosen by keyboard, searched, and a form opens in a new tab', async () => {
    const page = await signedInPage(browser, baseUrl, DEMO_USERS.agent);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Forms' }).click();
    await page.waitForURL(/\/forms\/medicare$/);
    const medicare = page.getByRole('list', { name: 'Medicare forms' });
    await medicare.getByRole('button', { name: /^Scope of Appointment Confirmation Form/ }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // Arrow keys move between the product lines; the URL follows and focus stays on the tab.
    await page.getByRole('tab', { name: 'Medicare' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForURL(/\/forms\/final-expense$/);
    await expect.poll(() => focusedText(page)).toBe('Final Expense');
    await page
      .getByRole('list', { name: 'Final Expense forms' })
      .getByRole('button', { name: /^Final Expense Needs Worksheet/ })
      .waitFor();

    // A search finds by words in the body ("casket" is only in the worksheet's table).
    await page.getByLabel('Search forms').fill('casket');
    const found = page.getByRole('list', { name: 'Final Expense forms' }).getByRole('button');
    // The form's own button and its Print.
    await expect
      .poll(() => found.allTextContents())
      .toEqual(['Final Expense Needs Worksheet(opens in a new tab)', 'Print']);
    await page.getByLabel('Search forms').fill('no such form anywhere');
    await page.getByText('No forms match your search.').waitFor();
    await page.getByLabel('Search forms').fill('');

    // An unknown tab name shows the first tab (in-app: a fresh load of any path but the allowed ones goes to the dashboard).
    await page.evaluate(() => {
      window.history.pushState({}, '', '/forms/unknown-line');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByRole('tab', { name: 'Medicare', selected: true }).waitFor();

    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      page
        .getByRole('list', { name: 'Medicare forms' })
        .getByRole('button', { name: /^Scope of Appointment Confirmation Form/ })
        .click(),
    ]);
    await tab.waitForURL(/^blob:/);
    await tab.getByRole('heading', { name: 'Scope of Sales Appointment Confirmation Form' }).waitFor();
    expect(await tab.title()).toBe('Scope of Appointment Confirmation Form');
    expect(await tab.getByText('Beneficiary or authorized representative signature').isVisible()).toBe(true);
    expect(
      await tab
        .getByText(/National Producer Number/)
        .first()
        .isVisible(),
    ).toBe(true);
    await page.context().close();
  });

  it('when Help is searched then the article opens beside the list, and support is shown', async () => {
    const page = await signedInPage(browser, baseUrl, DEMO_USERS.agent);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Help' }).click();
    await page.getByRole('heading', { name: 'Help', level: 1 }).waitFor();
    const list = page.getByRole('navigation', { name: 'Help articles' });
    await list.getByRole('link', { name: 'Reading notices' }).waitFor();
    expect(await page.getByRole('link', { name: 'support@meridian.example' }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    // "locked" is only in the sign-in article's body.
    await page.getByLabel('Search help').fill('locked');
    await expect.poll(() => list.getByRole('link').allTextContents()).toEqual(['Signing in and staying signed in']);
    await list.getByRole('link', { name: 'Signing in and staying signed in' }).click();
    await page.waitForURL(/\/help\/signing-in-and-your-session$/);
    await expect.poll(() => focusedText(page)).toBe('Signing in and staying signed in');
    await page.getByText('Several wrong passwords in a row lock sign-in').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel('Search help').fill('zzqx nothing');
    await page.getByText('No help articles match your search.').waitFor();
    await page.context().close();
  });

  it('when the Privacy Policy is opened then the current version and its effective date show', async () => {
    const page = await signedInPage(browser, baseUrl, DEMO_USERS.agent);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Privacy Policy' }).click();
    await page.waitForURL(/\/privacy_policy$/);
    await page.getByText('Version 2026-01 · effective January 1, 2026').waitFor();
    await page.getByRole('heading', { name: '5. How long it is kept' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
