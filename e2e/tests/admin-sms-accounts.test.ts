// Issue 29, "SMS accounts administration" (spec 02 §6): an admin lists, adds, edits, deactivates and
// tests the agency's sender numbers and chooses who may send; the texting check agents' Communication
// Preferences read follows (`CommunicationPreference/canSendText`).
import { SMS_ACCOUNT_MESSAGES as M } from '@meridian/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations } from '../axe';
import { apiFromPage, DEMO_USERS, launchBrowser, signedInPage } from '../browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const texting = async (page: Page) =>
  (
    await apiFromPage<{ disable_texting: string; process_message: string; sender_number: string }>(
      page,
      'CommunicationPreference/canSendText',
    )
  ).body;

describe('given Admin → SMS Accounts', () => {
  it('when an admin adds, edits, tests and deactivates lines then the list and the texting check follow', async () => {
    const admin = await signedInPage(browser, baseUrl, DEMO_USERS.admin);
    const agent2 = await signedInPage(browser, baseUrl, DEMO_USERS.agent2);
    await admin.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();
    await admin
      .getByRole('navigation', { name: 'Administration' })
      .getByRole('link', { name: 'SMS Accounts', exact: true })
      .click();
    await admin.getByRole('heading', { level: 1, name: 'SMS Accounts' }).waitFor();
    const table = admin.getByRole('table', { name: 'SMS accounts' });
    const mainRow = table.getByRole('row').filter({ hasText: 'Main line' });
    await mainRow.waitFor();
    expect(await mainRow.innerText()).toMatch(/\(312\) 555-0142[\s\S]*Every user[\s\S]*Active/);
    expect(await axeViolations(admin)).toEqual([]);

    // Add: a bad number is refused on the form, and what was typed stays.
    await admin.getByRole('button', { name: 'Add SMS account' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Add SMS Account' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Sales line');
    await dialog.getByRole('textbox', { name: 'Sender number' }).fill('555');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText(M.senderInvalid).waitFor();
    expect(await dialog.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('Sales line');
    expect(await axeViolations(admin)).toEqual([]);
    await dialog.getByRole('textbox', { name: 'Sender number' }).fill('3125550177');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const salesRow = table.getByRole('row').filter({ hasText: 'Sales line' });
    await salesRow.waitFor();
    expect(await salesRow.innerText()).toContain('(312) 555-0177');

    // Edit: only demoagent may send from the main line; agent2 now texts from the sales line.
    await mainRow.getByRole('button', { name: 'Edit Main line' }).click();
    const edit = admin.getByRole('dialog', { name: 'Edit SMS Account' });
    await edit.getByRole('radio', { name: 'Only the users chosen' }).click();
    await edit.getByRole('checkbox', { name: DEMO_USERS.agent.name }).click();
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'hidden' });
    await mainRow.getByText('1 user').waitFor();
    expect((await texting(agent2)).sender_number).toBe('3125550177');

    // A test text through the provider (the local outbox).
    await mainRow.getByRole('button', { name: 'Send test from Main line' }).click();
    const test = admin.getByRole('dialog', { name: 'Send a Test Text' });
    await test.getByRole('textbox', { name: 'Send to' }).fill('7735550123');
    await test.getByRole('button', { name: 'Send' }).click();
    await test.getByText(M.testSent('7735550123', '3125550142')).waitFor();
    await admin.keyboard.press('Escape');
    await test.waitFor({ state: 'hidden' });

    // Deactivate the sales line: agent2 may send from nothing now, and is told why.
    await salesRow.getByRole('button', { name: 'Deactivate Sales line' }).click();
    await salesRow.getByText('Inactive').waitFor();
    await expect.poll(async () => (await texting(agent2)).process_message).toBe(M.noSmsAccount);
    expect((await texting(admin)).process_message).toBe(M.noSmsAccount);

    // Back as the seed had it: the main line for every user.
    await mainRow.getByRole('button', { name: 'Edit Main line' }).click();
    await edit.getByRole('radio', { name: 'Every user of the account' }).click();
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'hidden' });
    await mainRow.getByText('Every user').waitFor();
    expect((await texting(agent2)).sender_number).toBe('3125550142');
    await admin.close();
    await agent2.close();
  });

  it('when an agent opens the screen then it is not there for them (sms_account_manage)', async () => {
    const agent = await signedInPage(browser, baseUrl, DEMO_USERS.agent, '/admin/sms-accounts');
    await agent.getByRole('heading', { level: 1 }).waitFor();
    expect(await agent.getByRole('heading', { level: 1, name: 'SMS Accounts' }).count()).toBe(0);
    expect((await apiFromPage(agent, 'smsAccount/search', { method: 'POST', body: { criteria: {} } })).status).toBe(
      403,
    );
    await agent.close();
  });
});
