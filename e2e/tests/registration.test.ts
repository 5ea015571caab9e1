import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiFromPage, DEMO_USERS, launchBrowser, muteNoticePoll, newPage, signInAs } from '../browser';

const M = {
  incomplete: 'Please enter all the required fields before submission',
  notAgreed:
    'Your registration was not completed due to not accepting the web agreement. Please submit again if done in error or close page.',
  creating: 'Creating a User Account. Please Wait.',
  unexpected: 'An unexpected error occurred. Please try again.',
  // The spec's words "the support phone" and "the sales site" become the server's SUPPORT_PHONE and
  // SALES_SITE_URL (global-setup configures them as a deployment would).
  usernameTaken:
    'Username already exists. Choose a different username or click on forgot password or contact us at (800) 555-0134.',
  invalidLink:
    'The registration link used is no longer valid. Please contact support at (800) 555-0134, or visit https://meridian.example/sales.',
};

/** An input by its visible label; required labels end with a decorative '*'. */
function field(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`));
}

let browser: Browser;
let counter = 0;
const baseUrl = inject('baseUrl');

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Fills every field with valid values; `login` defaults to a fresh username. */
async function fillValid(page: Page, login = `reg${Date.now().toString(36)}${counter++}`) {
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
  return login;
}

async function openRegistration(path = '/registration/') {
  const page = await newPage(browser);
  // After registering, one test signs in to the portal, where the demo's important notice would pop up.
  await muteNoticePoll(page);
  await page.goto(`${baseUrl}${path}`);
  await page.getByRole('heading', { name: 'Register with Meridian' }).waitFor();
  return page;
}

/** An admin builds an invitation link for a role through the API. */
async function invitationPath(roleName = 'Agent', disableAfter = false) {
  const admin = await newPage(browser);
  await muteNoticePoll(admin);
  await signInAs(admin, baseUrl, DEMO_USERS.admin);
  const me = await apiFromPage<{ user_id: number; account_id: number }>(
    admin,
    'user/' + (await admin.evaluate(() => JSON.parse(decodeURIComponent(document.cookie.split('login=')[1]!)).user_id)),
  );
  const accountId = me.body.account_id;
  const roles = await apiFromPage<{ result: { role_id: number; role_name: string }[] }>(
    admin,
    `account/${accountId}/role/search`,
    { method: 'POST', body: { criteria: {} } },
  );
  let role = roles.body.result.find((r) => r.role_name === roleName);
  if (!role)
    role = (
      await apiFromPage<{ role_id: number; role_name: string }>(admin, `account/${accountId}/role`, {
        method: 'POST',
        body: { role_name: roleName },
      })
    ).body;
  const link = await apiFromPage<{ path: string }>(
    admin,
    `registration/buildLink/account/${accountId}/role/${role.role_id}`,
  );
  expect(link.status).toBe(200);
  if (disableAfter)
    expect(
      (
        await apiFromPage(admin, `account/${accountId}/role/${role.role_id}`, {
          method: 'POST',
          body: { active: false },
        })
      ).status,
    ).toBe(200);
  await admin.context().close();
  return { path: link.body.path, accountId };
}

describe('given the public registration app', () => {
  it('shows the product logo and promotional line without a token, and no portal header', async () => {
    const page = await openRegistration();
    expect(
      await page
        .getByText('The all-day workspace for Medicare and life insurance agents', { exact: false })
        .isVisible(),
    ).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
  });

  it('when submitted empty then every required field shows its message of §5 and the form says what is missing', async () => {
    const page = await openRegistration();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText(M.incomplete).waitFor();
    for (const message of [
      'Username is required.',
      'Password is required.',
      'Must confirm Password.',
      'First Name is required.',
      'Last Name is required.',
      'Email Address is required.',
      'Street Address 1 is required.',
      'City is required.',
      'State is required.',
      'Zip Code is required.',
      'Enter a valid Business Phone.',
      'Enter a valid Mobile Phone.',
      'Enter a valid NPN or click the checkbox if you do not have one.',
    ]) {
      // Once beside its field, and once as a link to that field in the error summary.
      expect(await page.getByText(message, { exact: true }).count(), message).toBe(2);
      expect(await page.getByRole('link', { name: message, exact: true }).count(), `${message} link`).toBe(1);
    }
    // Each message describes its own input.
    const username = field(page, 'Username');
    expect(await username.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await username.getAttribute('aria-describedby'))!.split(' ');
    const descriptions = await Promise.all(describedBy.map((id) => page.locator(`[id="${id}"]`).textContent()));
    expect(descriptions.join(' ')).toContain('Username is required.');
  });

  it('when values are malformed then the format messages of §5 show next to their fields', async () => {
    const page = await openRegistration();
    await field(page, 'Username').fill('abc');
    await field(page, 'Business Name').fill('B'.repeat(51));
    await field(page, 'Password').fill('weakpassword');
    await field(page, 'Confirm Password').fill('other');
    await field(page, 'First Name').fill('R0sa');
    await field(page, 'Last Name').fill('D3lgado');
    await field(page, 'Email Address').fill('rosa@');
    await field(page, 'Zip Code').fill('627');
    await field(page, 'Business Phone').fill('217555');
    await field(page, 'Mobile Phone').fill('312');
    await field(page, 'Fax Number').fill('4');
    await field(page, 'NPN').fill('A123');
    await page.getByRole('button', { name: 'Submit' }).click();
    for (const message of [
      'Username must be 6-15 letters or numbers.',
      'Password must meet the minimum strength as defined.',
      'Password must match.',
      'First Name must contain letters, spaces, and hyphens only.',
      'Last Name must contain letters, spaces, and hyphens only.',
      'Enter a valid Email Address.',
      'Enter a valid Zip Code.',
      'Enter a valid Business Phone.',
      'Enter a valid Mobile Phone.',
      'Enter a valid Fax Number.',
      'Enter a valid NPN or click the checkbox if you do not have one.',
    ]) {
      expect(await page.getByText(message, { exact: true }).count(), message).toBe(1);
    }
    // Business name stops at 50 characters (spec 01 §5: company max 50).
    expect(await field(page, 'Business Name').inputValue()).toHaveLength(50);
    // Phones are masked as typed; zip takes digits only.
    expect(await field(page, 'Business Phone').inputValue()).toBe('(217) 555');
  });

  it("when 'I don't have an NPN' is ticked then NPN clears and locks, and unticking restores it", async () => {
    const page = await openRegistration();
    const npn = field(page, 'NPN');
    await npn.fill('19283746');
    await page.getByRole('checkbox', { name: "I don't have an NPN" }).click();
    expect(await npn.inputValue()).toBe('');
    expect(await npn.getAttribute('readonly')).not.toBeNull();
    await page.getByRole('checkbox', { name: "I don't have an NPN" }).press('Space');
    expect(await npn.inputValue()).toBe('19283746');
    expect(await npn.getAttribute('readonly')).toBeNull();
  });

  it('when the user does not agree then the not-agreed message shows and nothing is created', async () => {
    const page = await openRegistration();
    await fillValid(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    const dialog = page.getByRole('dialog', { name: 'User Agreement' });
    await dialog.getByText('Meridian User Agreement').waitFor();
    await dialog.getByRole('button', { name: 'Do Not Agree' }).click();
    await page.getByText(M.notAgreed).waitFor();
    // Any edit clears the message.
    await field(page, 'City').fill('Springfield Heights');
    expect(await page.getByText(M.notAgreed).count()).toBe(0);
  });

  it('when a free registration is agreed then it is pending, the form stays disabled, and the user cannot sign in yet', async () => {
    const page = await openRegistration();
    const login = await fillValid(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    const dialog = page.getByRole('dialog', { name: 'User Agreement' });
    await dialog.getByText('Meridian User Agreement').waitFor();
    const posted = page.waitForRequest((r) => r.url().includes('/api/public/registration'));
    await dialog.getByRole('button', { name: 'Agree', exact: true }).click();
    const body = new URLSearchParams((await posted).postData() ?? '');
    expect(body.get('phone')).toBe('2175550142');
    expect(body.get('bSignature')).toBe('true');
    expect((await posted).postData()).toContain('company=Lakeside+Senior+Benefits');
    await page.getByText('cannot be used until your credentials are validated', { exact: false }).waitFor();
    expect(await field(page, 'Username').isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Submit' }).isDisabled()).toBe(true);

    const signIn = await newPage(browser);
    await signIn.goto(`${baseUrl}/auth/login`);
    await signIn.getByLabel('Username').fill(login);
    await signIn.getByLabel('Password').fill('Strong#Pass1');
    await signIn.getByRole('button', { name: 'Sign In' }).click();
    await signIn.getByRole('alert').getByText('not active', { exact: false }).waitFor();
  });

  it('when the username is taken then the username-exists message shows and the form is usable again', async () => {
    const page = await openRegistration();
    await fillValid(page, 'demoagent');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page
      .getByRole('dialog', { name: 'User Agreement' })
      .getByRole('button', { name: 'Agree', exact: true })
      .click();
    await page.getByText(M.usernameTaken).waitFor();
    expect(await field(page, 'Username').isEnabled()).toBe(true);
  });

  it('when the server is down then the unexpected-error message shows', async () => {
    const page = await openRegistration();
    await fillValid(page);
    await page.route('**/api/public/registration**', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'Submit' }).click();
    await page
      .getByRole('dialog', { name: 'User Agreement' })
      .getByRole('button', { name: 'Agree', exact: true })
      .click();
    await page.getByText(M.unexpected).waitFor();
  });

  it('when an invitation link is valid then the co-brand logo and account banner show, and the new user signs in into that account with its role', async () => {
    const { path, accountId } = await invitationPath('Agent');
    const page = await openRegistration(path);
    const logo = page.getByRole('img', { name: 'Dana Whitfield logo' });
    await logo.waitFor();
    expect(await logo.evaluate((img) => (img as HTMLImageElement).naturalWidth > 0)).toBe(true);
    await page
      .getByText(
        `You are registering under the account of Dana Whitfield (dana.whitfield@demo-agency.example, (312) 555-0100), account ${accountId}. If this is not intended, do not proceed.`,
      )
      .waitFor();
    const login = await fillValid(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page
      .getByRole('dialog', { name: 'User Agreement' })
      .getByRole('button', { name: 'Agree', exact: true })
      .click();
    await page.getByRole('link', { name: 'Log in' }).click();
    await page.waitForURL(/\/auth\/login/);
    await field(page, 'Username').fill(login);
    await field(page, 'Password').fill('Strong#Pass1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('banner').getByText('Rosa Delgado-Reyes').waitFor();
    const me = await apiFromPage<{ account_id: number; role_name: string }>(
      page,
      `user/${await page.evaluate(() => JSON.parse(decodeURIComponent(document.cookie.split('login=')[1]!)).user_id)}`,
    );
    expect(me.body).toMatchObject({ account_id: accountId, role_name: 'Agent' });
  });

  it('when a link is tampered with then the invalid-link banner shows and the form is hidden', async () => {
    const { path } = await invitationPath('Agent');
    const page = await newPage(browser);
    await page.goto(`${baseUrl}${path.slice(0, -3)}xyz`);
    await page.getByText(M.invalidLink).waitFor();
    expect(await page.getByRole('link', { name: 'https://meridian.example/sales' }).getAttribute('href')).toBe(
      'https://meridian.example/sales',
    );
    expect(await page.getByText('the support phone', { exact: false }).count()).toBe(0);
    expect(await page.getByRole('form', { name: 'Registration' }).count()).toBe(0);
  });

  it('when the role of a link has expired then the banner says so and the form is disabled', async () => {
    const { path } = await invitationPath('Seasonal', true);
    const page = await openRegistration(path);
    await page.getByText('The role of this registration link is no longer valid.', { exact: false }).waitFor();
    expect(await field(page, 'Username').isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Submit' }).isDisabled()).toBe(true);
  });
});
