import type { Locator, Page } from 'playwright-core';
import { apiFromPage } from './browser';

/** A name of letters only, different on every call, so no demo lead (and no other test's lead) has it. */
export function uniqueName(prefix: string): string {
  let n = Date.now() * 1000 + Math.floor(Math.random() * 1000);
  let letters = '';
  while (n > 0) {
    letters = String.fromCharCode(97 + (n % 26)) + letters;
    n = Math.floor(n / 26);
  }
  return `${prefix}${letters.slice(-6)}`;
}

/** Ten digits no demo lead has. */
export const uniquePhone = (area = '312') =>
  `${area}${String(Date.now() + Math.floor(Math.random() * 1000)).slice(-7)}`;

/** '3125550123' as the portal shows it: '(312) 555-0123'. */
export const formatted = (phone: string) => `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`;

export interface TestLead {
  fname: string;
  lname: string;
  phones?: Array<{ phone_type: string; phone: string }>;
  emails?: Array<{ email_type: string; email: string }>;
  addresses?: Array<{ address_type_id: string; zip: string; county: string; state_id: string }>;
  b2bpartner_id?: number;
  source_code?: string;
}

/**
 * On the account that shows partner fields (Demo Agency), a new lead needs a partner and tracking
 * code (spec 02 §5.2): the first partner the New Lead form offers and its first active code.
 * Other accounts offer no partners and get none.
 */
async function partnerFields(page: Page): Promise<{ b2bpartner_id?: number; source_code?: string }> {
  const partners = await apiFromPage<Array<{ b2bpartner_id: number }>>(page, 'b2bpartner/list/new-lead/');
  const partner = partners.status === 200 ? partners.body[0] : undefined;
  if (!partner) return {};
  const codes = await apiFromPage<Array<{ tracking_code: string; active: string }>>(
    page,
    `b2bpartner/${partner.b2bpartner_id}/trackingCode/`,
  );
  const code = codes.body.find((c) => c.active === '1');
  return { b2bpartner_id: partner.b2bpartner_id, source_code: code?.tracking_code };
}

/** Adds a lead through the API as the page's user (their own lead); answers its id. */
export async function createLead(page: Page, lead: TestLead): Promise<number> {
  const answer = await apiFromPage<{ lead_id: number }>(page, 'lead', {
    method: 'POST',
    body: { ...(lead.b2bpartner_id ? {} : await partnerFields(page)), ...lead, confirm_duplicate: true },
  });
  if (answer.status !== 201)
    throw new Error(`adding the test lead answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body.lead_id;
}

/** Opens the lead's page and its Lead Details dialog; answers the dialog once it shows the lead. */
export async function openLeadDetails(page: Page, baseUrl: string, leadId: number, name: string): Promise<Locator> {
  if (!page.url().endsWith(`/lead/${leadId}`)) await page.goto(`${baseUrl}/lead/${leadId}`);
  await page.getByRole('button', { name: 'Lead Details' }).click();
  const dialog = page.getByRole('dialog', { name: `Lead Details: ${name}` });
  await dialog.getByRole('textbox', { name: 'First Name' }).waitFor();
  return dialog;
}

/** A footer button of a dialog by its text (the title bar's ✕ is also named Close, and comes first). */
export const footerButton = (dialog: Locator, name: string) => dialog.getByRole('button', { name, exact: true }).last();

/** Opens a select (a combobox) and picks the option named `option`. */
export async function choose(page: Page, combobox: Locator, option: string) {
  await combobox.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Presses Update and waits for the save's answer; answers its status. */
export async function pressUpdate(page: Page, dialog: Locator, leadId: number, button = 'Update'): Promise<number> {
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === `/api/lead/${leadId}/`,
  );
  await footerButton(dialog, button).click();
  return (await saved).status();
}

/** The demo agency is the configured partner account (spec 02 §2.4): partner and tracking code are required. */
export async function fillNewLead(page: Page, first: string, last: string, phone: string) {
  const dialog = page.getByRole('dialog', { name: 'New Lead' });
  await dialog.waitFor();
  await dialog.getByLabel('First Name').fill(first);
  await dialog.getByLabel('Last Name').fill(last);
  await dialog.getByRole('combobox', { name: /Client\/Partner\/Affiliate/ }).click();
  await page.getByRole('option', { name: 'Lakeshore Pharmacy Group' }).click();
  await dialog.getByRole('combobox', { name: /Tracking Code/ }).click();
  await page.getByRole('option', { name: 'LPG-COUNTER' }).click();
  await dialog.getByLabel('Phone', { exact: true }).pressSequentially(phone);
  return dialog;
}

/** Today in Chicago as MM/DD/YYYY (the calendar opens on it). */
export function chicagoToday() {
  const part = (o: Intl.DateTimeFormatOptions) =>
    new Date().toLocaleString('en-US', { timeZone: 'America/Chicago', ...o });
  return `${part({ month: '2-digit' })}/${part({ day: '2-digit' })}/${part({ year: 'numeric' })}`;
}
