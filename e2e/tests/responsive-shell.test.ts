import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_USERS, launchBrowser, muteNoticePoll, newPage, signInAs } from '../browser';

const NON_PRODUCTION = 'This is not a Production environment. Use for testing purposes only.';
const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

declare global {
  interface Window {
    /** Cumulative layout shift of the current document (shifts after user input excluded, as CLS does). */
    layoutShift: number;
  }
}

/** Sums the document's layout shifts from its very start (an init script runs before any page script). */
function observeLayoutShift() {
  window.layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
      if (!entry.hadRecentInput) window.layoutShift += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/**
 * Marcus Bell's dashboard loaded afresh in a `width`×`height` window: signed in at the laptop size
 * (sign-in waits for the name in the header), then resized and reloaded, so the measured load is
 * the portal's own first paint at that size.
 */
async function dashboardAt(width: number, height: number): Promise<Page> {
  const page = await newPage(browser);
  await page.addInitScript(observeLayoutShift);
  await muteNoticePoll(page);
  await signInAs(page, baseUrl, DEMO_USERS.agent);
  await page.setViewportSize({ width, height });
  await page.reload();
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
  await accountButton(page).waitFor();
  return page;
}

const accountButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: `Account menu: ${DEMO_USERS.agent.name}` });
const menuButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Expand menu' });
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Menu' });

/** The accessible name (or text) of the focused element. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active?.getAttribute('aria-label') ?? active?.textContent?.trim() ?? '';
  });

async function expectNoHorizontalOverflow(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `page width at ${innerWidth} px`).toBeLessThanOrEqual(innerWidth);
}

/** Focus came back out of the closed drawer: to the menu button, or to the new page's heading if it took focus. */
async function expectFocusBackFromDrawer(page: Page, pageHeading?: string) {
  await drawer(page).waitFor({ state: 'detached' });
  await expect
    .poll(() => focused(page))
    .toMatch(pageHeading ? new RegExp(`^(Expand menu|${pageHeading})$`) : /^Expand menu$/);
}

describe.each([
  { width: 375, height: 812 },
  { width: 768, height: 1024 },
])('given the signed-in dashboard at $width×$height', ({ width, height }) => {
  it('when it loads then its first paint does not shift (CLS ≤ 0.02), the banner included, and nothing overflows sideways', async () => {
    const page = await dashboardAt(width, height);
    await page.getByText(NON_PRODUCTION).waitFor();
    // Let the frame's other answers (menu items, notices, co-brand, the dashboard's data) arrive.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const cls = await page.evaluate(() => window.layoutShift);
    console.log(`first-paint CLS at ${width}×${height}: ${cls.toFixed(4)}`);
    expect(cls).toBeLessThanOrEqual(0.02);
    await expectNoHorizontalOverflow(page);
    // One line of header controls (56 px and its border) under the banner, never a wrapped name.
    const header = (await page.getByRole('banner').boundingBox())!;
    const banner = (await page.getByRole('banner').getByRole('note').boundingBox())!;
    expect(header.height - banner.height).toBeLessThanOrEqual(57);
    // The account button keeps to one line (the whole name wrapped onto two at 375 px before).
    expect((await accountButton(page).boundingBox())!.height).toBeLessThanOrEqual(36);
    await page.context().close();
  });

  it('when the account menu opens then Profile, Settings and Logout lie inside the window', async () => {
    const page = await dashboardAt(width, height);
    await accountButton(page).click();
    await page.getByRole('menuitem', { name: 'Logout' }).waitFor();
    const items = page.getByRole('menuitem');
    expect(await items.count()).toBeGreaterThanOrEqual(2);
    for (const item of await items.all()) {
      const box = (await item.boundingBox())!;
      const name = await item.textContent();
      expect(box.x, `${name} left`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${name} right`).toBeLessThanOrEqual(width);
      expect(box.y + box.height, `${name} bottom`).toBeLessThanOrEqual(height);
    }
    await expectNoHorizontalOverflow(page);
    await page.keyboard.press('Escape');
    // The menu hands focus back once it has closed (a frame later), so wait for it.
    await expect.poll(() => focused(page)).toBe(`MB, Account menu: ${DEMO_USERS.agent.name}`);
    await page.context().close();
  });

  it('when the menu button opens the navigation then it slides over the page with focus inside, and Escape closes it', async () => {
    const page = await dashboardAt(width, height);
    // Behind the open (modal) menu the page is hidden from assistive technology, but still measured.
    const main = page.getByRole('main', { includeHidden: true });
    const before = (await main.boundingBox())!;
    // No icon rail on a phone; an icon rail on a tablet.
    const rails = await page.getByRole('navigation', { name: 'Main' }).count();
    expect(rails).toBe(width < 600 ? 0 : 1);
    await menuButton(page).click();
    await drawer(page).getByRole('navigation', { name: 'Main' }).waitFor();
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    expect((await main.boundingBox())!.x).toBe(before.x);
    await expectNoHorizontalOverflow(page);
    await page.keyboard.press('Escape');
    await expectFocusBackFromDrawer(page);
    await page.context().close();
  });

  it('when the backdrop is pressed or a page is chosen then the navigation closes', async () => {
    const page = await dashboardAt(width, height);
    await menuButton(page).click();
    await drawer(page).waitFor();
    // The drawer leaves at least 48 px of backdrop on the right (measured boxes move while it slides in).
    await page.mouse.click(width - 8, height / 2);
    await expectFocusBackFromDrawer(page);

    await menuButton(page).click();
    await drawer(page).getByRole('link', { name: 'Help' }).click();
    await page.waitForURL(/\/help$/);
    await expectFocusBackFromDrawer(page, 'Help');
    await expectNoHorizontalOverflow(page);
    await page.context().close();
  });
});
