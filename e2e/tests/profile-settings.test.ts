import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../axe';
import { DEMO_USERS, launchBrowser, shot, signedInPage } from '../browser';
import { startServer } from '../global-setup';

/** Spec 02 §2.9, §4.4, §5.4, §8, word for word. */
const M = {
  changes: 'Changes have been made. Click "Update" to save them',
  updated: 'Your profile has been updated.',
  wrongCurrent: 'The current password entered is incorrect',
  preferencesUpdated: 'Communication Preferences successfully updated.',
  unsaved: 'You have unsaved content, are you sure you want to exit?',
  zipNotFound: (zip: string) => `The zip code you entered (${zip}) cannot be found in our system.`,
  // The spec describes this dialog without quoting it: the text is @meridian/domain's VERIFY_COUNTY_MESSAGE.
  verifyCounty: 'This zip code is in more than one county. Please verify that the correct county is selected.',
};

let browser: Browser;
// Profiles and settings change as these tests run: they own a freshly seeded server.
let server: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer()]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), server?.stop()]);
});

const signedIn = (user: (typeof DEMO_USERS)[keyof typeof DEMO_USERS]) => signedInPage(browser, server.url, user);

/** Opens the user menu and chooses `item`, by keyboard. */
async function chooseFromUserMenu(page: Page, user: (typeof DEMO_USERS)[keyof typeof DEMO_USERS], item: string) {
  await page.getByRole('banner').getByRole('button', { name: user.name }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: item }).focus();
  await page.keyboard.press('Enter');
}

/** A footer button of the profile by its visible text (the title bar's close icon is also named 'Close'). */
const footerButton = (page: Page, name: string) =>
  page.getByRole('dialog', { name: 'User Profile' }).getByRole('button', { name, exact: true }).last();

describe('given demoagent and their own profile', () => {
  it('when the company changes and Update is pressed then the dialog stays with the spec message, and after a reload the company is still there', async () => {
    const page = await signedIn(DEMO_USERS.agent);
    await chooseFromUserMenu(page, DEMO_USERS.agent, 'Profile');
    const dialog = page.getByRole('dialog', { name: 'User Profile' });
    const company = dialog.getByRole('textbox', { name: 'Company' });
    await company.waitFor();
    expect(await company.inputValue()).toBe('Demo Agency');
    expect(await dialog.getByRole('textbox', { name: 'First Name' }).inputValue()).toBe('Marcus');
    expect(await footerButton(page, 'Update').count()).toBe(0);

    await company.fill('Bell Insurance Group');
    await dialog.getByText(M.changes).waitFor();
    await footerButton(page, 'Update').click();
    await dialog.getByText(M.updated, { exact: true }).waitFor();
    expect(await dialog.isVisible()).toBe(true);
    expect(await footerButton(page, 'Update').count()).toBe(0);

    await page.reload();
    await page.getByRole('banner').getByText(DEMO_USERS.agent.name).waitFor();
    await chooseFromUserMenu(page, DEMO_USERS.agent, 'Profile');
    await dialog.getByRole('textbox', { name: 'Company' }).waitFor();
    expect(await dialog.getByRole('textbox', { name: 'Company' }).inputValue()).toBe('Bell Insurance Group');
    // Unchanged: Close (or Escape) closes at once.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.close();
  });

  it('when the current password is wrong then the current-password field is marked with the spec message and nothing is saved', async () => {
    const page = await signedIn(DEMO_USERS.agent);
    await chooseFromUserMenu(page, DEMO_USERS.agent, 'Profile');
    const dialog = page.getByRole('dialog', { name: 'User Profile' });
    const current = dialog.getByLabel('Current Password', { exact: true });
    await current.fill('Wrong#2026pass');
    await dialog.getByLabel('New Password', { exact: true }).fill('Fresh#2026pass');
    await dialog.getByLabel('Confirm Password', { exact: true }).fill('Fresh#2026pass');
    await dialog.getByRole('button', { name: 'Show Current Password' }).click();
    expect(await current.getAttribute('type')).toBe('text');
    await footerButton(page, 'Update').click();
    await dialog.getByText(M.wrongCurrent, { exact: true }).waitFor();
    expect(await current.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => current.evaluate((el) => el === document.activeElement)).toBe(true);

    // Leaving with the typed passwords asks first.
    await footerButton(page, 'Cancel').click();
    await page.getByText(M.unsaved).waitFor();
    await page.getByRole('button', { name: 'Discard' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The password did not change: the old one still signs in.
    const again = await signedIn(DEMO_USERS.agent);
    await again.close();
    await page.close();
  });

  it('when zips are typed in the home address then the server’s crosswalk answers: several counties ask to verify, one county fills state and county, none clears the zip', async () => {
    const page = await signedIn(DEMO_USERS.agent);
    await chooseFromUserMenu(page, DEMO_USERS.agent, 'Profile');
    const dialog = page.getByRole('dialog', { name: 'User Profile' });
    const zip = dialog.getByRole('textbox', { name: 'Address 1 Zip' });
    const state = dialog.getByRole('combobox', { name: 'Address 1 State' });
    const county = dialog.getByRole('combobox', { name: 'Address 1 County' });
    await zip.waitFor();
    expect(await zip.inputValue()).toBe('60614');

    // 30097 (Duluth, GA) spans Forsyth, Fulton and Gwinnett: the first is chosen and the dialog lists all three.
    await zip.fill('');
    await zip.pressSequentially('30097');
    const verify = page.getByRole('alertdialog', { name: 'Verify the county' });
    await verify.waitFor();
    await verify.getByText(M.verifyCounty).waitFor();
    expect(await verify.getByRole('listitem').allTextContents()).toEqual(
      expect.arrayContaining(['Forsyth', 'Fulton', 'Gwinnett']),
    );
    await verify.getByText('Georgia', { exact: true }).waitFor();
    await verify.getByRole('button', { name: 'OK' }).click();
    await verify.waitFor({ state: 'hidden' });
    await expect.poll(() => state.textContent()).toContain('Georgia');
    expect(await county.textContent()).toContain('Forsyth');
    await county.click();
    expect(await page.getByRole('option').allTextContents()).toEqual(['Forsyth', 'Fulton', 'Gwinnett']);
    await page.getByRole('option', { name: 'Gwinnett' }).click();
    await expect.poll(() => county.textContent()).toContain('Gwinnett');

    // 60601 (the Loop) lies in Cook County alone: filled in, no dialog.
    await zip.fill('');
    await zip.pressSequentially('60601');
    await expect.poll(() => county.textContent()).toContain('Cook');
    expect(await state.textContent()).toContain('Illinois');
    expect(await page.getByRole('alertdialog').count()).toBe(0);

    // 00000 is in no county: the spec's not-found dialog, and closing it clears state, county and zip.
    await zip.fill('');
    await zip.pressSequentially('00000');
    const notFound = page.getByRole('alertdialog', { name: 'Zip code not found' });
    await notFound.getByText(M.zipNotFound('00000')).waitFor();
    await notFound.getByRole('button', { name: 'OK' }).click();
    await notFound.waitFor({ state: 'hidden' });
    await expect.poll(() => zip.inputValue()).toBe('');
    expect(await state.textContent()).not.toContain('Illinois');

    // Nothing was saved.
    await footerButton(page, 'Cancel').click();
    await page.getByText(M.unsaved).waitFor();
    await page.getByRole('button', { name: 'Discard' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.close();
  });
});

describe('given Configurable Settings', () => {
  it('when demoagent (Demo Agency has the flag) toggles a communication preference and updates then it is there when the dialog opens again', async () => {
    const page = await signedIn(DEMO_USERS.agent);
    await chooseFromUserMenu(page, DEMO_USERS.agent, 'Configurable Settings');
    const dialog = page.getByRole('dialog', { name: 'Configurable Settings' });
    const firstTab = dialog.getByRole('tab', { name: 'Client Self-Service' });
    await firstTab.waitFor();
    // Keyboard: arrow to the second tab.
    await firstTab.focus();
    await page.keyboard.press('ArrowRight');
    const box = dialog.getByRole('checkbox', { name: 'Task reminders by email' });
    await box.waitFor();
    expect(await box.getAttribute('aria-checked')).toBe('true');
    const update = dialog.getByRole('button', { name: 'Update' });
    expect(await update.isDisabled()).toBe(true);
    await box.focus();
    await page.keyboard.press('Space');
    expect(await update.isEnabled()).toBe(true);
    await update.click();
    await dialog.getByText(M.preferencesUpdated, { exact: true }).waitFor();

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.reload();
    await page.getByRole('banner').getByText(DEMO_USERS.agent.name).waitFor();
    await chooseFromUserMenu(page, DEMO_USERS.agent, 'Configurable Settings');
    await dialog.getByRole('tab', { name: 'Communication Preferences' }).click();
    await box.waitFor();
    expect(await box.getAttribute('aria-checked')).toBe('false');
    expect(await dialog.getByRole('textbox', { name: 'Texts go to' }).inputValue()).toBe('(312) 555-0111');
    await page.close();
  });

  it('when otheradmin (Other Agency, flag off) opens the user menu then Configurable Settings is not there', async () => {
    const page = await signedIn(DEMO_USERS.other);
    await page.getByRole('banner').getByRole('button', { name: DEMO_USERS.other.name }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).waitFor();
    const items = await page.getByRole('menuitem').allTextContents();
    expect(items).not.toContain('Configurable Settings');
    expect(items[0]).toBe('Profile');
    await page.close();
  });

  it('when demoagent creates a calendar feed link then the copied URL answers text/calendar, and after Revoke link the same URL answers 404', async () => {
    const page = await signedIn(DEMO_USERS.agent);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await chooseFromUserMenu(page, DEMO_USERS.agent, 'Profile');
    const dialog = page.getByRole('dialog', { name: 'User Profile' });
    const section = dialog.getByRole('region', { name: 'Calendar feed' });
    await section.getByRole('button', { name: 'Create link' }).scrollIntoViewIfNeeded();
    await shot(page, 'profile-calendar-feed-none');
    await section.getByRole('button', { name: 'Create link' }).click();

    const link = section.getByRole('textbox', { name: 'Calendar feed link' });
    await link.waitFor();
    const url = await link.inputValue();
    expect(url.startsWith(`${server.url}/api/public/calendar/`)).toBe(true);
    expect(url).toMatch(/\/[A-Za-z0-9_-]{43}\.ics$/);
    await section.getByRole('button', { name: 'Copy', exact: true }).click();
    await section.getByRole('status').getByText('Copied').waitFor();
    await shot(page, 'profile-calendar-feed-link');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    const feed = await page.request.get(url);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
    expect(await feed.text()).toContain('BEGIN:VCALENDAR');

    expect(await axeViolations(page)).toEqual([]);

    await section.getByRole('button', { name: 'Revoke link' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Revoke your calendar feed link?', { exact: false }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'profile-calendar-feed-revoke');
    await confirm.getByRole('button', { name: 'Revoke link' }).click();
    await section.getByRole('button', { name: 'Create link' }).waitFor();
    expect(await link.count()).toBe(0);
    expect((await page.request.get(url)).status()).toBe(404);
    await page.close();
  });
});
