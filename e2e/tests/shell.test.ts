import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations } from '../axe';
import { apiFromPage, DEMO_USERS, launchBrowser, muteNoticePoll, newPage, signInAs } from '../browser';

const NON_PRODUCTION = 'This is not a Production environment. Use for testing purposes only.';
const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signedIn(user: (typeof DEMO_USERS)[keyof typeof DEMO_USERS], page?: Page) {
  const p = page ?? (await newPage(browser));
  await muteNoticePoll(p);
  await signInAs(p, baseUrl, user);
  return p;
}

const userId = (page: Page) =>
  page.evaluate(() => JSON.parse(decodeURIComponent(document.cookie.split('login=')[1]!)).user_id as number);

describe('given the signed-in shell (spec 01 §2)', () => {
  it('shows the Central-time date and a clock that ticks every second, and the non-production banner under its flag', async () => {
    const page = await signedIn(DEMO_USERS.agent);
    const clock = page.getByRole('banner').locator('time');
    const label = await clock.getAttribute('aria-label');
    expect(label).toMatch(
      /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), [A-Z][a-z]+ \d{1,2}, \d{4}, \d{2}:\d{2}:\d{2} (AM|PM) C[SD]T$/,
    );
    await page.waitForFunction(
      (first) => document.querySelector('header time')?.getAttribute('aria-label') !== first,
      label,
      { timeout: 5000 },
    );
    expect(await page.getByText(NON_PRODUCTION).isVisible()).toBe(true);
  });

  it('hides the bell badge at 0 and shows the unread count otherwise', async () => {
    const muted = await signedIn(DEMO_USERS.agent);
    expect(await muted.getByRole('button', { name: 'Notifications', exact: true }).isVisible()).toBe(true);
    const live = await newPage(browser);
    await signInAs(live, baseUrl, DEMO_USERS.agent2);
    const count = (
      await apiFromPage<{ notice_outstanding_count: number }>(live, `noticeOutstandingCount/${await userId(live)}`)
    ).body.notice_outstanding_count;
    expect(count).toBeGreaterThan(0);
    // agent2's Important Notice may pop up on sign-in and make the header inert behind it: the bell is
    // then hidden from the accessibility tree, but its name still carries the count.
    await live
      .getByRole('button', { name: `Notifications, ${count} unread`, includeHidden: true })
      .waitFor({ state: 'attached' });
  });

  it('offers the user menu items by flag and dialer setting, and Admin only to ui_admin holders', async () => {
    const agent = await signedIn(DEMO_USERS.agent);
    await agent.getByRole('banner').getByRole('button', { name: DEMO_USERS.agent.name }).click();
    await agent.getByRole('menuitem', { name: 'Profile' }).waitFor();
    const items = await agent.getByRole('menuitem').allTextContents();
    const account = (await apiFromPage<{ account_id: number }>(agent, `user/${await userId(agent)}`)).body.account_id;
    const dialer = (await apiFromPage<{ phone_dialer_provider_active: string }>(agent, `account/${account}/settings`))
      .body.phone_dialer_provider_active;
    const flags = (await apiFromPage<{ flags: Record<string, boolean> }>(agent, 'featureFlags')).body.flags;
    expect(items).toEqual([
      'Profile',
      ...(flags.configurable_settings ? ['Configurable Settings'] : []),
      ...(dialer === '1' ? ['Call Recording'] : []),
      'Logout',
    ]);
    // The open menu hides nothing with aria-hidden while its page stays focusable, and sits in a landmark.
    expect(await axeViolations(agent)).toEqual([]);
    await agent.keyboard.press('Escape');
    // Focus goes back to the menu's button.
    expect(
      await agent.evaluate(() => document.activeElement?.closest('header') !== null && document.activeElement?.tagName),
    ).toBe('BUTTON');
    const nav = agent.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link').allTextContents()).toEqual([
      'Dashboard',
      'Leads',
      'Calendar',
      'Quotes',
      'Forms',
      'Reports',
      'Help',
      'Privacy Policy',
    ]);
    expect(await nav.getByText('R2025Q3.4.1').isVisible()).toBe(true);

    const admin = await signedIn(DEMO_USERS.admin);
    expect(await admin.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).isVisible()).toBe(
      true,
    );
    await admin.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();
    await admin.waitForURL(/\/admin\/users\/manage_user$/);
  });

  it('collapses the sidebar to icons at 980 px or less, and the toggle expands it again', async () => {
    const page = await signedIn(DEMO_USERS.agent);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await page.setViewportSize({ width: 960, height: 720 });
    await page.getByRole('button', { name: 'Expand menu' }).waitFor();
    expect(await nav.getByText('R2025Q3.4.1').count()).toBe(0);
    // Collapsed links keep their names for assistive technology.
    expect(await nav.getByRole('link', { name: 'Leads' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Expand menu' }).click();
    // Below 980 px the expanded menu is a drawer whose code loads on first use: wait for it.
    await expect.poll(() => nav.getByText('R2025Q3.4.1').isVisible()).toBe(true);
  });

  it('starts collapsed with the toggle disabled on a mobile user agent', async () => {
    const mobile = await browser.newContext({
      viewport: { width: 1280, height: 720 },
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    });
    const page = await signedIn(DEMO_USERS.agent, await mobile.newPage());
    const toggle = page.getByRole('button', { name: 'Expand menu' });
    expect(await toggle.isDisabled()).toBe(true);
    await mobile.close();
  });

  it('sends a page load outside lead, quote deep links and the root to the dashboard', async () => {
    const page = await signedIn(DEMO_USERS.agent);
    await page.goto(`${baseUrl}/calendar`);
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.goto(`${baseUrl}/lead/search`);
    expect(new URL(page.url()).pathname).toBe('/lead/search');
  });
});
