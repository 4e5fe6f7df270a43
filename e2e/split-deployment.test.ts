import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import { z } from 'zod';
import { jobDescription, resume } from './fixtures/machine-learning-engineer.ts';
import { collectPageErrors } from './harness/collect-page-errors.ts';
import { createCredentials, submitSignUp } from './harness/credentials.ts';
import { launchBrowser, openContext } from './harness/launch-browser.ts';
import { reportFailedStep } from './harness/report-failed-step.ts';
import { startServer, type RunningServer } from './harness/start-server.ts';

// The split deployment in a browser (docs/deploy.md): one server of ours plays the hosted Supabase project (accounts
// and saved letters), a second runs in split mode (the web app and the generation API only) and points at it. The
// journey signs up through supabase-js against the project, generates through the second server and saves the letter
// at the project; tokens are ES256 from the project's JWKS, and again HS256 with the project's legacy secret.

const AppConfigSchema = z.object({ supabaseUrl: z.string(), supabaseAnonKey: z.string(), apiUrl: z.string() });
const projectSecret = 'the-hosted-projects-legacy-jwt-secret-for-e2e';

const variants = [
  { algorithm: 'ES256', project: { JWT_ALGORITHM: 'ES256' }, split: {} },
  {
    algorithm: 'HS256',
    project: { JWT_SECRET: projectSecret },
    split: { SUPABASE_JWT_SECRET: projectSecret },
  },
] as const;

describe.each(variants)('the split deployment with $algorithm tokens', ({ algorithm, project, split }) => {
  let hostedProject: RunningServer;
  let generationServer: RunningServer;
  let browser: Browser;
  let page: Page;
  let pageErrors: string[] = [];
  const requestedOrigins = new Map<string, string>();

  beforeAll(async () => {
    hostedProject = await startServer({ environment: project });
    const projectConfig = AppConfigSchema.parse(await (await fetch(`${hostedProject.origin}/app-config.json`)).json());
    generationServer = await startServer({
      environment: {
        SUPABASE_URL: hostedProject.origin,
        SUPABASE_ANON_KEY: projectConfig.supabaseAnonKey,
        ...split,
      },
    });
    browser = await launchBrowser();
    page = await (await openContext(browser, generationServer.origin)).newPage();
    pageErrors = collectPageErrors(page);
    page.on('request', (request: Request) => {
      const url = new URL(request.url());
      if (/^\/(auth|rest)\/v1\/|^\/(generate-cover-letter|read-facts|usage)$/.test(url.pathname)) {
        requestedOrigins.set(url.pathname.split('/').slice(0, 3).join('/'), url.origin);
      }
    });
  });

  afterAll(async () => {
    await browser?.close();
    await generationServer?.stop();
    await hostedProject?.stop();
  });

  it('signs up through supabase-js at the project, generates through the second server and saves at the project', async () => {
    try {
      const credentials = createCredentials(`split-${algorithm.toLowerCase()}`);
      await page.goto('/signup');
      await submitSignUp(page, credentials);
      await page.waitForURL('**/dashboard');
      await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();

      await page.getByLabel('Paste your Resume').fill(resume);
      await page.getByLabel('Paste Job Description').fill(jobDescription);
      await page.getByRole('button', { name: 'Generate Cover Letter' }).click();
      await page.getByRole('heading', { name: 'Generated Cover Letter' }).waitFor();
      await page.getByRole('button', { name: 'Generate Cover Letter' }).waitFor();
      expect((await page.getByTestId('generated-cover-letter').textContent())?.length ?? 0).toBeGreaterThan(200);
      // The saved letter comes back from the project's /rest/v1: the second server has none.
      await page.getByRole('heading', { name: 'Prompt 1', exact: true }).waitFor();
      await expect(page.getByRole('alert').count()).resolves.toBe(0);

      expect(requestedOrigins.get('/auth/v1')).toBe(hostedProject.origin);
      expect(requestedOrigins.get('/rest/v1')).toBe(hostedProject.origin);
      expect(requestedOrigins.get('/generate-cover-letter')).toBe(generationServer.origin);

      // The letter was metered by the second server, for the project's user.
      const accessToken = await page.evaluate(() => window.localStorage.getItem('token'));
      const usage = await fetch(`${generationServer.origin}/usage`, {
        headers: { Authorization: `Bearer ${accessToken ?? ''}` },
      });
      expect(await usage.json()).toMatchObject({ lettersUsed: 1 });
      expect(pageErrors).toEqual([]);
    } catch (error) {
      await reportFailedStep(page, generationServer);
      throw error;
    }
  });
});
