import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type axe from 'axe-core';

declare global {
  interface Window {
    /** axe-core's global, once its script was evaluated in the page. */
    axe?: typeof axe;
  }
}

const require = createRequire(import.meta.url);
let axeSourcePromise: Promise<string> | undefined;

function readAxeSource(): Promise<string> {
  axeSourcePromise ??= readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
  return axeSourcePromise;
}

type AxeViolation = { id: string; impact: string | null; help: string; targets: string[] };

/**
 * Runs axe-core's rules (WCAG 2.x A and AA and best practices, as axe runs them by default) on the page as it is now
 * and returns one line per violation, empty when there is none. Evaluated through the DevTools protocol, so the
 * page's Content-Security-Policy stays as strict as in production.
 */
export async function findAccessibilityViolations(page: Page): Promise<string[]> {
  const source = await readAxeSource();
  // A colour half way through a transition (after a change of width or colour scheme) is no colour the user keeps
  // seeing: let running transitions finish first. Endless animations (a progress bar) are left alone.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const alreadyLoaded = await page.evaluate(() => window.axe !== undefined);
  if (!alreadyLoaded) await page.evaluate(source);
  const violations = await page.evaluate(async (): Promise<AxeViolation[]> => {
    if (!window.axe) throw new Error('axe-core did not load');
    const result = await window.axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.map(String).join(' ')),
    }));
  });
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} at ${violation.targets.join(', ')}`,
  );
}

export const desktopViewport = { width: 1280, height: 900 } as const;
export const phoneViewport = { width: 390, height: 844 } as const;

/** The screen's violations at 1280 px and at 390 px wide, each line prefixed with the width. */
export async function findViolationsAtBothWidths(page: Page): Promise<string[]> {
  const original = page.viewportSize() ?? desktopViewport;
  const found: string[] = [];
  try {
    for (const viewport of [desktopViewport, phoneViewport]) {
      await page.setViewportSize(viewport);
      found.push(...(await findAccessibilityViolations(page)).map((line) => `${viewport.width} px: ${line}`));
    }
  } finally {
    await page.setViewportSize(original);
  }
  return found;
}

/** How far the page scrolls sideways: 0 when it reflows to the viewport. */
export function measureSidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}
