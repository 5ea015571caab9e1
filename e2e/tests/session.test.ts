import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  DEMO_USERS,
  launchBrowser,
  loginCookie,
  muteNoticePoll,
  newPage as openPage,
  refreshCookie,
  signInAs,
} from '../browser';
import { startServer } from '../global-setup';

const SIGN_IN_FAILED = 'The username or password you entered is incorrect.';

let browser: Browser;

/** A fresh page on which the important-notice pop-up stays away (notices have their own tests). */
async function newPage(b: Browser) {
  const page = await openPage(b);
  await muteNoticePoll(page);
  return page;
}
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('given the real server and database', () => {
  const baseUrl = inject('baseUrl');

  it('when an agent visits / then signs in then they land in the portal with a secure login cookie', async () => {
    const page = await newPage(browser);
    await signInAs(page, baseUrl, DEMO_USERS.agent);
    expect(new URL(page.url()).pathname).toBe('/');
    // The dashboard is a lazy page (and the Important Notice may pop up over it, hiding it from the
    // accessibility tree): wait for its heading to arrive.
    await page
      .getByRole('heading', { level: 1, name: 'Dashboard', includeHidden: true })
      .waitFor({ state: 'attached' });
    expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).count()).toBe(0);
    const cookie = await loginCookie(page);
    expect(cookie).toMatchObject({ secure: true, sameSite: 'Strict', path: '/' });
    expect(cookie?.tokens).toEqual({ user_id: expect.any(Number), access_token: expect.any(String) });
    // The refresh token is out of reach of scripts: HttpOnly, sent only to /auth.
    expect(await refreshCookie(page)).toMatchObject({
      httpOnly: true,
      secure: true,
      sameSite: 'Strict',
      path: '/auth',
      value: expect.stringMatching(/.{20,}/),
    });
    expect(await page.evaluate(() => document.cookie)).not.toContain('meridian_refresh');
  });

  it('when signing in from a deep link then it returns there', async () => {
    const page = await newPage(browser);
    await signInAs(page, baseUrl, DEMO_USERS.admin, '/lead/42');
    expect(new URL(page.url()).pathname).toBe('/lead/42');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.title()).toBe('Lead 42 · Meridian');
    expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).isVisible()).toBe(
      true,
    );
  });

  it('when the password is wrong then an error shows with no hint about the username', async () => {
    const page = await newPage(browser);
    await page.goto(`${baseUrl}/`);
    await page.waitForURL(/\/auth\/login/);
    await page.getByLabel('Username').fill('demoagent');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe(SIGN_IN_FAILED);
    // An unknown username gets the very same words.
    await page.getByLabel('Username').fill('no-such-user');
    // Listen before clicking: the answer can come back before a listener set up afterwards.
    const answered = page.waitForResponse((r) => r.url().endsWith('/auth/token'));
    await page.getByRole('button', { name: 'Sign In' }).click();
    await answered;
    expect(await alert.textContent()).toBe(SIGN_IN_FAILED);
    expect(page.url()).toContain('/auth/login');
    expect(await loginCookie(page)).toBeUndefined();
  });

  it('when the user logs out then they confirm, the session is revoked and they are at sign-in', async () => {
    const page = await newPage(browser);
    await signInAs(page, baseUrl, DEMO_USERS.agent2);
    const before = await loginCookie(page);
    await page.getByRole('banner').getByRole('button', { name: DEMO_USERS.agent2.name }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Are you sure you want to logout?').waitFor();
    // Keyboard path: the dialog holds focus; confirming leaves for sign-in.
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL(/\/auth\/login$/);
    expect(await loginCookie(page)).toBeUndefined();
    expect(await refreshCookie(page)).toBeUndefined();
    // The old tokens are dead on the server too.
    const status = await page.evaluate(
      async ({ base, token, id }) =>
        (await fetch(`${base}/api/user/${id}`, { headers: { Authorization: `Bearer ${token}` } })).status,
      { base: baseUrl, token: before!.tokens.access_token, id: before!.tokens.user_id },
    );
    expect(status).toBe(401);
  });

  it('when the logout is cancelled then the user stays signed in', async () => {
    const page = await newPage(browser);
    await signInAs(page, baseUrl, DEMO_USERS.agent);
    // Keyboard only: open the user menu, choose Logout, then Escape.
    const userButton = page.getByRole('banner').getByRole('button', { name: DEMO_USERS.agent.name });
    await userButton.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Profile' }).waitFor();
    await page.getByRole('menuitem', { name: 'Logout' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => userButton.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await loginCookie(page)).toBeDefined();
  });

  it('when the cookie names another user than its tokens then the portal sends them to sign-in', async () => {
    const page = await newPage(browser);
    await signInAs(page, baseUrl, DEMO_USERS.admin);
    const cookie = await loginCookie(page);
    const forged = { ...cookie!.tokens, user_id: cookie!.tokens.user_id + 1 };
    await page.context().addCookies([{ ...cookie!, value: encodeURIComponent(JSON.stringify(forged)) }]);
    await page.reload();
    await page.waitForURL(/\/auth\/login\?referrer=%2F$/);
    expect(await loginCookie(page)).toBeUndefined();
  });

  it('when the path is unknown after navigation then the 404 text shows', async () => {
    const page = await newPage(browser);
    await signInAs(page, baseUrl, DEMO_USERS.agent);
    await page.evaluate(() => {
      window.history.pushState({}, '', '/no-such-page');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByText('The page you are exploring has not been planned yet.').waitFor();
  });
});

describe('given access tokens that live 2 seconds', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    server = await startServer({ ACCESS_TOKEN_TTL: '2' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('when the token has expired then the next action succeeds after exactly one refresh', async () => {
    const page = await newPage(browser);
    await signInAs(page, server.url, DEMO_USERS.agent);
    const first = await refreshCookie(page);
    await page.waitForTimeout(2500);
    const refreshes: string[] = [];
    const expired: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/auth/token')) refreshes.push(r.postData() ?? '');
    });
    page.on('response', (r) => {
      if (r.status() === 419) expired.push(r.url());
    });
    await page.reload();
    await page.getByRole('banner').getByText(DEMO_USERS.agent.name).waitFor();
    expect(expired.length).toBeGreaterThanOrEqual(1);
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]).toContain('grant_type=refresh_token');
    expect(refreshes[0]).not.toContain('refresh_token=');
    const second = await refreshCookie(page);
    expect(second?.value).toMatch(/.{20,}/);
    expect(second?.value).not.toBe(first?.value);
    expect(new URL(page.url()).pathname).toBe('/');
    await page.context().close();
  });
});
