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
