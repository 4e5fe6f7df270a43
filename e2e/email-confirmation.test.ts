import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { fillCredentials } from './harness/credentials.ts';
import { launchBrowser, openContext } from './harness/launch-browser.ts';
import { startServer, type RunningServer } from './harness/start-server.ts';

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer({ environment: { ENABLE_EMAIL_CONFIRMATION: 'true' } });
  browser = await launchBrowser();
  page = await (await openContext(browser, server.origin)).newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('sign-up when the operator requires email confirmation', () => {
  it('signing up alerts "Please confirm your email before logging in." and stores no token', async () => {
    await page.goto('/signup');
    await fillCredentials(page, { email: `confirm-${Date.now()}@example.com`, password: 'a long enough password' });

    // The alert is accepted as it opens: the click waits for the page, which an open alert blocks, and on a loaded
    // machine the alert opened before the click had finished, and neither ever did (CI run 19).
    const dialogPromise = new Promise<{ type: string; message: string }>((resolve) => {
      page.once('dialog', (dialog) => {
        resolve({ type: dialog.type(), message: dialog.message() });
        void dialog.accept();
      });
    });
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    const dialog = await dialogPromise;
    expect(dialog.type).toBe('alert');
    expect(dialog.message).toBe('Please confirm your email before logging in.');

    await page.getByRole('button', { name: 'Sign Up', exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/signup');
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  });
});
