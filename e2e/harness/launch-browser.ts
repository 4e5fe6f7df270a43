import { access } from 'node:fs/promises';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

export const chromiumPath = '/usr/bin/chromium';

/** Debian's Chromium (scripts/ensure-chromium.sh installs it), headless, with nothing phoning home. */
export async function launchBrowser(): Promise<Browser> {
  try {
    await access(chromiumPath);
  } catch {
    throw new Error(`${chromiumPath} is missing: run scripts/ensure-chromium.sh first`);
  }
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

/** A fresh profile (empty localStorage) that accepts downloads. */
export function openContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  return browser.newContext({ baseURL, acceptDownloads: true, viewport: { width: 1280, height: 900 } });
}
