import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './chromium';

/** Launches Debian's Chromium headless. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}

/** What a page showed and did lately, for the report of a failed test. */
interface PageLog {
  events: string[];
}
const openPages = new Map<Page, PageLog>();
const KEPT_EVENTS = 30;

/** A fresh page in its own context (own cookies), at a 1280×720 laptop viewport. */
export async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  const log: PageLog = { events: [] };
  const record = (line: string) => {
    log.events.push(line);
    if (log.events.length > KEPT_EVENTS) log.events.shift();
  };
  page.on('console', (message) => {
    // A failed resource load is already recorded, with its path, by the response listener below.
    if (
      (message.type() === 'error' || message.type() === 'warning') &&
      !message.text().startsWith('Failed to load resource')
    )
      record(`console.${message.type()}: ${message.text().slice(0, 300)}`);
  });
  page.on('pageerror', (error) => record(`page error: ${error.message.slice(0, 300)}`));
  page.on('response', (response) => {
    if (response.status() >= 400)
      record(`${response.request().method()} ${new URL(response.url()).pathname} → ${response.status()}`);
  });
  page.on('requestfailed', (request) =>
    record(`${request.method()} ${new URL(request.url()).pathname} failed: ${request.failure()?.errorText ?? ''}`),
  );
  page.on('close', () => openPages.delete(page));
  openPages.set(page, log);
  return page;
}

/**
 * Every page `newPage` opened that is still open: its address, open dialogs, alerts, the start of
 * its text and its recent errors and failed requests. Printed when a test fails (e2e/setup.ts).
 */
export async function describeOpenPages(): Promise<string> {
  const parts: string[] = [];
  for (const [page, log] of openPages) {
    const seen = await page
      .evaluate(() => ({
        dialogs: [...document.querySelectorAll('[role=dialog],[role=alertdialog]')].map(
          (d) =>
            d.getAttribute('aria-label') ??
            document.getElementById(d.getAttribute('aria-labelledby') ?? '')?.textContent ??
            '(unnamed)',
        ),
        alerts: [...document.querySelectorAll('[role=alert],[role=status]')]
          .map((a) => (a as HTMLElement).innerText.trim())
          .filter(Boolean),
        text: document.body.innerText.replace(/\n{2,}/g, '\n').slice(0, 1500),
      }))
      .catch((error: Error) => ({ dialogs: [], alerts: [], text: `(could not read the page: ${error.message})` }));
    parts.push(
      [
        `── page ${page.url()}`,
        `dialogs: ${seen.dialogs.join(' | ') || 'none'}`,
        `alerts: ${seen.alerts.join(' | ') || 'none'}`,
        `recent errors and failed requests:${log.events.length ? `\n  ${log.events.join('\n  ')}` : ' none'}`,
        `text:\n${seen.text}`,
      ].join('\n'),
    );
  }
  return parts.join('\n');
}

export const DEMO_USERS = {
  admin: { username: 'demoadmin', password: 'Demo#2026admin', name: 'Dana Whitfield' },
  agent: { username: 'demoagent', password: 'Demo#2026agent', name: 'Marcus Bell' },
  agent2: { username: 'demoagent2', password: 'Demo#2026agent2', name: 'Priya Raman' },
  other: { username: 'otheradmin', password: 'Demo#2026other', name: 'Owen Castillo' },
} as const;

/**
 * Answers the notification poll with "nothing unread", so the Important Notice pop-up (which the
 * demo seed raises for every user) stays out of tests about other screens.
 */
export async function muteNoticePoll(page: Page) {
  await page.route('**/api/noticeOutstandingCount/**', (route) =>
    route.fulfill({ json: { notice_outstanding_count: 0, includes_important: '0' } }),
  );
}

/** Opens `path`, is sent to sign-in, signs in, and waits until the portal shows the user. */
export async function signInAs(
  page: Page,
  baseUrl: string,
  user: (typeof DEMO_USERS)[keyof typeof DEMO_USERS],
  path = '/',
) {
  await page.goto(`${baseUrl}${path}`);
  await page.waitForURL(/\/auth\/login\?referrer=/);
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  // The Important Notice can pop up as the frame appears; a modal dialog hides the banner from the
  // accessibility tree (aria-hidden), so look for the name whether or not it is hidden.
  await page.getByRole('banner', { includeHidden: true }).getByText(user.name).waitFor();
}

/** A new page of `browser`, notice polling muted, signed in as `user` and showing `path`. */
export async function signedInPage(
  browser: Browser,
  baseUrl: string,
  user: (typeof DEMO_USERS)[keyof typeof DEMO_USERS],
  path = '/',
): Promise<Page> {
  const page = await newPage(browser);
  await muteNoticePoll(page);
  await signInAs(page, baseUrl, user, path);
  return page;
}

/** The login cookie as the portal reads it. */
export async function loginCookie(page: Page) {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'login');
  return cookie
    ? {
        ...cookie,
        tokens: JSON.parse(decodeURIComponent(cookie.value)) as {
          user_id: number;
          access_token: string;
          refresh_token?: string;
        },
      }
    : undefined;
}

/** The HttpOnly refresh cookie the token endpoint set (no script on the page can read it). */
export async function refreshCookie(page: Page) {
  return (await page.context().cookies()).find((c) => c.name === 'meridian_refresh');
}

/** Calls the API from inside the page with the signed-in user's access token. */
export async function apiFromPage<T = unknown>(
  page: Page,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ path, method, body }) => {
      const cookie = document.cookie.split('; ').find((c) => c.startsWith('login='));
      const tokens = cookie ? JSON.parse(decodeURIComponent(cookie.slice(6))) : {};
      const response = await fetch(`/api/${path}`, {
        method: method ?? 'GET',
        headers: { Authorization: `Bearer ${tokens.access_token}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    },
    { path, method: init.method, body: init.body },
  );
}

/**
 * With E2E_SCREENSHOTS=<folder>, saves what the page shows there as `<name>.png` (to look at while
 * working on a screen); otherwise does nothing.
 */
export async function shot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  const folder = process.env.E2E_SCREENSHOTS;
  if (folder) await page.screenshot({ path: `${folder}/${name}.png`, fullPage: options.fullPage });
}
