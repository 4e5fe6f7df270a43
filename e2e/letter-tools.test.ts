import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import { jobDescription, resume } from './fixtures/machine-learning-engineer.ts';
import { collectPageErrors } from './harness/collect-page-errors.ts';
import { createCredentials, submitSignUp } from './harness/credentials.ts';
import { startFakeLanguageModel, type FakeLanguageModel } from './harness/fake-language-model.ts';
import { isGenerateRequest } from './harness/is-generate-request.ts';
import { launchBrowser, openContext } from './harness/launch-browser.ts';
import { readDownload } from './harness/read-download.ts';
import { reportFailedStep } from './harness/report-failed-step.ts';
import { startServer, type RunningServer } from './harness/start-server.ts';

// A letter as a model streams it. "37%" is in neither the resume nor the ad: the checker must flag and mark it.
const letterPieces = [
  'Dear Hiring Manager,\n\n',
  'I am applying for the Machine Learning Engineer role on your AI platform team. At OpenAI I lead a team of AI ',
  'engineers and cut model training costs by 37% while building deep learning models for language tasks.\n\n',
  'At Uber I developed and deployed machine learning models with TensorFlow and PyTorch to improve ride ',
  'allocation, and I analyzed large data sets to drive business strategies.\n\n',
  'I would welcome a conversation about taking your models from prototypes to production.\n\n',
  'Sincerely,\nHarvey Dent',
];
const fullLetter = letterPieces.join('');

const nineCriteria = [
  'Length',
  'Structure',
  'Numbers match your resume',
  'Facts match your resume',
  'Specific to this job',
  'Requirements covered',
  'No filler or placeholders',
  'Language',
  'Untrusted text ignored',
];

let model: FakeLanguageModel;
let server: RunningServer;
let browser: Browser;
let page: Page;
let pageErrors: string[] = [];

async function letterText(target: Page): Promise<string> {
  return (await target.getByTestId('generated-cover-letter').textContent()) ?? '';
}

beforeAll(async () => {
  model = await startFakeLanguageModel();
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
  await submitSignUp(page, createCredentials('letter-tools'));
  await page.waitForURL('**/dashboard');
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
});

afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') await reportFailedStep(page, server);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await model?.close();
});

describe('resume upload', () => {
  it('a text file fills the resume field', async () => {
    await page.getByLabel('Upload a text file').setInputFiles({
      name: 'harvey-dent.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(resume.replace(/\n/g, '\r\n'), 'utf8'),
    });
    await page.waitForFunction(
      (expected) => document.querySelector<HTMLTextAreaElement>('textarea[name="resume"]')?.value === expected,
      resume,
    );
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
  });

  it('a PDF, or a file over 200 KB, is refused with a clear message and the resume stays as it was', async () => {
    await page.getByLabel('Upload a text file').setInputFiles({
      name: 'harvey-dent.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n', 'latin1'),
    });
    await expect(page.getByRole('alert').textContent()).resolves.toBe(
      'PDF upload is not supported yet: copy the text from your PDF and paste it here.',
    );
    await expect(page.getByLabel('Paste your Resume').inputValue()).resolves.toBe(resume);

    await page.getByLabel('Upload a text file').setInputFiles({
      name: 'huge.txt',
      mimeType: 'text/plain',
      buffer: Buffer.alloc(200 * 1024 + 1, 'a'),
    });
    await expect(page.getByRole('alert').textContent()).resolves.toBe(
      'This file is larger than 200 KB. Upload a smaller text file, or paste your resume here.',
    );
    await expect(page.getByLabel('Paste your Resume').inputValue()).resolves.toBe(resume);
  });
});

describe('streamed generation', () => {
  it('a generation that fails shows its message in the error line and no letter', async () => {
    model.replyWithStatus(401);
    await page.getByLabel('Paste Job Description').fill(jobDescription);
    await page.getByRole('button', { name: 'Generate Cover Letter' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toMatch(/refused this server's credentials/);
    await page.getByRole('button', { name: 'Generate Cover Letter' }).waitFor();
    await expect(page.getByRole('heading', { name: 'Generated Cover Letter' }).count()).resolves.toBe(0);
  });

  it('a refused request shows its error text, and an unreachable server "Server error. Please try again."', async () => {
    const isGenerate = (url: URL) => url.pathname.endsWith('/generate-cover-letter');
    const busyMessage = 'You already have cover letters being generated. Please wait for them to finish.';
    await page.route(isGenerate, (route) =>
      route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ error: busyMessage }) }),
    );
    await page.getByRole('button', { name: 'Generate Cover Letter' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toBe(busyMessage);
    await page.unroute(isGenerate);

    await page.route(isGenerate, (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Generate Cover Letter' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toBe('Server error. Please try again.');
    await page.unroute(isGenerate);
    await page.getByRole('button', { name: 'Generate Cover Letter' }).waitFor();
    await expect(page.getByRole('heading', { name: 'Generated Cover Letter' }).count()).resolves.toBe(0);
  });

  it('the letter appears as it is written, with the chosen length and tone sent', async () => {
    await expect(page.getByLabel('Length').inputValue()).resolves.toBe('standard');
    await expect(page.getByLabel('Tone').inputValue()).resolves.toBe('formal');
    await page.getByLabel('Length').selectOption({ label: 'Short (150-200 words)' });
    await page.getByLabel('Tone').selectOption({ label: 'Warm' });

    const sent: Request[] = [];
    const listen = (request: Request) => {
      if (isGenerateRequest(request)) sent.push(request);
    };
    page.on('request', listen);
    // Four pieces: the paragraph with "by 37%" is sent once the next one has begun (the stream runs a paragraph behind).
    const gate = model.replyWithLetter(letterPieces, { holdAfterPieces: 4 });
    await page.getByRole('button', { name: 'Generate Cover Letter' }).click();

    // Part way: the first paragraph is on screen while the model is still writing.
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="generated-cover-letter"]')?.textContent?.includes('by 37%'),
    );
    const partial = await letterText(page);
    expect(partial).toContain('Dear Hiring Manager,');
    expect(partial).not.toContain('Sincerely');
    await expect(page.getByRole('button', { name: 'Generating...' }).isDisabled()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Download Cover Letter' }).isDisabled()).resolves.toBe(true);

    gate.open();
    await page.getByRole('button', { name: 'Generate Cover Letter' }).waitFor();
    await page.getByRole('heading', { name: 'Prompt 1', exact: true }).waitFor();
    page.off('request', listen);
    await expect(letterText(page)).resolves.toBe(fullLetter);
    await expect(page.getByRole('alert').count()).resolves.toBe(0);

    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request?.headers()['accept']).toMatch(/text\/event-stream/);
    expect(JSON.parse(request?.postData() ?? '{}')).toEqual({
      resume,
      jobDescription,
      length: 'short',
      tone: 'warm',
    });
  });

  it('"What we checked" shows the nine criteria, the word count, the must-haves and the findings', async () => {
    const panel = page.getByRole('region', { name: 'What we checked' });
    await panel.waitFor();
    // The letter is too short and has a number from nowhere, so the details are open.
    await expect(panel.getByText(/needs? your attention/).count()).resolves.toBe(1);
    await expect(panel.getByText(/\d+ words, \d+ paragraphs/).count()).resolves.toBe(1);
    const criteria = panel.locator('.criteria-list > li');
    await expect(criteria.count()).resolves.toBe(9);
    for (const [index, label] of nineCriteria.entries()) {
      await expect(criteria.nth(index).locator('.criterion-label').textContent()).resolves.toBe(label);
      await criteria.nth(index).waitFor({ state: 'visible' });
    }
    await expect(panel.locator('[data-criterion="faithful-numbers"]').textContent()).resolves.toBe(
      '✗Numbers match your resume: needs attention',
    );

    await panel.getByRole('heading', { name: 'Requirements from the job ad' }).waitFor();
    const mustHaves = await panel.locator('.must-have-status').allTextContents();
    expect(mustHaves.length).toBeGreaterThan(0);
    for (const status of mustHaves) {
      expect(status).toMatch(/^(?:covered|not covered)(?: \(not in your resume\))?$/);
    }

    const findings = await panel.locator('.finding-list > li').allTextContents();
    expect(findings.some((finding) => finding.includes('37%'))).toBe(true);
    const severities = await panel.locator('.finding-severity').allTextContents();
    const ranks = severities.map((severity) => ['Fix', 'Check', 'Note'].indexOf(severity));
    expect(ranks).toEqual([...ranks].sort((first, second) => first - second));

    // The flagged number is marked in the letter itself, as text.
    await expect(page.getByTestId('generated-cover-letter').locator('mark', { hasText: '37%' }).count()).resolves.toBe(
      1,
    );
  });

  it('an edit of the generated letter is what cover-letter.txt contains', async () => {
    const letterSection = page.getByRole('region', { name: 'Generated Cover Letter' });
    await letterSection.getByRole('button', { name: 'Edit', exact: true }).click();
    const editor = letterSection.getByLabel('Edit your cover letter');
    const edited = fullLetter.replace(' by 37%', '');
    await editor.fill(edited);
    await letterSection.getByRole('button', { name: 'Done editing' }).click();
    await expect(letterText(page)).resolves.toBe(edited);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      letterSection.getByRole('button', { name: 'Download Cover Letter' }).click(),
    ]);
    const file = await readDownload(download);
    expect(file.fileName).toBe('cover-letter.txt');
    expect(file.text).toBe(edited);
  });
});

describe('editing a saved letter', () => {
  const editedLetter = `${fullLetter.replace(' by 37%', '')}\n\nP.S. Edited after generation.`;

  it('a failed save shows a message and keeps the edit', async () => {
    const entry = page.getByRole('article', { name: 'Prompt 1' });
    await entry.getByRole('button', { name: 'Edit', exact: true }).click();
    await entry.getByLabel('Edit the letter of Prompt 1').fill(editedLetter);

    const isPromptUpdate = (url: URL) => url.pathname.endsWith('/rest/v1/prompts');
    await page.route(isPromptUpdate, (route) =>
      route.request().method() === 'PATCH' ? route.abort('internetdisconnected') : route.continue(),
    );
    await entry.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(entry.getByRole('alert').textContent()).resolves.toBe(
      'Your changes could not be saved. Please try again.',
    );
    await expect(entry.getByLabel('Edit the letter of Prompt 1').inputValue()).resolves.toBe(editedLetter);
    await page.unroute(isPromptUpdate);
  });

  it('a saved edit persists across a reload and is what prompt-1.txt contains', async () => {
    const entry = page.getByRole('article', { name: 'Prompt 1' });
    await entry.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(entry.getByRole('status').textContent()).resolves.toBe('Saved');
    await expect(entry.locator('.letter-text').textContent()).resolves.toBe(editedLetter);

    await page.reload();
    const reloaded = page.getByRole('article', { name: 'Prompt 1' });
    await reloaded.waitFor();
    await expect(reloaded.locator('.letter-text').textContent()).resolves.toBe(editedLetter);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      reloaded.getByRole('button', { name: 'Download', exact: true }).click(),
    ]);
    const file = await readDownload(download);
    expect(file.fileName).toBe('prompt-1.txt');
    expect(file.text).toBe(editedLetter);
  });

  it('Cancel leaves the saved letter unchanged', async () => {
    const entry = page.getByRole('article', { name: 'Prompt 1' });
    await entry.getByRole('button', { name: 'Edit', exact: true }).click();
    await entry.getByLabel('Edit the letter of Prompt 1').fill('Something else entirely.');
    await entry.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(entry.locator('.letter-text').textContent()).resolves.toBe(editedLetter);
  });
});

describe('a server without streaming', () => {
  it("a server that answers JSON instead of a stream (SPEC.md's API) still gives a letter", async () => {
    const isGenerate = (url: URL) => url.pathname.endsWith('/generate-cover-letter');
    const plainLetter =
      'Dear Hiring Manager,\n\nA letter from a server that does not stream.\n\nSincerely,\nHarvey Dent';
    await page.route(isGenerate, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ coverLetter: plainLetter }),
      }),
    );
    // The reload above emptied the form.
    await page.getByLabel('Paste your Resume').fill(resume);
    await page.getByLabel('Paste Job Description').fill(jobDescription);
    await page.getByRole('button', { name: 'Generate Cover Letter' }).click();
    await page.getByRole('heading', { name: 'Prompt 2', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Generate Cover Letter' }).waitFor();
    await page.unroute(isGenerate);
    await expect(letterText(page)).resolves.toBe(plainLetter);
    // No checks came with it, so there is nothing to show about them.
    await expect(page.getByRole('region', { name: 'What we checked' }).count()).resolves.toBe(0);
    await expect(page.getByRole('article', { name: 'Prompt 1' }).locator('.letter-text').textContent()).resolves.toBe(
      plainLetter,
    );
  });
});

describe('the whole file', () => {
  it('the page logs no errors along the way', () => {
    expect(pageErrors).toEqual([]);
  });
});
