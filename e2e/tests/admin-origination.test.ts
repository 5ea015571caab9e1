import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations } from '../axe';
import { apiFromPage, DEMO_USERS, launchBrowser, signedInPage } from '../browser';
import { createLead, footerButton, openLeadDetails, uniqueName, uniquePhone } from '../leads';

// Issue 16, "Done when": as demoadmin, create a lead source, a campaign with a segment and a partner
// with a tracking code on their admin screens (by keyboard where it matters), and find them in the
// Lead Details origination dropdowns of a lead. Names are unique and sort last ('Zeta…', 'ZZ-…'),
// so other tests that take the first partner or campaign never meet them.

let browser: Browser;
let page: Page;
const baseUrl = inject('baseUrl');

beforeAll(async () => {
  browser = await launchBrowser();
  page = await signedInPage(browser, baseUrl, DEMO_USERS.admin);
});
afterAll(async () => {
  await browser?.close();
});

const suffix = uniqueName('').toUpperCase();
const vendor = { code: `ZZ-SRC-${suffix}`, company: `Zeta Leads ${suffix}` };
const campaign = `ZZ-CMP-${suffix}`;
const segment = `ZZ-SEG-${suffix}`;
const partner = `Zeta Partner ${suffix}`;
const trackingCode = `ZZ-TC-${suffix}`;

const focusedName = () =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '';
  });

async function expectNoAxeViolations() {
  // A table that is reloading dims its rows on purpose; axe judges the screen once it has settled.
  await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
  expect(await axeViolations(page)).toEqual([]);
}

/** Opens an add dialog with the keyboard, types each field (Tab between them), and saves with Enter. */
async function addByKeyboard(opener: Locator, title: string, values: readonly string[]) {
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('INPUT');
  for (const [i, value] of values.entries()) {
    if (i > 0) await page.keyboard.press('Tab');
    await page.keyboard.type(value);
  }
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'detached' });
}

describe('given the Lead Sources, Campaigns and Partners admin screens', () => {
  it('as demoadmin: a lead source, a campaign with a segment and a partner with a tracking code are added and offered on Lead Details', async () => {
    // ---- Lead Sources
    // Admin pages are not landing pages (a load there goes to the dashboard): reach them by the menus.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();
    await page.waitForURL(/\/admin\/users\/manage_user$/);
    await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Lead Sources' }).click();
    await page.getByRole('heading', { name: 'Lead Sources', level: 1 }).waitFor();
    const sources = page.getByRole('table', { name: 'Lead sources' });
    await sources.getByRole('rowheader').first().waitFor();
    await expectNoAxeViolations();
    // Save with an empty form: the domain's messages, and nothing is sent.
    await page.getByRole('button', { name: 'Add lead source' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add lead source' });
    await dialog.getByRole('textbox', { name: 'Code' }).fill(' ');
    await footerButton(dialog, 'Save').click();
    await dialog.getByText('Code is required.').waitFor();
    await dialog.getByText('Company is required.').waitFor();
    await expectNoAxeViolations();
    await footerButton(dialog, 'Cancel').click();
    await dialog.waitFor({ state: 'detached' });

    const addSource = page.getByRole('button', { name: 'Add lead source' });
    await addByKeyboard(addSource, 'Add lead source', [vendor.code, vendor.company]);
    await page.getByText(`Lead source ${vendor.code} saved.`).waitFor();
    await expect.poll(focusedName).toBe('Add lead source');
    await page.getByRole('searchbox', { name: 'Search code or company' }).fill(vendor.company);
    await page.keyboard.press('Enter');
    await expect.poll(() => sources.getByRole('rowheader').allTextContents()).toEqual([vendor.code]);
    expect(
      await sources
        .getByRole('row', { name: new RegExp(vendor.code) })
        .getByRole('cell')
        .allTextContents(),
    ).toEqual(expect.arrayContaining([vendor.company, 'Active', 'Account']));
    // A duplicate code is refused by the server; the dialog keeps what was typed and shows why.
    await addSource.click();
    dialog = page.getByRole('dialog', { name: 'Add lead source' });
    await dialog.getByRole('textbox', { name: 'Code' }).fill(vendor.code.toLowerCase());
    await dialog.getByRole('textbox', { name: 'Company' }).fill('Someone Else');
    await footerButton(dialog, 'Save').click();
    await dialog.getByText('A lead source with this code already exists.').waitFor();
    expect(await dialog.getByRole('textbox', { name: 'Code' }).inputValue()).toBe(vendor.code.toLowerCase());
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // ---- Campaigns and a segment
    await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Campaigns' }).click();
    await page.getByRole('heading', { name: 'Campaigns', level: 1 }).waitFor();
    await page.getByRole('table', { name: 'Campaigns' }).getByRole('rowheader').first().waitFor();
    await expectNoAxeViolations();
    await addByKeyboard(page.getByRole('button', { name: 'Add campaign' }), 'Add campaign', [campaign]);
    await page.getByText(`Campaign ${campaign} saved.`).waitFor();
    // The new campaign is chosen: its (empty) segments pane shows beside the table.
    const pane = page.getByRole('region', { name: `Segments of ${campaign}` });
    await pane.getByText('This campaign has no segments yet.').waitFor();
    await addByKeyboard(pane.getByRole('button', { name: 'Add segment' }), 'Add segment', [segment]);
    await pane.getByRole('rowheader', { name: segment }).waitFor();
    await expectNoAxeViolations();

    // ---- Partners and a tracking code
    await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Partners' }).click();
    await page.getByRole('heading', { name: 'Partners', level: 1 }).waitFor();
    await page.getByRole('table', { name: 'Partners' }).getByRole('rowheader').first().waitFor();
    await expectNoAxeViolations();
    await addByKeyboard(page.getByRole('button', { name: 'Add partner' }), 'Add partner', [partner]);
    const codes = page.getByRole('region', { name: `Tracking codes of ${partner}` });
    await codes.getByText('This partner has no tracking codes yet.').waitFor();
    await addByKeyboard(codes.getByRole('button', { name: 'Add tracking code' }), 'Add tracking code', [trackingCode]);
    await codes.getByRole('rowheader', { name: trackingCode }).waitFor();
    // Deactivate and activate again by keyboard.
    await codes.getByRole('button', { name: `Deactivate ${trackingCode}` }).focus();
    await page.keyboard.press('Enter');
    const activate = codes.getByRole('button', { name: `Activate ${trackingCode}` });
    await expect.poll(() => activate.isEnabled()).toBe(true);
    // The toggle keeps its place and the focus: Enter again turns the code back on.
    await expect.poll(focusedName).toBe(`Activate ${trackingCode}`);
    await page.keyboard.press('Enter');
    await expect.poll(() => codes.getByRole('button', { name: `Deactivate ${trackingCode}` }).isEnabled()).toBe(true);
    await expectNoAxeViolations();

    // ---- Lead Details offers them at once
    const fname = uniqueName('Opal');
    const lname = uniqueName('Whitcombe');
    const leadId = await createLead(page, { fname, lname, phones: [{ phone_type: 'Home', phone: uniquePhone() }] });
    const details = await openLeadDetails(page, baseUrl, leadId, `${fname} ${lname}`);
    const origination = details.getByRole('region', { name: 'Lead Origination Data' });
    const offered = async (field: string, option: string) => {
      await origination.getByRole('combobox', { name: field }).click();
      const choice = page.getByRole('option', { name: option, exact: true });
      await choice.waitFor();
      await choice.click();
      await expect.poll(() => origination.getByRole('combobox', { name: field }).innerText()).toBe(option);
    };
    await offered('Lead Source Vendor', `${vendor.company} (${vendor.code})`);
    await offered('Campaign', campaign);
    await offered('Segment', segment);
    await offered('Client/Partner/Affiliate', partner);
    await offered('Tracking Code', trackingCode);
    await footerButton(details, 'Close').click();
  });

  it('as demoadmin: a lead source a lead names is not deleted (the message says why), is made inactive instead; an unused one is deleted', async () => {
    const code = `ZZ-DEL-${uniqueName('').toUpperCase()}`;
    const added = await apiFromPage<{ lead_vendor_id: number }>(page, 'LeadVendor', {
      method: 'POST',
      body: { lead_vendor_code: code, company: `Zeta Used ${code}` },
    });
    expect(added.status).toBe(201);
    const fname = uniqueName('Ivo');
    const leadId = await createLead(page, {
      fname,
      lname: uniqueName('Marsh'),
      phones: [{ phone_type: 'Home', phone: uniquePhone() }],
    });
    const named = await apiFromPage(page, `lead/${leadId}/`, {
      method: 'PUT',
      body: { source_vendor_id: added.body.lead_vendor_id, lead_vendor_id: added.body.lead_vendor_id },
    });
    expect(named.status).toBe(200);

    await page.goto(`${baseUrl}/`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();
    await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Lead Sources' }).click();
    await page.getByRole('searchbox', { name: 'Search code or company' }).fill(code);
    await page.keyboard.press('Enter');
    const table = page.getByRole('table', { name: 'Lead sources' });
    await expect.poll(() => table.getByRole('rowheader').allTextContents()).toEqual([code]);

    // Delete, confirmed with the keyboard: refused with the server's reason; the row stays.
    await table.getByRole('button', { name: `Delete ${code}` }).focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: new RegExp(`Delete the lead source ${code}`) });
    await confirm.waitFor();
    await expectNoAxeViolations();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await page
      .getByText('This lead source is named by 1 lead and cannot be deleted. Make it inactive instead.')
      .waitFor();
    await expect.poll(() => table.getByRole('rowheader').allTextContents()).toEqual([code]);

    // Made inactive instead.
    await table.getByRole('button', { name: `Edit ${code}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit lead source' });
    await dialog.getByRole('checkbox', { name: 'Active' }).click();
    await footerButton(dialog, 'Save').click();
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() =>
        table
          .getByRole('row', { name: new RegExp(code) })
          .getByRole('cell')
          .allTextContents(),
      )
      .toEqual(expect.arrayContaining(['Inactive']));

    // The lead forms no longer offer it.
    const offered = await apiFromPage<{ result: Array<{ lead_vendor_code: string }> }>(page, 'LeadVendor/search', {
      method: 'POST',
      body: { search_type: 'simple', criteria: {}, field_list: ['lead_vendor_code'] },
    });
    expect(offered.body.result.map((v) => v.lead_vendor_code)).not.toContain(code);

    // Once no lead names it, it is deleted.
    await apiFromPage(page, `lead/${leadId}/`, { method: 'PUT', body: { source_vendor_id: '', lead_vendor_id: '' } });
    const unused = await apiFromPage<{ lead_vendor_id: number }>(page, 'LeadVendor', {
      method: 'POST',
      body: { lead_vendor_code: `${code}-B`, company: `Zeta Unused ${code}` },
    });
    expect(unused.status).toBe(201);
    await page.getByRole('searchbox', { name: 'Search code or company' }).fill(`${code}-B`);
    await page.keyboard.press('Enter');
    await expect.poll(() => table.getByRole('rowheader').allTextContents()).toEqual([`${code}-B`]);
    await table.getByRole('button', { name: `Delete ${code}-B` }).click();
    await page
      .getByRole('alertdialog', { name: new RegExp(`Delete the lead source ${code}-B`) })
      .getByRole('button', { name: 'Yes' })
      .click();
    await page.getByText(`Lead source ${code}-B deleted.`).waitFor();
    await table.getByText('No lead sources match this search.').waitFor();
  });
});
