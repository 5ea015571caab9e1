// Every existing dialog on a phone, a tablet and a laptop (issue 19): the page never scrolls
// sideways, the dialog's ✕ and its primary button lie inside the window, and axe (all impacts)
// finds nothing with the dialog open. A phone can register, through the User Agreement's Agree.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations } from '../axe';
import { DEMO_USERS, launchBrowser, muteNoticePoll, newPage, signedInPage } from '../browser';

const baseUrl = inject('baseUrl');
let browser: Browser;
let counter = 0;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Size = { width: number; height: number };
const SIZES: Size[] = [
  { width: 375, height: 812 },
  { width: 768, height: 1024 },
  { width: 1280, height: 720 },
];

const agent = DEMO_USERS.agent;
const banner = (page: Page) => page.getByRole('banner', { includeHidden: true });
const accountButton = (page: Page) => banner(page).getByRole('button', { name: /Account menu: / });

/**
 * Marcus Bell's dashboard at `size`: signed in at the laptop size (sign-in waits for the name in
 * the header, which a phone shows as initials), then resized and reloaded.
 */
async function dashboardAt({ width, height }: Size): Promise<Page> {
  const page = await signedInPage(browser, baseUrl, agent);
  await page.setViewportSize({ width, height });
  await page.reload();
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
  await accountButton(page).waitFor();
  return page;
}

/** Opens the account menu and chooses `item`. */
async function fromAccountMenu(page: Page, item: string) {
  await accountButton(page).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** Waits two frames, so a layout change has been painted before it is measured. */
const settle = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );

async function expectNoHorizontalOverflow(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `page width at ${innerWidth} px`).toBeLessThanOrEqual(innerWidth);
}

/**
 * `control` lies wholly inside the `size` window. Controls in a dialog's scrolling body (`inBody`)
 * are first scrolled into view, as a user would scroll the body; title bar and footer are not.
 */
async function expectInView(page: Page, control: Locator, what: string, { width, height }: Size, inBody = false) {
  await control.waitFor();
  if (inBody) await control.scrollIntoViewIfNeeded();
  await settle(page);
  const box = await control.boundingBox();
  expect(box, `${what} has a box`).not.toBeNull();
  expect(box!.x, `${what} left`).toBeGreaterThanOrEqual(0);
  expect(box!.y, `${what} top`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what} right`).toBeLessThanOrEqual(width);
  expect(box!.y + box!.height, `${what} bottom`).toBeLessThanOrEqual(height);
}

/** The title bar's ✕ (named 'Close', and first in the dialog: a footer Close comes after it). */
const closeIcon = (dialog: Locator) => dialog.getByRole('button', { name: 'Close', exact: true }).first();

/**
 * The account button's name holds the text it shows: the whole name, or on a phone the initials
 * (WCAG 2.5.3, label in name; axe's own check can miss initials it takes for an icon ligature).
 */
async function expectAccountButtonNamedByItsText(page: Page) {
  const { name, shown } = await accountButton(page).evaluate((el) => ({
    name: el.getAttribute('aria-label') ?? '',
    shown: (el as HTMLElement).innerText.trim(),
  }));
  expect(shown).not.toBe('');
  expect(name).toContain(shown);
}

async function expectCleanAxe(page: Page, what: string) {
  expect(await axeViolations(page), what).toEqual([]);
}

describe.each(SIZES)('given the signed-in workspace at $width×$height', (size) => {
  const at = `${size.width}×${size.height}`;

  it('when Quick Search opens then it fits, its top stays put between tabs, and axe finds nothing', async () => {
    const page = await dashboardAt(size);
    await expectAccountButtonNamedByItsText(page);
    await expectCleanAxe(page, `dashboard at ${at}`);
    await banner(page).getByRole('button', { name: 'Quick search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Quick Search' });
    await dialog.getByRole('tab', { name: 'Lead' }).waitFor();
    await expectNoHorizontalOverflow(page);
    await expectInView(page, closeIcon(dialog), 'Quick Search ✕', size);
    await expectInView(page, dialog.getByRole('button', { name: 'Search', exact: true }), 'Quick Search Search', size);
    await expectInView(page, dialog.getByRole('button', { name: 'Cancel', exact: true }), 'Quick Search Cancel', size);
    await expectCleanAxe(page, `Quick Search at ${at}`);
    // The move handle: none on a phone; on wider screens there, but not a Tab stop of its own.
    const handle = dialog.getByRole('button', { name: 'Move dialog' });
    if (size.width < 600) expect(await handle.count()).toBe(0);
    else expect(await handle.getAttribute('tabindex')).toBe('-1');

    await settle(page);
    const top = (await dialog.boundingBox())!.y;
    for (const tab of ['Updated Rx + Current Plan', 'Application', 'Lead']) {
      await dialog.getByRole('tab', { name: tab }).click();
      await expect.poll(() => dialog.getByRole('tab', { name: tab }).getAttribute('aria-selected')).toBe('true');
      await settle(page);
      expect((await dialog.boundingBox())!.y, `dialog top on the ${tab} tab`).toBe(top);
      await expectNoHorizontalOverflow(page);
      await expectInView(page, dialog.getByRole('button', { name: 'Search', exact: true }), `Search on ${tab}`, size);
    }
    await expectCleanAxe(page, `Quick Search (Lead tab again) at ${at}`);

    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Quick search');
    await page.context().close();
  });

  it('when a page is not found then its status is a section of the one <main>, and axe finds nothing', async () => {
    const page = await dashboardAt(size);
    // A fresh load of a deep path lands on the dashboard (spec 01 §2), so navigate inside the app.
    await page.evaluate(() => {
      history.pushState({}, '', '/404');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await page.getByRole('main').count()).toBe(1);
    await expectNoHorizontalOverflow(page);
    await expectCleanAxe(page, `404 page at ${at}`);
    await page.context().close();
  });

  it('when the bell opens Notices then it fits and axe finds nothing', async () => {
    const page = await dashboardAt(size);
    await banner(page)
      .getByRole('button', { name: /^Notifications/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Notices' });
    const markAll = dialog.getByRole('button', { name: 'Mark All As Read' });
    await markAll.waitFor();
    // Let the unread list arrive (or say it is empty) before measuring and running axe.
    await expect
      .poll(() => dialog.getByRole('region', { name: 'Unread notices' }).getAttribute('aria-busy'))
      .not.toBe('true');
    await expectNoHorizontalOverflow(page);
    await expectInView(page, closeIcon(dialog), 'Notices ✕', size);
    await expectInView(page, markAll, 'Notices Mark All As Read', size, true);
    await expectCleanAxe(page, `Notices at ${at}`);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('when Profile opens from the account menu then Close, ✕ and (after a change) Update fit, and axe finds nothing', async () => {
    const page = await dashboardAt(size);
    await fromAccountMenu(page, 'Profile');
    const dialog = page.getByRole('dialog', { name: 'User Profile' });
    const company = dialog.getByRole('textbox', { name: 'Company' });
    await company.waitFor();
    await expectNoHorizontalOverflow(page);
    await expectInView(page, closeIcon(dialog), 'Profile ✕', size);
    await expectInView(
      page,
      dialog.getByRole('button', { name: 'Close', exact: true }).last(),
      'Profile footer Close',
      size,
    );
    await expectCleanAxe(page, `Profile at ${at}`);

    await company.fill('Bell Insurance Group (draft)');
    const update = dialog.getByRole('button', { name: 'Update', exact: true });
    await expectInView(page, update, 'Profile Update', size);
    await expectInView(page, dialog.getByRole('button', { name: 'Update + Close' }), 'Profile Update + Close', size);
    await expectInView(page, dialog.getByRole('button', { name: 'Cancel', exact: true }), 'Profile Cancel', size);
    await expectNoHorizontalOverflow(page);
    await expectCleanAxe(page, `Profile with a change at ${at}`);
    // Nothing is saved: the guard asks, and Discard drops the draft.
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Discard' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('when Configurable Settings opens from the account menu then ✕, Close and Update fit, and axe finds nothing', async () => {
    const page = await dashboardAt(size);
    await fromAccountMenu(page, 'Configurable Settings');
    const dialog = page.getByRole('dialog', { name: 'Configurable Settings' });
    await dialog.getByRole('tab', { name: 'Client Self-Service' }).waitFor();
    const update = dialog.getByRole('button', { name: 'Update', exact: true });
    await update.waitFor();
    await expectNoHorizontalOverflow(page);
    await expectInView(page, closeIcon(dialog), 'Settings ✕', size);
    await expectInView(
      page,
      dialog.getByRole('button', { name: 'Close', exact: true }).last(),
      'Settings footer Close',
      size,
    );
    await expectInView(page, update, 'Settings Update', size, true);
    await expectCleanAxe(page, `Configurable Settings at ${at}`);

    await settle(page);
    const top = (await dialog.boundingBox())!.y;
    await dialog.getByRole('tab', { name: 'Communication Preferences' }).click();
    await dialog.getByRole('checkbox', { name: 'Task reminders by email' }).waitFor();
    await settle(page);
    expect((await dialog.boundingBox())!.y, 'dialog top on Communication Preferences').toBe(top);
    await expectNoHorizontalOverflow(page);
    await expectInView(page, update, 'Settings Update (Communication Preferences)', size, true);
    await expectCleanAxe(page, `Configurable Settings, Communication Preferences at ${at}`);
    await page.context().close();
  });

  it('when Call Recording opens from the account menu then ✕ and (after a change) Update fit, and axe finds nothing', async () => {
    const page = await dashboardAt(size);
    await fromAccountMenu(page, 'Call Recording');
    const dialog = page.getByRole('dialog', { name: 'Call Recording' });
    const box = dialog.getByRole('checkbox', { name: /^Do not show / });
    await box.waitFor();
    await expectNoHorizontalOverflow(page);
    await expectInView(page, closeIcon(dialog), 'Call Recording ✕', size);
    await expectCleanAxe(page, `Call Recording at ${at}`);

    await box.click();
    const update = dialog.getByRole('button', { name: 'Update', exact: true });
    await expectInView(page, update, 'Call Recording Update', size, true);
    await expectInView(
      page,
      dialog.getByRole('button', { name: 'Cancel', exact: true }),
      'Call Recording Cancel',
      size,
      true,
    );
    await expectNoHorizontalOverflow(page);
    await expectCleanAxe(page, `Call Recording with a change at ${at}`);
    // Nothing is saved: the guard asks, and Discard drops the draft.
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Discard' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => accountButton(page).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.context().close();
  });
});

/** An input by its visible label; required labels end with a decorative '*'. */
const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`));

describe('given the public registration on a phone (375×812)', () => {
  const size = { width: 375, height: 812 };

  it('when the form is filled and submitted then the User Agreement fits, its text scrolls by keyboard, and Agree registers', async () => {
    const page = await newPage(browser);
    await muteNoticePoll(page);
    await page.setViewportSize(size);
    await page.goto(`${baseUrl}/registration/`);
    await page.getByRole('heading', { name: 'Register with Meridian' }).waitFor();
    await expectNoHorizontalOverflow(page);
    await expectCleanAxe(page, 'registration form at 375×812');

    const login = `regphone${Date.now().toString(36)}${counter++}`;
    await field(page, 'Username').fill(login);
    await field(page, 'Password').fill('Strong#Pass1');
    await field(page, 'Confirm Password').fill('Strong#Pass1');
    await field(page, 'Business Name').fill('Lakeside Senior Benefits');
    await field(page, 'First Name').fill('Rosa');
    await field(page, 'Last Name').fill('Delgado-Reyes');
    await field(page, 'Email Address').fill(`${login}@lakeside.example`);
    await field(page, 'Street Address 1').fill('120 N Main St');
    await field(page, 'City').fill('Springfield');
    await page.getByRole('combobox', { name: 'State' }).click();
    await page.getByRole('option', { name: 'Illinois' }).click();
    await field(page, 'Zip Code').fill('62701');
    await field(page, 'Business Phone').fill('2175550142');
    await field(page, 'NPN').fill('19283746');
    await expectInView(page, page.getByRole('button', { name: 'Submit' }), 'Submit', size, true);
    await page.getByRole('button', { name: 'Submit' }).click();

    const dialog = page.getByRole('dialog', { name: 'User Agreement' });
    await dialog.getByText('Meridian User Agreement').waitFor();
    const agree = dialog.getByRole('button', { name: 'Agree', exact: true });
    await expect.poll(() => agree.isEnabled()).toBe(true);
    await expectNoHorizontalOverflow(page);
    await expectInView(page, closeIcon(dialog), 'Agreement ✕', size);
    await expectInView(page, agree, 'Agree', size);
    await expectInView(page, dialog.getByRole('button', { name: 'Do Not Agree' }), 'Do Not Agree', size);
    await expectCleanAxe(page, 'User Agreement at 375×812');

    // The agreement's text is a named region a keyboard user can focus, and scroll.
    const text = dialog.getByRole('region', { name: 'Agreement text' });
    await text.focus();
    expect(await text.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    await page.keyboard.press('End');
    await expect.poll(() => text.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
    await expectInView(page, agree, 'Agree after scrolling the text', size);

    const posted = page.waitForRequest((r) => r.url().includes('/api/public/registration') && r.method() === 'POST');
    await agree.click();
    expect(new URLSearchParams((await posted).postData() ?? '').get('bSignature')).toBe('true');
    await page.getByText('cannot be used until your credentials are validated', { exact: false }).waitFor();
    await expectNoHorizontalOverflow(page);
    await page.context().close();
  });
});
