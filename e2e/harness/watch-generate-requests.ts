import type { Page, Request } from 'playwright-core';
import { isGenerateRequest } from './is-generate-request.ts';

/**
 * Records the generate requests a page sends until `stop()`. `stop()` first sends a request of its own from the page
 * and waits for it: the browser reports requests in the order they were made, so any generate request made before
 * has been recorded by then, without sleeping for a guessed time.
 */
export function watchGenerateRequests(page: Page): { stop: () => Promise<string[]> } {
  const sent: string[] = [];
  const listen = (request: Request) => {
    if (isGenerateRequest(request)) sent.push(request.url());
  };
  page.on('request', listen);
  return {
    stop: async () => {
      const marker = `/health?marker=${Date.now()}`;
      await Promise.all([
        page.waitForRequest((request) => request.url().endsWith(marker)),
        page.evaluate((url) => fetch(url).then((response) => response.status), marker),
      ]);
      page.off('request', listen);
      return sent;
    },
  };
}
