import type { Page } from 'playwright-core';

export type Credentials = { email: string; password: string };

/** Credentials no other run has used, so each file signs up a fresh account; the prefix names the file. */
export function createCredentials(prefix: string): Credentials {
  return { email: `${prefix}-${Date.now()}@example.com`, password: 'correct horse battery staple' };
}

/** Fills the Email and Password fields of the login or the sign-up form. */
export async function fillCredentials(page: Page, credentials: Credentials): Promise<void> {
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password').fill(credentials.password);
}

/** Fills and submits the sign-up form on the current page. */
export async function submitSignUp(page: Page, credentials: Credentials): Promise<void> {
  await fillCredentials(page, credentials);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
}
