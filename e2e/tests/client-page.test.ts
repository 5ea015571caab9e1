import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations } from '../axe';
import { apiFromPage, DEMO_USERS, launchBrowser, newPage, signedInPage } from '../browser';

let browser: Browser;
const baseUrl = inject('baseUrl');

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// Issue 13: the client's self-service page. demoagent2 keeps the default "Allow personal
// information update" (on); the demo seed turns it off for demoagent.
describe('given an agent who sends a client their self-service link', () => {
  it('when the client corrects their address then the agent sees it in the ledger, which goes away after the agent saves', async () => {
    const agent = await signedInPage(browser, baseUrl, DEMO_USERS.agent2);
    const search = await apiFromPage<{ result: Array<{ lead_id: number; fname: string; lname: string }> }>(
      agent,
      'lead/search/',
      { method: 'POST', body: { search_type: 'simple', criteria: {}, page_number: 1, records_per_page: 1 } },
    );
    const lead = search.body.result[0]!;
    const name = `${lead.fname} ${lead.lname}`;
    await agent.goto(`${baseUrl}/lead/${lead.lead_id}`);
    const panel = agent.getByRole('region', { name: 'Client Self-Service' });
    await panel.getByRole('button', { name: 'Create Link' }).click();
    const link = await panel.getByRole('textbox', { name: 'Client link' }).inputValue();
    expect(link).toMatch(/\/client\/#[A-Za-z0-9_-]{43}$/);

    // The client, with no session: the link's fragment holds the token.
    const client = await newPage(browser);
    await client.goto(`${baseUrl}/client/${new URL(link).hash}`);
    await client.getByRole('heading', { level: 1, name: 'Your information' }).waitFor();
    expect(await client.title()).toBe('Your information · Meridian');
    await client.getByText(/Priya Raman of .+ asked you to review/).waitFor();
    expect(await client.getByRole('textbox', { name: 'First name' }).inputValue()).toBe(lead.fname);
    expect(await axeViolations(client)).toEqual([]);
    const street = client.getByRole('textbox', { name: 'Address 1 Street address' });
    const newStreet = `${Date.now() % 1000} Client Lane`;
    await street.fill(newStreet);
    const saved = client.waitForResponse((r) => r.url().includes('/api/public/client/update'));
    await client.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);
    await client.getByText('Thank you. Your information has been updated').waitFor();
    expect(new URL((await saved).url()).pathname).toBe('/api/public/client/update');
    await client.context().close();

    // The agent: the ledger names the client and lists the change.
    await agent.reload();
    await agent.getByRole('button', { name: 'Lead Details' }).click();
    const details = agent.getByRole('dialog', { name: `Lead Details: ${name}` });
    const ledger = details.getByText(/^Lead Detail Last Updated \d{2}\/\d{2}\/\d{4} by Client$/);
    await ledger.click();
    await details.getByRole('cell', { name: new RegExp(newStreet) }).waitFor();

    // The agent's own save ends the ledger.
    await details.getByLabel('Medicaid Number').fill(`MCD-${Date.now() % 100000}`);
    await details.getByRole('button', { name: 'Update', exact: true }).click();
    await details.getByText(/^Lead Detail Last Updated \d{2}\/\d{2}\/\d{4} by Priya Raman$/).waitFor();
    expect(await details.getByRole('cell', { name: new RegExp(newStreet) }).count()).toBe(0);
    await agent.context().close();
  });

  it('when the agent makes a new link or revokes it then the old link says it has expired', async () => {
    // Issue 29: one live link per lead, revocable from the lead page.
    const agent = await signedInPage(browser, baseUrl, DEMO_USERS.agent2);
    const search = await apiFromPage<{ result: Array<{ lead_id: number }> }>(agent, 'lead/search/', {
      method: 'POST',
      body: { search_type: 'simple', criteria: {}, page_number: 2, records_per_page: 1 },
    });
    await agent.goto(`${baseUrl}/lead/${search.body.result[0]!.lead_id}`);
    const panel = agent.getByRole('region', { name: 'Client Self-Service' });
    const create = panel.getByRole('button', { name: /^Create (New )?Link$/ });
    await create.click();
    const textbox = panel.getByRole('textbox', { name: 'Client link' });
    const first = await textbox.inputValue();
    await panel.getByText(/^Active link made \d{2}\/\d{2}\/\d{4} by Priya Raman/).waitFor();
    await panel.getByRole('button', { name: 'Create New Link' }).click();
    await expect.poll(() => textbox.inputValue()).not.toBe(first);
    const second = await textbox.inputValue();

    const client = await newPage(browser);
    await client.goto(`${baseUrl}/client/${new URL(first).hash}`);
    await client.getByText('This link has expired. Please ask your agent for a new one.').waitFor();
    expect(await client.getByRole('textbox', { name: 'First name' }).count()).toBe(0);
    await client.goto(`${baseUrl}/client/${new URL(second).hash}`);
    await client.getByRole('heading', { level: 1, name: 'Your information' }).waitFor();

    await panel.getByRole('button', { name: 'Revoke Link' }).click();
    await panel.getByText('The link was revoked. It now tells the client it has expired.').waitFor();
    expect(await textbox.count()).toBe(0);
    expect(await axeViolations(agent)).toEqual([]);
    await client.reload();
    await client.getByText('This link has expired. Please ask your agent for a new one.').waitFor();
    await client.context().close();
    await agent.context().close();
  });

  it('when a link is mistyped then the page says it is not valid and shows no form', async () => {
    const client = await newPage(browser);
    await client.goto(`${baseUrl}/client/#${'x'.repeat(43)}`);
    await client.getByText('This link is not valid. Please ask your agent for a new one.').waitFor();
    expect(await client.getByRole('textbox', { name: 'First name' }).count()).toBe(0);
    await client.context().close();
  });
});
