import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage } from '../browser';

describe('given a visitor without the login cookie', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('when they open / then they end on the sign-in page with / as the referrer', async () => {
    const page = await newPage(browser);
    await page.goto(`${baseUrl}/`);
    await page.waitForURL(/\/auth\/login\?referrer=%2F$/);
    expect(await page.getByRole('heading', { name: 'Sign in to Meridian' }).isVisible()).toBe(true);
    expect(await page.getByLabel('Username').isVisible()).toBe(true);
    expect(await page.getByLabel('Password').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Sign In' }).isEnabled()).toBe(true);
  });

  it('when they open a deep portal link then the referrer keeps it', async () => {
    const page = await newPage(browser);
    await page.goto(`${baseUrl}/lead/search`);
    await page.waitForURL(/\/auth\/login\?referrer=%2Flead%2Fsearch$/);
  });

  it('when they open /registration/ then they stay there without signing in', async () => {
    const page = await newPage(browser);
    await page.goto(`${baseUrl}/registration/`);
    expect(await page.getByRole('heading', { name: 'Register with Meridian' }).isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/registration/');
  });
});
