import { leadUpdatedMessage } from '@meridian/domain';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiFromPage, DEMO_USERS, launchBrowser, signedInPage } from '../browser';
import {
  choose,
  createLead,
  footerButton,
  formatted,
  openLeadDetails,
  pressUpdate,
  uniqueName,
  uniquePhone,
} from '../leads';

// Issue 13, "Done when": a save/reload round trip of every Lead Details section, deletions before
// save, and a permission change in the Contact Permission Update History dialog — as demoagent,
// on leads this file adds through the API (each test its own), against the real server.

let browser: Browser;
let page: Page;
const baseUrl = inject('baseUrl');

beforeAll(async () => {
  browser = await launchBrowser();
  page = await signedInPage(browser, baseUrl, DEMO_USERS.agent);
});
afterAll(async () => {
  await browser?.close();
});

/** What a select (combobox) shows. */
const shown = (combobox: Locator) => combobox.innerText().then((text) => text.trim());

interface SavedLead {
  phones: Array<{ phone: string }>;
  emails: Array<{ email: string }>;
  addresses: Array<{ zip: string | null }>;
}
const readLead = async (leadId: number) => (await apiFromPage<SavedLead>(page, `lead/${leadId}/`)).body;

describe('given an agent editing every section of Lead Details', () => {
  it('when every section is changed and updated then after a reload each shows what was saved, and the permission change is in its history', async () => {
    const fname = uniqueName('Edith');
    const lname = uniqueName('Marsh');
    const leadId = await createLead(page, {
      fname,
      lname,
      phones: [{ phone_type: 'Home', phone: uniquePhone() }],
      emails: [{ email_type: 'Home', email: `${fname}@example.com` }],
      addresses: [{ address_type_id: 'Home', zip: '60601', county: 'Cook', state_id: 'IL' }],
    });
    let dialog = await openLeadDetails(page, baseUrl, leadId, `${fname} ${lname}`);
    let region = (name: string) => dialog.getByRole('region', { name });

    // Lead Information.
    let info = region('Lead Information');
    await info.getByRole('textbox', { name: 'Prefix' }).fill('Mrs.');
    await info.getByRole('textbox', { name: 'Initial' }).fill('Q');
    await info.getByRole('textbox', { name: 'Birthdate' }).pressSequentially('04121951');
    await choose(page, info.getByRole('combobox', { name: 'Gender' }), 'Female');
    await choose(page, info.getByRole('combobox', { name: 'Marital Status' }), 'Widowed');
    await info.getByRole('textbox', { name: 'Height ft' }).fill('5');
    await info.getByRole('textbox', { name: 'Height in' }).fill('7');
    await info.getByRole('textbox', { name: 'Weight' }).fill('162');
    // The SSN shows masked until focused: type once it shows whole, as a person clicking in would.
    const ssn = info.getByRole('textbox', { name: 'SSN' });
    await ssn.click();
    await expect.poll(() => ssn.getAttribute('data-masked')).toBeNull();
    await ssn.pressSequentially('123456789');
    await expect.poll(() => ssn.inputValue()).toBe('123-45-6789');

    // Phones, emails and addresses: a second of each, the new phone made the default.
    let contacts = region('Phones, Emails and Addresses');
    const mobile = uniquePhone('773');
    await choose(page, contacts.getByRole('combobox', { name: 'Add Entry: Phone' }), 'Mobile');
    await contacts.getByRole('textbox', { name: 'Phone 2', exact: true }).pressSequentially(mobile);
    await contacts.getByRole('textbox', { name: 'Phone 2 extension' }).fill('204');
    await contacts.getByRole('checkbox', { name: 'Phone 2 default' }).check();
    await choose(page, contacts.getByRole('combobox', { name: 'Add Entry: Email' }), 'Work');
    await contacts.getByRole('textbox', { name: 'Email 2', exact: true }).fill(`${lname}@work.example.com`);
    await contacts.getByRole('textbox', { name: 'Address 1 Street address' }).fill('12 Oak Street');
    await contacts.getByRole('textbox', { name: 'Address 1 City' }).fill('Chicago');
    await choose(page, contacts.getByRole('combobox', { name: 'Add Entry: Address' }), 'Mailing');
    await contacts.getByRole('textbox', { name: 'Address 2 Street address' }).fill('PO Box 77');
    await contacts.getByRole('textbox', { name: 'Address 2 City' }).fill('Chicago');
    await contacts.getByRole('textbox', { name: 'Address 2 Zip' }).pressSequentially('60601');
    await expect.poll(() => shown(contacts.getByRole('combobox', { name: 'Address 2 County' }))).toBe('Cook');

    // Preferred contact, and a different emergency contact.
    const preferredPhone = uniquePhone('847');
    const emergencyPhone = uniquePhone('630');
    const preferred = region('Preferred Contact');
    await preferred.getByRole('textbox', { name: 'Preferred Contact Name' }).fill('Nora Marsh');
    await choose(page, preferred.getByRole('combobox', { name: 'Preferred Contact Type' }), 'Work');
    await preferred.getByRole('textbox', { name: 'Preferred Contact Telephone' }).pressSequentially(preferredPhone);
    await choose(page, preferred.getByRole('combobox', { name: 'Preferred Contact Relationship' }), 'Spouse');
    await preferred.getByRole('radio', { name: 'No' }).check();
    const emergency = region('Emergency Contact');
    await emergency.getByRole('textbox', { name: 'Emergency Contact Name' }).fill('Ivan Marsh');
    await emergency.getByRole('textbox', { name: 'Emergency Contact Telephone' }).pressSequentially(emergencyPhone);
    await choose(page, emergency.getByRole('combobox', { name: 'Emergency Contact Relationship' }), 'Child');

    // Medicare & Medicaid.
    let medicare = region('Medicare & Medicaid');
    await medicare.getByRole('textbox', { name: 'Medicare Number' }).pressSequentially('1EG4TE5MK73');
    await medicare.getByRole('textbox', { name: 'Part A Date' }).pressSequentially('012020');
    await medicare.getByRole('textbox', { name: 'Part B Date' }).pressSequentially('022021');
    await medicare.getByRole('textbox', { name: 'Medicaid Number' }).fill('MCD-4417');
    await choose(page, medicare.getByRole('combobox', { name: 'Medicaid State' }), 'Illinois');

    // Origination (the lead has no vendor: the agent may set it).
    let origination = region('Lead Origination Data');
    await origination.getByRole('textbox', { name: 'Advertising Code' }).fill('AD-E2E');
    await choose(
      page,
      origination.getByRole('combobox', { name: 'Client/Partner/Affiliate' }),
      'Lakeshore Pharmacy Group',
    );
    await choose(page, origination.getByRole('combobox', { name: 'Tracking Code' }), 'LPG-FLYER');
    await choose(page, origination.getByRole('combobox', { name: 'Campaign' }), 'AEP2026');
    await choose(page, origination.getByRole('combobox', { name: 'Segment' }), 'MAIL-A');
    await choose(page, origination.getByRole('combobox', { name: 'Lead Type' }), 'Referral');
    await choose(page, origination.getByRole('combobox', { name: 'Product Type' }), 'Medicare Supplement');

    // Tags: Enter and comma add.
    const tag = region('Tags').getByRole('combobox', { name: 'Tag' });
    await tag.fill('e2e-first');
    await tag.press('Enter');
    await tag.pressSequentially('e2e-second,');
    await region('Tags').getByText('e2e-second', { exact: true }).waitFor();

    // Contact permissions: no more email or text.
    const permissions = region('Contact Permissions');
    expect(await permissions.getByRole('checkbox', { name: 'Email', exact: true }).isChecked()).toBe(true);
    await permissions.getByRole('checkbox', { name: 'Email', exact: true }).uncheck();
    await permissions.getByRole('checkbox', { name: 'Text', exact: true }).uncheck();

    expect(await pressUpdate(page, dialog, leadId)).toBe(200);
    await dialog.getByText(leadUpdatedMessage(fname, lname)).waitFor();

    // After a reload, each section shows what was saved.
    await page.reload();
    dialog = await openLeadDetails(page, baseUrl, leadId, `${fname} ${lname}`);
    region = (name: string) => dialog.getByRole('region', { name });
    info = region('Lead Information');
    const value = (scope: Locator, name: string) => scope.getByRole('textbox', { name, exact: true }).inputValue();
    expect(await value(info, 'Prefix')).toBe('Mrs.');
    expect((await value(info, 'Initial')).toUpperCase()).toBe('Q');
    expect(await value(info, 'Birthdate')).toBe('04/12/1951');
    expect(await shown(info.getByRole('combobox', { name: 'Gender' }))).toBe('Female');
    expect(await shown(info.getByRole('combobox', { name: 'Marital Status' }))).toBe('Widowed');
    expect([await value(info, 'Height ft'), await value(info, 'Height in'), await value(info, 'Weight')]).toEqual([
      '5',
      '7',
      '162',
    ]);
    // The SSN shows masked until focused, then whole (the edit form reads it whole).
    expect(await value(info, 'SSN')).toBe('***-**-6789');
    await info.getByRole('textbox', { name: 'SSN' }).focus();
    await expect.poll(() => value(info, 'SSN')).toBe('123-45-6789');

    contacts = region('Phones, Emails and Addresses');
    expect(await value(contacts, 'Phone 2')).toBe(formatted(mobile));
    expect(await value(contacts, 'Phone 2 extension')).toBe('204');
    expect(await shown(contacts.getByRole('combobox', { name: 'Phone 2 type' }))).toBe('Mobile');
    expect(await contacts.getByRole('checkbox', { name: 'Phone 2 default' }).isChecked()).toBe(true);
    expect(await contacts.getByRole('checkbox', { name: 'Phone 1 default' }).isChecked()).toBe(false);
    expect(await value(contacts, 'Email 2')).toBe(`${lname}@work.example.com`);
    expect(await value(contacts, 'Address 1 Street address')).toBe('12 Oak Street');
    expect(await value(contacts, 'Address 2 Street address')).toBe('PO Box 77');
    expect(await shown(contacts.getByRole('combobox', { name: 'Address 2 Type' }))).toBe('Mailing');
    expect(await shown(contacts.getByRole('combobox', { name: 'Address 2 County' }))).toBe('Cook');

    expect(await value(region('Preferred Contact'), 'Preferred Contact Name')).toBe('Nora Marsh');
    expect(await value(region('Preferred Contact'), 'Preferred Contact Telephone')).toBe(formatted(preferredPhone));
    expect(await shown(region('Preferred Contact').getByRole('combobox', { name: 'Preferred Contact Type' }))).toBe(
      'Work',
    );
    expect(
      await shown(region('Preferred Contact').getByRole('combobox', { name: 'Preferred Contact Relationship' })),
    ).toBe('Spouse');
    expect(await region('Preferred Contact').getByRole('radio', { name: 'No' }).isChecked()).toBe(true);
    expect(await value(region('Emergency Contact'), 'Emergency Contact Name')).toBe('Ivan Marsh');
    expect(await value(region('Emergency Contact'), 'Emergency Contact Telephone')).toBe(formatted(emergencyPhone));
    expect(
      await shown(region('Emergency Contact').getByRole('combobox', { name: 'Emergency Contact Relationship' })),
    ).toBe('Child');

    medicare = region('Medicare & Medicaid');
    expect(await value(medicare, 'Medicare Number')).toBe('1EG4-TE5-MK73');
    expect(await value(medicare, 'Part A Date')).toBe('01/2020');
    expect(await value(medicare, 'Part B Date')).toBe('02/2021');
    expect(await value(medicare, 'Medicaid Number')).toBe('MCD-4417');
    expect(await shown(medicare.getByRole('combobox', { name: 'Medicaid State' }))).toBe('Illinois');

    origination = region('Lead Origination Data');
    expect(await value(origination, 'Advertising Code')).toBe('AD-E2E');
    for (const [name, option] of [
      ['Client/Partner/Affiliate', 'Lakeshore Pharmacy Group'],
      ['Tracking Code', 'LPG-FLYER'],
      ['Campaign', 'AEP2026'],
      ['Segment', 'MAIL-A'],
      ['Lead Type', 'Referral'],
      ['Product Type', 'Medicare Supplement'],
    ] as const)
      await expect.poll(() => shown(origination.getByRole('combobox', { name })), { message: name }).toBe(option);

    for (const saved of ['e2e-first', 'e2e-second'])
      await region('Tags')
        .getByRole('button', { name: `Remove ${saved}` })
        .waitFor();

    const checked = async (name: string) =>
      region('Contact Permissions').getByRole('checkbox', { name, exact: true }).isChecked();
    expect([await checked('Email'), await checked('Phone'), await checked('Text'), await checked('Mail')]).toEqual([
      false,
      true,
      false,
      true,
    ]);
    await region('Contact Permissions').getByText('Last updated by Marcus Bell').waitFor();

    // The permission changes are in the history, with who made them.
    await region('Contact Permissions').getByRole('button', { name: 'Permission History' }).click();
    const history = page.getByRole('dialog', { name: 'Contact Permission Update History' });
    for (const channel of ['Email', 'Text'])
      await history
        .getByRole('row', { name: new RegExp(`^${channel} OFF \\d{2}/\\d{2}/\\d{4}.* demoagent Marcus Bell$`) })
        .waitFor();
    expect(await history.getByRole('row', { name: /^(Call|Mail) OFF / }).count()).toBe(0);
    await footerButton(history, 'Close').click();
    await footerButton(dialog, 'Close').click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('when rows are removed and the dialog cancelled then nothing is deleted; removed and updated, they are gone after a reload', async () => {
    const fname = uniqueName('Hilda');
    const lname = uniqueName('Berg');
    const keptPhone = uniquePhone();
    const leadId = await createLead(page, {
      fname,
      lname,
      phones: [
        { phone_type: 'Home', phone: keptPhone },
        { phone_type: 'Work', phone: uniquePhone('708') },
      ],
      emails: [
        { email_type: 'Home', email: `${fname}@example.com` },
        { email_type: 'Work', email: `${lname}@example.com` },
      ],
      addresses: [
        { address_type_id: 'Home', zip: '60601', county: 'Cook', state_id: 'IL' },
        { address_type_id: 'Mailing', zip: '60602', county: 'Cook', state_id: 'IL' },
      ],
    });
    const deletes: string[] = [];
    const onRequest = (r: { url(): string }) => {
      if (/\/api\/lead\/\d+\/(phone|email|address)\/\d+\/delete\/$/.test(new URL(r.url()).pathname))
        deletes.push(r.url());
    };
    page.on('request', onRequest);
    const removeRows = async (dialog: Locator) => {
      const contacts = dialog.getByRole('region', { name: 'Phones, Emails and Addresses' });
      for (const row of ['Phone 2', 'Email 2', 'Address 2']) {
        await contacts.getByRole('button', { name: `Remove ${row}` }).click();
        await contacts.getByRole('button', { name: `Undo removing ${row}` }).waitFor();
      }
    };
    try {
      let dialog = await openLeadDetails(page, baseUrl, leadId, `${fname} ${lname}`);
      await removeRows(dialog);
      await footerButton(dialog, 'Cancel').click();
      await page.getByRole('button', { name: /^(Discard|Yes)$/ }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(deletes).toEqual([]);
      const kept = await readLead(leadId);
      expect([kept.phones.length, kept.emails.length, kept.addresses.length]).toEqual([2, 2, 2]);

      // Opened again, the rows are back as they were.
      dialog = await openLeadDetails(page, baseUrl, leadId, `${fname} ${lname}`);
      const contacts = dialog.getByRole('region', { name: 'Phones, Emails and Addresses' });
      expect(await contacts.getByRole('textbox', { name: 'Email 2', exact: true }).inputValue()).toBe(
        `${lname}@example.com`,
      );
      expect(await contacts.getByRole('button', { name: 'Undo removing Phone 2' }).count()).toBe(0);
      await removeRows(dialog);
      expect(await pressUpdate(page, dialog, leadId)).toBe(200);
      expect(deletes).toHaveLength(3);

      await page.reload();
      dialog = await openLeadDetails(page, baseUrl, leadId, `${fname} ${lname}`);
      const after = dialog.getByRole('region', { name: 'Phones, Emails and Addresses' });
      expect(await after.getByRole('textbox', { name: 'Phone 1', exact: true }).inputValue()).toBe(
        formatted(keptPhone),
      );
      expect(await after.getByRole('textbox', { name: 'Email 1', exact: true }).inputValue()).toBe(
        `${fname}@example.com`,
      );
      for (const row of ['Phone 2', 'Email 2', 'Address 2 Street address'])
        expect(await after.getByRole('textbox', { name: row, exact: true }).count(), row).toBe(0);
      const gone = await readLead(leadId);
      expect([gone.phones.length, gone.emails.length, gone.addresses.length]).toEqual([1, 1, 1]);
      expect(gone.addresses[0]!.zip).toBe('60601');
      await footerButton(dialog, 'Close').click();
    } finally {
      page.off('request', onRequest);
    }
  });
});
