import { LEAD_MESSAGES as M, maxLengthHint } from '@meridian/domain';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_USERS, launchBrowser, signedInPage } from '../browser';
import { choose, createLead, footerButton, openLeadDetails, uniqueName, uniquePhone } from '../leads';

// Issue 13, "Done when": every validation message of spec 02 §5.1 (Lead Details) on screen, by
// its spec text, in one signed-in page. The texts come from @meridian/domain; each is also
// written out here once, so a changed domain text cannot pass unnoticed.
const SPEC_5_1 = {
  initialInvalid:
    'The Initial field only allows for one alpha character. Please update the Initial field and save your changes.',
  dateInvalid: 'You must enter a valid date.',
  heightNotNumeric: 'Height will only accept numeric values.',
  weightNotNumeric: 'Weight will only accept numeric values.',
  emailInvalid: 'Please enter a valid email address',
  medicareNumberLength: 'Medicare number must be 11 characters long.',
  medicareNumberInvalid: 'Medicare number contains invalid characters.',
  partADateTooEarly: "Part A date can't be before 1965",
  partBDateTooEarly: "Part B date can't be before 1965",
  trackingCodeRequired: 'Tracking Code is a required field.',
} as const;

let browser: Browser;
let page: Page;
let leadId: number;
const baseUrl = inject('baseUrl');
const fname = uniqueName('Vera');
const lname = uniqueName('Quist');
/** Every lead save the page sends: an invalid form must send none. */
const saves: Request[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  page = await signedInPage(browser, baseUrl, DEMO_USERS.agent);
  leadId = await createLead(page, {
    fname,
    lname,
    phones: [{ phone_type: 'Home', phone: uniquePhone() }],
    emails: [{ email_type: 'Home', email: `${fname}@example.com` }],
    addresses: [{ address_type_id: 'Home', zip: '60601', county: 'Cook', state_id: 'IL' }],
  });
  page.on('request', (r) => {
    if (r.method() === 'PUT' && new URL(r.url()).pathname === `/api/lead/${leadId}/`) saves.push(r);
  });
});
afterAll(async () => {
  await browser?.close();
});

describe('given an agent typing into Lead Details (spec 02 §5.1)', () => {
  it('the domain texts are the spec sentences', () => {
    for (const [key, text] of Object.entries(SPEC_5_1)) expect(M[key as keyof typeof M], key).toBe(text);
  });

  it('when each field gets a wrong value then its message shows, and Update lists every invalid field and saves nothing', async () => {
    const dialog = await openLeadDetails(page, baseUrl, leadId, `${fname} ${lname}`);
    const region = (name: string) => dialog.getByRole('region', { name });
    const info = region('Lead Information');

    // Names: the hint at 25 characters. Birthdate: a valid date, not after today.
    await info.getByRole('textbox', { name: 'Last Name' }).fill('L'.repeat(25));
    await info.getByText(maxLengthHint(25)).waitFor();
    const dob = info.getByRole('textbox', { name: 'Birthdate' });
    await dob.pressSequentially('01012099');
    await dob.blur();
    await info.getByText(M.dateInvalid).waitFor();

    // Height and weight: clamped with a message, non-digits refused with a message.
    const feet = info.getByRole('textbox', { name: 'Height ft' });
    const inches = info.getByRole('textbox', { name: 'Height in' });
    const weight = info.getByRole('textbox', { name: 'Weight' });
    await feet.fill('9');
    await info.getByText(M.heightFeetTooLarge).waitFor();
    expect(await feet.inputValue()).toBe('8');
    await inches.fill('13');
    await info.getByText(M.heightInchesTooLarge).waitFor();
    expect(await inches.inputValue()).toBe('12');
    await feet.fill('x');
    await info.getByText(M.heightNotNumeric).waitFor();
    await weight.fill('1000');
    await info.getByText(M.weightTooLarge).waitFor();
    expect(await weight.inputValue()).toBe('999');
    await weight.fill('15o');
    await info.getByText(M.weightNotNumeric).waitFor();
    expect(await weight.inputValue()).toBe('15');

    // The email row: the pattern.
    const contacts = region('Phones, Emails and Addresses');
    const email = contacts.getByRole('textbox', { name: 'Email 1', exact: true });
    await email.fill('vera@@example');
    await email.blur();
    await contacts.getByText(M.emailInvalid).waitFor();

    // Preferred and emergency contact names: the hint at 50 characters.
    await region('Preferred Contact').getByRole('textbox', { name: 'Preferred Contact Name' }).fill('P'.repeat(50));
    await region('Preferred Contact').getByText(maxLengthHint(50)).waitFor();
    await region('Preferred Contact').getByRole('radio', { name: 'No' }).check();
    await region('Emergency Contact').getByRole('textbox', { name: 'Emergency Contact Name' }).fill('E'.repeat(50));
    await region('Emergency Contact').getByText(maxLengthHint(50)).waitFor();

    // Medicare number: the 11-character hint, the length and the position rules.
    const medicare = region('Medicare & Medicaid');
    const hicn = medicare.getByRole('textbox', { name: 'Medicare Number' });
    await medicare.getByText(maxLengthHint(11)).waitFor();
    await hicn.pressSequentially('0eg4te5mk73');
    expect(await hicn.inputValue()).toBe('0EG4-TE5-MK73');
    await hicn.blur();
    await medicare.getByText(M.medicareNumberInvalid).waitFor();
    await hicn.fill('');
    await hicn.pressSequentially('1EG4TE5');
    await medicare.getByText(M.medicareNumberLength).waitFor();

    // Part A and B dates: not before 1965 (Part B then gets a month that does not exist).
    for (const [label, message] of [
      ['Part A Date', M.partADateTooEarly],
      ['Part B Date', M.partBDateTooEarly],
    ] as const) {
      const part = medicare.getByRole('textbox', { name: label });
      await part.pressSequentially('121964');
      await part.blur();
      await medicare.getByText(message).waitFor();
    }
    const partB = medicare.getByRole('textbox', { name: 'Part B Date' });
    await partB.fill('');
    await partB.pressSequentially('132020');

    // Medicaid number and tags: the hint at 20 characters.
    await medicare.getByRole('textbox', { name: 'Medicaid Number' }).fill('M'.repeat(20));
    await medicare.getByText(maxLengthHint(20)).waitFor();
    await region('Tags').getByRole('combobox', { name: 'Tag' }).fill('T'.repeat(20));
    await region('Tags').getByText(maxLengthHint(20)).waitFor();
    await region('Tags').getByRole('combobox', { name: 'Tag' }).fill('');

    // The partner list mode (the demo agency): a chosen partner needs its tracking code.
    const origination = region('Lead Origination Data');
    await choose(
      page,
      origination.getByRole('combobox', { name: 'Client/Partner/Affiliate' }),
      'Riverbend Community Health',
    );

    // An empty first name, then Update: every invalid field in the summary, nothing sent.
    await info.getByRole('textbox', { name: 'First Name' }).fill('');
    await footerButton(dialog, 'Update').click();
    const summary = dialog.getByRole('alert').filter({ hasText: 'Please correct the following before saving:' });
    await summary.waitFor();
    const lines = await summary.getByRole('listitem').allInnerTexts();
    expect(lines).toEqual(
      expect.arrayContaining([
        'First Name is required.',
        'Birthdate contains invalid data.',
        'Medicare Number has an invalid length.',
        'Part A date contains invalid data.',
        'Part B date has an invalid format.',
        'Tracking Code is required.',
        'Email has an invalid format.',
      ]),
    );
    await origination.getByText(M.trackingCodeRequired).waitFor();
    expect(saves).toHaveLength(0);

    // Leaving asks first; discarding keeps the lead as it was.
    await footerButton(dialog, 'Cancel').click();
    await page.getByRole('button', { name: /^(Discard|Yes)$/ }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(saves).toHaveLength(0);
  });

  it('when a lead holds an initial that is not one letter then Update gives the Initial message and saves nothing', async () => {
    // The form strips anything but one letter as it is typed and the server refuses such a save, so
    // only a record from elsewhere (an import, an older system) can hold one: the read is changed here.
    const isDetailsRead = (url: URL) =>
      url.pathname === `/api/lead/${leadId}/` && url.searchParams.get('ssn') === 'full';
    await page.route(isDetailsRead, async (route) => {
      const response = await route.fetch();
      route.fulfill({ response, json: { ...(await response.json()), mname: 'J.' } });
    });
    try {
      await page.reload();
      const dialog = await openLeadDetails(page, baseUrl, leadId, `${fname} ${lname}`);
      const info = dialog.getByRole('region', { name: 'Lead Information' });
      expect(await info.getByRole('textbox', { name: 'Initial' }).inputValue()).toBe('J.');
      await info.getByRole('textbox', { name: 'Prefix' }).fill('Dr.');
      await footerButton(dialog, 'Update').click();
      const summary = dialog.getByRole('alert').filter({ hasText: 'Please correct the following before saving:' });
      expect(await summary.getByRole('listitem').allInnerTexts()).toEqual([M.initialInvalid]);
      await info.getByText(M.initialInvalid).waitFor();
      expect(saves).toHaveLength(0);
      await footerButton(dialog, 'Cancel').click();
      await page.getByRole('button', { name: /^(Discard|Yes)$/ }).click();
    } finally {
      await page.unroute(isDetailsRead);
    }
  });
});
