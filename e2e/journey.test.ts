import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page, Request, Response, Route } from 'playwright-core';
import { jobDescription, resume } from './fixtures/machine-learning-engineer.ts';
import { collectPageErrors } from './harness/collect-page-errors.ts';
import { createCredentials, fillCredentials, submitSignUp } from './harness/credentials.ts';
import { isGenerateRequest } from './harness/is-generate-request.ts';
import { watchGenerateRequests } from './harness/watch-generate-requests.ts';
import { launchBrowser, openContext } from './harness/launch-browser.ts';
import { readDownload } from './harness/read-download.ts';
import { reportFailedStep } from './harness/report-failed-step.ts';
import { startServer, type RunningServer } from './harness/start-server.ts';

// docs/product.md#validation and docs/product.md#messages, word for word.
const emptyInputMessage = 'Please enter both resume and job description.';
const freePlanMessage = 'Free users can only generate 3 cover letters. Upgrade to premium.';

const { email, password } = createCredentials('journey');

let server: RunningServer;
let browser: Browser;
let page: Page;
let firstLetter = '';
let pageErrors: string[] = [];

function readStoredToken(target: Page): Promise<string | null> {
  return target.evaluate(() => window.localStorage.getItem('token'));
}

function currentPath(target: Page): string {
  return new URL(target.url()).pathname;
}

/** Holds the next matching request until release() is called, so a busy state can be observed. */
async function holdNextRequest(target: Page, matches: (url: URL) => boolean) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let markHandled: () => void = () => undefined;
  const handled = new Promise<void>((resolve) => {
    markHandled = resolve;
  });
  const handler = async (route: Route) => {
    await released;
    await route.continue();
    markHandled();
  };
  await target.route(matches, handler, { times: 1 });
  return {
    release: async () => {
      release();
      await handled;
      await target.unroute(matches, handler);
    },
  };
}

async function fillLetterInputs(target: Page, resumeText: string, jobText: string) {
  await target.getByLabel('Paste your Resume').fill(resumeText);
  await target.getByLabel('Paste Job Description').fill(jobText);
}

async function generateAndWaitForSavedCount(target: Page, expectedCount: number) {
  await target.getByRole('button', { name: 'Generate Cover Letter' }).click();
  await target.getByRole('heading', { name: `Prompt ${expectedCount}`, exact: true }).waitFor();
  await target.getByRole('button', { name: 'Generate Cover Letter' }).waitFor();
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

describe('the journey of a job seeker', () => {
  it('the landing page shows the headline, the tagline, both links and the four features', async () => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Generate Professional Cover Letters',
    );
    await page
      .getByText('AI-powered cover letters tailored to each job. Fast, customizable, and ready to get you noticed.')
      .waitFor();
    await expect(page.getByRole('link', { name: 'Login', exact: true }).getAttribute('href')).resolves.toBe('/login');
    await expect(page.getByRole('link', { name: 'Sign Up', exact: true }).getAttribute('href')).resolves.toBe(
      '/signup',
    );
    for (const feature of ['Fast', 'Custom', 'Industry-Specific', 'Downloadable']) {
      await page.getByRole('heading', { name: feature, exact: true }).waitFor();
    }
  });

  it('the landing page loads without supabase-js', async () => {
    const scriptBodies: Promise<string>[] = [];
    const collect = (response: Response) => {
      if (new URL(response.url()).pathname.startsWith('/static/js/')) {
        scriptBodies.push(response.text());
      }
    };
    page.on('response', collect);
    await page.goto('/', { waitUntil: 'networkidle' });
    page.off('response', collect);
    const bodies = await Promise.all(scriptBodies);
    expect(bodies.length).toBeGreaterThan(0);
    for (const body of bodies) {
      expect(body).not.toContain('supabase-js');
    }
  });

  it('signing up lands on the dashboard with the token stored', async () => {
    await page.getByRole('link', { name: 'Sign Up', exact: true }).click();
    await page.getByRole('heading', { name: 'Create Account' }).waitFor();
    expect(currentPath(page)).toBe('/signup');
    await submitSignUp(page, { email, password });
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await page.getByText('Generate, save, and download your cover letters').waitFor();
    expect(await readStoredToken(page)).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    await expect(page.getByRole('heading', { name: 'Saved Prompts' }).count()).resolves.toBe(0);
  });

  it('generating with empty inputs shows the message and sends no request', async () => {
    const generateRequests: string[] = [];
    const listen = (request: Request) => {
      if (isGenerateRequest(request)) generateRequests.push(request.url());
    };
    page.on('request', listen);
    await page.getByLabel('Paste your Resume').fill('   ');
    await page.getByRole('button', { name: 'Generate Cover Letter' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toBe(emptyInputMessage);
    page.off('request', listen);
    expect(generateRequests).toEqual([]);
  });

  it('generating a letter shows "Generating..." and then the letter under "Generated Cover Letter"', async () => {
    const resumeField = page.getByLabel('Paste your Resume');
    await expect(resumeField.getAttribute('rows')).resolves.toBe('6');
    await expect(resumeField.getAttribute('placeholder')).resolves.toBe('Paste your resume here...');
    await expect(page.getByLabel('Paste Job Description').getAttribute('placeholder')).resolves.toBe(
      'Paste job description here...',
    );
    const readAnswers: Promise<unknown>[] = [];
    const collectReads = (response: Response) => {
      if (new URL(response.url()).pathname === '/read-facts') readAnswers.push(response.json());
    };
    page.on('response', collectReads);
    await fillLetterInputs(page, resume, jobDescription);
    // The dashboard sends the facts once it has read them and shown them for checking; a click before the reading comes
    // back sends the plain request (facts.test.ts covers that). On a busy machine the reading can take longer than the
    // test takes to reach the button, so the test waits for the panel as a user would see it.
    await page.getByLabel('Your name').waitFor();

    const sentBodies: (string | null)[] = [];
    const listen = (request: Request) => {
      if (isGenerateRequest(request)) sentBodies.push(request.postData());
    };
    page.on('request', listen);
    const held = await holdNextRequest(page, (url) => url.pathname.endsWith('/generate-cover-letter'));
    await page.getByRole('button', { name: 'Generate Cover Letter' }).click();
    const busyButton = page.getByRole('button', { name: 'Generating...' });
    await busyButton.waitFor();
    await expect(busyButton.isDisabled()).resolves.toBe(true);
    await held.release();

    await page.getByRole('heading', { name: 'Generated Cover Letter' }).waitFor();
    // The letter streams in; it is complete once the button is back.
    await page.getByRole('button', { name: 'Generate Cover Letter' }).waitFor();
    page.off('request', listen);
    page.off('response', collectReads);
    // With the default length and tone, the body is the plain one of docs/product.md#calls, and the facts the dashboard read from the two texts
    // and showed for checking (docs/decisions/0021-facts-panel.md).
    expect(sentBodies).toHaveLength(1);
    const body: unknown = JSON.parse(sentBodies[0] ?? '{}');
    expect(Object.keys(body ?? {})).toEqual(['resume', 'jobDescription', 'facts']);
    expect(body).toEqual({ resume, jobDescription, facts: await readAnswers[0] });
    firstLetter = (await page.getByTestId('generated-cover-letter').textContent()) ?? '';
    expect(firstLetter.length).toBeGreaterThan(200);
    expect(firstLetter).toContain('Harvey Dent');
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
  });

  it('the dashboard never scrolls sideways, on a desktop or a phone', async () => {
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBe(0);
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      expect(await overflow()).toBe(0);
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  it('the saved prompts list has the new letter as "Prompt 1", folded since it is shown above', async () => {
    await page.getByRole('heading', { name: 'Saved Prompts' }).waitFor();
    const entry = page.getByRole('article', { name: 'Prompt 1' });
    await entry.waitFor();
    await expect(entry.locator('.letter-text').textContent()).resolves.toBe(firstLetter);
    await expect(entry.locator('.letter-text').isHidden()).resolves.toBe(true);
    await entry.getByText('This is the letter shown above.').waitFor();
    await entry.getByRole('button', { name: 'Show letter' }).click();
    await expect(entry.locator('.letter-text').isVisible()).resolves.toBe(true);
  });

  it('the letter downloads as cover-letter.txt and the saved prompt as prompt-1.txt', async () => {
    const [letterDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Cover Letter' }).click(),
    ]);
    const letterFile = await readDownload(letterDownload);
    expect(letterFile.fileName).toBe('cover-letter.txt');
    expect(letterFile.text).toBe(firstLetter);

    const [promptDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('article', { name: 'Prompt 1' }).getByRole('button', { name: 'Download', exact: true }).click(),
    ]);
    const promptFile = await readDownload(promptDownload);
    expect(promptFile.fileName).toBe('prompt-1.txt');
    expect(promptFile.text).toBe(firstLetter);
  });

  it('a free user saves three letters and the fourth attempt shows the plan message without a request', async () => {
    await generateAndWaitForSavedCount(page, 2);
    await generateAndWaitForSavedCount(page, 3);
    await expect(page.getByRole('heading', { name: /^Prompt \d+$/ }).count()).resolves.toBe(3);

    const generateRequests = watchGenerateRequests(page);
    // The server counted three letters: Generate is disabled (aria-disabled, so pressing it still says why).
    const generateButton = page.getByRole('button', { name: 'Generate Cover Letter' });
    await page.waitForFunction(() =>
      document.querySelector('button[type="submit"][aria-disabled="true"]')?.textContent?.includes('Generate'),
    );
    await generateButton.click({ force: true });
    await expect(page.getByRole('alert').textContent()).resolves.toBe(freePlanMessage);
    await generateButton.waitFor();
    await expect(generateRequests.stop()).resolves.toEqual([]);
    await expect(page.getByRole('heading', { name: /^Prompt \d+$/ }).count()).resolves.toBe(3);
  });

  it('logging out goes to /login and removes the token', async () => {
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Login', level: 1 }).waitFor();
    expect(await readStoredToken(page)).toBeNull();
  });

  it('a wrong password shows the service message above the form', async () => {
    await fillCredentials(page, { email, password: 'not the password' });
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const error = page.getByRole('alert');
    await expect(error.textContent()).resolves.toBe('Invalid login credentials');
    const errorIsAboveForm = await error.evaluate((element) => {
      const form = document.querySelector('form');
      return form !== null && (element.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    });
    expect(errorIsAboveForm).toBe(true);
    expect(currentPath(page)).toBe('/login');
    expect(await readStoredToken(page)).toBeNull();
  });

  it('logging in again shows "Logging in..." and then the dashboard with the saved letters', async () => {
    await page.getByLabel('Password').fill(password);
    const held = await holdNextRequest(page, (url) => url.pathname.endsWith('/auth/v1/token'));
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const busyButton = page.getByRole('button', { name: 'Logging in...' });
    await busyButton.waitFor();
    await expect(busyButton.isDisabled()).resolves.toBe(true);
    await held.release();

    await page.waitForURL('**/dashboard');
    expect(await readStoredToken(page)).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    await page.getByRole('heading', { name: 'Prompt 3', exact: true }).waitFor();
    await expect(page.getByRole('heading', { name: /^Prompt \d+$/ }).count()).resolves.toBe(3);
  });

  it('the stored token follows the session when supabase-js refreshes it', async () => {
    const sessionKey = await page.evaluate(() =>
      Object.keys(window.localStorage).find((key) => key.startsWith('sb-') && key.endsWith('-auth-token')),
    );
    expect(sessionKey).toBeDefined();
    // Make the saved session look about to expire, so supabase-js refreshes it when the page loads, and put a
    // stale value under `token`: only the TOKEN_REFRESHED event can bring it back in step.
    await page.evaluate((key) => {
      const saved = window.localStorage.getItem(key);
      if (saved === null) throw new Error(`no session under ${key}`);
      const session: unknown = JSON.parse(saved);
      if (typeof session !== 'object' || session === null) throw new Error('the saved session is not an object');
      window.localStorage.setItem(key, JSON.stringify({ ...session, expires_at: Math.floor(Date.now() / 1000) + 5 }));
      window.localStorage.setItem('token', 'stale-token');
    }, sessionKey ?? '');

    const refresh = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname.endsWith('/auth/v1/token') &&
        response.url().includes('grant_type=refresh_token'),
    );
    await page.reload();
    expect((await refresh).status()).toBe(200);
    await page.getByRole('heading', { name: 'Prompt 3', exact: true }).waitFor();

    await page.waitForFunction(() => window.localStorage.getItem('token') !== 'stale-token');
    const { storedToken, sessionToken } = await page.evaluate((key) => {
      const session: unknown = JSON.parse(window.localStorage.getItem(key) ?? '{}');
      const accessToken =
        typeof session === 'object' && session !== null && 'access_token' in session ? session.access_token : null;
      return { storedToken: window.localStorage.getItem('token'), sessionToken: accessToken };
    }, sessionKey ?? '');
    expect(storedToken).toBe(sessionToken);
  });

  it('a signed-in visitor to /, /login or /signup lands on the dashboard', async () => {
    for (const path of ['/', '/login', '/signup']) {
      await page.goto(path);
      await page.waitForURL('**/dashboard');
      await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    }
  });

  it('a dashboard that cannot reach the auth service keeps the session and says so', async () => {
    const isUserRequest = (url: URL) => url.pathname.endsWith('/auth/v1/user');
    await page.route(isUserRequest, (route) => route.abort('internetdisconnected'));
    await page.goto('/dashboard');
    await expect(page.getByRole('alert').textContent()).resolves.toBe('Server error. Please try again.');
    expect(currentPath(page)).toBe('/dashboard');
    expect(await readStoredToken(page)).not.toBeNull();

    await page.unroute(isUserRequest);
    await page.reload();
    await page.getByRole('heading', { name: 'Prompt 3', exact: true }).waitFor();
  });

  it('the page logs no errors along the way', () => {
    expect(pageErrors).toEqual([]);
  });
});

describe('routes for a visitor without a token', () => {
  let visitor: BrowserContext;
  let visitorPage: Page;

  beforeAll(async () => {
    visitor = await openContext(browser, server.origin);
    visitorPage = await visitor.newPage();
  });

  afterAll(async () => {
    await visitor?.close();
  });

  it('an unknown path redirects to the landing page', async () => {
    await visitorPage.goto('/no/such/page');
    await visitorPage.waitForURL((url) => url.pathname === '/');
    await visitorPage.getByRole('heading', { name: 'Generate Professional Cover Letters' }).waitFor();
  });

  it('/dashboard without a token redirects to /login', async () => {
    await visitorPage.goto('/dashboard');
    await visitorPage.waitForURL('**/login');
    await visitorPage.getByRole('heading', { name: 'Login', level: 1 }).waitFor();
  });

  it('a stored token the auth service does not accept leads from /dashboard to /login', async () => {
    await visitorPage.evaluate(() => window.localStorage.setItem('token', 'not-a-real-token'));
    await visitorPage.goto('/dashboard');
    await visitorPage.waitForURL('**/login');
    await visitorPage.getByRole('heading', { name: 'Login', level: 1 }).waitFor();
    expect(await readStoredToken(visitorPage)).toBeNull();
  });

  it('signing up with an email that already has an account shows the service message', async () => {
    await visitorPage.goto('/signup');
    await submitSignUp(visitorPage, { email, password: 'another password' });
    await expect(visitorPage.getByRole('alert').textContent()).resolves.toBe('User already registered');
    expect(currentPath(visitorPage)).toBe('/signup');
    expect(await readStoredToken(visitorPage)).toBeNull();
    // Fixing the field takes the refusal away.
    await visitorPage.getByLabel('Email').fill(`another-${email}`);
    await expect(visitorPage.getByRole('alert').count()).resolves.toBe(0);
  });

  it('a chunk that fails to load shows the "app was updated" screen with a Reload button', async () => {
    await visitorPage.goto('/');
    await visitorPage.getByRole('heading', { name: 'Generate Professional Cover Letters' }).waitFor();
    const abortedChunks: string[] = [];
    const abortChunks = (url: URL) => url.pathname.startsWith('/static/js/');
    await visitorPage.route(abortChunks, async (route) => {
      abortedChunks.push(route.request().url());
      await route.abort('failed');
    });

    await visitorPage.getByRole('link', { name: 'Login', exact: true }).click();
    await visitorPage.getByRole('heading', { name: 'The app was updated' }).waitFor();
    expect(abortedChunks.length).toBeGreaterThan(0);

    await visitorPage.unroute(abortChunks);
    await visitorPage.getByRole('button', { name: 'Reload' }).click();
    await visitorPage.getByRole('heading', { name: 'Login', level: 1 }).waitFor();
    expect(currentPath(visitorPage)).toBe('/login');
  });
  it('opening /signup directly while its chunk cannot load shows the Reload screen instead of a blank page', async () => {
    const landingHtml = await (await fetch(server.origin)).text();
    const entryScript = /<script[^>]+src="([^"]+)"/.exec(landingHtml)?.[1];
    expect(entryScript).toMatch(/^\/static\/js\/.+\.js$/);
    // The entry and what index.html preloads with it are the first load; every other chunk is lazy.
    const firstLoad = new Set([
      entryScript,
      ...[...landingHtml.matchAll(/rel="modulepreload"[^>]+href="([^"]+)"/g)].map((match) => match[1]),
    ]);
    const abortLazyChunks = (url: URL) => url.pathname.startsWith('/static/js/') && !firstLoad.has(url.pathname);
    await visitorPage.route(abortLazyChunks, (route) => route.abort('failed'));

    await visitorPage.goto('/signup');
    await visitorPage.getByRole('heading', { name: 'The app was updated' }).waitFor();
    await visitorPage.getByRole('button', { name: 'Reload' }).waitFor();

    await visitorPage.unroute(abortLazyChunks);
    await visitorPage.getByRole('button', { name: 'Reload' }).click();
    await visitorPage.getByRole('heading', { name: 'Create Account', level: 1 }).waitFor();
  });
});
