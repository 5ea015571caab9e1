import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './chromium';

/** Launches Debian's Chromium headless. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}

/** A fresh page in its own context (own cookies), at a 1280×720 laptop viewport. */
export async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  return context.newPage();
}
