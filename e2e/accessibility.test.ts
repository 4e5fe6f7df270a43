import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { exampleJobDescription, exampleResume } from '../web/src/features/landing/example-inputs.ts';
import { desktopViewport, findViolationsAtBothWidths, measureSidewaysOverflow } from './harness/check-accessibility.ts';
import { collectPageErrors } from './harness/collect-page-errors.ts';
import { fillCredentials } from './harness/credentials.ts';
import { launchBrowser, openContext } from './harness/launch-browser.ts';
import { reportFailedStep } from './harness/report-failed-step.ts';
import { startServer, type RunningServer } from './harness/start-server.ts';
import { watchGenerateRequests } from './harness/watch-generate-requests.ts';

// For every hand and screen (issue 11, point 7): axe-core on every screen at 1280 px and 390 px, light and dark;
// reflow down to 320 px; focus, field errors, Ctrl+Enter and touch-target sizes.

const emptyInputMessage = 'Please enter both resume and job description.';
// Long enough to break a layout that cannot wrap it.
const credentials = {
  email: `a-rather-long-address-for-reflow-testing-${Date.now()}@accessibility.example.com`,
  password: 'correct horse battery staple',
};

let server: RunningServer;
let browser: Browser;
let page: Page;
let pageErrors: string[] = [];

/** The screen as it is now, at both widths, in light and in dark mode. */
async function expectNoViolations(): Promise<void> {
  const violations: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    violations.push(...(await findViolationsAtBothWidths(page)).map((line) => `${colorScheme}: ${line}`));
  }
  await page.emulateMedia({ colorScheme: 'light' });
  expect(violations).toEqual([]);
}

async function expectReflowAt320(): Promise<void> {
  await page.setViewportSize({ width: 320, height: 720 });
  try {
    expect(await measureSidewaysOverflow(page)).toBe(0);
  } finally {
    await page.setViewportSize(desktopViewport);
  }
}

function describedByTexts(selector: string): Promise<string[]> {
  return page.evaluate((fieldSelector) => {
    const field = document.querySelector(fieldSelector);
    const ids = field?.getAttribute('aria-describedby')?.split(' ').filter(Boolean) ?? [];
    return ids.map((id) => document.getElementById(id)?.textContent ?? `(missing #${id})`);
  }, selector);
}

function focusedElementText(): Promise<string | null> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return null;
    return `${focused.tagName.toLowerCase()}: ${focused.getAttribute('aria-label') ?? focused.textContent?.trim() ?? ''}`;
  });
}

beforeAll(async () => {
  server = await startServer();
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
});

describe('the landing page', () => {
  it('shows a real example letter, written by the built-in writer', async () => {
    await page.goto('/');
    const example = page.getByRole('region', { name: 'An example letter' });
    await example.waitFor();
    const letter = (await example.locator('.letter-text').textContent()) ?? '';
    expect(letter.startsWith('Dear Northwind Cloud')).toBe(true);
    expect(letter).toContain('cut p95 API latency by 40%');
    expect(letter.trimEnd().endsWith('Jordan Rivera')).toBe(true);
  });

  it('has no accessibility violations and reflows at 320 px', async () => {
    await expectNoViolations();
    await expectReflowAt320();
  });
});

describe('sign-up and login', () => {
  it("sign-up ties each field's problem to the field, names it, and clears it as the field changes", async () => {
    await page.goto('/signup');
    const signUpRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/auth/v1/signup')) signUpRequests.push(request.url());
    });
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(page.getByLabel('Email').getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(page.getByLabel('Password').getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(describedByTexts('input[name="email"]')).resolves.toEqual(['Enter your email.']);
    await expect(describedByTexts('input[name="password"]')).resolves.toEqual([
      'Enter your password.',
      'At least 6 characters.',
    ]);
    await expect(focusedElementText()).resolves.toBe('input: ');
    await expectNoViolations();

    await page.getByLabel('Email').fill(credentials.email);
    await expect(page.getByLabel('Email').getAttribute('aria-invalid')).resolves.toBe('false');
    await expect(describedByTexts('input[name="email"]')).resolves.toEqual([]);
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(describedByTexts('input[name="password"]')).resolves.toEqual([
      'Use at least 6 characters.',
      'At least 6 characters.',
    ]);
    expect(signUpRequests).toEqual([]);
    await expectReflowAt320();
  });

  it('after sign-up, focus is on the dashboard heading and the first Tab goes into the form', async () => {
    await page.getByLabel('Password').fill(credentials.password);
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await expect.poll(focusedElementText).toBe('h1: Dashboard');
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.closest('form') !== null)).resolves.toBe(true);
  });
});

describe('the dashboard', () => {
  it('an empty Generate keeps the product’s message, marks each empty field, and clears as they are filled', async () => {
    await page.getByRole('button', { name: 'Generate Cover Letter' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toBe(emptyInputMessage);
    for (const field of ['resume', 'jobDescription']) {
      await expect(page.locator(`textarea[name="${field}"]`).getAttribute('aria-invalid')).resolves.toBe('true');
    }
    await expect(describedByTexts('textarea[name="resume"]')).resolves.toEqual([
      'The resume is empty: paste it here or upload a file.',
      emptyInputMessage,
    ]);
    await expect(describedByTexts('textarea[name="jobDescription"]')).resolves.toEqual([
      'The job description is empty: paste the job ad here.',
      emptyInputMessage,
    ]);
    await expect(focusedElementText()).resolves.toBe('textarea: ');
    await expectNoViolations();

    await page.getByLabel('Paste your Resume').fill(exampleResume);
    await expect(page.locator('textarea[name="resume"]').getAttribute('aria-invalid')).resolves.toBe('false');
    // The job description is still empty, so the product's message stays.
    await expect(page.getByRole('alert').textContent()).resolves.toBe(emptyInputMessage);
    await page.getByLabel('Paste Job Description').fill(exampleJobDescription);
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
    await expect(describedByTexts('textarea[name="jobDescription"]')).resolves.toEqual([]);
  });

  it('Ctrl+Enter in the form generates the letter', async () => {
    const requests = watchGenerateRequests(page);
    await page.getByLabel('Paste Job Description').press('Control+Enter');
    await page.getByRole('heading', { name: 'Generated Cover Letter' }).waitFor();
    await page.getByTestId('generated-letter-save-state').filter({ hasText: 'Saved under Saved Prompts' }).waitFor();
    await expect(requests.stop()).resolves.toHaveLength(1);
  });

  it('with a letter and saved letters, it has no accessibility violations and reflows at 320 px', async () => {
    await page.getByRole('button', { name: 'Generate Cover Letter' }).click();
    await page.getByRole('heading', { name: 'Prompt 2', exact: true }).waitFor();
    await page.getByTestId('generated-letter-save-state').filter({ hasText: 'Saved under Saved Prompts' }).waitFor();
    await expectNoViolations();
    await expectReflowAt320();
  });

  it('every control is a touch target of at least 44 by 44 px, on a phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      const small = await page.evaluate(() =>
        Array.from(
          document.querySelectorAll<HTMLElement>(
            'button, select, textarea, input:not([type="hidden"]), summary, a.button, label.button',
          ),
        )
          .filter((element) => element.getClientRects().length > 0 && !element.classList.contains('visually-hidden'))
          .map((element) => {
            const box = element.getBoundingClientRect();
            const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName;
            return {
              name: `${element.tagName.toLowerCase()} ${name}`.slice(0, 60),
              width: box.width,
              height: box.height,
            };
          })
          .filter((box) => box.width < 44 || box.height < 44),
      );
      expect(small).toEqual([]);
    } finally {
      await page.setViewportSize(desktopViewport);
    }
  });

  it('the company and role form, the delete dialog and the undo offer have no accessibility violations', async () => {
    const entry = page.getByRole('article', { name: 'Prompt 2', exact: true });
    await entry.getByRole('button', { name: /^(Add|Edit) company and role$/ }).click();
    await entry.getByRole('textbox', { name: 'Company' }).waitFor();
    await expectNoViolations();
    await entry.getByRole('button', { name: 'Cancel', exact: true }).click();

    await entry.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Prompt 2?' });
    await dialog.waitFor();
    // The safe answer has the focus.
    await expect(focusedElementText()).resolves.toBe('button: Keep it');
    await expectNoViolations();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('button', { name: 'Undo', exact: true }).waitFor();
    await expectNoViolations();
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await page.getByRole('heading', { name: 'Prompt 2', exact: true }).waitFor();
  });

  it('after login, focus is on the dashboard heading too', async () => {
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL('**/login');
    await expectNoViolations();
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(describedByTexts('input[name="email"]')).resolves.toEqual(['Enter your email.']);
    await fillCredentials(page, { email: credentials.email, password: 'not the password' });
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toBe('Invalid login credentials');
    await expectNoViolations();
    await expectReflowAt320();
    // The service's refusal goes as soon as the person changes what it refused.
    await page.getByLabel('Password').fill(credentials.password);
    await expect(page.getByRole('alert').count()).resolves.toBe(0);

    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: 'Prompt 2', exact: true }).waitFor();
    await expect.poll(focusedElementText).toBe('h1: Dashboard');
  });
});

describe('the "app was updated" screen', () => {
  it('has no accessibility violations', async () => {
    const visitor = await openContext(browser, server.origin);
    const visitorPage = await visitor.newPage();
    try {
      await visitorPage.goto('/');
      await visitorPage.route(
        (url) => url.pathname.startsWith('/static/js/'),
        (route) => route.abort('failed'),
      );
      await visitorPage.getByRole('link', { name: 'Login', exact: true }).click();
      await visitorPage.getByRole('heading', { name: 'The app was updated' }).waitFor();
      const previous = page;
      page = visitorPage;
      try {
        await expectNoViolations();
      } finally {
        page = previous;
      }
    } finally {
      await visitor.close();
    }
  });
});

describe('the whole file', () => {
  it('the page logs no errors along the way', () => {
    expect(pageErrors).toEqual([]);
  });
});
