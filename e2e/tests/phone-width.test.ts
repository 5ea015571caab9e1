import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_USERS, launchBrowser, signedInPage } from '../browser';
import { createLead, openLeadDetails, uniqueName } from '../leads';

let browser: Browser;
const baseUrl = inject('baseUrl');
const PHONE = { width: 390, height: 844 };

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Signed in at a laptop's width (the sidebar reaches every screen), then narrowed to a phone's. */
async function onPhone(user: (typeof DEMO_USERS)[keyof typeof DEMO_USERS], reach: (page: Page) => Promise<void>) {
  const page = await signedInPage(browser, baseUrl, user);
  await reach(page);
  await page.setViewportSize(PHONE);
  return page;
}

/** The control lies inside the window, left to right. */
async function expectInsideWidth(control: Locator, what: string) {
  await control.scrollIntoViewIfNeeded();
  const box = (await control.boundingBox())!;
  expect(box.x, `${what} left`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what} right`).toBeLessThanOrEqual(PHONE.width);
}

/** Nothing in the content column is wider than it (no sideways scrolling of the page). */
async function expectNoSidewaysScroll(page: Page) {
  const { scroll, client } = await page
    .getByRole('main')
    .evaluate((main) => ({ scroll: main.scrollWidth, client: main.clientWidth }));
  expect(scroll, 'the content column scrolls sideways').toBeLessThanOrEqual(client);
}

// Issue 29, what a new user tripped on at 390 px: each screen named there, at a phone's width.
describe('given a phone 390 px wide', () => {
  it('when a lead page shows then its panels (Dispositions, the conversation log) fit the window and the page never scrolls sideways', async () => {
    let leadId = 0;
    const page = await onPhone(DEMO_USERS.agent, async (p) => {
      leadId = await createLead(p, { fname: 'Ada', lname: uniqueName('Narrow') });
      await p.goto(`${baseUrl}/lead/${leadId}`);
      await p.getByRole('region', { name: 'Dispositions' }).waitFor();
    });
    for (const name of ['Dispositions', 'Conversation Log', 'Notes'])
      await expectInsideWidth(page.getByRole('region', { name }), name);
    await expectNoSidewaysScroll(page);
    await page.context().close();
  });

  it('when Lead Details has emails then each row’s Default box and remove button are on screen, and the error summary after Update comes into view', async () => {
    const lname = uniqueName('Narrow');
    let leadId = 0;
    const page = await onPhone(DEMO_USERS.agent, async (p) => {
      leadId = await createLead(p, {
        fname: 'Ada',
        lname,
        emails: [
          { email_type: 'Home', email: `${lname.toLowerCase()}@example.com` },
          { email_type: 'Work', email: `${lname.toLowerCase()}@work.example.com` },
        ],
      });
    });
    const dialog = await openLeadDetails(page, baseUrl, leadId, `Ada ${lname}`);
    const rows = dialog.locator('li[data-kind="email"]');
    expect(await rows.count()).toBe(2);
    for (let i = 0; i < 2; i += 1) {
      await expectInsideWidth(rows.nth(i).locator('[data-part="default"]'), `email ${i + 1} Default`);
      await expectInsideWidth(rows.nth(i).locator('[data-part="remove"]'), `email ${i + 1} remove`);
    }
    // A bad email, then Update: the summary of what to fix is where the user can read it.
    await rows.nth(1).getByRole('textbox').fill('not-an-email');
    await dialog.getByRole('button', { name: 'Update', exact: true }).last().click();
    const summary = dialog.getByRole('alert').first();
    await summary.waitFor();
    await expect
      .poll(() =>
        summary.evaluate((el) => {
          const box = el.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= window.innerHeight;
        }),
      )
      .toBe(true);
    await page.context().close();
  });

  it('when the calendar shows a week then its day titles are not cut off', async () => {
    const page = await onPhone(DEMO_USERS.agent, async (p) => {
      await p.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Calendar' }).click();
      await p.getByRole('heading', { level: 1, name: 'Calendar' }).waitFor();
    });
    await page.getByRole('button', { name: 'Week', exact: true }).click();
    // react-big-calendar's day titles over the week's columns.
    const titles = page.getByRole('main').locator('.rbc-time-header .rbc-header');
    await titles.first().waitFor();
    const clipped = await titles.evaluateAll((cells) =>
      cells
        .filter((cell) => (cell as HTMLElement).innerText.trim() !== '')
        .filter((cell) => {
          const texts = [cell, ...Array.from(cell.querySelectorAll('*'))] as HTMLElement[];
          return texts.some((el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflow !== 'visible');
        })
        .map((cell) => (cell as HTMLElement).innerText),
    );
    expect(clipped).toEqual([]);
    await expectNoSidewaysScroll(page);
    await page.context().close();
  });

  it('when administration’s Account shows then its logo rows fit the window', async () => {
    const page = await onPhone(DEMO_USERS.admin, async (p) => {
      await p.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();
      await p
        .getByRole('navigation', { name: 'Administration' })
        .getByRole('link', { name: 'Account', exact: true })
        .click();
      await p.getByRole('heading', { level: 1, name: 'Account' }).waitFor();
    });
    for (const label of ['Large logo file', 'Upload large logo'])
      await expectInsideWidth(
        label.startsWith('Upload') ? page.getByRole('button', { name: label }) : page.getByLabel(label),
        label,
      );
    await expectNoSidewaysScroll(page);
    await page.context().close();
  });
});
