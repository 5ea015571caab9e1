import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFromPage, DEMO_USERS, launchBrowser, muteNoticePoll, newPage, signInAs } from '../browser';
import { startServer } from '../global-setup';

/** Spec 01 §4 and §8, word for word. */
const M = {
  dialogTitle: 'Select an Outbound Dial Method',
  remember: 'Remember my selection',
  viaDefault: 'Initiating call via default application',
  viaProvider: 'Initiating call via phone dialer. A call will start soon, please wait.',
  updated: 'Phone dialer settings updated.',
  preferenceFailed: 'Unable to update phone dialer preference. Please try again later.',
  doNotShow: 'Do not show dialer.meridian.example dialer option',
};
/** The failing adapter's answer (apps/server/src/dialer/failing.ts). */
const PROVIDER_REFUSAL =
  'Your phone dialer account is not connected. Connect it to place calls through the phone dialer.';

type Settings = {
  user_id: number;
  phone_dialer_provider_active: '0' | '1';
  phone_dialer_provider_behavior_type_id: number;
};

let browser: Browser;
// Dialer settings change as these tests run: they own freshly seeded servers, one with a provider that refuses calls.
let server: Awaited<ReturnType<typeof startServer>>;
let failing: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  [browser, server, failing] = await Promise.all([
    launchBrowser(),
    startServer(),
    startServer({ PHONE_DIALER_PROVIDER: 'failing' }),
  ]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), server?.stop(), failing?.stop()]);
});

/**
 * Signs in with the Important Notice pop-up kept away (the notices tests cover it), and records
 * what the page hands to the phone application (`tel:` links) instead of leaving the browser.
 */
async function signedIn(baseUrl: string, user: (typeof DEMO_USERS)[keyof typeof DEMO_USERS], path = '/') {
  const page = await newPage(browser);
  await muteNoticePoll(page);
  await page.addInitScript(() => {
    const opened: Array<{ url: string; target: string | undefined; at: number }> = [];
    Object.assign(window, { __telOpened: opened });
    const open = window.open.bind(window);
    window.open = (url?: string | URL, target?: string, features?: string) => {
      if (String(url).startsWith('tel:')) {
        opened.push({ url: String(url), target, at: Date.now() });
        return null;
      }
      return open(url, target, features);
    };
  });
  await signInAs(page, baseUrl, user, path);
  return page;
}

const telOpened = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __telOpened: Array<{ url: string; target?: string; at: number }> }).__telOpened,
  );

async function userId(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      JSON.parse(
        decodeURIComponent(
          document.cookie
            .split('; ')
            .find((c) => c.startsWith('login='))!
            .slice(6),
        ),
      ).user_id,
  );
}

async function settings(page: Page): Promise<Settings> {
  return (await apiFromPage<Settings>(page, `user/${await userId(page)}/settings`)).body;
}

async function saveSettings(page: Page, body: Partial<Omit<Settings, 'user_id'>>) {
  const { status } = await apiFromPage(page, `user/${await userId(page)}`, { method: 'POST', body });
  expect(status).toBe(200);
}

const isFocused = (locator: Locator) => locator.evaluate((el) => el === el.ownerDocument.activeElement);

/** The results page of a quick search for every lead the user sees; answers the first number on it. */
async function firstNumber(page: Page) {
  const criteria = { lead_date: { type: 'range', value: ['20000101', '*'] } };
  await page.goto(`${new URL(page.url()).origin}/lead/search?criteria=${encodeURIComponent(JSON.stringify(criteria))}`);
  const table = page.getByRole('table', { name: 'Lead search results' });
  const number = table.getByRole('link', { name: /^Call \(\d{3}\) \d{3}-\d{4}$/ }).first();
  await number.waitFor();
  const label = (await number.getAttribute('aria-label'))!;
  // The row's lead: its name links to lead/{lead_id}.
  const href = await number
    .locator('xpath=ancestor::tr')
    .getByRole('link', { name: /^(?!Call )/ })
    .first()
    .getAttribute('href');
  return { number, digits: label.replace(/\D/g, ''), leadId: Number(/\/lead\/(\d+)$/.exec(href ?? '')?.[1]) };
}

describe('given the Call Recording settings', () => {
  it('when an agent changes them from the user menu then Update and Cancel come and go with the changes, and the checkbox is stored inverted', async () => {
    const page = await signedIn(server.url, DEMO_USERS.agent);
    const userButton = page.getByRole('banner').getByRole('button', { name: DEMO_USERS.agent.name });
    // Keyboard: open the user menu and choose Call Recording.
    await userButton.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Call Recording' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Call Recording' });
    const box = dialog.getByRole('checkbox', { name: M.doNotShow });
    await box.waitFor();
    expect(await box.isChecked()).toBe(false);
    const behaviour = dialog.getByRole('radiogroup', { name: 'When I click a phone number' });
    for (const name of ['Browser Default', 'Phone Dialer Provider', 'Ask Each Time'])
      expect(await behaviour.getByRole('radio', { name }).count(), name).toBe(1);
    expect(await behaviour.getByRole('radio', { name: 'Ask Each Time' }).isChecked()).toBe(true);
    const update = dialog.getByRole('button', { name: 'Update' });
    const cancel = dialog.getByRole('button', { name: 'Cancel' });
    expect(await update.count()).toBe(0);
    expect(await cancel.count()).toBe(0);

    // A change shows Update and Cancel; Cancel puts back what is saved.
    await behaviour.getByRole('radio', { name: 'Phone Dialer Provider' }).click();
    await update.waitFor();
    await cancel.click();
    await update.waitFor({ state: 'detached' });
    expect(await behaviour.getByRole('radio', { name: 'Ask Each Time' }).isChecked()).toBe(true);

    // Ticking 'Do not show' hides the behaviour and saves active '0'; focus returns to the user menu.
    await box.click();
    expect(await behaviour.count()).toBe(0);
    await update.click();
    await page.getByText(M.updated, { exact: true }).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => isFocused(userButton)).toBe(true);
    expect(await settings(page)).toMatchObject({
      phone_dialer_provider_active: '0',
      phone_dialer_provider_behavior_type_id: 3,
    });

    // Back again: unticked, with Browser Default chosen.
    await userButton.click();
    await page.getByRole('menuitem', { name: 'Call Recording' }).click();
    await box.waitFor();
    expect(await box.isChecked()).toBe(true);
    await box.press('Space');
    await behaviour.getByRole('radio', { name: 'Browser Default' }).click();
    await update.click();
    await page.getByText(M.updated, { exact: true }).last().waitFor();
    await dialog.waitFor({ state: 'hidden' });
    expect(await settings(page)).toMatchObject({
      phone_dialer_provider_active: '1',
      phone_dialer_provider_behavior_type_id: 1,
    });

    await saveSettings(page, { phone_dialer_provider_behavior_type_id: 3 });
    await page.context().close();
  });

  it('when saving fails then the server message shows in a toast and the dialog stays open', async () => {
    const page = await signedIn(server.url, DEMO_USERS.admin);
    await page.route(`**/api/user/${await userId(page)}?**`, (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 409,
            contentType: 'application/json',
            body: JSON.stringify({ success: false, message: 'Your settings are locked by your administrator.' }),
          })
        : route.fallback(),
    );
    await page.getByRole('banner').getByRole('button', { name: DEMO_USERS.admin.name }).click();
    await page.getByRole('menuitem', { name: 'Call Recording' }).click();
    const dialog = page.getByRole('dialog', { name: 'Call Recording' });
    await dialog.getByRole('radio', { name: 'Ask Each Time' }).click();
    await dialog.getByRole('button', { name: 'Update' }).click();
    await page.getByText('Your settings are locked by your administrator.', { exact: true }).waitFor();
    expect(await dialog.isVisible()).toBe(true);
    expect(await settings(page)).toMatchObject({ phone_dialer_provider_behavior_type_id: 1 });
    await page.context().close();
  });
});

describe('given an agent who is asked each time (behaviour 3)', () => {
  it('when a number is clicked then Select an Outbound Dial Method offers both cards; Escape closes it and focus returns to the number', async () => {
    const page = await signedIn(server.url, DEMO_USERS.agent);
    const { number } = await firstNumber(page);
    await number.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: M.dialogTitle });
    await dialog.waitFor();
    const recording = dialog.getByRole('button', { name: 'Automated call recording' });
    expect(await recording.getAttribute('aria-describedby')).toBeTruthy();
    expect(await recording.textContent()).toContain('CMS requires calls with Medicare beneficiaries');
    expect(await dialog.getByRole('button', { name: 'My default phone dialer' }).textContent()).toContain(
      'not recorded',
    );
    expect(await dialog.getByRole('checkbox', { name: M.remember }).isChecked()).toBe(false);
    await expect.poll(() => isFocused(recording)).toBe(true);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => isFocused(number)).toBe(true);
    expect(await telOpened(page)).toEqual([]);
    await page.context().close();
  });

  it('when the default dialer is chosen without remembering then 3 is kept and the phone application opens 3 s after the toast', async () => {
    const page = await signedIn(server.url, DEMO_USERS.agent);
    const id = await userId(page);
    const { number, digits } = await firstNumber(page);
    await number.click();
    const saved = page.waitForResponse((r) => r.url().includes(`/api/user/${id}?`) && r.request().method() === 'POST');
    const chosenAt = await page.evaluate(() => Date.now());
    await page
      .getByRole('dialog', { name: M.dialogTitle })
      .getByRole('button', { name: 'My default phone dialer' })
      .click();
    await page.getByText(M.viaDefault, { exact: true }).waitFor();
    // The toast comes first; the phone application only 3 s later.
    expect(await telOpened(page)).toEqual([]);
    await saved;
    await page.waitForFunction(
      () => (window as unknown as { __telOpened: unknown[] }).__telOpened.length > 0,
      undefined,
      { timeout: 6_000 },
    );
    const [opened] = await telOpened(page);
    expect(opened).toMatchObject({ url: `tel:${digits}`, target: '_self' });
    expect(opened!.at - chosenAt).toBeGreaterThanOrEqual(2_950);
    expect(await settings(page)).toMatchObject({ phone_dialer_provider_behavior_type_id: 3 });
    await page.context().close();
  });

  it('when recording is chosen with Remember my selection then 2 is saved, the provider places the call, and the next click goes straight through', async () => {
    const page = await signedIn(server.url, DEMO_USERS.agent);
    const { number, digits, leadId } = await firstNumber(page);
    expect(leadId).toBeGreaterThan(0);
    await number.click();
    const dialog = page.getByRole('dialog', { name: M.dialogTitle });
    await dialog.getByRole('checkbox', { name: M.remember }).click();
    const call = page.waitForRequest((r) => r.url().includes('/api/PhoneDialerProvider/phoneCall'));
    await dialog.getByRole('button', { name: 'Automated call recording' }).click();
    expect((await call).postDataJSON()).toEqual({
      callee_phone_number: digits,
      lead_id: leadId,
      user_id: await userId(page),
    });
    await page.getByText(M.viaProvider, { exact: true }).waitFor();
    await expect.poll(async () => (await settings(page)).phone_dialer_provider_behavior_type_id).toBe(2);

    const again = page.waitForRequest((r) => r.url().includes('/api/PhoneDialerProvider/phoneCall'));
    await number.click();
    await again;
    expect(await dialog.count()).toBe(0);
    expect(await telOpened(page)).toEqual([]);

    await saveSettings(page, { phone_dialer_provider_behavior_type_id: 3 });
    await page.context().close();
  });

  it('when the choice cannot be saved then the spec message shows and the call still goes out', async () => {
    const page = await signedIn(server.url, DEMO_USERS.agent);
    await page.route(`**/api/user/${await userId(page)}?**`, (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({ success: false, message: 'Down' }),
          })
        : route.fallback(),
    );
    const { number } = await firstNumber(page);
    await number.click();
    const dialog = page.getByRole('dialog', { name: M.dialogTitle });
    await dialog.getByRole('checkbox', { name: M.remember }).click();
    const call = page.waitForRequest((r) => r.url().includes('/api/PhoneDialerProvider/phoneCall'));
    await dialog.getByRole('button', { name: 'Automated call recording' }).click();
    await page.getByText(M.preferenceFailed, { exact: true }).waitFor();
    await call;
    await page.context().close();
  });
});

describe('given a client who said do not call', () => {
  it('when the agent sees the number in the results and on the lead page then it says Do not call and is not a link', async () => {
    const page = await signedIn(server.url, DEMO_USERS.agent);
    const criteria = { do_not_call: { type: 'simple', value: ['1'] } };
    await page.goto(`${server.url}/lead/search?criteria=${encodeURIComponent(JSON.stringify(criteria))}`);
    const table = page.getByRole('table', { name: 'Lead search results' });
    const row = table.getByRole('row').filter({ hasText: 'Do not call' }).first();
    await row.waitFor();
    // The marker is whole inside the Phone column (it was cut off at the cell's edge).
    const marker = row.getByText('Do not call', { exact: true });
    const markerBox = (await marker.boundingBox())!;
    const cellBox = (await marker.locator('xpath=ancestor::td[1]').boundingBox())!;
    expect(markerBox.x + markerBox.width).toBeLessThanOrEqual(cellBox.x + cellBox.width);
    expect(await row.getByRole('link', { name: /^Call / }).count()).toBe(0);
    expect(await table.getByRole('link', { name: /^Call / }).count()).toBe(0);
    await row.getByRole('link').first().click();
    await page.waitForURL(/\/lead\/\d+$/);
    const phone = page
      .getByRole('main')
      .locator('dt', { hasText: /^Phone$/ })
      .locator('xpath=following-sibling::dd[1]');
    await phone.getByText('Do not call', { exact: true }).waitFor();
    expect(await phone.getByRole('link').count()).toBe(0);
    await page.context().close();
  });
});

describe('given an admin who uses the browser default (behaviour 1)', () => {
  it('when a number is clicked then no dialog asks and the phone application opens after the toast', async () => {
    const page = await signedIn(server.url, DEMO_USERS.admin);
    const { number, digits } = await firstNumber(page);
    await number.click();
    await page.getByText(M.viaDefault, { exact: true }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.waitForFunction(
      () => (window as unknown as { __telOpened: unknown[] }).__telOpened.length > 0,
      undefined,
      { timeout: 6_000 },
    );
    expect((await telOpened(page))[0]).toMatchObject({ url: `tel:${digits}`, target: '_self' });
    await page.context().close();
  });
});

describe('given a phone-dialer provider that refuses calls', () => {
  it('when a provider call fails then the dialer set-up page shows the message and how to connect', async () => {
    const page = await signedIn(failing.url, DEMO_USERS.agent);
    await saveSettings(page, { phone_dialer_provider_behavior_type_id: 2 });
    await page.reload();
    await page.getByRole('banner').getByText(DEMO_USERS.agent.name).waitFor();
    const { number } = await firstNumber(page);
    await number.click();
    await page.waitForURL(/\/integration\/phone-dialer-setup$/);
    await page.getByRole('heading', { level: 1, name: 'Phone Dialer Setup' }).waitFor();
    expect(await page.getByRole('alert').filter({ hasText: PROVIDER_REFUSAL }).count()).toBe(1);
    const connect = page.getByRole('link', { name: 'Connect your Meridian Dialer account' });
    await connect.waitFor();
    expect(await connect.getAttribute('href')).toBe(
      'https://dialer.meridian.example/connect?return_to=%2Flead%2Fsearch',
    );
    expect(await page.getByText(M.viaProvider).count()).toBe(0);
    await page.context().close();
  });
});
