import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations } from '../axe';
import { apiFromPage, DEMO_USERS, launchBrowser, newPage, signedInPage, signInAs } from '../browser';

let browser: Browser;
const baseUrl = inject('baseUrl');
/** Notices this file made, deleted at the end so the other files' demoagent never meets them. */
const made = new Set<number>();
let adminPage: Page | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  if (adminPage) for (const id of made) await apiFromPage(adminPage, `notice/${id}/delete`).catch(() => undefined);
  await browser?.close();
});

/** A Central Time date `days` from today, as MM/DD/YYYY (typed) or YYYYMMDD (sent). */
function centralDay(days: number) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Chicago',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(Date.now() + days * 86_400_000));
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return {
    us: `${part('month')}/${part('day')}/${part('year')}`,
    sent: `${part('year')}${part('month')}${part('day')}`,
  };
}

const XSS_FLAG = '__noticeXss';
const stamp = Date.now().toString(36);
const TITLE = `E2E important notice ${stamp}`;
const DIRECT_TITLE = `E2E posted notice ${stamp}`;
const DOWNLOAD = 'Download the current plan report (CSV)';

/** Pastes `html` into the focused editor as a browser paste does (clipboard data with text/html). */
async function pasteHtml(page: Page, html: string) {
  await page.evaluate((pasted) => {
    const data = new DataTransfer();
    data.setData('text/html', pasted);
    data.setData('text/plain', pasted.replace(/<[^>]*>/g, ''));
    document.activeElement!.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, html);
}

async function typeDate(page: Page, field: ReturnType<Page['getByRole']>, value: string) {
  await field.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(value);
}

/** The pop-up's notice has the formatting and nothing of the injected image ran or stayed. */
async function expectSafeFormattedPopup(page: Page, title: string) {
  const popup = page.getByRole('dialog', { name: 'Important Notice' });
  await popup.getByRole('heading', { name: title }).waitFor();
  expect(await popup.locator('img').count()).toBe(0);
  expect(await page.locator('img[onerror], [onerror]').count()).toBe(0);
  await page.waitForTimeout(300);
  expect(await page.evaluate((flag) => (window as unknown as Record<string, unknown>)[flag], XSS_FLAG)).toBeUndefined();
  return popup;
}

describe('given the admin Notices screen on the real server', () => {
  it('as demoadmin: a notice typed in the editor (bold, a list, a download link, a pasted <img onerror>) and one posted to the API reach demoagent’s Important pop-up formatted, and no script runs', async () => {
    const page = await signedInPage(browser, baseUrl, DEMO_USERS.admin);
    adminPage = page;
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();
    await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Notices' }).click();
    await page.getByRole('heading', { name: 'Notices', level: 1 }).waitFor();
    await page.getByRole('table', { name: 'Notices' }).getByRole('row').nth(1).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // New Notice, filled from the keyboard.
    await page.getByRole('button', { name: 'New Notice' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Notice' });
    await dialog.waitFor();
    await dialog.getByRole('textbox', { name: 'Title' }).fill(TITLE);
    // From yesterday: older than the seed's important notice, so this one pops up first.
    await typeDate(page, dialog.getByRole('textbox', { name: 'Start date' }), centralDay(-1).us);
    await typeDate(page, dialog.getByRole('textbox', { name: 'End date' }), centralDay(1).us);
    await dialog.getByRole('checkbox', { name: 'Important pop-up' }).click();
    const editor = dialog.getByRole('textbox', { name: 'Text' });
    await editor.click();
    await expect.poll(() => editor.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Control+B');
    await page.keyboard.type('Certify before October 1');
    await page.keyboard.press('Control+B');
    await page.keyboard.press('Enter');
    await page.keyboard.type('- First step');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Second step');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await pasteHtml(page, `<p>Pasted <img src="x" onerror="window.${XSS_FLAG}=1"> text</p>`);
    await page.keyboard.type(' ');
    await dialog.getByRole('button', { name: 'Insert download link' }).click();

    // The preview shows it as agents will see it.
    const preview = dialog.getByRole('region', { name: 'Preview as agents see it' });
    await preview.getByRole('heading', { name: TITLE }).waitFor();
    expect(await preview.locator('strong').first().textContent()).toBe('Certify before October 1');
    expect(await preview.locator('li').allTextContents()).toEqual(['First step', 'Second step']);
    expect(await preview.getByRole('link', { name: DOWNLOAD }).count()).toBe(1);
    expect(await dialog.locator('img').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    // A refused save keeps what was typed: the end date before the start.
    await typeDate(page, dialog.getByRole('textbox', { name: 'End date' }), centralDay(-3).us);
    await dialog.page().getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('The end date cannot be before the start date.').waitFor();
    expect(await dialog.getByRole('textbox', { name: 'Title' }).inputValue()).toBe(TITLE);
    await typeDate(page, dialog.getByRole('textbox', { name: 'End date' }), centralDay(1).us);

    const saving = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/notice' && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Save' }).click();
    const saved = (await (await saving).json()) as { result: { notice_id: number; notice_text: string } };
    made.add(saved.result.notice_id);
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText(`Notice "${TITLE}" created.`).waitFor();
    expect(saved.result.notice_text).toContain('<strong>Certify before October 1</strong>');
    expect(saved.result.notice_text).toContain('<ul><li><p>First step</p></li><li><p>Second step</p></li></ul>');
    expect(saved.result.notice_text).toContain('<download type="current_plan">');
    // The paste arrived (its text is kept), without its image.
    expect(saved.result.notice_text).toMatch(/Pasted\s+text/);
    expect(saved.result.notice_text).not.toMatch(/<img|onerror/i);
    const row = page.getByRole('row', { name: new RegExp(TITLE.slice(0, 20)) });
    await row.waitFor();
    expect(await row.getByRole('cell').allTextContents()).toEqual(
      expect.arrayContaining([centralDay(-1).us, centralDay(1).us, 'Pop-up', 'Published']),
    );

    // Posted straight to the API, an <img onerror> and a <script> do not survive either.
    const direct = await apiFromPage<{ result: { notice_id: number; notice_text: string } }>(page, 'notice', {
      method: 'POST',
      body: {
        notice_title: DIRECT_TITLE,
        notice_text: `<p><b>Direct</b> <img src=x onerror="window.${XSS_FLAG}=2"><script>window.${XSS_FLAG}=3</script><a href="javascript:window.${XSS_FLAG}=4">link</a></p><ol><li>one</li></ol>`,
        start_date: centralDay(-1).sent,
        end_date: centralDay(1).sent,
        important_popup: '1',
      },
    });
    expect(direct.status).toBe(200);
    made.add(direct.body.result.notice_id);
    expect(direct.body.result.notice_text).toBe('<p><b>Direct</b> link</p><ol><li>one</li></ol>');

    // demoagent (notice polling not muted) gets both, one pop-up at a time, formatted and inert.
    const agent = await newPage(browser);
    await signInAs(agent, baseUrl, DEMO_USERS.agent);
    const popup = await expectSafeFormattedPopup(agent, TITLE);
    expect(await popup.locator('strong').first().textContent()).toBe('Certify before October 1');
    expect(await popup.locator('ul > li').allTextContents()).toEqual(['First step', 'Second step']);
    expect(await popup.getByRole('link', { name: DOWNLOAD }).count()).toBe(1);
    await agent.keyboard.press('Escape');
    const next = await expectSafeFormattedPopup(agent, DIRECT_TITLE);
    expect(await next.locator('b').textContent()).toBe('Direct');
    expect(await next.locator('ol > li').allTextContents()).toEqual(['one']);
    expect(await next.locator('a[href^="javascript"]').count()).toBe(0);
    await agent.keyboard.press('Escape');
    await next.getByRole('heading', { name: DIRECT_TITLE }).waitFor({ state: 'hidden' });
    expect(
      await agent.evaluate((flag) => (window as unknown as Record<string, unknown>)[flag], XSS_FLAG),
    ).toBeUndefined();
    await agent.context().close();

    // Edit keeps the formatting; Delete (confirmed) removes it from the list.
    await row.getByRole('button', { name: `Edit ${TITLE}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Notice' });
    await edit.getByRole('textbox', { name: 'Text' }).locator('strong').waitFor();
    expect(await edit.getByRole('textbox', { name: 'Text' }).locator('download').count()).toBe(1);
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await edit.waitFor({ state: 'hidden' });
    await row.getByRole('button', { name: `Delete ${TITLE}` }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(`Delete the notice "${TITLE}"? Agents will no longer see it.`).waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText(`Notice "${TITLE}" deleted.`).waitFor();
    await row.waitFor({ state: 'detached' });
    made.delete(saved.result.notice_id);
  });
});
