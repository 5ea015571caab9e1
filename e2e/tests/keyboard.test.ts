// A keyboard-only pass over the main path (issue 19): sign-in → skip link → quick search → results
// → a lead's page → its phone's dial-method dialog → profile edit → Escape → the discard question →
// keep editing / discard, asserting where focus is after each step. (demoagent's dialer asks each
// time; the dialer test puts that back when it is done.)
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_USERS, launchBrowser, muteNoticePoll, newPage } from '../browser';

const UNSAVED = 'You have unsaved content, are you sure you want to exit?';
/** The discard question's buttons, in either wording of @meridian/ui's UnsavedChangesDialog. */
const KEEP_EDITING = /^(Keep editing|No)$/;
const DISCARD = /^(Discard|Yes)$/;

let browser: Awaited<ReturnType<typeof launchBrowser>>;
const baseUrl = inject('baseUrl');

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const hasFocus = (locator: Locator) => locator.evaluate((el) => el === document.activeElement).catch(() => false);

/** Waits until `locator` holds the focus (focus often moves a task after a dialog closes). */
const expectFocus = (locator: Locator, what: string) =>
  expect.poll(() => hasFocus(locator), { message: `focus on ${what}`, timeout: 5000 }).toBe(true);

/** Presses Tab (or Shift+Tab) until `locator` has focus; fails after `max` presses. */
async function tabTo(page: Page, locator: Locator, what: string, { backwards = false, max = 40 } = {}) {
  for (let i = 0; i < max; i++) {
    if (await hasFocus(locator)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expectFocus(locator, what);
}

describe('given an agent using only the keyboard', () => {
  it('when they sign in, skip to the content, search, and leave a changed profile then focus is where they need it at each step', async () => {
    const user = DEMO_USERS.agent;
    const page = await newPage(browser);
    await muteNoticePoll(page);

    // Sign-in: the username field has focus; Tab to the password; Enter signs in.
    await page.goto(`${baseUrl}/`);
    await page.waitForURL(/\/auth\/login\?referrer=/);
    await expectFocus(page.getByLabel('Username'), 'the username field');
    await page.keyboard.type(user.username);
    await page.keyboard.press('Tab');
    await expectFocus(page.getByLabel('Password'), 'the password field');
    await page.keyboard.type(user.password);
    await page.keyboard.press('Enter');
    await page.getByRole('banner').getByText(user.name).waitFor();
    expect(await page.title()).toBe('Dashboard · Meridian');

    // The first Tab stop is the skip link; it moves focus past the sidebar and header into <main>.
    await page.keyboard.press('Tab');
    await expectFocus(page.getByRole('link', { name: 'Skip to main content' }), 'the skip link');
    await page.keyboard.press('Enter');
    await expectFocus(page.getByRole('main'), 'main');

    // Quick search from the header: its first field has focus; Enter searches.
    const quickSearch = page.getByRole('banner').getByRole('button', { name: 'Quick search' });
    await tabTo(page, quickSearch, 'the Quick search button', { backwards: true });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Quick Search' });
    await expectFocus(dialog.getByLabel('First Name'), 'the first field of Quick Search');
    await tabTo(page, dialog.getByLabel('Last Name'), 'Last Name');
    await page.keyboard.type('Smith');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/lead\/search\?criteria=/);
    await dialog.waitFor({ state: 'hidden' });

    // The results page: titled, and focus on the results summary once the answer is in.
    const summary = page.getByRole('status').filter({ hasText: /leads? found|of \d+ leads?|\d+ leads?/ });
    await summary.waitFor();
    await expectFocus(summary, 'the results summary');
    expect(await page.title()).toBe('Lead Search · Meridian');

    // A lead with a phone, opened from its name: the page is titled and its heading has focus.
    const row = page
      .getByRole('main')
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: /^Call / }) })
      .first();
    const leadLink = row.getByRole('link', { name: /Smith/i });
    await tabTo(page, leadLink, 'the first lead with a phone');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/lead\/\d+$/);
    const heading = page.getByRole('heading', { level: 1 });
    await heading.waitFor();
    await expectFocus(heading, 'the lead page heading');
    const leadId = new URL(page.url()).pathname.split('/').pop();
    expect(await page.title()).toBe(`Lead ${leadId} · Meridian`);
    expect(await heading.innerText()).toMatch(/Smith/i);

    // Its phone asks how to dial (demoagent is asked each time); Escape returns focus to the number.
    const call = page
      .getByRole('main')
      .getByRole('link', { name: /^Call / })
      .first();
    await tabTo(page, call, 'the lead phone');
    await page.keyboard.press('Enter');
    const dialMethod = page.getByRole('dialog', { name: 'Select an Outbound Dial Method' });
    await dialMethod.waitFor();
    await expect.poll(() => dialMethod.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await dialMethod.waitFor({ state: 'hidden' });
    await expectFocus(call, 'the lead phone (the opener)');

    // The profile from the user menu, by keyboard.
    const userMenu = page.getByRole('banner').getByRole('button', { name: new RegExp(user.name) });
    await tabTo(page, userMenu, 'the user menu button', { backwards: true });
    await page.keyboard.press('Enter');
    const profileItem = page.getByRole('menuitem', { name: 'Profile' });
    await profileItem.waitFor();
    for (let i = 0; i < 10 && !(await hasFocus(profileItem)); i++) await page.keyboard.press('ArrowDown');
    await expectFocus(profileItem, 'the Profile menu item');
    await page.keyboard.press('Enter');
    const profile = page.getByRole('dialog', { name: 'User Profile' });
    await profile.waitFor();
    const company = profile.getByRole('textbox', { name: 'Company' });
    await tabTo(page, company, 'Company');
    const saved = await company.inputValue();
    await page.keyboard.press('End');
    await page.keyboard.type(' LLC');

    // Escape asks first: the question has focus on its keep-editing button.
    await page.keyboard.press('Escape');
    const question = page.locator('[role=alertdialog], [role=dialog]').filter({ hasText: UNSAVED });
    await question.waitFor();
    await expectFocus(question.getByRole('button', { name: KEEP_EDITING }), 'Keep editing');
    await page.keyboard.press('Enter');
    await question.waitFor({ state: 'hidden' });
    await expectFocus(company, 'Company again, after keeping editing');
    expect(await company.inputValue()).toBe(`${saved} LLC`);

    // Escape again and Discard: the profile closes and focus returns to the user menu button.
    await page.keyboard.press('Escape');
    await question.waitFor();
    await tabTo(page, question.getByRole('button', { name: DISCARD }), 'Discard', { max: 4 });
    await page.keyboard.press('Enter');
    await profile.waitFor({ state: 'hidden' });
    await expectFocus(userMenu, 'the user menu button (the opener)');
    await page.close();
  });
});
