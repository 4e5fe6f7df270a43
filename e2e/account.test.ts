import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { z } from 'zod';
import { startLocalSmtpServer, type LocalSmtpServer } from '../server/test/local-smtp-server.ts';
import { collectPageErrors } from './harness/collect-page-errors.ts';
import { createCredentials, fillCredentials, submitSignUp } from './harness/credentials.ts';
import { launchBrowser, openContext } from './harness/launch-browser.ts';
import { readDownload } from './harness/read-download.ts';
import { reportFailedStep } from './harness/report-failed-step.ts';
import { findFreePort, startServer, type RunningServer } from './harness/start-server.ts';

const { email, password } = createCredentials('account');
const changedPassword = 'changed on the account page';
const resetPassword = 'chosen through the emailed link';

let smtp: LocalSmtpServer;
let server: RunningServer;
let browser: Browser;
let page: Page;
let pageErrors: string[] = [];

function currentPath(target: Page): string {
  return new URL(target.url()).pathname;
}

async function logIn(target: Page, withPassword: string): Promise<void> {
  await target.goto('/login');
  await fillCredentials(target, { email, password: withPassword });
  await target.getByRole('button', { name: 'Login', exact: true }).click();
  await target.waitForURL('**/dashboard');
}

async function logOut(target: Page): Promise<void> {
  await target.goto('/dashboard');
  await target.getByRole('button', { name: 'Log out' }).click();
  await target.waitForURL('**/login');
}

async function openAccountFromDashboard(target: Page): Promise<void> {
  await target.goto('/dashboard');
  await target.getByRole('link', { name: 'Account', exact: true }).click();
  await target.waitForURL('**/account');
  await target.getByRole('heading', { name: 'Account', level: 1 }).waitFor();
}

beforeAll(async () => {
  smtp = await startLocalSmtpServer();
  // Reset links carry PUBLIC_URL, so the server is started on a port known beforehand.
  const port = await findFreePort();
  server = await startServer({
    port,
    environment: { PUBLIC_URL: `http://127.0.0.1:${port}`, SMTP_URL: smtp.url },
  });
  browser = await launchBrowser();
  page = await (await openContext(browser, server.origin)).newPage();
  pageErrors = collectPageErrors(page);
});

afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') await reportFailedStep(page, server);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

describe('the account page', () => {
  it('is one link away from the dashboard, and /account without a token leads to /login', async () => {
    await page.goto('/account');
    await page.waitForURL('**/login');
    await page.goto('/signup');
    await submitSignUp(page, { email, password });
    await page.waitForURL('**/dashboard');
    await openAccountFromDashboard(page);
    await page.getByText(email).waitFor();
  });

  it('changes the password with the current one, and the new one logs in', async () => {
    await page.getByLabel('Current password').fill('not the current password');
    await page.getByLabel('New password').fill(changedPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toBe('The current password is not correct');

    await page.getByLabel('Current password').fill(password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your password has been changed. Other devices have been signed out.').waitFor();

    await logOut(page);
    await logIn(page, changedPassword);
  });

  it('resets a forgotten password through the emailed link', async () => {
    await logOut(page);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL('**/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('If an account uses this email, a link to reset its password is on its way.').waitFor();

    const link = await smtp.waitForLink(email);
    expect(link.startsWith(`${server.origin}/auth/v1/verify?`)).toBe(true);
    await page.goto(link);
    await page.waitForURL((url) => url.pathname === '/reset-password');
    await page.getByLabel('New password').fill(resetPassword);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();

    await logOut(page);
    await logIn(page, resetPassword);

    // The link works once.
    await page.goto(link);
    await page.waitForURL((url) => url.pathname === '/reset-password');
    await expect(page.getByRole('alert').textContent()).resolves.toBe(
      'This reset link is invalid or has expired. Ask for a new one below.',
    );
  });

  it('downloads all of the account data as JSON', async () => {
    await openAccountFromDashboard(page);
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const download = await readDownload(await downloadPromise);
    expect(download.fileName).toBe('cover-letter-data.json');
    const data = z
      .object({ user: z.object({ email: z.string() }), prompts: z.array(z.unknown()) })
      .parse(JSON.parse(download.text));
    expect(data.user.email).toBe(email);
  });

  it('deletes the account after the password and a confirmation, and the account is gone', async () => {
    await openAccountFromDashboard(page);
    await page.getByLabel('Password to confirm').fill(resetPassword);
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: 'Generate Professional Cover Letters' }).waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();

    await page.goto('/login');
    await fillCredentials(page, { email, password: resetPassword });
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toBe('Invalid login credentials');
    expect(currentPath(page)).toBe('/login');
  });

  it('logged no errors in the page', () => {
    expect(pageErrors).toEqual([]);
  });
});
