import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import { GenerateRequestSchema } from '@cover-letter/shared/generation-schema';
import { jobDescription, resume } from './fixtures/machine-learning-engineer.ts';
import { collectPageErrors } from './harness/collect-page-errors.ts';
import { readLettersUsed, readSavedRows } from './harness/data-service.ts';
import { createCredentials, submitSignUp } from './harness/credentials.ts';
import { createFakeGate, type FakeLanguageModelServer } from '../server/test/fake-language-model-server.ts';
import { startFakeOpenAiCompatibleServer } from '../server/test/fake-openai-compatible-server.ts';
import { isGenerateRequest } from './harness/is-generate-request.ts';
import { launchBrowser, openContext } from './harness/launch-browser.ts';
import { readDownload } from './harness/read-download.ts';
import { reportFailedStep } from './harness/report-failed-step.ts';
import { makeDocx, makeEncryptedPdf, makeScannedPdf, makeTextPdf, type UploadFile } from './harness/resume-files.ts';
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

let model: FakeLanguageModelServer;
let server: RunningServer;
let browser: Browser;
let page: Page;
let pageErrors: string[] = [];

async function letterText(target: Page): Promise<string> {
  return (await target.getByTestId('generated-cover-letter').textContent()) ?? '';
}

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

describe('resume files', () => {
  const resumeLines = [
    'Ada Lovelace',
    'ada.lovelace@example.com | +44 20 7946 0000',
    '',
    'Experience',
    'Analyst, Babbage & Co. (1840 - 1843)',
    'Wrote the first published algorithm for the Analytical Engine',
  ];
  const resumeField = () => page.getByLabel('Paste your Resume');
  const uploadInput = () => page.getByLabel('Upload a resume file');

  async function expectResumeRead(fileName: string) {
    await page.getByText(`Read from ${fileName}. Check the text before you generate.`).waitFor();
    const text = await resumeField().inputValue();
    for (const line of resumeLines.filter(Boolean)) expect(text).toContain(line);
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
  }

  async function expectRefused(file: UploadFile, message: string) {
    const before = await resumeField().inputValue();
    await uploadInput().setInputFiles(file);
    await expect(page.getByRole('alert').textContent()).resolves.toBe(message);
    // The refusal is tied to the field, and the resume stays as it was.
    const describedBy = (await resumeField().getAttribute('aria-describedby')) ?? '';
    const alertId = (await page.getByRole('alert').getAttribute('id')) ?? 'missing';
    expect(describedBy.split(' ')).toContain(alertId);
    await expect(resumeField().inputValue()).resolves.toBe(before);
  }

  it('a text file fills the resume field, with Windows line endings made plain', async () => {
    await uploadInput().setInputFiles({
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

  it('a PDF with a text layer is read in the browser, with pdf.js in a worker, into the resume field', async () => {
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await uploadInput().setInputFiles(makeTextPdf('ada-lovelace.pdf', resumeLines));
    await expectResumeRead('ada-lovelace.pdf');
    expect(workers.some((url) => /\/static\/.*pdf\.worker.*\.m?js$/.test(url))).toBe(true);
  });

  it('a Word document (.docx) is read into the resume field', async () => {
    await uploadInput().setInputFiles(await makeDocx('ada-lovelace.docx', resumeLines));
    await expectResumeRead('ada-lovelace.docx');
  });

  it('a file dropped on the resume field is read like a chosen one', async () => {
    await resumeField().fill('');
    const file = makeTextPdf('dropped.pdf', resumeLines);
    const dataTransfer = await page.evaluateHandle(
      ({ name, mimeType, base64 }) => {
        const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
        const transfer = new DataTransfer();
        transfer.items.add(new File([bytes], name, { type: mimeType }));
        return transfer;
      },
      { name: file.name, mimeType: file.mimeType, base64: file.buffer.toString('base64') },
    );
    await resumeField().dispatchEvent('dragover', { dataTransfer });
    await resumeField().dispatchEvent('drop', { dataTransfer });
    await expectResumeRead('dropped.pdf');
  });

  it('a scanned PDF, an encrypted file, a file over 5 MB and another type are refused, each with its reason', async () => {
    await expectRefused(
      makeScannedPdf('scan.pdf'),
      'This PDF has no text to read; it may be a scan or a picture. Paste your resume here, or upload a PDF with selectable text.',
    );
    await expectRefused(
      makeEncryptedPdf('locked.pdf', resumeLines),
      'This file is protected with a password. Save a copy without the password, or paste your resume here.',
    );
    await expectRefused(
      { name: 'huge.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 0x20) },
      'This file is larger than 5 MB. Upload a smaller file, or paste your resume here.',
    );
    await expectRefused(
      { name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]) },
      'This type of file cannot be read. Upload a PDF, Word (.docx), text (.txt) or Markdown (.md) file, or paste your resume here.',
    );
  });

  it('a message about a file goes once the resume is typed in', async () => {
    await resumeField().fill(resume);
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
  });
});

describe('streamed generation', () => {
  it('a generation that fails shows its message in the error line and no letter', async () => {
    model.reply({ kind: 'status', status: 401 });
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
    const gate = createFakeGate();
    model.reply({ kind: 'letter', pieces: letterPieces, gate, gateAfterPiece: 3 });
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
    const { facts, ...body } = GenerateRequestSchema.parse(JSON.parse(request?.postData() ?? '{}'));
    expect(body).toEqual({ resume, jobDescription, length: 'short', tone: 'warm' });
    // The facts the dashboard read and showed go along; the model writes from them too.
    expect(facts?.resume.name).toBe('Harvey Dent');
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

describe('cancelling', () => {
  it('Cancel stops a letter while it streams: nothing is saved and nothing is charged', async () => {
    const lettersUsedBefore = await readLettersUsed(page, server.origin);
    const letterBefore = await letterText(page);
    // Four pieces: the paragraph naming the role is sent once the next one has begun (the stream runs a paragraph
    // behind, so that a letter is whole only once it is charged).
    const gate = createFakeGate();
    model.reply({ kind: 'letter', pieces: letterPieces, gate, gateAfterPiece: 3 });
    const upstreamClosed = model.nextEarlyClose();
    await page.getByRole('button', { name: 'Generate Cover Letter' }).click();
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="generated-cover-letter"]')?.textContent?.includes('Machine Learning'),
    );
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();

    await page.getByText('Cancelled. No letter was saved, and it does not count toward your plan.').waitFor();
    await page.getByRole('button', { name: 'Generate Cover Letter' }).waitFor();
    // The server has stopped the model's answer before the rest of it is released: on a loaded machine the page
    // showed "Cancelled" while the server had not yet seen the request end, and the released letter was charged.
    expect((await upstreamClosed).closedEarly).toBe(true);
    gate.open();
    // The letter from before is back on screen, and the list and the meter are as they were.
    await expect(letterText(page)).resolves.toBe(letterBefore);
    await expect(page.getByRole('heading', { name: /^Prompt \d+$/ }).count()).resolves.toBe(1);
    expect(await readSavedRows(page, server.origin)).toHaveLength(1);
    await expect(readLettersUsed(page, server.origin)).resolves.toBe(lettersUsedBefore);
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
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
    await entry
      .getByTestId('saved-notice')
      .filter({ hasText: /^Saved$/ })
      .waitFor();
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
  it('a server that answers JSON instead of a stream (the plain API) still gives a letter', async () => {
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
