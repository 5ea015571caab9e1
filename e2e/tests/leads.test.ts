import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiFromPage, DEMO_USERS, launchBrowser, signedInPage } from '../browser';
import { fillNewLead } from '../leads';

/** Spec 02 §5.2, §8 and §4.1 texts, word for word. */
const M = {
  fnameRequired: 'First name is a required field.',
  created: 'Lead created successfully!',
  changes: 'Changes have been made. Select Update to save them.',
  updated: (first: string, last: string) => `You have successfully updated your lead (${first} ${last})`,
};

let browser: Browser;
const baseUrl = inject('baseUrl');

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A phone no demo lead has, so the duplicate check stays quiet. */
const uniquePhone = () => `312${String(Date.now()).slice(-7)}`;

async function addLead(page: Page, first: string, last: string, phone: string) {
  await page.goto(`${baseUrl}/lead/new`);
  const dialog = await fillNewLead(page, first, last, phone);
  await dialog.getByLabel('Zip').pressSequentially('60601');
  await expect.poll(() => dialog.getByRole('combobox', { name: 'County' }).innerText()).toContain('Cook');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await page.waitForURL(/\/lead\/\d+$/);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

describe('given an agent adding and editing a lead', () => {
  it('when the New Lead form is left empty then the spec message shows and Add is not offered', async () => {
    const page = await signedInPage(browser, baseUrl, DEMO_USERS.agent, '/lead/new');
    const dialog = page.getByRole('dialog', { name: 'New Lead' });
    await dialog.getByLabel('First Name').focus();
    await dialog.getByLabel('Last Name').focus();
    await dialog.getByText(M.fnameRequired).waitFor();
    expect(await dialog.getByRole('button', { name: 'Add', exact: true }).count()).toBe(0);
    await page.close();
  });

  it('when a lead is added then its page opens, and a Lead Details change survives a reload', async () => {
    const page = await signedInPage(browser, baseUrl, DEMO_USERS.agent);
    const phone = uniquePhone();
    const leadId = await addLead(page, 'Edna', 'Lindqvist', phone);
    expect(leadId).toBeGreaterThan(0);
    await page.getByRole('heading', { level: 1, name: 'Edna Lindqvist' }).waitFor();
    await page.getByText(M.created).waitFor();
    const formatted = `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`;
    await page.getByRole('link', { name: `Call ${formatted}` }).waitFor();

    await page.getByRole('button', { name: 'Lead Details' }).click();
    const details = page.getByRole('dialog', { name: 'Lead Details: Edna Lindqvist' });
    await details.waitFor();
    expect(await details.getByRole('button', { name: 'Update', exact: true }).count()).toBe(0);
    await details.getByLabel('Medicaid Number').fill('MCD-77123');
    await details.getByRole('region', { name: 'Contact Permissions' }).getByRole('checkbox', { name: 'Phone' }).click();
    await details.getByText(M.changes).waitFor();
    await details.getByRole('button', { name: 'Update', exact: true }).click();
    await details.getByText(M.updated('Edna', 'Lindqvist')).waitFor();
    await details.getByRole('button', { name: 'Permission History' }).click();
    const history = page.getByRole('dialog', { name: 'Contact Permission Update History' });
    await history.getByRole('row', { name: /Call OFF/ }).waitFor();
    await history.getByRole('button', { name: 'Close', exact: true }).last().click();
    await details.getByRole('button', { name: 'Close', exact: true }).last().click();

    await page.reload();
    const permissions = page.getByRole('region', { name: 'Contact Permissions' });
    await permissions.waitFor();
    expect(await permissions.innerText()).toMatch(/Phone\s+OFF/);
    await page.getByRole('button', { name: 'Lead Details' }).click();
    await expect
      .poll(() =>
        page
          .getByRole('dialog', { name: /^Lead Details/ })
          .getByLabel('Medicaid Number')
          .inputValue(),
      )
      .toBe('MCD-77123');
    await page.close();
  });

  it('when Notes are written with the rich-text toolbar then the lead page shows them formatted, not as tags', async () => {
    const page = await signedInPage(browser, baseUrl, DEMO_USERS.agent);
    await page.goto(`${baseUrl}/lead/new`);
    const dialog = await fillNewLead(page, 'Ruth', 'Okafor', uniquePhone());
    const notes = dialog.getByRole('textbox', { name: 'Notes' });
    await notes.waitFor(); // the editor is a lazy chunk
    await notes.click();
    await page.keyboard.type('Prefers mornings ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('after 9');
    await expect.poll(() => dialog.getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('Control+b');
    await page.keyboard.press('Enter');
    // Keyboard only: Shift+Tab to the toolbar (one tab stop), arrows to Bulleted list, Space, Tab back.
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Text style');
    for (let i = 0; i < 5; i += 1) await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Bulleted list');
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Call the plan first');
    const added = page.waitForResponse((r) => /conversationNote/.test(r.url()) && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    expect((await added).status()).toBe(201);
    await page.waitForURL(/\/lead\/\d+$/);
    const panel = page.getByRole('region', { name: 'Notes' });
    await panel.locator('strong', { hasText: 'after 9' }).waitFor();
    await panel.getByRole('listitem').filter({ hasText: 'Call the plan first' }).locator('li').waitFor();
    expect(await panel.innerText()).not.toContain('<strong>');
    await page.close();
  });

  it('when a lead with the same phone is added then the duplicate is shown and Add anyway creates it', async () => {
    const page = await signedInPage(browser, baseUrl, DEMO_USERS.agent);
    const phone = uniquePhone();
    const first = await addLead(page, 'Olga', 'Brandt', phone);
    await page.goto(`${baseUrl}/lead/new`);
    const dialog = await fillNewLead(page, 'Olga', 'Brandt', phone);
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await dialog.getByRole('link', { name: 'Olga Brandt' }).first().waitFor();
    await dialog.getByRole('button', { name: 'Add anyway' }).click();
    await page.waitForURL(/\/lead\/\d+$/);
    expect(Number(new URL(page.url()).pathname.split('/').pop())).not.toBe(first);
    await page.close();
  });

  it("when another account's lead id is opened then the page says the lead was not found", async () => {
    const other = await signedInPage(browser, baseUrl, DEMO_USERS.other);
    const found = await apiFromPage<{ result: Array<{ lead_id: number }> }>(other, 'lead/search/', {
      method: 'POST',
      body: { search_type: 'simple', criteria: {}, field_list: ['lead_id'], page_number: 1, records_per_page: 1 },
    });
    const foreignId = found.body.result[0]!.lead_id;
    await other.close();
    const page = await signedInPage(browser, baseUrl, DEMO_USERS.agent, `/lead/${foreignId}`);
    await page.getByRole('heading', { level: 1, name: 'Lead not found' }).waitFor();
    await page.close();
  });
});
