import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFromPage, DEMO_USERS, launchBrowser, newPage, signInAs } from '../browser';
import { startServer } from '../global-setup';

/** Spec 01 §8, word for word. */
const NO_UNREAD =
  'There are no unread messages. You can access your notification history by selecting "Load Past Notices" on the left.';

/** The demo seed's notices (apps/server/src/features/notices/seed.ts), as the lists show them (titles cut to 46). */
const SEED = {
  important: 'Action required: complete your 2027 Medicare certification',
  importantInList: 'Action required: complete your 2027 Medicare…',
  report: 'Your current plan report is ready',
  download: 'Download the current plan report (CSV)',
  quickLinksInList: 'New quick links for the Annual Enrollment Per…',
  welcome: 'Welcome to Meridian',
};

let browser: Browser;
// Notices change as they are read: these tests own a freshly seeded server.
let server: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer()]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), server?.stop()]);
});

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
/** The bell by its exact name, also while a modal dialog hides the header from the accessibility tree. */
const bellNamed = (page: Page, name: string) => page.getByRole('button', { name, exact: true, includeHidden: true });
const isFocused = (page: Page, locator: ReturnType<Page['getByRole']>) =>
  locator.evaluate((el) => el === el.ownerDocument.activeElement);

async function count(page: Page) {
  const { user_id } = await page.evaluate(() =>
    JSON.parse(
      decodeURIComponent(
        document.cookie
          .split('; ')
          .find((c) => c.startsWith('login='))!
          .slice(6),
      ),
    ),
  );
  return (
    await apiFromPage<{ notice_outstanding_count: number; includes_important: string }>(
      page,
      `noticeOutstandingCount/${user_id}`,
    )
  ).body;
}

describe('given an agent with an unread important notice', () => {
  it('when they sign in then the Important Notice pops up by itself; Escape closes it, marks it read and the bell counts one less', async () => {
    const page = await newPage(browser);
    await signInAs(page, server.url, DEMO_USERS.agent);
    const popup = page.getByRole('dialog', { name: 'Important Notice' });
    await popup.waitFor();
    expect(await popup.getByRole('heading', { name: SEED.important }).isVisible()).toBe(true);
    expect(await popup.textContent()).toContain('Complete your AHIP certification before October 1');
    // Focus is inside the pop-up (keyboard users land in it), and only one dialog is open.
    await expect.poll(() => popup.evaluate((el) => el.contains(el.ownerDocument.activeElement))).toBe(true);
    expect(await page.getByRole('dialog').count()).toBe(1);
    expect(await bellNamed(page, 'Notifications, 3 unread').count()).toBe(1);

    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'hidden' });
    await page.getByRole('banner').getByRole('button', { name: 'Notifications, 2 unread' }).waitFor();
    expect(await count(page)).toEqual({ notice_outstanding_count: 2, includes_important: '0' });

    // Read now: the next visit has no pop-up.
    await page.reload();
    await page.getByRole('banner').getByRole('button', { name: 'Notifications, 2 unread' }).waitFor();
    await page.waitForTimeout(500);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.context().close();
  });

  // The agent read the important notice above, so no pop-up comes first now.
  it('when the bell is opened with the keyboard then unread notices show grouped by date; opening one marks it read and its download tag downloads the CSV', async () => {
    const page = await newPage(browser);
    await signInAs(page, server.url, DEMO_USERS.agent);
    await bell(page).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Notices' });
    await dialog.waitFor();
    const unread = dialog.getByRole('region', { name: 'Unread notices' });
    await unread.getByRole('button', { name: SEED.report }).waitFor();
    expect(await unread.getByRole('button', { name: SEED.quickLinksInList }).getAttribute('title')).toBe(
      'New quick links for the Annual Enrollment Period',
    );
    // Grouped by start date (newest first), each group named by its posted date.
    const groups = await unread
      .getByRole('region')
      .evaluateAll((sections) => sections.map((s) => s.getAttribute('aria-label')));
    expect(groups).toHaveLength(2);
    for (const group of groups) expect(group).toMatch(/^Posted \d{2}\/\d{2}\/\d{4}$/);
    expect(await unread.getByRole('button', { name: SEED.importantInList }).count()).toBe(0);

    // Open a notice from the keyboard: its text shows and it is read (the bell counts one less).
    await unread.getByRole('button', { name: SEED.report }).focus();
    await page.keyboard.press('Enter');
    const reader = dialog.getByRole('article', { name: 'Selected notice' });
    await reader.getByRole('heading', { name: SEED.report }).waitFor();
    await bellNamed(page, 'Notifications, 1 unread').waitFor({ state: 'attached' });

    // The download tag is a link that downloads the export as CSV, named by type, user and time.
    const downloading = page.waitForEvent('download');
    await reader.getByRole('link', { name: SEED.download }).click();
    const download = await downloading;
    const { user_id } = await page.evaluate(() =>
      JSON.parse(
        decodeURIComponent(
          document.cookie
            .split('; ')
            .find((c) => c.startsWith('login='))!
            .slice(6),
        ),
      ),
    );
    expect(download.suggestedFilename()).toMatch(new RegExp(`^current_plan_${user_id}_\\d{8}-\\d{6}\\.csv$`));
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.split('\r\n')[0]).toBe('Lead ID,First Name,Last Name,Phone,Plan Year,Carrier,Plan');
    expect(csv.split('\r\n').filter(Boolean).length).toBeGreaterThan(1);

    // Mark All As Read: the rest is read, the spec's empty text shows and the badge goes.
    await dialog.getByRole('button', { name: 'Mark All As Read' }).click();
    await dialog.getByText(NO_UNREAD, { exact: true }).waitFor();
    expect(await count(page)).toEqual({ notice_outstanding_count: 0, includes_important: '0' });
    await bellNamed(page, 'Notifications').waitFor({ state: 'attached' });

    // Load Past Notices: everything read, the seed's long-read welcome too.
    await dialog.getByRole('button', { name: 'Load Past Notices' }).click();
    const past = dialog.getByRole('region', { name: 'Past notices' });
    await past.getByRole('button', { name: SEED.welcome }).waitFor();
    for (const title of [SEED.importantInList, SEED.report, SEED.quickLinksInList]) {
      expect(await past.getByRole('button', { name: title }).count(), title).toBe(1);
    }

    // Escape closes the dialog and gives focus back to the bell.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => isFocused(page, bell(page))).toBe(true);
    expect(await bell(page).getAttribute('aria-label')).toBe('Notifications');
    await page.context().close();
  });
});

describe('given an admin with unread notices', () => {
  it('when one is ticked and Mark As Read pressed then only that one is read', async () => {
    const page = await newPage(browser);
    await signInAs(page, server.url, DEMO_USERS.admin);
    // The pop-up comes first: close it with its Close button.
    const popup = page.getByRole('dialog', { name: 'Important Notice' });
    await popup.waitFor();
    await popup.getByRole('button', { name: 'Close' }).last().click();
    await popup.waitFor({ state: 'hidden' });
    await page.getByRole('banner').getByRole('button', { name: 'Notifications, 3 unread' }).click();

    const dialog = page.getByRole('dialog', { name: 'Notices' });
    const unread = dialog.getByRole('region', { name: 'Unread notices' });
    await unread.getByRole('button', { name: SEED.welcome }).waitFor();
    const markAsRead = dialog.getByRole('button', { name: 'Mark As Read', exact: true });
    expect(await markAsRead.isDisabled()).toBe(true);
    await unread.getByRole('checkbox', { name: `Select ${SEED.welcome}` }).click();
    await markAsRead.click();
    await unread.getByRole('button', { name: SEED.welcome }).waitFor({ state: 'detached' });
    expect(await unread.getByRole('button', { name: SEED.report }).isVisible()).toBe(true);
    expect((await count(page)).notice_outstanding_count).toBe(2);
    await page.context().close();
  });

  it('when the notices cannot be loaded then the server message shows in a banner', async () => {
    const page = await newPage(browser);
    await signInAs(page, server.url, DEMO_USERS.admin);
    await page.route('**/api/user/*/userNotice/search**', (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'Notices are being updated. Try again in a minute.' }),
      }),
    );
    await bell(page).click();
    const dialog = page.getByRole('dialog', { name: 'Notices' });
    await dialog.getByRole('alert').filter({ hasText: 'Notices are being updated. Try again in a minute.' }).waitFor();
    await page.context().close();
  });
});
