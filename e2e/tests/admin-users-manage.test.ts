import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../axe';
import { apiFromPage, DEMO_USERS, loginCookie, newPage, signedInPage } from '../browser';
import { linkInEmailTo, useMailedServer } from '../mail';
import { createLead, uniqueName } from '../leads';

// This file runs its own server with an SMTP sink, so the invitation email travels the real way:
// the outbox, the dispatcher, SMTP.
const mailed = useMailedServer();

let serial = 0;
/** A login of 6-15 letters and digits, unique to this run. */
const uniqueLogin = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-6)}${(serial += 1)}`;

/** The set-password link of the newest email to `to` the sink received. */
const invitationPath = (to: string) => linkInEmailTo(mailed.sink, to, /\/auth\/set-password\?token=[A-Za-z0-9._%-]+/);

async function openUsers(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();
  await page.waitForURL(/\/admin\/users\/manage_user$/);
  await page.getByRole('table', { name: 'Users', exact: true }).getByRole('rowheader').first().waitFor();
}

describe('given Admin → Users with add, invite, set password and delete', () => {
  it('as demoadmin: Add User creates an agent, the invitation email’s link sets their password, and the agent signs in', async () => {
    const page = await signedInPage(mailed.browser, mailed.baseUrl, DEMO_USERS.admin);
    const { account_id: accountId } = (
      await apiFromPage<{ account_id: number }>(page, `user/${(await loginCookie(page))!.tokens.user_id}`)
    ).body;
    await openUsers(page);
    // Own row: neither Deactivate nor Delete.
    const table = page.getByRole('table', { name: 'Users', exact: true });
    await table.getByRole('button', { name: `Edit ${DEMO_USERS.admin.name}` }).waitFor();
    expect(await table.getByRole('button', { name: `Deactivate ${DEMO_USERS.admin.name}` }).count()).toBe(0);
    expect(await table.getByRole('button', { name: `Delete ${DEMO_USERS.admin.name}` }).count()).toBe(0);

    await page.getByRole('button', { name: 'Add User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add User' });
    await dialog.getByRole('textbox', { name: 'First Name' }).waitFor();
    // The role defaults to Agent and a 12-character password is generated.
    await expect.poll(() => dialog.getByRole('combobox', { name: 'Role' }).innerText()).toContain('Agent');
    expect(await dialog.getByRole('textbox', { name: 'Initial Password' }).inputValue()).toHaveLength(12);
    expect(await axeViolations(page)).toEqual([]);

    // Errors show after a submit attempt, with the spec's words; what was typed stays.
    await dialog.getByRole('textbox', { name: 'Username' }).fill('abc');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await dialog.getByText('Username must be 6-15 letters or numbers').waitFor();
    await dialog.getByText('Please enter first name').waitFor();

    // A username in use: the server's message, nothing created, the form kept.
    const lname = uniqueName('Quill');
    await dialog.getByRole('textbox', { name: 'First Name' }).fill('Nora');
    await dialog.getByRole('textbox', { name: 'Last Name' }).fill(lname);
    await dialog.getByRole('textbox', { name: 'Username' }).fill('demoagent');
    const login = uniqueLogin('nora');
    const email = `${login}@agency.example`;
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await dialog.getByRole('textbox', { name: 'Phone' }).fill('2175550142');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await dialog.getByText('This username is already in use. Choose another.').waitFor();
    expect(await dialog.getByRole('textbox', { name: 'Last Name' }).inputValue()).toBe(lname);

    await dialog.getByRole('textbox', { name: 'Username' }).fill(login);
    const created = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/user' && r.request().method() === 'POST',
    );
    const invited = page.waitForResponse((r) => /\/api\/user\/\d+\/invite$/.test(new URL(r.url()).pathname));
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    expect((await created).status()).toBe(201);
    expect((await invited).status()).toBe(200);
    await page.getByText(`New User has been created for account ${accountId}.`, { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.getByLabel('Search name or username').fill(login);
    await page.getByRole('search', { name: 'Manage Users' }).getByRole('button', { name: 'Search' }).click();
    await table.getByRole('rowheader', { name: `Nora ${lname}` }).waitFor();

    // The invitation, through the outbox and SMTP: a link to set their own password.
    const path = await invitationPath(email);
    const invitee = await newPage(mailed.browser);
    await invitee.goto(`${mailed.baseUrl}${path}`);
    await invitee.getByRole('heading', { name: 'Set your password' }).waitFor();
    await invitee.getByText(login).waitFor();
    expect(await axeViolations(invitee)).toEqual([]);
    await invitee.getByLabel('New Password').fill('weak');
    await invitee.getByLabel('Confirm Password').fill('weak');
    await invitee.getByRole('button', { name: 'Set Password' }).click();
    await invitee.getByRole('alert').getByText('New password does not meet the required criteria.').waitFor();
    await invitee.getByLabel('New Password').fill('Chosen#Pass9');
    await invitee.getByLabel('Confirm Password').fill('Chosen#Pass9');
    await invitee.getByRole('button', { name: 'Set Password' }).click();
    await invitee.getByRole('heading', { name: 'Your password is set' }).waitFor();
    await invitee.getByRole('link', { name: 'Sign in' }).click();
    await invitee.waitForURL(/\/auth\/login/);
    await invitee.getByLabel('Username').fill(login);
    await invitee.getByLabel('Password').fill('Chosen#Pass9');
    await invitee.getByRole('button', { name: 'Sign In' }).click();
    await invitee.getByRole('banner', { includeHidden: true }).getByText(`Nora ${lname}`).waitFor();

    const mainNav = invitee.getByRole('navigation', { name: 'Main' });
    await mainNav.getByRole('link').first().waitFor();
    expect(await mainNav.getByRole('link', { name: 'Admin' }).count()).toBe(0);

    // Edit from the table: the role becomes Admin, and the agent's menu changes on their next request.
    await table.getByRole('button', { name: `Edit Nora ${lname}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit User' });
    // sms-users mode: the user's writing numbers, with the record number, and one added for them.
    await edit.getByRole('columnheader', { name: 'Record Number' }).waitFor();
    const number = `AET-${String(Date.now()).slice(-6)}`;
    await edit.getByRole('button', { name: 'Add Agent Writing Number' }).click();
    const add = page.getByRole('dialog', { name: 'Add Agent Writing Number' });
    await add.getByRole('combobox', { name: 'Carrier' }).click();
    await page.getByRole('option', { name: 'Aetna Medicare' }).click();
    await add.getByRole('combobox', { name: 'Product Type' }).click();
    await page.getByRole('option', { name: 'Medicare Supplement' }).click();
    await add.getByRole('textbox', { name: 'Agent Writing Number' }).fill(number);
    await add.getByRole('button', { name: 'Add', exact: true }).click();
    await edit.getByRole('cell', { name: number, exact: true }).waitFor();
    await add.waitFor({ state: 'detached' });
    await edit.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Admin', exact: true }).click();
    expect(await axeViolations(page)).toEqual([]);
    const saved = page.waitForResponse(
      (r) => /\/api\/user\/\d+$/.test(new URL(r.url()).pathname) && r.request().method() === 'POST',
    );
    await edit.getByRole('button', { name: 'Update + Close' }).click();
    expect((await saved).status()).toBe(200);
    await edit.waitFor({ state: 'detached' });
    await table.getByRole('cell', { name: 'Admin', exact: true }).waitFor();
    await invitee.reload();
    await mainNav.getByRole('link', { name: 'Admin' }).waitFor();

    // The link worked once.
    const again = await newPage(mailed.browser);
    await again.goto(`${mailed.baseUrl}${path}`);
    await again.getByText('This link is not valid or has already been used.', { exact: false }).waitFor();
  });

  it('as demoadmin: Add User keeps gender, company, NPN and a home address; Edit User changes a phone, turns AWN Sync OFF and resets the password, which then signs in', async () => {
    const page = await signedInPage(mailed.browser, mailed.baseUrl, DEMO_USERS.admin);
    await openUsers(page);
    await page.getByRole('button', { name: 'Add User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add User' });
    const lname = uniqueName('Okafor');
    const login = uniqueLogin('ines');
    await dialog.getByRole('textbox', { name: 'First Name' }).fill('Ines');
    await dialog.getByRole('textbox', { name: 'Last Name' }).fill(lname);
    await dialog.getByRole('radio', { name: 'Female' }).check();
    await dialog.getByRole('textbox', { name: 'Company' }).fill('Lakeshore Benefits');
    await dialog.getByRole('textbox', { name: 'NPN' }).fill('17654321');
    await dialog.getByRole('textbox', { name: 'Username' }).fill(login);
    await dialog.getByRole('textbox', { name: 'Email' }).fill(`${login}@agency.example`);
    await dialog.getByRole('textbox', { name: 'Phone' }).fill('2175550142');
    // An address begun must be whole: the city alone is refused, nothing is sent.
    await dialog.getByRole('textbox', { name: 'Address 1 City' }).fill('Chicago');
    let sent = 0;
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/user' && r.method() === 'POST') sent += 1;
    });
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await dialog.getByText('Please enter address').waitFor();
    expect(sent).toBe(0);
    await dialog.getByRole('textbox', { name: 'Address 1 Street address' }).fill('410 N Michigan Ave');
    await dialog.getByRole('textbox', { name: 'Address 1 Zip' }).pressSequentially('60601');
    await expect.poll(() => dialog.getByRole('combobox', { name: 'Address 1 County' }).textContent()).toContain('Cook');
    expect(await axeViolations(page)).toEqual([]);
    const created = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/user' && r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    const answer = await created;
    expect(answer.status()).toBe(201);
    const userId = ((await answer.json()) as { user_id: number }).user_id;
    await dialog.waitFor({ state: 'detached' });

    const saved = (await apiFromPage<Record<string, unknown>>(page, `user/${userId}`)).body;
    expect(saved).toMatchObject({ gender: 'f', company: 'Lakeshore Benefits', npn: '17654321' });
    expect(saved.addresses).toEqual([
      expect.objectContaining({
        address1: '410 N Michigan Ave',
        city: 'Chicago',
        state_id: 'IL',
        zip: '60601',
        county: 'Cook',
      }),
    ]);

    // Edit User: what Add User kept is there; a phone is changed, AWN Sync turned OFF.
    await page.getByLabel('Search name or username').fill(login);
    await page.getByRole('search', { name: 'Manage Users' }).getByRole('button', { name: 'Search' }).click();
    const table = page.getByRole('table', { name: 'Users', exact: true });
    await table.getByRole('button', { name: `Edit Ines ${lname}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit User' });
    expect(await edit.getByRole('textbox', { name: 'NPN' }).inputValue()).toBe('17654321');
    expect(await edit.getByRole('radio', { name: 'Female' }).isChecked()).toBe(true);
    expect(await edit.getByRole('textbox', { name: 'Address 1 Street address' }).inputValue()).toBe(
      '410 N Michigan Ave',
    );
    await edit.getByText('Last Activate/Deactivate Date').waitFor();
    const awn = edit.getByRole('switch', { name: 'AWN Sync' });
    expect(await awn.isChecked()).toBe(true);
    await awn.press('Space');
    expect(await awn.isChecked()).toBe(false);
    await edit.getByText('OFF', { exact: true }).waitFor();
    await edit.getByRole('textbox', { name: 'Phone 1', exact: true }).fill('3125550199');
    expect(await axeViolations(page)).toEqual([]);
    const updated = page.waitForResponse(
      (r) => new URL(r.url()).pathname === `/api/user/${userId}` && r.request().method() === 'POST',
    );
    await edit.getByRole('button', { name: 'Update', exact: true }).click();
    expect((await updated).status()).toBe(200);
    // The saved toast shows while the dialog stays open, and covers none of its buttons.
    await page.getByText(`Ines ${lname} has been updated.`).waitFor();
    for (const button of await edit.getByRole('button').all()) {
      if (!(await button.isVisible())) continue;
      const box = (await button.boundingBox())!;
      const hit = await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('[role="dialog"]') !== null,
        { x: box.x + box.width / 2, y: box.y + box.height / 2 },
      );
      expect(hit, await button.innerText()).toBe(true);
    }
    const after = (
      await apiFromPage<{ cm_sync_ignore: string; phones: Array<{ phone: string }> }>(page, `user/${userId}`)
    ).body;
    expect(after.cm_sync_ignore).toBe('1');
    expect(after.phones.map((p) => p.phone)).toEqual(['3125550199']);
    // The change is in the History, by the admin.
    await edit
      .getByText(/by Dana/)
      .first()
      .waitFor();

    // Reset Password: the rule is checked first, then it is set and the user signs in with it.
    const reset = edit.getByRole('form', { name: 'Reset Password' });
    await reset.getByLabel('New Password').fill('short');
    await reset.getByLabel('Confirm Password').fill('short');
    await reset.getByRole('button', { name: 'Set Password' }).click();
    await reset.getByText('New password does not meet the required criteria.').waitFor();
    await reset.getByLabel('New Password').fill('Reset#Pass2026');
    await reset.getByLabel('Confirm Password').fill('Reset#Pass2026');
    const changed = page.waitForResponse((r) =>
      /\/api\/userCredentials\/\d+\/changePassword$/.test(new URL(r.url()).pathname),
    );
    await reset.getByRole('button', { name: 'Set Password' }).click();
    expect((await changed).status()).toBe(200);
    await edit.getByText("The user's password has been changed, and they have been signed out everywhere.").waitFor();
    expect(await reset.getByLabel('New Password').inputValue()).toBe('');
    await page.close();

    const user = await signedInPage(mailed.browser, mailed.baseUrl, {
      username: login,
      password: 'Reset#Pass2026',
      name: `Ines ${lname}`,
    } as unknown as typeof DEMO_USERS.agent);
    await user.getByRole('banner', { includeHidden: true }).getByText(`Ines ${lname}`).waitFor();
    // Their own profile says AWN Sync OFF.
    await user
      .getByRole('banner')
      .getByRole('button', { name: `Ines ${lname}` })
      .click();
    await user.getByRole('menuitem', { name: 'Profile' }).click();
    const profile = user.getByRole('dialog', { name: 'User Profile' });
    const facts = profile.getByRole('region', { name: 'User Details' });
    await expect.poll(() => facts.innerText()).toMatch(/AWN Sync\s+OFF/);
    await user.close();
  });

  it('as demoadmin: bulk delete of two agents (confirmed) leaves their leads Unassigned', async () => {
    const page = await signedInPage(mailed.browser, mailed.baseUrl, DEMO_USERS.admin);
    const me = (await apiFromPage<{ account_id: number }>(page, `user/${(await loginCookie(page))!.tokens.user_id}`))
      .body;
    const roles = await apiFromPage<{ result: Array<{ role_id: number; role_name: string }> }>(
      page,
      `account/${me.account_id}/role/search`,
      { method: 'POST', body: { criteria: {} } },
    );
    const agentRole = roles.body.result.find((r) => r.role_name === 'Agent')!.role_id;
    const surname = uniqueName('Gone');
    const agents: Array<{ login: string; name: string; leadName: string }> = [];
    for (const first of ['Ada', 'Ben']) {
      const login = uniqueLogin(first.toLowerCase());
      const created = await apiFromPage<{ user_id: number }>(page, 'user', {
        method: 'POST',
        body: {
          fname: first,
          lname: surname,
          role_id: agentRole,
          usercredentials: [{ login, password: 'Initial#Pass1' }],
          phones: [{ phone: '2175550142', phone_type: 'Work' }],
          emails: [{ email: `${login}@agency.example`, email_type: 'Work' }],
        },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      // Each agent adds a lead of their own, through the API as themselves.
      const agentPage = await signedInPage(mailed.browser, mailed.baseUrl, {
        username: login,
        password: 'Initial#Pass1',
        name: `${first} ${surname}`,
      } as unknown as typeof DEMO_USERS.agent);
      const leadName = uniqueName('Lead');
      await createLead(agentPage, { fname: 'Lena', lname: leadName });
      await agentPage.close();
      agents.push({ login, name: `${first} ${surname}`, leadName });
    }

    await openUsers(page);
    await page.getByLabel('Search name or username').fill(surname);
    await page.getByRole('search', { name: 'Manage Users' }).getByRole('button', { name: 'Search' }).click();
    const table = page.getByRole('table', { name: 'Users', exact: true });
    for (const agent of agents) await table.getByRole('rowheader', { name: agent.name }).waitFor();
    for (const agent of agents) await table.getByRole('checkbox', { name: `Select ${agent.name}` }).click();
    await page.getByRole('button', { name: 'Delete selected (2)' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Are you sure you want to delete these records?', { exact: true }).waitFor();
    const deleted = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/user/bulkDelete');
    await confirm.getByRole('button', { name: 'Yes' }).click();
    expect((await deleted).status()).toBe(200);
    await page.getByText('2 users deleted. 2 leads are now Unassigned.').waitFor();
    await expect.poll(() => table.getByRole('rowheader').count()).toBe(0);

    // Their leads are still there, Unassigned.
    for (const agent of agents) {
      const found = await apiFromPage<{ result: Array<{ user_id: number | string; lname: string }> }>(
        page,
        'lead/search',
        {
          method: 'POST',
          body: { criteria: { lname: { type: 'simple', value: [agent.leadName] } } },
        },
      );
      expect(found.body.result.map((l) => [l.lname, Number(l.user_id)])).toEqual([[agent.leadName, 0]]);
    }
    // And the deleted agents cannot sign in.
    const signIn = await fetch(`${mailed.baseUrl}/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'password', username: agents[0]!.login, password: 'Initial#Pass1' }),
    });
    expect(signIn.status).toBe(401);
  });
});
