import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { chromiumArguments, chromiumPath } from './launch-browser.ts';

/**
 * Once per browser-test run: one Chromium that every test file connects to (launch-browser.ts), instead of a start of
 * Chromium per file. Each file still opens its own contexts, so no cookie or storage passes from one file to the next.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Without Chromium each file says itself what is missing (launch-browser.ts).
  if (!existsSync(chromiumPath)) return async () => undefined;
  const browserServer = await chromium.launchServer({ executablePath: chromiumPath, args: chromiumArguments });
  project.provide('browserEndpoint', browserServer.wsEndpoint());
  return () => browserServer.close();
}
