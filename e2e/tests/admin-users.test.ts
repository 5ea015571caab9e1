import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations } from '../axe';
import { apiFromPage, DEMO_USERS, launchBrowser, signedInPage } from '../browser';

let browser: Browser;
const baseUrl = inject('baseUrl');

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const registrant = (login: string, source: string) =>
  new URLSearchParams({
    login,
    password: 'Strong#Pass1',
    confirmPwd: 'Strong#Pass1',
    company: 'Lakeside Senior Benefits',
    fname: 'Inez',
    lname: `Okafor-${letters(login)}`,
    email: `${login}@lakeside.example`,
    address1: '120 N Main St',
    address2: '',
    city: 'Springfield',
    state_id: 'IL',
    zip: '62701',
    phone: '(217) 555-0142',
    mphone: '',
    fphone: '',
    npn: '19283746',
    hasNoNPN: 'false',
    website: '',
    bSignature: 'true',
    source,
    fromURL: 'true',
  });

/** Whether `login` can sign in (the token endpoint's answer). */
async function canSignIn(login: string) {
  const response = await fetch(`${baseUrl}/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: login, password: 'Strong#Pass1' }),
  });
  return response.status;
}

describe('given the admin Users screen on the real server', () => {
  it('as demoadmin: Admin opens Users, a search finds a registered agent, deactivate (confirmed) stops their sign-in and activate restores it', async () => {
    const page = await signedInPage(browser, baseUrl, DEMO_USERS.admin);
    // A self-registration through the public registration API with the account's invitation link.
    const me = await apiFromPage<{ account_id: number }>(page, `user/${await userId(page)}`);
    const roles = await apiFromPage<{ result: Array<{ role_id: number; role_name: string }> }>(
      page,
      `account/${me.body.account_id}/role/search`,
      { method: 'POST', body: { criteria: {} } },
    );
    const agentRole = roles.body.result.find((r) => r.role_name === 'Agent')!;
    const link = await apiFromPage<{ path: string }>(
      page,
      `registration/buildLink/account/${me.body.account_id}/role/${agentRole.role_id}`,
    );
    const login = `adm${Date.now().toString(36)}`;
    const registered = await fetch(`${baseUrl}/api/public/registration`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: registrant(login, decodeURIComponent(link.body.path.split('?q=')[1]!)),
    });
    expect(registered.status, await registered.clone().text()).toBe(201);
    const name = `Inez Okafor-${letters(login)}`;

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();
    await page.waitForURL(/\/admin\/users\/manage_user$/);
    const table = page.getByRole('table', { name: 'Users', exact: true });
    await table.getByRole('rowheader', { name: 'Marcus Bell' }).waitFor();
    // demoadmin holds every screen's permission: the whole sub-navigation, in the registry's order.
    expect(await page.getByRole('navigation', { name: 'Administration' }).getByRole('link').allTextContents()).toEqual([
      'Users',
      'Roles',
      'Registration Links',
      'Notices',
      'Lead Sources',
      'Campaigns',
      'Partners',
      'Lead Instructions',
      'Product Filters',
      'SMS Accounts',
      'SOA Report',
      'Account',
    ]);

    await page.getByLabel('Search name or username').fill(login);
    const searched = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/user/search' && (r.request().postData() ?? '').includes(login),
    );
    await page.getByRole('search', { name: 'Manage Users' }).getByRole('button', { name: 'Search' }).click();
    const answer = await searched;
    expect(answer.status(), await answer.text()).toBe(200);
    await table.getByRole('rowheader', { name }).waitFor();
    await expect.poll(() => table.getByRole('rowheader').count()).toBe(1);

    await table.getByRole('button', { name: `Deactivate ${name}` }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(`Deactivate ${name}?`).waitFor();
    const deactivated = page.waitForResponse((r) => r.url().includes('/active') && r.status() === 200);
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await deactivated;
    await table.getByRole('button', { name: `Activate ${name}` }).waitFor();
    expect(await canSignIn(login)).toBe(403);

    const activated = page.waitForResponse((r) => r.url().includes('/active') && r.status() === 200);
    await table.getByRole('button', { name: `Activate ${name}` }).click();
    await activated;
    await table.getByRole('button', { name: `Deactivate ${name}` }).waitFor();
    expect(await canSignIn(login)).toBe(200);

    const history = await apiFromPage<{ result: Array<{ action: string }> }>(
      page,
      `admin/audit/user/${(await userIdOf(page, login))!}`,
    );
    expect(history.body.result.map((e) => e.action)).toEqual(['activate', 'deactivate']);
  });

  it('as demoadmin: a link built to require approval leaves its registration pending until Activate, then they sign in', async () => {
    const page = await signedInPage(browser, baseUrl, DEMO_USERS.admin);
    // Registration Links: the Agent role, Require approval, Build.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();
    await page
      .getByRole('navigation', { name: 'Administration' })
      .getByRole('link', { name: 'Registration Links' })
      .click();
    await page.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Agent', exact: true }).click();
    await page.getByRole('checkbox', { name: 'Require approval' }).check();
    await page.getByRole('button', { name: 'Build link' }).click();
    const link = await page.getByRole('textbox', { name: 'Registration link' }).inputValue();
    const token = new URL(link).searchParams.get('q')!;

    const login = `apr${Date.now().toString(36)}`;
    const registered = await fetch(`${baseUrl}/api/public/registration`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: registrant(login, token),
    });
    expect(registered.status, await registered.clone().text()).toBe(201);
    expect(((await registered.json()) as { disabled: string }).disabled).toBe('true');
    expect(await canSignIn(login)).toBe(403);

    // Users → Pending registrations lists them; Activate lets them sign in.
    const name = `Inez Okafor-${letters(login)}`;
    // (The admin comes back to Users later: a fresh load, not the list read seconds before the registration.)
    await page.goto(`${baseUrl}/`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();
    const pending = page.getByRole('table', { name: 'Self-registrations awaiting activation' });
    await pending.getByRole('rowheader', { name }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const activated = page.waitForResponse((r) => r.url().includes('/active') && r.status() === 200);
    await pending.getByRole('button', { name: `Activate ${name}` }).click();
    await activated;
    await expect.poll(() => pending.getByRole('rowheader', { name }).count()).toBe(0);
    expect(await canSignIn(login)).toBe(200);
    const history = await apiFromPage<{ result: Array<{ action: string }> }>(
      page,
      `admin/audit/user/${(await userIdOf(page, login))!}`,
    );
    expect(history.body.result.map((e) => e.action)).toEqual(['activate_registration']);
  });

  it('as demoagent: no Admin entry, and the Users page is not found', async () => {
    const page = await signedInPage(browser, baseUrl, DEMO_USERS.agent);
    expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).count()).toBe(0);
    // Loading an admin path directly lands on the dashboard (spec 01 §2's landing set): go there in the app.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/admin/users/manage_user');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForURL(/\/admin\/users\/manage_user$/);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await page.getByRole('table', { name: 'Users', exact: true }).count()).toBe(0);
  });

  it('as demoadmin: a direct load of an admin path lands on the dashboard once, and the Admin menu then opens Users', async () => {
    const page = await signedInPage(browser, baseUrl, DEMO_USERS.admin, '/admin/users/manage_user');
    await page.waitForURL((url) => url.pathname === '/');
    // The landing redirect happens on load only: moves in the app afterwards stay where they go.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();
    await page.waitForURL(/\/admin\/users\/manage_user$/);
    await page.getByRole('table', { name: 'Users', exact: true }).getByRole('rowheader').first().waitFor();
    await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Roles' }).click();
    await page.getByRole('heading', { name: 'Roles', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).not.toBe('/');
    await page.close();
  });
});

/** A name-safe suffix from the login: its last characters as letters only. */
const letters = (login: string) =>
  login
    .slice(-5)
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)
    .replace(/^./, (c) => c.toUpperCase());

async function userId(page: Page) {
  return page.evaluate(() => {
    const cookie = document.cookie.split('; ').find((c) => c.startsWith('login='));
    return (JSON.parse(decodeURIComponent(cookie!.slice(6))) as { user_id: number }).user_id;
  });
}

async function userIdOf(page: Page, login: string) {
  const found = await apiFromPage<{ result: Array<{ user_id: number }> }>(page, 'user/search', {
    method: 'POST',
    body: { criteria: { login: { type: 'simple', value: [login] } } },
  });
  return found.body.result[0]?.user_id;
}
