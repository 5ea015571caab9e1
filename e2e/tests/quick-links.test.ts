import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiFromPage, DEMO_USERS, launchBrowser, loginCookie, signedInPage } from '../browser';

/** Spec 01 §5, §8, word for word. */
const M = {
  nameRequired: 'Quick Link Name is a required field.',
  nameTooLong:
    'The Quick Link title you entered exceeds the 100 character maximum limit. Please re-enter a title with 100 or fewer characters, including spaces.',
  urlRequired: 'Quick Link URL is a required field.',
  urlTooLong:
    'The Quick Link URL you entered exceeds the 200 character maximum limit. Please re-enter a URL with 200 or fewer characters, including spaces.',
  created: 'Quick Link created successfully',
  updated: 'Quick Link updated successfully',
  deleted: 'Quick Link deleted successfully',
  confirmDelete: 'Are you sure you want to delete these records?',
};

/** The demo seed's links (apps/server/src/features/quick-links/seed.ts). */
const SYSTEM = ['Medicare Plan Finder', 'CMS Check', 'Target Leads', 'NIPR NPN Lookup'];
const DIALER_LINK = 'Call Recording History';

let browser: Browser;
const baseUrl = inject('baseUrl');

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const signedIn = (user: (typeof DEMO_USERS)[keyof typeof DEMO_USERS]) => signedInPage(browser, baseUrl, user);

/** Opens Quick Links from the sidebar with the keyboard; waits until the list is there. */
async function openQuickLinks(page: Page) {
  const button = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Quick Links' });
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Quick Links' });
  await dialog.getByRole('list', { name: 'Quick links' }).waitFor();
  return dialog;
}

/** The titles listed, in order (view mode: links and buttons; edit mode: the show/hide boxes). */
async function titles(dialog: Locator) {
  const list = dialog.getByRole('list', { name: 'Quick links' });
  const boxes = list.getByRole('checkbox');
  if ((await boxes.count()) > 0) return (await list.locator('label').allInnerTexts()).map((t) => t.trim());
  return list
    .locator('li > a, li > button')
    .evaluateAll((els) => els.map((el) => (el.firstChild?.textContent ?? '').trim()));
}

describe('given an agent (role Agent, dialer on for account and user)', () => {
  it('when Quick Links opens then system, account and own links show, each opening a new tab with noopener; Escape returns focus to the sidebar button', async () => {
    const page = await signedIn(DEMO_USERS.agent);
    const dialog = await openQuickLinks(page);
    const listed = await titles(dialog);
    expect(listed).toEqual(expect.arrayContaining([...SYSTEM, 'Agency Intranet', DIALER_LINK, 'My Booking Page']));
    // Other users' own links are theirs alone.
    expect(listed).not.toContain('Carrier Contracting Portal');
    expect(listed).not.toContain('Commission Statements');

    const intranet = dialog.getByRole('link', { name: 'Agency Intranet' });
    expect(await intranet.getAttribute('href')).toBe('https://intranet.demo-agency.example/');
    expect(await intranet.getAttribute('target')).toBe('_blank');
    expect(await intranet.getAttribute('rel')).toContain('noopener');
    // Target Leads opens the single sign-on hand-off the server answered.
    expect(await dialog.getByRole('link', { name: 'Target Leads' }).getAttribute('href')).toMatch(
      /^https:\/\/targetleads\.example\/sso\?token=/,
    );
    // The CMS check posts instead of opening.
    expect(await dialog.getByRole('link', { name: 'CMS Check' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'CMS Check' }).waitFor();

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    const sidebarButton = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Quick Links' });
    await expect.poll(() => sidebarButton.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.context().close();
  });

  it("when CMS Check is chosen then the 'CMS Check' sign-on dialog opens (Cancel keeps Quick Links) and Continue posts the hand-off to its page in a new tab", async () => {
    const page = await signedIn(DEMO_USERS.agent);
    const posts: Array<{ method: string; fields: URLSearchParams }> = [];
    await page.context().route('https://www.cms.gov/**', (route) => {
      posts.push({ method: route.request().method(), fields: new URLSearchParams(route.request().postData() ?? '') });
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<title>CMS</title>' });
    });
    const dialog = await openQuickLinks(page);
    await dialog.getByRole('button', { name: 'CMS Check' }).click();
    // Spec 02 §2.8: titled 'CMS Check' when quick-link text is given; Cancel and Continue.
    const sso = page.getByRole('dialog', { name: 'CMS Check' });
    await sso.getByRole('button', { name: 'Cancel' }).click();
    await sso.waitFor({ state: 'hidden' });
    expect(await dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'CMS Check' }).click();
    const popup = page.context().waitForEvent('page');
    await sso.getByRole('button', { name: 'Continue' }).click();
    const tab = await popup;
    await tab.waitForURL('https://www.cms.gov/**');
    // Spec 02 §4.7: a hidden form with hash, user_id, login, RelayState and SAMLResponse, posted.
    expect(posts.map((p) => p.method)).toEqual(['POST']);
    expect([...posts[0]!.fields.keys()]).toEqual(['hash', 'user_id', 'login', 'RelayState', 'SAMLResponse']);
    expect(posts[0]!.fields.get('login')).toBe('demoagent');
    expect(tab.url()).toBe('https://www.cms.gov/medicare/health-drug-plans');
    // noopener: the new tab cannot reach back into the portal.
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await page.context().close();
  });

  it('when creating a link then the name and URL rules hold, Save waits for a valid form, http:// is added and the toast shows', async () => {
    const page = await signedIn(DEMO_USERS.agent);
    const dialog = await openQuickLinks(page);
    const create = dialog.getByRole('button', { name: 'Create New Quick Link' });
    await create.click();
    const editor = page.getByRole('dialog', { name: 'Create New Quick Link' });
    await editor.waitFor();
    // Only roles named with 'Admin' may create links for the whole account.
    expect(await editor.getByRole('checkbox', { name: 'For all agents in account' }).count()).toBe(0);
    const save = editor.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);

    const name = editor.getByLabel('Quick Link Name');
    const url = editor.getByLabel('Quick Link URL');
    await name.fill('x');
    await name.fill('');
    await editor.getByText(M.nameRequired).waitFor();
    await name.fill('n'.repeat(101));
    await editor.getByText(M.nameTooLong).waitFor();
    await url.fill('u');
    await url.fill('');
    await editor.getByText(M.urlRequired).waitFor();
    await url.fill(`example.com/${'p'.repeat(189)}`);
    await editor.getByText(M.urlTooLong).waitFor();
    expect(await save.isDisabled()).toBe(true);

    await name.fill('Rate Sheet');
    await url.fill('ratesheets.example.com/2027');
    expect(await save.isDisabled()).toBe(false);
    const posted = page.waitForRequest(
      (r) => /\/api\/user\/\d+\/quicklink\/?\?/.test(r.url()) && r.method() === 'POST',
    );
    await save.click();
    expect((await posted).postDataJSON()).toEqual({
      quicklink_title: 'Rate Sheet',
      quicklink_url: 'http://ratesheets.example.com/2027',
      quicklink_hierarchy_type_id: 3,
    });
    await page.getByText(M.created).waitFor();
    await editor.waitFor({ state: 'hidden' });
    await expect.poll(() => create.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await dialog.getByRole('link', { name: 'Rate Sheet' }).getAttribute('href')).toBe(
      'http://ratesheets.example.com/2027',
    );

    // Edit mode: edit it, then delete it after the confirmation.
    await dialog.getByRole('button', { name: 'Edit', exact: true }).click();
    for (const title of SYSTEM) {
      expect(await dialog.getByRole('button', { name: `Edit ${title}` }).count()).toBe(0);
      expect(await dialog.getByRole('button', { name: `Delete ${title}` }).count()).toBe(0);
    }
    // Account links are changed by account admins only.
    expect(await dialog.getByRole('button', { name: 'Edit Agency Intranet' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Edit Rate Sheet' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Quick Link' });
    expect(await edit.getByLabel('Quick Link Name').inputValue()).toBe('Rate Sheet');
    await edit.getByLabel('Quick Link Name').fill('Rate Sheets 2027');
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByText(M.updated).waitFor();
    await edit.waitFor({ state: 'hidden' });

    await dialog.getByRole('button', { name: 'Delete Rate Sheets 2027' }).click();
    const confirm = page.getByRole('alertdialog', { name: M.confirmDelete });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'No' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await dialog.getByRole('checkbox', { name: 'Rate Sheets 2027' }).count()).toBe(1);
    await dialog.getByRole('button', { name: 'Delete Rate Sheets 2027' }).click();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await page.getByText(M.deleted).waitFor();
    await dialog.getByRole('checkbox', { name: 'Rate Sheets 2027' }).waitFor({ state: 'detached' });
    // Focus stays in the dialog.
    await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.context().close();
  });

  it('when saving fails then the server message shows for 5 seconds', async () => {
    const page = await signedIn(DEMO_USERS.agent);
    await page.route(/\/api\/user\/\d+\/quicklink\/\?/, (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'Quick links are read-only during maintenance.' }),
      }),
    );
    const dialog = await openQuickLinks(page);
    await dialog.getByRole('button', { name: 'Create New Quick Link' }).click();
    const editor = page.getByRole('dialog', { name: 'Create New Quick Link' });
    await editor.getByLabel('Quick Link Name').fill('Broker Portal');
    await editor.getByLabel('Quick Link URL').fill('https://broker.example.com');
    await editor.getByRole('button', { name: 'Save' }).click();
    const banner = editor.getByRole('alert').filter({ hasText: 'Quick links are read-only during maintenance.' });
    await banner.waitFor();
    const shownAt = Date.now();
    await banner.waitFor({ state: 'hidden', timeout: 8000 });
    const shownFor = Date.now() - shownAt;
    expect(shownFor).toBeGreaterThan(3500);
    expect(shownFor).toBeLessThan(7000);
    // The form stays for another try.
    expect(await editor.getByLabel('Quick Link Name').inputValue()).toBe('Broker Portal');
    await page.context().close();
  });
});

describe('given demoagent2, whose dialer is off', () => {
  it('when Quick Links opens then the link on the dialer host is hidden', async () => {
    const page = await signedIn(DEMO_USERS.agent2);
    const dialog = await openQuickLinks(page);
    const listed = await titles(dialog);
    expect(listed).toEqual(expect.arrayContaining(['Agency Intranet', 'Carrier Contracting Portal']));
    expect(listed).not.toContain(DIALER_LINK);
    await page.context().close();
  });

  it('when links are hidden and moved in edit mode then Save sends one batch of ids and flags, and the list follows', async () => {
    const page = await signedIn(DEMO_USERS.agent2);
    const me = (await loginCookie(page))!.tokens.user_id;
    let dialog = await openQuickLinks(page);
    const before = await titles(dialog);
    expect(before.slice(0, 2)).toEqual(['Medicare Plan Finder', 'CMS Check']);

    const editToggle = dialog.getByRole('button', { name: 'Edit', exact: true });
    await editToggle.click();
    // The same button now cancels; focus stays on it.
    const cancel = dialog.getByRole('button', { name: 'Cancel', exact: true });
    await expect.poll(() => cancel.evaluate((el) => el === document.activeElement)).toBe(true);
    await dialog.getByRole('checkbox', { name: 'NIPR NPN Lookup' }).click();
    await dialog.getByRole('checkbox', { name: 'Agency Intranet' }).press('Space');
    expect(await dialog.getByRole('checkbox', { name: 'Agency Intranet' }).getAttribute('aria-checked')).toBe('false');

    // Keyboard move: pick up Medicare Plan Finder, two places down, drop.
    await dialog.getByRole('button', { name: 'Move Medicare Plan Finder' }).focus();
    await page.keyboard.press('Space');
    await page.waitForTimeout(150);
    await page.keyboard.press('ArrowDown');
    await page.waitForTimeout(150);
    await page.keyboard.press('ArrowDown');
    await page.waitForTimeout(150);
    await page.keyboard.press('Space');
    await page.waitForTimeout(300);
    expect((await titles(dialog)).slice(0, 3)).toEqual(['CMS Check', 'Target Leads', 'Medicare Plan Finder']);

    // Escape while moving cancels the move and keeps the dialog open.
    await dialog.getByRole('button', { name: 'Move CMS Check' }).focus();
    await page.keyboard.press('Space');
    await page.waitForTimeout(150);
    await page.keyboard.press('ArrowDown');
    await page.waitForTimeout(150);
    await page.keyboard.press('Escape');
    await page.waitForTimeout(300);
    expect(await dialog.isVisible()).toBe(true);
    expect((await titles(dialog)).slice(0, 3)).toEqual(['CMS Check', 'Target Leads', 'Medicare Plan Finder']);

    const saved = page.waitForRequest((r) => r.url().includes('/quicklink/displaySave/') && r.method() === 'POST');
    await dialog.getByRole('button', { name: 'Save' }).click();
    const body = (await saved).postDataJSON() as {
      quicklink_id_active_list: { quicklink_id: number; active: string }[];
    };
    const links = (
      await apiFromPage<{ result: { quicklink_id: number; quicklink_title: string }[] }>(
        page,
        `user/${me}/quickLink/search`,
        { method: 'POST', body: { criteria: {} } },
      )
    ).body.result;
    const titleOf = (id: number) => links.find((l) => l.quicklink_id === id)?.quicklink_title;
    // Only ids and flags, in the new order, in one request.
    expect(Object.keys(body)).toEqual(['quicklink_id_active_list']);
    expect(
      body.quicklink_id_active_list.every((item) => Object.keys(item).sort().join() === 'active,quicklink_id'),
    ).toBe(true);
    expect(body.quicklink_id_active_list.slice(0, 3).map((item) => titleOf(item.quicklink_id))).toEqual([
      'CMS Check',
      'Target Leads',
      'Medicare Plan Finder',
    ]);
    const flags = Object.fromEntries(
      body.quicklink_id_active_list.map((item) => [titleOf(item.quicklink_id), item.active]),
    );
    expect(flags).toMatchObject({ 'NIPR NPN Lookup': '0', 'Agency Intranet': '0', 'Carrier Contracting Portal': '1' });
    await page.getByText(M.updated).waitFor();

    const after = await titles(dialog);
    expect(after).not.toContain('NIPR NPN Lookup');
    expect(after).not.toContain('Agency Intranet');
    expect(after.slice(0, 3)).toEqual(['CMS Check', 'Target Leads', 'Medicare Plan Finder']);

    // The flags are the server's now: a fresh page still hides them, and Edit shows them unticked.
    await page.reload();
    await page.getByRole('banner').getByText(DEMO_USERS.agent2.name).waitFor();
    dialog = await openQuickLinks(page);
    expect(await titles(dialog)).not.toContain('NIPR NPN Lookup');
    await dialog.getByRole('button', { name: 'Edit', exact: true }).click();
    expect(await dialog.getByRole('checkbox', { name: 'NIPR NPN Lookup' }).getAttribute('aria-checked')).toBe('false');
    await dialog.getByRole('checkbox', { name: 'NIPR NPN Lookup' }).click();
    await dialog.getByRole('checkbox', { name: 'Agency Intranet' }).click();
    // Cancel drops the changes.
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    expect(await titles(dialog)).not.toContain('NIPR NPN Lookup');

    await dialog.getByRole('button', { name: 'Edit', exact: true }).click();
    await dialog.getByRole('checkbox', { name: 'NIPR NPN Lookup' }).click();
    await dialog.getByRole('checkbox', { name: 'Agency Intranet' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByRole('link', { name: 'NIPR NPN Lookup' }).waitFor();
    await dialog.getByRole('link', { name: 'Agency Intranet' }).waitFor();
    await page.context().close();
  });
});

describe('given an admin (role Admin)', () => {
  it('when creating a link for all agents in account then it is an account link that agents see, fixed as such when edited', async () => {
    const admin = await signedIn(DEMO_USERS.admin);
    const dialog = await openQuickLinks(admin);
    await dialog.getByRole('button', { name: 'Create New Quick Link' }).click();
    const editor = admin.getByRole('dialog', { name: 'Create New Quick Link' });
    await editor.getByLabel('Quick Link Name').fill('Agency Forms Library');
    await editor.getByLabel('Quick Link URL').fill('https://forms.demo-agency.example/');
    const forAll = editor.getByRole('checkbox', { name: 'For all agents in account' });
    await forAll.press('Space');
    const posted = admin.waitForRequest(
      (r) => /\/api\/account\/\d+\/quicklink\/?\?/.test(r.url()) && r.method() === 'POST',
    );
    await editor.getByRole('button', { name: 'Save' }).click();
    expect((await posted).postDataJSON()).toMatchObject({ quicklink_hierarchy_type_id: 2 });
    await admin.getByText(M.created).waitFor();
    const row = dialog.getByRole('listitem').filter({ has: admin.getByRole('link', { name: 'Agency Forms Library' }) });
    expect(await row.innerText()).toContain('Account');

    const agent = await signedIn(DEMO_USERS.agent);
    const agentDialog = await openQuickLinks(agent);
    await agentDialog.getByRole('link', { name: 'Agency Forms Library' }).waitFor();
    await agent.context().close();

    await dialog.getByRole('button', { name: 'Edit', exact: true }).click();
    // Admins may change account links; system links stay read-only.
    await dialog.getByRole('button', { name: 'Edit Agency Intranet' }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Delete CMS Check' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Edit Agency Forms Library' }).click();
    const edit = admin.getByRole('dialog', { name: 'Edit Quick Link' });
    const fixed = edit.getByRole('checkbox', { name: 'For all agents in account' });
    expect(await fixed.getAttribute('aria-checked')).toBe('true');
    expect(await fixed.isDisabled()).toBe(true);
    await edit.getByRole('button', { name: 'Cancel' }).click();

    await dialog.getByRole('button', { name: 'Delete Agency Forms Library' }).click();
    await admin.getByRole('alertdialog', { name: M.confirmDelete }).getByRole('button', { name: 'Yes' }).click();
    await admin.getByText(M.deleted).waitFor();
    await admin.context().close();
  });
});
