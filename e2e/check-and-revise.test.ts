import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import { ReviseLetterRequestSchema } from '@cover-letter/shared/generation-schema';
import { jobDescription, resume } from './fixtures/machine-learning-engineer.ts';
import { findAccessibilityViolations } from './harness/check-accessibility.ts';
import { collectPageErrors } from './harness/collect-page-errors.ts';
import { createCredentials, submitSignUp } from './harness/credentials.ts';
import { readLettersUsed, readSavedRows } from './harness/data-service.ts';
import { createFakeGate, type FakeLanguageModelServer } from '../server/test/fake-language-model-server.ts';
import { startFakeOpenAiCompatibleServer } from '../server/test/fake-openai-compatible-server.ts';
import { launchBrowser, openContext } from './harness/launch-browser.ts';
import { reportFailedStep } from './harness/report-failed-step.ts';
import { startServer, type RunningServer } from './harness/start-server.ts';

// A letter from elsewhere (another AI), with an invented number: neither the resume nor the ad has "45%".
const pastedLetter = [
  'Dear Hiring Manager,',
  'I am applying for the Machine Learning Engineer role on your AI platform team. At OpenAI I lead a team of AI engineers and cut model training costs by 45% while building deep learning models for language tasks.',
  'At Uber I developed and deployed machine learning models with TensorFlow and PyTorch to improve ride allocation.',
  'I would welcome a conversation about taking your models from prototypes to production.',
  'Sincerely,\nHarvey Dent',
].join('\n\n');

// The model's first letter has "37%", which is in neither text; its revision drops the claim.
const firstLetterPieces = [
  'Dear Hiring Manager,\n\n',
  'I am applying for the Machine Learning Engineer role on your AI platform team. At OpenAI I lead a team of AI ',
  'engineers and cut model training costs by 37% while building deep learning models for language tasks.\n\n',
  'At Uber I developed and deployed machine learning models with TensorFlow and PyTorch to improve ride ',
  'allocation.\n\n',
  'I would welcome a conversation about taking your models from prototypes to production.\n\n',
  'Sincerely,\nHarvey Dent',
];
const revisedLetterPieces = [
  'Dear Hiring Manager,\n\n',
  'I am applying for the Machine Learning Engineer role on your AI platform team. At OpenAI I lead a team of AI ',
  'engineers and improved the efficiency of model training while building deep learning models for language tasks.\n\n',
  'At Uber I developed and deployed machine learning models with TensorFlow and PyTorch to improve ride ',
  'allocation.\n\n',
  'I would welcome a conversation about taking your models from prototypes to production.\n\n',
  'Sincerely,\nHarvey Dent',
];
const revisedLetter = revisedLetterPieces.join('');

let model: FakeLanguageModelServer;
let server: RunningServer;
let browser: Browser;
let page: Page;
let pageErrors: string[] = [];

const planBadge = () => page.locator('.dashboard-account-details .badge');
const checkSection = () => page.getByRole('region', { name: 'Check a letter you wrote' });
const letterSection = () => page.getByRole('region', { name: 'Generated Cover Letter' });

beforeAll(async () => {
  model = await startFakeOpenAiCompatibleServer();
  server = await startServer({
    environment: {
      LLM_PROVIDER: 'openai-compatible',
      LLM_BASE_URL: model.baseUrl,
      LLM_API_KEY: 'e2e-key',
      LLM_MODEL: 'e2e-letter-model',
      LLM_MAX_RETRIES: '0',
    },
  });
  browser = await launchBrowser();
  page = await (await openContext(browser, server.origin)).newPage();
  pageErrors = collectPageErrors(page);

  await page.goto('/signup');
  await submitSignUp(page, createCredentials('check-and-revise'));
  await page.waitForURL('**/dashboard');
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
  await planBadge().filter({ hasText: 'Free plan: 0 of 3 letters used' }).waitFor();
});

afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') await reportFailedStep(page, server);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await model?.close();
});

describe('checking a letter written anywhere', () => {
  it('an empty letter is refused at the field, which gets the focus; missing texts above are named', async () => {
    const section = checkSection();
    await section.getByRole('button', { name: 'Check letter' }).click();
    const field = section.getByLabel('Your cover letter');
    await expect(field.getAttribute('aria-invalid')).resolves.toBe('true');
    const errorId = (await field.getAttribute('aria-describedby')) ?? 'missing';
    await expect(page.locator(`[id="${errorId}"]`).textContent()).resolves.toBe('Paste the letter to check here.');
    await expect(field.evaluate((element) => element === document.activeElement)).resolves.toBe(true);

    await field.fill(pastedLetter);
    await expect(field.getAttribute('aria-invalid')).resolves.toBe('false');
    await section.getByRole('button', { name: 'Check letter' }).click();
    await expect(section.getByRole('alert').textContent()).resolves.toBe(
      'Paste your resume and the job description in the form above first: the letter is checked against them.',
    );
  });

  it('a pasted letter with an invented number shows that finding, marked, and the plan count is unchanged', async () => {
    await page.getByLabel('Paste your Resume').fill(resume);
    await page.getByLabel('Paste Job Description').fill(jobDescription);
    const section = checkSection();
    await expect(section.getByRole('alert').count()).resolves.toBe(0);
    await section.getByRole('button', { name: 'Check letter' }).click();

    const result = section.getByRole('heading', { name: 'Your letter, checked' });
    await result.waitFor();
    // Focus moves to the findings, as it moves to a generated letter.
    await expect(result.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    const panel = section.getByRole('region', { name: 'What we checked' });
    await expect(panel.locator('[data-criterion="faithful-numbers"]').textContent()).resolves.toBe(
      '✗Numbers match your resume: needs attention',
    );
    const findings = await panel.locator('.finding-list > li').allTextContents();
    expect(findings.some((finding) => finding.includes('45%'))).toBe(true);
    await expect(section.getByTestId('checked-letter').locator('mark', { hasText: '45%' }).count()).resolves.toBe(1);
    await expect(section.getByTestId('checked-letter').textContent()).resolves.toBe(pastedLetter);

    // Checking is free: the badge and the server's meter still say no letter was used, and nothing was saved.
    await expect(planBadge().textContent()).resolves.toBe('Free plan: 0 of 3 letters used');
    await expect(readLettersUsed(page, server.origin)).resolves.toBe(0);
    await expect(readSavedRows(page, server.origin)).resolves.toHaveLength(0);
  });

  it('the dashboard with a checked letter has no accessibility violations', async () => {
    await expect(findAccessibilityViolations(page)).resolves.toEqual([]);
  });
});

describe('revising a language model’s letter with the findings', () => {
  it('a generated letter whose checks fail offers "Revise with the findings"', async () => {
    model.reply({ kind: 'letter', pieces: firstLetterPieces });
    await page.getByRole('button', { name: 'Generate Cover Letter' }).click();
    await page.getByRole('heading', { name: 'Prompt 1', exact: true }).waitFor();
    await planBadge().filter({ hasText: 'Free plan: 1 of 3 letters used' }).waitFor();
    const panel = letterSection().getByRole('region', { name: 'What we checked' });
    const findings = await panel.locator('.finding-list > li').allTextContents();
    expect(findings.some((finding) => finding.includes('37%'))).toBe(true);
    await letterSection().getByRole('button', { name: 'Revise with the findings' }).waitFor();
  });

  it('the revision streams in, is checked again, saved, and counted as one letter', async () => {
    const sent: Request[] = [];
    const listen = (request: Request) => {
      if (new URL(request.url()).pathname.endsWith('/revise-cover-letter')) sent.push(request);
    };
    page.on('request', listen);
    // Held after four pieces: the paragraph with the correction is sent once the next one has begun (the stream runs a
    // paragraph behind), and is on screen while the model is still writing.
    const gate = createFakeGate();
    model.reply({ kind: 'letter', pieces: revisedLetterPieces, gate, gateAfterPiece: 3 });
    await letterSection().getByRole('button', { name: 'Revise with the findings' }).click();
    await page.waitForFunction(() =>
      document
        .querySelector('[data-testid="generated-cover-letter"]')
        ?.textContent?.includes('improved the efficiency'),
    );
    const partial = (await page.getByTestId('generated-cover-letter').textContent()) ?? '';
    expect(partial).not.toContain('37%');
    expect(partial).not.toContain('Sincerely');
    await expect(page.getByRole('button', { name: 'Generating...' }).isDisabled()).resolves.toBe(true);

    gate.open();
    await page.getByRole('heading', { name: 'Prompt 2', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Generate Cover Letter' }).waitFor();
    page.off('request', listen);
    await expect(page.getByTestId('generated-cover-letter').textContent()).resolves.toBe(revisedLetter);

    // The request carried the letter as it was on screen, with the inputs it was written from.
    expect(sent).toHaveLength(1);
    const body = ReviseLetterRequestSchema.parse(JSON.parse(sent[0]?.postData() ?? '{}'));
    expect(body.letter).toBe(firstLetterPieces.join(''));
    expect(body.resume).toBe(resume);
    expect(body.jobDescription).toBe(jobDescription);

    // Checked again: the invented number is gone from the findings and from the marks.
    const panel = letterSection().getByRole('region', { name: 'What we checked' });
    const findings = await panel.locator('.finding-list > li').allTextContents();
    expect(findings.some((finding) => finding.includes('37%'))).toBe(false);
    await expect(panel.locator('[data-criterion="faithful-numbers"] .criterion-symbol').textContent()).resolves.toBe(
      '✓',
    );
    await planBadge().filter({ hasText: 'Free plan: 2 of 3 letters used' }).waitFor();
    await expect(readLettersUsed(page, server.origin)).resolves.toBe(2);
    const rows = await readSavedRows(page, server.origin);
    expect(rows.map((row) => row.cover_letter)).toEqual([revisedLetter, firstLetterPieces.join('')]);
  });

  it('the page logs no errors along the way', () => {
    expect(pageErrors).toEqual([]);
  });
});
