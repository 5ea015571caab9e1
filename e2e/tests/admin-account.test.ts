import { deflateSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { axeViolations } from '../axe';
import { apiFromPage, DEMO_USERS, launchBrowser, signedInPage } from '../browser';

let browser: Browser;
let admin: Page;
const baseUrl = inject('baseUrl');

beforeAll(async () => {
  browser = await launchBrowser();
});
// Each test has its own page, so one that fails leaves no dialog open for the next.
beforeEach(async () => {
  admin = await signedInPage(browser, baseUrl, DEMO_USERS.admin);
});
afterEach(async () => {
  await admin?.close();
});
afterAll(async () => {
  await browser?.close();
});

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
/** A real PNG of `width`×`height` in one colour (RGB), made here so the test owns its image. */
function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const adminNav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name, exact: true });

async function openAdmin(page: Page, screen: string, path: RegExp) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();
  await adminNav(page, screen).click();
  await page.waitForURL(path);
  await page.getByRole('heading', { level: 1, name: screen }).waitFor();
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

describe('given the Lead Instructions, Product Filters and Account screens on the real server', () => {
  it('as demoadmin: an added and edited lead instruction reaches the lead page demoagent sees; deactivated it is gone', async () => {
    const agent = await signedInPage(browser, baseUrl, DEMO_USERS.agent);
    const leads = await apiFromPage<{ result: Array<{ lead_id: number }> }>(agent, 'lead/search', {
      method: 'POST',
      body: { criteria: {}, records_per_page: 1 },
    });
    const leadId = leads.body.result[0]!.lead_id;
    const agentInstructions = async () => {
      await agent.goto(`${baseUrl}/lead/${leadId}`);
      const region = agent.getByRole('region', { name: 'Lead Instructions' });
      await region.waitFor();
      await region.getByRole('listitem').first().waitFor();
      return region.getByRole('listitem').allTextContents();
    };

    await openAdmin(admin, 'Lead Instructions', /\/admin\/lead-instructions$/);
    const table = admin.getByRole('table', { name: 'Lead instructions' });
    await table.getByRole('rowheader').first().waitFor();
    expect(await axeViolations(admin)).toEqual([]);

    const text = `Ask about hospital stays in the last year (${Date.now().toString(36)}).`;
    await admin.getByRole('button', { name: 'Add instruction' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Add Lead Instruction' });
    const box = dialog.getByRole('textbox', { name: 'Instruction', exact: true });
    // Focus starts in the form; an empty save is refused on the spot and keeps the dialog open.
    await expect.poll(() => admin.evaluate(() => document.activeElement?.id)).toBe('lead-instruction-text');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Enter the instruction text.').waitFor();
    expect(await axeViolations(admin)).toEqual([]);
    await box.fill(text);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(admin, 'Lead instruction added.');
    await table.getByRole('rowheader', { name: text }).waitFor();
    expect(await agentInstructions()).toContain(text);

    const edited = text.replace('Ask about', 'Always ask about');
    await table
      .getByRole('row', { name: new RegExp(text.replace(/[().]/g, '\\$&')) })
      .getByRole('button', { name: /^Edit/ })
      .click();
    const editor = admin.getByRole('dialog', { name: 'Edit Lead Instruction' });
    await editor.getByRole('textbox', { name: 'Instruction', exact: true }).fill(edited);
    await editor.getByRole('button', { name: 'Save' }).click();
    await toast(admin, 'Lead instruction saved.');
    await table.getByRole('rowheader', { name: edited }).waitFor();
    const seen = await agentInstructions();
    expect(seen).toContain(edited);
    expect(seen).not.toContain(text);

    // Deactivated (the keyboard path: Space on the checkbox, Enter on Save), agents no longer see it.
    await table
      .getByRole('row', { name: new RegExp(edited.replace(/[().]/g, '\\$&')) })
      .getByRole('button', { name: /^Edit/ })
      .click();
    await editor.getByRole('checkbox', { name: 'Active' }).focus();
    await admin.keyboard.press('Space');
    await expect
      .poll(() => editor.getByRole('checkbox', { name: 'Active' }).getAttribute('aria-checked'))
      .toBe('false');
    await editor.getByRole('button', { name: 'Save' }).focus();
    await admin.keyboard.press('Enter');
    await toast(admin, 'Lead instruction saved.');
    await table.getByRole('row', { name: new RegExp(`${edited.replace(/[().]/g, '\\$&')}.*Inactive`) }).waitFor();
    expect(await agentInstructions()).not.toContain(edited);
    await agent.close();
  });

  it('as demoadmin: a plan is added to the product filter from the plan search and removed after confirming, by keyboard', async () => {
    await openAdmin(admin, 'Product Filters', /\/admin\/product-filters$/);
    const table = admin.getByRole('table', { name: 'Plans in the product filter' });
    await table.waitFor();
    expect(await axeViolations(admin)).toEqual([]);

    await admin.getByRole('button', { name: 'Add plans' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Add Plans to the Product Filter' });
    await dialog.getByLabel('Plan, contract or carrier').fill('Giveback');
    await dialog.getByLabel('Plan, contract or carrier').press('Enter');
    const choose = dialog.getByRole('checkbox', { name: 'Choose Wellcare Giveback (HMO) 2026' });
    await choose.waitFor();
    await expect.poll(() => dialog.getByRole('checkbox').count()).toBe(1);
    expect(await axeViolations(admin)).toEqual([]);
    await choose.focus();
    await admin.keyboard.press('Space');
    await dialog.getByRole('button', { name: 'Add 1' }).click();
    await toast(admin, 'Plan added to the product filter.');
    const row = table.getByRole('row', { name: /Wellcare Giveback \(HMO\)/ });
    await row.waitFor();
    expect(await row.textContent()).toContain('H5590-006');

    await row.getByRole('button', { name: 'Remove Wellcare Giveback (HMO) 2026' }).focus();
    await admin.keyboard.press('Enter');
    const confirm = admin.getByRole('alertdialog').or(admin.getByRole('dialog')).filter({
      hasText: 'Remove Wellcare Giveback (HMO) 2026 from the product filter? Agents will no longer quote it.',
    });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Yes' }).focus();
    await admin.keyboard.press('Enter');
    await toast(admin, 'Plan removed from the product filter.');
    await expect.poll(() => row.count()).toBe(0);
    await table.getByText('No plans are in the product filter yet. Choose Add plans to add some.').waitFor();
  });

  it('as demoadmin: the business name, a setting and an uploaded PNG logo change (the shell shows them), an SVG is refused, and all is restored', async () => {
    await openAdmin(admin, 'Account', /\/admin\/account$/);
    const accountId = (await apiFromPage<{ account_id: number }>(admin, 'user/' + (await userId(admin)))).body
      .account_id;
    const settings = async () =>
      (await apiFromPage<Record<string, string>>(admin, `account/${accountId}/settings`)).body
        .lead_manage_tracking_number_feature_enabled;
    const name = admin.getByRole('textbox', { name: 'Business name', exact: true });
    await name.waitFor();
    const original = await name.inputValue();
    const trackingBefore = await settings();
    expect(await axeViolations(admin)).toEqual([]);

    // The business name: the shell's logo is named after it.
    await name.fill('');
    await admin.getByRole('button', { name: 'Save business details' }).click();
    await admin.getByText('Enter the business name.').waitFor();
    await name.fill(`${original} Midwest`);
    await admin.getByRole('button', { name: 'Save business details' }).click();
    await toast(admin, 'Account updated.');
    await admin
      .getByRole('img', { name: `${original} Midwest logo` })
      .first()
      .waitFor();

    // A setting, with its one-line explanation, by keyboard.
    const tracking = admin.getByRole('checkbox', { name: 'Managed tracking codes' });
    await tracking.focus();
    await admin.keyboard.press('Space');
    await admin.getByRole('button', { name: 'Save settings' }).click();
    await toast(admin, 'Settings updated.');
    await expect.poll(settings).toBe(trackingBefore === '1' ? '0' : '1');

    // An SVG is refused before it is sent; a PNG made here is uploaded and shown in the shell.
    const file = admin.getByLabel('Large logo file');
    await file.setInputFiles({
      name: 'logo.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    });
    await admin.getByRole('button', { name: 'Upload large logo' }).click();
    await admin.getByText('The logo must be a PNG or JPEG image.').waitFor();
    await file.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png(120, 32, [9, 105, 218]) });
    await admin.getByRole('button', { name: 'Upload large logo' }).click();
    await toast(admin, 'Logo uploaded.');
    const logo = admin.getByRole('img', { name: `${original} Midwest logo` }).first();
    await expect.poll(() => logo.getAttribute('src')).toMatch(/^\/api\/cobrand\/load\/\d+\?logo_id=\d+$/);
    await expect
      .poll(() => logo.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth))
      .toBe(120);
    expect(await admin.getByRole('img', { name: 'Current large logo' }).getAttribute('src')).toBe(
      await logo.getAttribute('src'),
    );
    expect(await axeViolations(admin)).toEqual([]);

    // Restored: the name and the setting other browser tests rely on.
    await name.fill(original);
    await admin.getByRole('button', { name: 'Save business details' }).click();
    await admin
      .getByRole('img', { name: `${original} logo` })
      .first()
      .waitFor();
    await tracking.focus();
    await admin.keyboard.press('Space');
    await admin.getByRole('button', { name: 'Save settings' }).click();
    await expect.poll(settings).toBe(trackingBefore);
  });
});

async function userId(page: Page): Promise<number> {
  return page.evaluate(() => {
    const cookie = document.cookie.split('; ').find((c) => c.startsWith('login='));
    return JSON.parse(decodeURIComponent(cookie!.slice(6))).user_id as number;
  });
}
