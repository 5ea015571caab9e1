import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiFromPage, DEMO_USERS, launchBrowser, loginCookie, signedInPage } from '../browser';
import { axeViolations } from '../axe';

/** Spec 01 §5 Quick search and the domain's field messages, word for word. */
const M = {
  fillOne: 'You are required to fill at least one field',
  required: 'This field is required.',
  appDispo: 'Enter one or more application dispositions and click search.',
  zip: 'Please enter correct zip',
  date: 'You must enter a valid date.',
};

let browser: Browser;
const baseUrl = inject('baseUrl');

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const signedIn = (user: (typeof DEMO_USERS)[keyof typeof DEMO_USERS], path = '/') =>
  signedInPage(browser, baseUrl, user, path);

/** Opens Quick Search from the header with the keyboard, as a keyboard user would. */
async function openQuickSearch(page: Page) {
  const icon = page.getByRole('banner').getByRole('button', { name: 'Quick search' });
  await icon.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Quick Search' });
  await dialog.waitFor();
  return dialog;
}

/** Searches and waits for the results page and the search call the dialog sent. */
async function search(page: Page) {
  const sent = page.waitForRequest((r) => r.url().includes('/api/lead/search') && r.method() === 'POST');
  await page.getByRole('dialog', { name: 'Quick Search' }).getByRole('button', { name: 'Search', exact: true }).click();
  const request = await sent;
  await page.waitForURL(/\/lead\/search\?criteria=/);
  await page
    .getByRole('status')
    .filter({ hasText: /leads? found|of \d+ leads?|\d+ leads?/ })
    .waitFor();
  return request;
}

const bodyOf = (request: Request) =>
  request.postDataJSON() as { criteria: Record<string, { type: string; value: unknown[] }>; [key: string]: unknown };

/** The cells of one column of the results table, by its header. */
async function column(page: Page, header: string, caption = 'Lead search results') {
  const table = page.getByRole('table', { name: caption });
  const headers = await table.getByRole('columnheader').allInnerTexts();
  const index = headers.findIndex((h) => h.trim() === header);
  expect(index, `column ${header}`).toBeGreaterThanOrEqual(0);
  return table
    .locator('tbody tr')
    .evaluateAll(
      (rows, i) => rows.map((row) => (row.children[i] as HTMLElement | undefined)?.innerText.trim() ?? ''),
      index,
    );
}

const ymd = (us: string) => `${us.slice(6)}${us.slice(0, 2)}${us.slice(3, 5)}`;

describe('given an agent without lead_view_assigned', () => {
  it('when Search is pressed on an empty Lead tab then it asks for a field, and Escape returns focus to the search icon', async () => {
    const page = await signedIn(DEMO_USERS.agent);
    const dialog = await openQuickSearch(page);
    expect(await dialog.getByRole('tab').allInnerTexts()).toEqual(['Lead', 'Updated Rx + Current Plan', 'Application']);
    expect(await dialog.getByRole('tab', { name: 'Lead' }).getAttribute('aria-selected')).toBe('true');
    // The first field has focus; Enter in it submits the form.
    await expect.poll(() => dialog.getByLabel('First Name').evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await dialog.getByRole('alert').filter({ hasText: M.fillOne }).waitFor();
    expect(page.url()).not.toContain('/lead/search');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    // Radix gives focus back a tick after the dialog leaves the DOM.
    await expect
      .poll(() => page.getByRole('button', { name: 'Quick search' }).evaluate((el) => el === document.activeElement))
      .toBe(true);
    await page.context().close();
  });

  it('when fields are typed then zip, phone and dates follow the spec and bad values show their messages', async () => {
    const page = await signedIn(DEMO_USERS.agent);
    const dialog = await openQuickSearch(page);
    const phone = dialog.getByLabel('Phone');
    await phone.pressSequentially('(312) 555-0101 ext 9');
    expect(await phone.inputValue()).toBe('(312) 555-0101');
    const zip = dialog.getByLabel('Zip');
    await zip.pressSequentially('60a6');
    expect(await zip.inputValue()).toBe('606');
    const dobFrom = dialog.getByLabel('DOB From');
    await dobFrom.pressSequentially('01021950');
    expect(await dobFrom.inputValue()).toBe('01/02/1950');
    await dialog.getByLabel('DOB To').pressSequentially('12319999');
    await dialog.getByRole('button', { name: 'Search', exact: true }).click();
    await dialog.getByText(M.zip).waitFor();
    await dialog.getByText(M.date).waitFor();
    // Focus goes to the first field in error.
    await expect.poll(() => zip.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await zip.getAttribute('aria-invalid')).toBe('true');
    // Fixing the field clears its message.
    await zip.pressSequentially('14');
    await dialog.getByText(M.zip).waitFor({ state: 'hidden' });
    await page.context().close();
  });

  it('when the agent list opens then it holds only the agent, and the second tab starts on the agent; switching tabs resets the form', async () => {
    const page = await signedIn(DEMO_USERS.agent);
    const dialog = await openQuickSearch(page);
    await dialog.getByLabel('Last Name').fill('Smith');
    await dialog.getByRole('combobox', { name: 'Agent' }).click();
    expect(await page.getByRole('listbox', { name: 'Agent' }).getByRole('option').allInnerTexts()).toEqual([
      DEMO_USERS.agent.name,
    ]);
    await page.keyboard.press('Escape');
    // Escape closes the list first, not the dialog.
    expect(await dialog.isVisible()).toBe(true);

    await dialog.getByRole('tab', { name: 'Updated Rx + Current Plan' }).click();
    expect(await dialog.getByRole('combobox', { name: 'Agent' }).innerText()).toContain(DEMO_USERS.agent.name);
    await dialog.getByRole('radiogroup', { name: 'Drug List Updated' }).getByRole('radio', { name: 'Yes' }).click();
    await dialog.getByRole('button', { name: 'Search', exact: true }).click();
    expect(await dialog.getByText(M.required, { exact: true }).count()).toBe(2);
    expect(await dialog.getByLabel('Drug List Updated From').getAttribute('aria-invalid')).toBe('true');
    expect(await dialog.getByLabel('Drug List Updated To').getAttribute('aria-invalid')).toBe('true');

    await dialog.getByRole('tab', { name: 'Application' }).click();
    await dialog.getByRole('button', { name: 'Search', exact: true }).click();
    await dialog.getByText(M.appDispo).waitFor();

    // Back on the Lead tab everything starts again.
    await dialog.getByRole('tab', { name: 'Lead' }).click();
    expect(await dialog.getByLabel('Last Name').inputValue()).toBe('');
    expect(await dialog.getByText(M.fillOne).count()).toBe(0);
    await page.context().close();
  });

  it('when searching then the dialog closes, sends the spec request with their own id, and shows only their own leads linked to lead pages', async () => {
    const page = await signedIn(DEMO_USERS.agent);
    const me = (await loginCookie(page))!.tokens.user_id;
    const dialog = await openQuickSearch(page);
    await dialog.getByLabel('DOB From').fill('01/01/1940');
    const request = await search(page);
    await dialog.waitFor({ state: 'hidden' });

    const body = bodyOf(request);
    expect(body).toMatchObject({
      search_type: 'simple',
      field_list: [],
      page_number: 1,
      records_per_page: 200,
      include_deleted: 0,
    });
    expect(body.criteria.dob).toEqual({ type: 'range', value: ['19400101', '*'] });
    expect(body.criteria.user_id).toEqual({ type: 'simple', value: [me] });
    expect(body.criteria.fname).toBeUndefined();

    await page.getByRole('heading', { name: 'Lead Search' }).waitFor();
    const agents = await column(page, 'Agent');
    expect(agents.length).toBeGreaterThan(10);
    expect(new Set(agents)).toEqual(new Set([DEMO_USERS.agent.name]));
    for (const dob of await column(page, 'DOB')) expect(ymd(dob) >= '19400101').toBe(true);
    const ages = await column(page, 'Age');
    expect(ages.every((age) => Number(age) >= 64 && Number(age) <= 91)).toBe(true);
    const phones = (await column(page, 'Phone')).filter(Boolean);
    for (const phone of phones) expect(phone).toMatch(/^\(\d{3}\) \d{3}-\d{4}(\s*Do not call)?$/);
    // Every number is click-to-call (the dialer feature's ClickToCall), but a client's who said do not call.
    const calls = page
      .getByRole('table', { name: 'Lead search results' })
      .getByRole('link', { name: /^Call \(\d{3}\) \d{3}-\d{4}$/ });
    const refused = phones.filter((phone) => phone.endsWith('Do not call')).length;
    expect(refused).toBeGreaterThan(0); // the demo's leads include clients who said do not call
    expect(await calls.count()).toBe(phones.length - refused);

    // A row opens its lead; back and reload bring the same results again.
    const first = page.getByRole('table', { name: 'Lead search results' }).getByRole('link').first();
    const name = await first.innerText();
    const href = await first.getAttribute('href');
    expect(href).toMatch(/^\/lead\/\d+$/);
    const resultsUrl = page.url();
    await first.click();
    await page.waitForURL(`${baseUrl}${href}`);
    // The lead page: titled by its id, headed by the lead's name.
    await page.getByRole('heading', { level: 1, name: /\S/ }).waitFor();
    await expect.poll(() => page.title()).toBe(`Lead ${href!.split('/')[2]} · Meridian`);
    await page.goBack();
    await page.waitForURL(resultsUrl);
    await page.getByRole('link', { name }).first().waitFor();
    await page.reload();
    await page.getByRole('link', { name }).first().waitFor();
    expect(new Set(await column(page, 'Agent'))).toEqual(new Set([DEMO_USERS.agent.name]));
    await page.context().close();
  });

  it('when nothing matches then the page says so', async () => {
    const page = await signedIn(DEMO_USERS.agent);
    const dialog = await openQuickSearch(page);
    await dialog.getByLabel('Last Name').fill('Zzyzx');
    await search(page);
    await page.getByText('No leads match your search.').waitFor();
    expect(await page.getByRole('status').filter({ hasText: 'No leads found' }).count()).toBe(1);
    await page.context().close();
  });

  // Issue 29: the Leads menu opened an empty page; it lists the agent's own leads until a search is made.
  it('when the Leads menu is opened then it lists only the agent’s own leads, newest first, filtered by date by keyboard, and New Search opens Quick Search', async () => {
    const page = await signedIn(DEMO_USERS.agent);
    const listed = page.waitForRequest((r) => r.url().includes('/api/lead/search') && r.method() === 'POST');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Leads' }).click();
    await page.waitForURL(`${baseUrl}/lead/search`);
    await page.getByRole('heading', { name: 'My Leads', level: 1 }).waitFor();
    expect(bodyOf(await listed)).toMatchObject({ orderby_field: 'lead_date', orderby_direction: 'desc' });
    const table = page.getByRole('table', { name: 'My leads' });
    await table.getByRole('link').first().waitFor();
    expect(new Set(await column(page, 'Agent', 'My leads'))).toEqual(new Set([DEMO_USERS.agent.name]));
    expect(await axeViolations(page)).toEqual([]);

    // A "from" date after every lead: none match, and the filters stay in the URL.
    const filters = page.getByRole('search', { name: 'Filter my leads' });
    await filters.getByLabel('Lead Date From').focus();
    await page.keyboard.type('01012099');
    await page.keyboard.press('Enter');
    await page.getByText('None of your leads match these filters.').waitFor();
    expect(new URL(page.url()).searchParams.get('from')).toBe('01/01/2099');
    await page.reload();
    await page.getByText('None of your leads match these filters.').waitFor();
    await filters.getByRole('button', { name: 'Clear filters' }).click();
    await table.getByRole('link').first().waitFor();

    await page.getByRole('button', { name: 'New Search', exact: true }).click();
    await page.getByRole('dialog', { name: 'Quick Search' }).waitFor();
    await page.context().close();
  });
});

describe('given an agent on a phone (390 px)', () => {
  it('when the Leads menu page opens then the filters, the count, the actions and the pager all fit the screen', async () => {
    const page = await signedIn(DEMO_USERS.agent);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${baseUrl}/lead/search`);
    await page.getByRole('table', { name: 'My leads' }).getByRole('link').first().waitFor();
    const main = page.getByRole('main');
    for (const control of [
      main.getByRole('button', { name: 'Apply' }),
      main.getByRole('status'),
      main.getByRole('button', { name: 'Export results (CSV)' }),
      main.getByRole('button', { name: 'Next page' }),
    ]) {
      const box = (await control.boundingBox())!;
      expect(box.x, await control.innerText()).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    // The count is on one line, not squeezed into a column.
    expect((await main.getByRole('status').boundingBox())!.height).toBeLessThan(30);
    await page.context().close();
  });
});

describe('given an admin with lead_view_assigned', () => {
  it('when the agent list opens then it offers Unassigned and every agent, and choosing Unassigned finds only unassigned leads', async () => {
    const page = await signedIn(DEMO_USERS.admin);
    const dialog = await openQuickSearch(page);
    await dialog.getByRole('combobox', { name: 'Agent' }).click();
    const options = await page.getByRole('listbox', { name: 'Agent' }).getByRole('option').allInnerTexts();
    expect(options.slice(0, 2)).toEqual(['All agents', 'Unassigned']);
    expect(options.filter((o) => o === 'Unassigned')).toHaveLength(1);
    expect(options).toEqual(
      expect.arrayContaining([DEMO_USERS.agent.name, DEMO_USERS.agent2.name, DEMO_USERS.admin.name]),
    );
    await page.getByRole('option', { name: 'Unassigned' }).click();
    const request = await search(page);
    expect(bodyOf(request).criteria.user_id).toEqual({ type: 'simple', value: [0] });
    expect(new Set(await column(page, 'Agent'))).toEqual(new Set(['Unassigned']));
    await page.context().close();
  });

  it('when every lead matches then results come 200 a page with paging, the order is the server’s across pages, and the URL keeps page and order', async () => {
    const page = await signedIn(DEMO_USERS.admin);
    const dialog = await openQuickSearch(page);
    await dialog.getByLabel('Lead Date From').fill('01/01/2000');
    const request = await search(page);
    // Without an agent chosen, a lead_view_assigned holder searches every agent.
    expect(bodyOf(request).criteria.user_id).toBeUndefined();
    const total = (
      await apiFromPage<{ total_records: number }>(page, 'lead/search/', { method: 'POST', body: bodyOf(request) })
    ).body.total_records;
    expect(total).toBeGreaterThan(200);

    await page
      .getByRole('status')
      .filter({ hasText: `1–200 of ${total} leads` })
      .waitFor();
    expect(await page.getByRole('table', { name: 'Lead search results' }).locator('tbody tr').count()).toBe(200);
    expect(new Set(await column(page, 'Agent')).size).toBeGreaterThanOrEqual(3);
    expect(await page.getByRole('button', { name: 'Previous page' }).isDisabled()).toBe(true);

    const next = page.getByRole('button', { name: 'Next page' });
    await next.focus();
    await page.keyboard.press('Enter');
    await page
      .getByRole('status')
      .filter({ hasText: `201–${total} of ${total} leads` })
      .waitFor();
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    expect(await page.getByRole('table', { name: 'Lead search results' }).locator('tbody tr').count()).toBe(
      total - 200,
    );
    expect(await next.isDisabled()).toBe(true);

    // Ordering asks the server again, from page 1: newest leads first.
    const sortButton = page.getByRole('columnheader', { name: 'Lead Date' }).getByRole('button');
    const sorted = page.waitForRequest(
      (r) => r.url().includes('/api/lead/search') && r.postDataJSON().orderby_field === 'lead_date',
    );
    await sortButton.click();
    expect(bodyOf(await sorted)).toMatchObject({
      orderby_field: 'lead_date',
      orderby_direction: 'desc',
      page_number: 1,
    });
    await page
      .getByRole('status')
      .filter({ hasText: `1–200 of ${total} leads` })
      .waitFor();
    expect(await page.getByRole('columnheader', { name: 'Lead Date' }).getAttribute('aria-sort')).toBe('descending');
    const dates = (await column(page, 'Lead Date')).map(ymd);
    expect(dates).toEqual([...dates].sort().reverse());
    const params = new URL(page.url()).searchParams;
    expect([params.get('sort'), params.get('dir'), params.get('page')]).toEqual(['lead_date', 'desc', null]);

    // Reload keeps the order.
    await page.reload();
    await page
      .getByRole('status')
      .filter({ hasText: `1–200 of ${total} leads` })
      .waitFor();
    expect((await column(page, 'Lead Date')).map(ymd)).toEqual(dates);
    await page.context().close();
  });

  it('when states are chosen with the keyboard then only leads of those states come back', async () => {
    const page = await signedIn(DEMO_USERS.admin);
    const dialog = await openQuickSearch(page);
    const state = dialog.getByRole('combobox', { name: 'State' });
    // Typed without pauses: the ui Combobox keeps every key however fast it comes.
    await state.pressSequentially('Illin');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Remove Illinois' }).waitFor();
    // The input is empty and focused again for the next choice.
    await expect.poll(() => state.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('Texa');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Remove Texas' }).waitFor();
    const request = await search(page);
    expect(bodyOf(request).criteria.state_id).toEqual({ type: 'set', value: ['IL', 'TX'] });
    const states = await column(page, 'State');
    expect(states.length).toBeGreaterThan(0);
    expect(states.every((s) => s === 'IL' || s === 'TX')).toBe(true);
    await page.context().close();
  });

  it('when the dropdown data cannot load then the server message shows in a banner', async () => {
    const page = await signedIn(DEMO_USERS.admin);
    await page.route('**/api/search/populateDropDowns**', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Search lists are being rebuilt.' }),
      }),
    );
    const dialog = await openQuickSearch(page);
    await dialog.getByRole('alert').filter({ hasText: 'Search lists are being rebuilt.' }).waitFor();
    // The text fields still work.
    await dialog.getByLabel('Last Name').fill('Smith');
    await search(page);
    await page.context().close();
  });
});
