import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations } from '../axe';
import { apiFromPage, DEMO_USERS, launchBrowser, signedInPage } from '../browser';
import { createLead, uniqueName } from '../leads';

// Spec 01 §6 "Print delay 300 ms", §4 "Logout … clears the cookie and the print-settings flag", §8 "a
// print window": the lead page prints itself (the shell and the sections not chosen left off the
// paper), its SOA records print alone, and a form prints from a window of its own.

let browser: Browser;
const baseUrl = inject('baseUrl');
const PRINT_SETTINGS_KEY = 'meridian.printSettings';

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Headless Chromium shows no print dialog: the page's own `print` is replaced by one that records
 * when it was asked for (ms after `armed`) and what the page would put on paper then.
 */
async function recordPrints(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __prints: unknown[]; __armed: number };
    w.__prints = [];
    w.__armed = performance.now();
    window.print = () => {
      const shown = (el: Element | null) => !!el && getComputedStyle(el).display !== 'none';
      w.__prints.push({
        after: performance.now() - w.__armed,
        sections: [...document.querySelectorAll('[data-print-section]')]
          .filter((el) => !el.hasAttribute('data-print-omit'))
          .map((el) => el.getAttribute('data-print-section')),
        dialogOpen: document.querySelector('[role="dialog"]') !== null,
        mainShown: shown(document.querySelector('main')),
      });
    };
  });
  return {
    arm: () =>
      page.evaluate(() => {
        (window as unknown as { __armed: number }).__armed = performance.now();
      }),
    prints: () =>
      page.evaluate(
        () =>
          (window as unknown as { __prints: Array<{ after: number; sections: string[]; dialogOpen: boolean }> })
            .__prints,
      ),
  };
}

describe('given printing (spec 01 §6)', () => {
  it('when demoagent prints a lead page with sections left out then the dialog closes, the print opens 300 ms later with only those chosen, the choice is remembered, and logout clears it', async () => {
    const page = await signedInPage(browser, baseUrl, DEMO_USERS.agent);
    const lname = uniqueName('Printer');
    const leadId = await createLead(page, { fname: 'Opal', lname });
    await page.goto(`${baseUrl}/lead/${leadId}`);
    await page.getByRole('heading', { level: 1, name: `Opal ${lname}` }).waitFor();
    const recorder = await recordPrints(page);

    await page.getByRole('main').getByRole('button', { name: 'Print', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Print' });
    // Every panel of the page is offered, ticked.
    for (const title of ['Contact Permissions', 'Notes', 'Scope of Appointment'])
      expect(await dialog.getByRole('checkbox', { name: title }).isChecked()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('checkbox', { name: 'Notes' }).press('Space');
    await dialog.getByRole('checkbox', { name: 'Tags' }).click();
    await recorder.arm();
    await dialog.getByRole('button', { name: 'Print', exact: true }).click();
    await expect.poll(recorder.prints).toHaveLength(1);
    const [print] = await recorder.prints();
    expect(print!.after).toBeGreaterThanOrEqual(300);
    expect(print!.dialogOpen).toBe(false);
    expect(print!.sections).toContain('lead-contact-permissions');
    expect(print!.sections).toContain('lead-soa-records');
    expect(print!.sections).not.toContain('lead-notes');
    expect(print!.sections).not.toContain('lead-tags');
    // After the print dialog the page shows every section again.
    expect(await page.locator('[data-print-omit]').count()).toBe(0);

    // On paper: the page alone (no sidebar, header or buttons), and not a left-out section.
    await page.evaluate(() =>
      document.getElementById('lead-notes')?.closest('section')?.setAttribute('data-print-omit', ''),
    );
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    expect(await page.getByRole('banner').isVisible()).toBe(false);
    expect(await page.getByRole('heading', { level: 1, name: `Opal ${lname}` }).isVisible()).toBe(true);
    expect(await page.getByRole('main').getByRole('button', { name: 'Lead Details' }).isVisible()).toBe(false);
    expect(await page.getByRole('region', { name: 'Notes' }).isVisible()).toBe(false);
    expect(await page.getByRole('region', { name: 'Contact Permissions' }).isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });
    await page.evaluate(() => document.querySelector('[data-print-omit]')?.removeAttribute('data-print-omit'));

    // The choice is the print settings: the next Print starts from it.
    expect(JSON.parse((await page.evaluate((key) => localStorage.getItem(key), PRINT_SETTINGS_KEY))!)).toEqual({
      leadOmitted: expect.arrayContaining(['lead-notes', 'lead-tags']),
    });
    await page.getByRole('main').getByRole('button', { name: 'Print', exact: true }).click();
    expect(await dialog.getByRole('checkbox', { name: 'Notes' }).isChecked()).toBe(false);
    expect(await dialog.getByRole('checkbox', { name: 'Contact Permissions' }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Logout clears the print settings.
    await page.getByRole('banner').getByRole('button', { name: DEMO_USERS.agent.name }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL(/\/auth\/login$/);
    expect(await page.evaluate((key) => localStorage.getItem(key), PRINT_SETTINGS_KEY)).toBeNull();
    await page.close();
  });

  it("when demoagent prints a lead's SOA records then only that panel goes to paper, under the lead's header", async () => {
    const page = await signedInPage(browser, baseUrl, DEMO_USERS.agent);
    // A seeded lead of demoagent with SOA records.
    const soas = await apiFromPage<{ result: Array<{ lead_id: number }> }>(page, 'soa/search', {
      method: 'POST',
      body: { criteria: {} },
    });
    const leadId = soas.body.result[0]!.lead_id;
    await page.goto(`${baseUrl}/lead/${leadId}`);
    const panel = page.getByRole('region', { name: 'Scope of Appointment' });
    await panel.getByRole('button', { name: 'Print records' }).waitFor();
    const recorder = await recordPrints(page);
    await recorder.arm();
    await panel.getByRole('button', { name: 'Print records' }).click();
    await expect.poll(recorder.prints).toHaveLength(1);
    const [print] = await recorder.prints();
    expect(print!.after).toBeGreaterThanOrEqual(300);
    expect(print!.sections).toEqual(['lead-soa-records']);
    expect(await page.locator('[data-print-omit]').count()).toBe(0);
    await page.close();
  });

  it('when demoagent prints a form then a window of its own holds the form and its print opens 300 ms later', async () => {
    const page = await signedInPage(browser, baseUrl, DEMO_USERS.agent);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Forms' }).click();
    const list = page.getByRole('list', { name: 'Medicare forms' });
    await list.getByRole('button', { name: 'Print Scope of Appointment Confirmation Form' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // The new window's print is recorded as it opens (its own window.print, before the delay runs out).
    await page.evaluate(() => {
      const w = window as unknown as { __formPrints: Array<{ after: number; title: string; text: string }> };
      w.__formPrints = [];
      const open = window.open.bind(window);
      window.open = (...args: Parameters<typeof window.open>) => {
        const opened = open(...args);
        const start = performance.now();
        if (opened)
          opened.print = () =>
            w.__formPrints.push({
              after: performance.now() - start,
              title: opened.document.title,
              text: opened.document.body.innerText,
            });
        return opened;
      };
    });
    await list.getByRole('button', { name: 'Print Scope of Appointment Confirmation Form' }).click();
    const prints = () =>
      page.evaluate(
        () =>
          (window as unknown as { __formPrints: Array<{ after: number; title: string; text: string }> }).__formPrints,
      );
    await expect.poll(prints).toHaveLength(1);
    const [print] = await prints();
    expect(print!.after).toBeGreaterThanOrEqual(300);
    expect(print!.title).toBe('Scope of Appointment Confirmation Form');
    expect(print!.text).toContain('Beneficiary or authorized representative signature');
    await page.close();
  });
});
