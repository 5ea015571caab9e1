import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../axe';
import { DEMO_USERS, launchBrowser, signedInPage } from '../browser';
import { startServer } from '../global-setup';

/** Spec 02 §2.11, §8, word for word. */
const M = {
  added: 'Agent writing number has been added successfully',
  duplicate: 'Agent Writing Number is already present for carrier with this product type',
  deleteOne: 'Are you sure you want to delete this Agent Writing Number record?',
  deleteSeveral: 'Are you sure you want to delete these records?',
  noneSelected: 'You have to select atleast one carrier to delete',
};

let browser: Browser;
// Writing numbers change as this test runs: it owns a freshly seeded server.
let server: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer()]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), server?.stop()]);
});

async function openProfile(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: DEMO_USERS.agent.name }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  const profile = page.getByRole('dialog', { name: 'User Profile' });
  await profile.getByRole('cell', { name: 'HUM-448812' }).first().waitFor();
  return profile;
}

/**
 * Fills the Add Agent Writing Number dialog with `number` for a carrier and a product type without a
 * plan year (Aetna, Medicare Supplement unless told), and presses Add.
 */
async function addNumber(
  page: Page,
  profile: ReturnType<Page['getByRole']>,
  number: string,
  { carrier = 'Aetna Medicare', productType = 'Medicare Supplement' } = {},
) {
  await profile.getByRole('button', { name: 'Add Agent Writing Number' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Agent Writing Number' });
  await dialog.getByRole('combobox', { name: 'Carrier' }).click();
  await page.getByRole('option', { name: carrier, exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Product Type' }).click();
  await page.getByRole('option', { name: productType, exact: true }).click();
  expect(await dialog.getByRole('combobox', { name: 'Plan Year' }).count()).toBe(0);
  await dialog.getByRole('textbox', { name: 'Agent Writing Number' }).fill(number);
  expect(await axeViolations(page)).toEqual([]);
  const saved = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/usercarrier' && r.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  return { dialog, response: await saved };
}

describe('given demoagent and their agent writing numbers', () => {
  it('when a number is added then it shows in the table, the same again is refused with the spec message, and deleting it removes it', async () => {
    const page = await signedInPage(browser, server.url, DEMO_USERS.agent);
    const profile = await openProfile(page);

    const first = await addNumber(page, profile, 'AET-E2E-1');
    expect(first.response.status()).toBe(200);
    await first.dialog.getByText(M.added).waitFor();
    // The dialog closes itself 2 s after the message.
    await first.dialog.waitFor({ state: 'hidden', timeout: 5000 });
    const cell = profile.getByRole('cell', { name: 'AET-E2E-1', exact: true });
    await cell.waitFor();

    const again = await addNumber(page, profile, 'AET-E2E-2');
    expect(again.response.status()).toBe(409);
    await again.dialog.getByText(M.duplicate).waitFor();
    await again.dialog.waitFor({ state: 'hidden', timeout: 5000 });
    expect(await profile.getByRole('cell', { name: 'AET-E2E-2', exact: true }).count()).toBe(0);

    await profile.getByRole('checkbox', { name: 'Select Aetna Medicare AET-E2E-1' }).check();
    await profile.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(M.deleteOne).waitFor();
    const deleted = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/usercarrier/deleteSelected');
    await confirm.getByRole('button', { name: 'Yes' }).click();
    expect((await deleted).status()).toBe(200);
    await cell.waitFor({ state: 'detached' });
    expect(await profile.getByRole('cell', { name: 'HUM-448812' }).count()).toBeGreaterThan(0);
    await page.close();
  });

  it('when Delete is pressed with nothing chosen then the spec message shows; two numbers chosen ask the several-records confirmation and Yes deletes both', async () => {
    const page = await signedInPage(browser, server.url, DEMO_USERS.agent);
    const profile = await openProfile(page);

    // Different carriers and product types, so neither is a duplicate of the other or of the seed's.
    for (const [number, choice] of [
      ['AET-E2E-DEN', { carrier: 'Aetna Medicare', productType: 'Dental' }],
      ['CIG-E2E-SUP', { carrier: 'Cigna Healthcare', productType: 'Medicare Supplement' }],
    ] as const) {
      const added = await addNumber(page, profile, number, choice);
      expect(added.response.status()).toBe(200);
      await added.dialog.getByText(M.added).waitFor();
      await added.dialog.waitFor({ state: 'hidden', timeout: 5000 });
      await profile.getByRole('cell', { name: number, exact: true }).waitFor();
    }

    await profile.getByRole('button', { name: 'Delete', exact: true }).click();
    await profile.getByText(M.noneSelected).waitFor();
    expect(await page.getByRole('alertdialog').count()).toBe(0);

    await profile.getByRole('checkbox', { name: 'Select Aetna Medicare AET-E2E-DEN' }).check();
    await profile.getByRole('checkbox', { name: 'Select Cigna Healthcare CIG-E2E-SUP' }).check();
    await profile.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(M.deleteSeveral).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const deleted = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/usercarrier/deleteSelected');
    await confirm.getByRole('button', { name: 'Yes' }).click();
    const answer = await deleted;
    expect(answer.status()).toBe(200);
    expect((answer.request().postDataJSON() as { user_carrier_ids: number[] }).user_carrier_ids).toHaveLength(2);
    await profile.getByRole('cell', { name: 'AET-E2E-DEN', exact: true }).waitFor({ state: 'detached' });
    await profile.getByRole('cell', { name: 'CIG-E2E-SUP', exact: true }).waitFor({ state: 'detached' });
    expect(await profile.getByRole('cell', { name: 'HUM-448812' }).count()).toBeGreaterThan(0);
    await page.close();
  });
});

describe("given the agents' state licenses in the profile", () => {
  const T = {
    added: 'State license has been added.',
    expired: 'State license has been marked expired.',
    duplicate: 'A license for Iowa is already on file.',
    past: 'Expiration Date must be today or later.',
  };
  const licenses = (scope: ReturnType<Page['getByRole']>) => scope.getByRole('region', { name: 'State Licenses' });

  it('when demoagent adds one by keyboard then it is listed in force; a second for the state is refused keeping what was typed; Expire after Yes lists it expired', async () => {
    const page = await signedInPage(browser, server.url, DEMO_USERS.agent);
    const profile = await openProfile(page);
    const section = licenses(profile);
    // The seeded licenses, by state name.
    await section.getByRole('rowheader', { name: 'Illinois' }).waitFor();
    expect(await section.getByRole('rowheader').allTextContents()).toEqual(['Illinois', 'Wisconsin']);

    // A past date is refused in the form before anything is sent.
    const state = section.getByRole('combobox', { name: 'State' });
    await state.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.type('Iowa');
    await page.getByRole('option', { name: 'Iowa', exact: true }).press('Enter');
    await section.getByRole('textbox', { name: 'License Number' }).fill('3001234');
    await section.getByRole('textbox', { name: 'Expiration Date' }).fill('01/01/2020');
    let sent = 0;
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/stateLicenseNumber' && r.method() === 'POST') sent += 1;
    });
    await section.getByRole('textbox', { name: 'Expiration Date' }).press('Enter');
    await section.getByText(T.past).waitFor();
    expect(sent).toBe(0);

    await section.getByRole('textbox', { name: 'Expiration Date' }).fill('06/30/2099');
    const added = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/stateLicenseNumber');
    await section.getByRole('button', { name: 'Add License' }).press('Enter');
    expect((await added).status()).toBe(200);
    await section.getByText(T.added).waitFor();
    const iowa = section.getByRole('row', { name: /Iowa/ });
    await iowa.getByRole('cell', { name: '06/30/2099' }).waitFor();
    await iowa.getByRole('cell', { name: 'In force' }).waitFor();
    // The form is empty again.
    expect(await section.getByRole('textbox', { name: 'License Number' }).inputValue()).toBe('');

    // The same state again: refused with the state named, and the form keeps the number.
    await state.click();
    await page.getByRole('option', { name: 'Iowa', exact: true }).click();
    await section.getByRole('textbox', { name: 'License Number' }).fill('3009999');
    const refused = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/stateLicenseNumber');
    await section.getByRole('button', { name: 'Add License' }).click();
    expect((await refused).status()).toBe(409);
    await section.getByText(T.duplicate).waitFor();
    expect(await section.getByRole('textbox', { name: 'License Number' }).inputValue()).toBe('3009999');
    expect(await axeViolations(page)).toEqual([]);

    // Expire asks first; No changes nothing, Yes ends it.
    await iowa.getByRole('button', { name: 'Expire the Iowa license' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByRole('button', { name: 'No' }).click();
    await confirm.waitFor({ state: 'detached' });
    await iowa.getByRole('cell', { name: 'In force' }).waitFor();
    await iowa.getByRole('button', { name: 'Expire the Iowa license' }).click();
    const expired = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/stateLicenseNumber/IA/expire');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
    expect((await expired).status()).toBe(200);
    await section.getByText(T.expired).waitFor();
    await iowa.getByRole('cell', { name: 'Expired', exact: true }).waitFor();
    expect(await iowa.getByRole('button', { name: 'Expire the Iowa license' }).count()).toBe(0);
    // The state now takes a new license.
    const renewed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/stateLicenseNumber');
    await section.getByRole('button', { name: 'Add License' }).click();
    expect((await renewed).status()).toBe(200);
    await iowa.getByRole('cell', { name: '3009999' }).waitFor();
    await iowa.getByRole('cell', { name: 'In force' }).waitFor();
    await page.close();
  });

  it("when demoadmin edits demoagent2 in Admin → Users then the agent's licenses are there to add to, and the agent sees the license", async () => {
    const page = await signedInPage(browser, server.url, DEMO_USERS.admin);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();
    await page.waitForURL(/\/admin\/users\/manage_user$/);
    const table = page.getByRole('table', { name: 'Users', exact: true });
    await table.getByRole('button', { name: `Edit ${DEMO_USERS.agent2.name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit User' });
    const section = licenses(edit);
    await section.getByText('No state licenses on file.').waitFor();
    await section.getByRole('combobox', { name: 'State' }).click();
    await page.getByRole('option', { name: 'Minnesota', exact: true }).click();
    await section.getByRole('textbox', { name: 'License Number' }).fill('40123');
    await section.getByRole('button', { name: 'Add License' }).click();
    await section.getByRole('rowheader', { name: 'Minnesota' }).waitFor();
    await page.close();

    const agent = await signedInPage(browser, server.url, DEMO_USERS.agent2);
    await agent.getByRole('banner').getByRole('button', { name: DEMO_USERS.agent2.name }).click();
    await agent.getByRole('menuitem', { name: 'Profile' }).click();
    const own = licenses(agent.getByRole('dialog', { name: 'User Profile' }));
    await own
      .getByRole('row', { name: /Minnesota/ })
      .getByRole('cell', { name: '40123' })
      .waitFor();
    await agent.close();
  });
});
