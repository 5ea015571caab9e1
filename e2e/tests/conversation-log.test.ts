import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations } from '../axe';
import { apiFromPage, DEMO_USERS, launchBrowser, signedInPage } from '../browser';
import { chicagoToday, createLead, uniqueName } from '../leads';

let browser: Browser;
const baseUrl = inject('baseUrl');

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const logOf = (page: Page) => page.getByRole('region', { name: 'Conversation Log' });
const headings = (page: Page) => logOf(page).getByRole('heading', { level: 3 }).allInnerTexts();

// Issue 29: the lead page's conversation log (spec 02 §1, §2.12) — notes, dispositions, calls, SOA
// events and appointments in one time line, with Add Appointment from it (POST lead/{id}/appointment/).
describe('given demoagent on a new lead', () => {
  it('when a note, a disposition and an appointment from the log are added then the log lists them newest first, and filters by keyboard', async () => {
    const page = await signedInPage(browser, baseUrl, DEMO_USERS.agent);
    const lname = uniqueName('Log');
    const leadId = await createLead(page, { fname: 'Ada', lname });
    await page.goto(`${baseUrl}/lead/${leadId}`);
    const log = logOf(page);
    await log.getByText('Nothing recorded with this lead yet.').waitFor();

    // A note from the notes panel.
    const notes = page.getByRole('region', { name: 'Notes' });
    await notes.getByRole('textbox', { name: 'Note' }).fill('Asked about dental coverage');
    await notes.getByRole('button', { name: 'Add Note' }).click();
    await log.getByText('Asked about dental coverage').waitFor();

    // A disposition from its panel.
    const dispositions = page.getByRole('region', { name: 'Dispositions' });
    await dispositions.getByRole('combobox', { name: /Disposition/ }).click();
    const option = page.getByRole('option').first();
    const dispoName = (await option.innerText()).trim();
    await option.click();
    await dispositions.getByRole('button', { name: 'Save' }).click();
    await log.getByRole('heading', { name: `Disposition: ${dispoName}` }).waitFor();

    // An appointment from the log itself.
    await log.getByRole('button', { name: 'Add Appointment' }).click();
    const add = page.getByRole('dialog', { name: 'Add Appointment' });
    await add.waitFor();
    // The lead is already assigned: the dialog names it.
    await add.getByRole('link', { name: `Ada ${lname}` }).waitFor();
    const title = uniqueName('Review');
    await add.getByRole('textbox', { name: /^Title/ }).fill(title);
    await add.getByRole('textbox', { name: /^Start Date/ }).fill(chicagoToday());
    await add.getByLabel(/^Start Time/).fill('10:00');
    await add.getByRole('button', { name: 'Add', exact: true }).click();
    await add.waitFor({ state: 'hidden' });
    await log.getByRole('heading', { name: `Appointment added: ${title}` }).waitFor();
    // Focus is back where it was: the log's button.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Add Appointment');

    expect(await headings(page)).toEqual([`Appointment added: ${title}`, `Disposition: ${dispoName}`, 'Note added']);
    expect(await log.getByRole('listitem').first().innerText()).toContain('by Marcus Bell');
    expect(await axeViolations(page)).toEqual([]);

    // The filter, by keyboard: Notes only.
    await log.getByRole('combobox', { name: 'Show' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: 'Notes' }).waitFor();
    await page.keyboard.type('Notes');
    await page.keyboard.press('Enter');
    await expect.poll(() => headings(page)).toEqual(['Note added']);

    // After a reload the log reads the same from the server.
    await page.reload();
    await logOf(page)
      .getByRole('heading', { name: `Appointment added: ${title}` })
      .waitFor();
    expect(await headings(page)).toEqual([`Appointment added: ${title}`, `Disposition: ${dispoName}`, 'Note added']);
    await page.context().close();
  });

  it('when demoagent2 opens the lead’s log through the API then it is refused', async () => {
    const owner = await signedInPage(browser, baseUrl, DEMO_USERS.agent);
    const leadId = await createLead(owner, { fname: 'Bo', lname: uniqueName('Log') });
    await owner.context().close();
    const page = await signedInPage(browser, baseUrl, DEMO_USERS.agent2);
    expect((await apiFromPage(page, `lead/${leadId}/conversationLog/`)).status).toBe(404);
    await page.context().close();
  });
});
