import { access } from 'node:fs/promises';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { inject } from 'vitest';

export const chromiumPath = '/usr/bin/chromium';

export const chromiumArguments = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * Debian's Chromium (scripts/ensure-chromium.sh installs it), headless, with nothing phoning home: the run's one
 * Chromium (global-setup.ts) when there is one, a new one otherwise. `close` on a connected browser closes its
 * contexts and disconnects; the run's Chromium stops at the end of the run.
 */
export async function launchBrowser(): Promise<Browser> {
  try {
    await access(chromiumPath);
  } catch {
    throw new Error(`${chromiumPath} is missing: run scripts/ensure-chromium.sh first`);
  }
  const endpoint = inject('browserEndpoint');
  if (endpoint) return chromium.connect(endpoint);
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArguments });
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The WebSocket address of the run's one Chromium (global-setup.ts). */
    browserEndpoint: string | undefined;
  }
}

/** A fresh profile (empty localStorage) that accepts downloads. */
export function openContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  return browser.newContext({ baseURL, acceptDownloads: true, viewport: { width: 1280, height: 900 } });
}
