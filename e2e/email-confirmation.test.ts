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

    const dialogPromise = page.waitForEvent('dialog');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    const dialog = await dialogPromise;
    expect(dialog.type()).toBe('alert');
    expect(dialog.message()).toBe('Please confirm your email before logging in.');
    await dialog.accept();

    await page.getByRole('button', { name: 'Sign Up', exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/signup');
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  });
});
