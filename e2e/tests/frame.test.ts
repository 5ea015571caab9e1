import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations } from '../axe';
import { DEMO_USERS, launchBrowser, muteNoticePoll, signInAs } from '../browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The signed-in dashboard in a 1280×800 window (a common laptop screen). */
async function dashboardAt1280x800(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await muteNoticePoll(page);
  await signInAs(page, baseUrl, DEMO_USERS.agent);
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
  return page;
}

describe('given the signed-in frame at 1280×800', () => {
  it('when the sidebar shows then its items keep their natural height, a dense list from the top', async () => {
    const page = await dashboardAt1280x800();
    const nav = page.getByRole('navigation', { name: 'Main' });
    const boxes = await Promise.all(
      ['Quick Links', 'Dashboard', 'Forms', 'Reports', 'Help'].map(async (name) => {
        const item = name === 'Quick Links' ? nav.getByRole('button', { name }) : nav.getByRole('link', { name });
        return { name, box: (await item.boundingBox())! };
      }),
    );
    for (const { name, box } of boxes) {
      expect(box.height, `${name} height`).toBeGreaterThanOrEqual(32);
      expect(box.height, `${name} height`).toBeLessThanOrEqual(44);
    }
    // Quick Links to Help is nine rows of at most 44 px plus their 4 px gaps, never the window's height.
    const first = boxes[0]!.box;
    const last = boxes.at(-1)!.box;
    expect(last.y + last.height - first.y).toBeLessThan(9 * 48);
    await page.context().close();
  });

  it('when axe checks the dashboard then no colour-contrast violation is found (the orange banner included)', async () => {
    const page = await dashboardAt1280x800();
    await page.getByText('This is not a Production environment. Use for testing purposes only.').waitFor();
    const violations = await axeViolations(page, { runOnly: { type: 'rule', values: ['color-contrast'] } });
    expect(violations).toEqual([]);
    await page.context().close();
  });
});

// Issue 29: a cold load showed 2–4 s of blank content under the painted frame while the page's code
// arrived. The page's chunk is held back here (a slow line): the content column says Loading meanwhile.
describe('given a cold load on a slow line', () => {
  it('when the help page’s code is slow to arrive then the content says Loading under the frame, then the page replaces it', async () => {
    const page = await dashboardAt1280x800();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/HelpPage-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Help' }).click();
    const loading = page.getByRole('main').getByTestId('page-loading');
    await loading.waitFor();
    await expect.poll(() => loading.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    expect(await loading.innerText()).toContain('Loading');
    release();
    await page.getByRole('heading', { name: 'Help', level: 1 }).waitFor();
    expect(await page.getByTestId('page-loading').count()).toBe(0);
    await page.context().close();
  });
});
