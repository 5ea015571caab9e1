import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiFromPage, DEMO_USERS, launchBrowser, signedInPage } from '../browser';
import { choose, createLead, footerButton, openLeadDetails, pressUpdate, uniqueName, uniquePhone } from '../leads';

// Issue 13, "Done when": the origination lock of spec 02 §6 in the browser. demoagent has neither
// super_user nor lead_origination_data_edit; demoadmin is a super_user. Leads are demoagent's own,
// added through the API by this file.

/** The server's refusal (apps/server LEAD_RECORD_REFUSALS.originationLocked; the spec quotes none). */
const LOCKED =
  'The lead origination data of this lead cannot be changed: it came from a lead vendor and you do not have permission to edit it.';
const ORIGINATION_FIELDS = [
  { role: 'combobox', name: 'Lead Source Vendor' },
  { role: 'textbox', name: 'Advertising Code' },
  { role: 'combobox', name: 'Client/Partner/Affiliate' },
  { role: 'combobox', name: 'Tracking Code' },
  { role: 'combobox', name: 'Campaign' },
  { role: 'combobox', name: 'Segment' },
  { role: 'combobox', name: 'Lead Type' },
  { role: 'combobox', name: 'Product Type' },
] as const;

let browser: Browser;
let agent: Page;
let admin: Page;
const baseUrl = inject('baseUrl');

beforeAll(async () => {
  browser = await launchBrowser();
  [agent, admin] = await Promise.all([
    signedInPage(browser, baseUrl, DEMO_USERS.agent),
    signedInPage(browser, baseUrl, DEMO_USERS.admin),
  ]);
});
afterAll(async () => {
  await browser?.close();
});

async function agentLead() {
  const fname = uniqueName('Ruth');
  const lname = uniqueName('Okafor');
  const leadId = await createLead(agent, { fname, lname, phones: [{ phone_type: 'Home', phone: uniquePhone() }] });
  return { leadId, name: `${fname} ${lname}` };
}

interface Origination {
  lead_vendor_id: number | null;
  source_adcode: string;
  campaign_id: number | null;
  lead_type_id: number | null;
  weight: number | null;
}
const read = async (page: Page, leadId: number) => (await apiFromPage<Origination>(page, `lead/${leadId}/`)).body;

describe('given a lead that came from a lead vendor (spec 02 §6)', () => {
  it('when demoadmin (super_user) sets and changes its origination data then every field is editable and saved', async () => {
    const { leadId, name } = await agentLead();
    let dialog = await openLeadDetails(admin, baseUrl, leadId, name);
    let origination = dialog.getByRole('region', { name: 'Lead Origination Data' });
    await choose(admin, origination.getByRole('combobox', { name: 'Lead Source Vendor' }), 'TV65 Response (TV65)');
    await origination.getByRole('textbox', { name: 'Advertising Code' }).fill('TV-SPOT-1');
    expect(await pressUpdate(admin, dialog, leadId)).toBe(200);

    // Now a vendor lead: still editable for the super_user.
    await admin.reload();
    dialog = await openLeadDetails(admin, baseUrl, leadId, name);
    origination = dialog.getByRole('region', { name: 'Lead Origination Data' });
    for (const field of ORIGINATION_FIELDS)
      await expect
        .poll(() => origination.getByRole(field.role, { name: field.name }).isEnabled(), { message: field.name })
        .toBe(true);
    await origination.getByRole('textbox', { name: 'Advertising Code' }).fill('TV-SPOT-2');
    await choose(admin, origination.getByRole('combobox', { name: 'Campaign' }), 'OEP2026');
    await choose(admin, origination.getByRole('combobox', { name: 'Segment' }), 'PHONE-RENEW');
    await choose(admin, origination.getByRole('combobox', { name: 'Lead Type' }), 'Live Transfer');
    expect(await pressUpdate(admin, dialog, leadId)).toBe(200);

    await admin.reload();
    dialog = await openLeadDetails(admin, baseUrl, leadId, name);
    origination = dialog.getByRole('region', { name: 'Lead Origination Data' });
    expect(await origination.getByRole('textbox', { name: 'Advertising Code' }).inputValue()).toBe('TV-SPOT-2');
    for (const [field, shown] of [
      ['Lead Source Vendor', 'TV65 Response (TV65)'],
      ['Campaign', 'OEP2026'],
      ['Segment', 'PHONE-RENEW'],
      ['Lead Type', 'Live Transfer'],
    ] as const)
      await expect
        .poll(() => origination.getByRole('combobox', { name: field }).innerText(), { message: field })
        .toBe(shown);
    await footerButton(dialog, 'Close').click();
  });

  it('when demoagent opens it then its origination fields are locked, other changes save, and a change made meanwhile is refused', async () => {
    const { leadId, name } = await agentLead();
    // The agent opens the lead while it has no vendor: the fields are editable.
    let dialog = await openLeadDetails(agent, baseUrl, leadId, name);
    let origination = dialog.getByRole('region', { name: 'Lead Origination Data' });
    await expect.poll(() => origination.getByRole('textbox', { name: 'Advertising Code' }).isEnabled()).toBe(true);

    // Meanwhile the admin records the vendor it came from.
    const vendors = await apiFromPage<{ result: Array<{ lead_vendor_id: number; lead_vendor_code: string }> }>(
      admin,
      'LeadVendor/search',
      {
        method: 'POST',
        body: { search_type: 'simple', criteria: {}, field_list: ['lead_vendor_id', 'lead_vendor_code'] },
      },
    );
    const vendorId = vendors.body.result.find((v) => v.lead_vendor_code === 'MEDLEADS')!.lead_vendor_id;
    const set = await apiFromPage(admin, `lead/${leadId}/`, {
      method: 'PUT',
      body: { source_vendor_id: vendorId, lead_vendor_id: vendorId, source_adcode: 'ML-AEP26' },
    });
    expect(set.status).toBe(200);

    // The agent's change of origination data is refused by the server, with its message, and nothing changes.
    await origination.getByRole('textbox', { name: 'Advertising Code' }).fill('AGENT-EDIT');
    expect(await pressUpdate(agent, dialog, leadId)).toBe(403);
    await dialog.getByRole('alert').getByText(LOCKED).waitFor();
    expect((await read(agent, leadId)).source_adcode).toBe('ML-AEP26');
    await footerButton(dialog, 'Cancel').click();
    await agent.getByRole('button', { name: /^(Discard|Yes)$/ }).click();

    // Opened again: every origination field is locked, and a save leaves them out.
    await agent.reload();
    dialog = await openLeadDetails(agent, baseUrl, leadId, name);
    origination = dialog.getByRole('region', { name: 'Lead Origination Data' });
    await expect
      .poll(() => origination.getByRole('textbox', { name: 'Advertising Code' }).inputValue())
      .toBe('ML-AEP26');
    for (const field of ORIGINATION_FIELDS)
      expect(await origination.getByRole(field.role, { name: field.name }).isDisabled(), field.name).toBe(true);
    await dialog.getByRole('textbox', { name: 'Weight' }).fill('171');
    const saved = agent.waitForRequest(
      (r) => r.method() === 'PUT' && new URL(r.url()).pathname === `/api/lead/${leadId}/`,
    );
    expect(await pressUpdate(agent, dialog, leadId)).toBe(200);
    expect(Object.keys((await saved).postDataJSON() as object)).not.toContain('source_adcode');
    const after = await read(agent, leadId);
    expect(after).toMatchObject({ lead_vendor_id: vendorId, source_adcode: 'ML-AEP26', weight: 171 });

    // The server refuses the change from the agent's session even when sent directly.
    const direct = await apiFromPage<{ message: string }>(agent, `lead/${leadId}/`, {
      method: 'PUT',
      body: { source_adcode: 'AGENT-API' },
    });
    expect(direct).toMatchObject({ status: 403, body: { message: LOCKED } });
    expect((await read(agent, leadId)).source_adcode).toBe('ML-AEP26');
    await footerButton(dialog, 'Close').click();
  });
});
