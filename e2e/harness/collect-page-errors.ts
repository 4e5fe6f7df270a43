import type { Page } from 'playwright-core';

/** Collects what the page throws or logs as an error, for a file's last test to expect none. */
export function collectPageErrors(page: Page): string[] {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    // A refused login is a 400 the browser logs by itself; anything else logged as an error is a bug.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      pageErrors.push(message.text());
    }
  });
  return pageErrors;
}
