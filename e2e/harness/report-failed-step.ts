import type { Page } from 'playwright-core';
import type { RunningServer } from './start-server.ts';

/** Logs where the page was and what the server said, since the steps after a failed one depend on it. */
export async function reportFailedStep(page: Page, server: RunningServer): Promise<void> {
  const alerts = await page
    .getByRole('alert')
    .allTextContents()
    .catch(() => []);
  console.error(
    `Step failed at ${page.url()}; alerts on the page: ${JSON.stringify(alerts)}\n` +
      `Last server output:\n${server.output().slice(-4_000)}`,
  );
}
