import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page, Request } from 'playwright-core';
import { exampleJobDescription, exampleResume } from '../web/src/features/landing/example-inputs.ts';
import { collectPageErrors } from './harness/collect-page-errors.ts';
import { createCredentials, submitSignUp } from './harness/credentials.ts';
import { readLettersUsed, readSavedRows } from './harness/data-service.ts';
import { launchBrowser, openContext } from './harness/launch-browser.ts';
import { readDownloadBytes } from './harness/read-download.ts';
import { normalizeWhitespace, readDocxParagraphs, readPdfText } from './harness/read-letter-files.ts';
import { reportFailedStep } from './harness/report-failed-step.ts';
import { startServer, type RunningServer } from './harness/start-server.ts';
import { watchGenerateRequests } from './harness/watch-generate-requests.ts';

// The letter workspace (issue 11): what a job seeker does once the letter exists. One account goes through it in
// order, against the real server with the built-in writer; the plan's limit is the operator's UPGRADE_URL.

const upgradeUrl = 'https://letters.example.com/premium';
const freePlanMessage = 'Free users can only generate 3 cover letters. Upgrade to premium.';
const savedState = 'Saved under Saved Prompts';

let server: RunningServer;
let browser: Browser;
let page: Page;
let pageErrors: string[] = [];
const lazyChunks: string[] = [];

const generatedSection = () => page.getByRole('region', { name: 'Generated Cover Letter' });
const entry = (number: number) => page.getByRole('article', { name: `Prompt ${number}`, exact: true });
const saveState = () => page.getByTestId('generated-letter-save-state');

async function generatedLetterText(): Promise<string> {
  return (await page.getByTestId('generated-cover-letter').textContent()) ?? '';
}

async function generate(): Promise<void> {
  await page.getByRole('button', { name: 'Generate Cover Letter' }).click();
  await saveState().filter({ hasText: savedState }).waitFor();
  await page.getByRole('button', { name: 'Generate Cover Letter' }).waitFor();
}

function letterParagraphs(letter: string): string[] {
  return letter.split(/\n\s*\n/).map((paragraph) => paragraph.trim());
}

async function download(button: Locator): Promise<{ fileName: string; bytes: Uint8Array }> {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return { fileName: file.suggestedFilename(), bytes: await readDownloadBytes(file) };
}

beforeAll(async () => {
  server = await startServer({ environment: { UPGRADE_URL: upgradeUrl } });
  browser = await launchBrowser();
  const context = await openContext(browser, server.origin);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.origin });
  page = await context.newPage();
  pageErrors = collectPageErrors(page);
  page.on('request', (request: Request) => {
    const path = new URL(request.url()).pathname;
    if (/\/static\/js\/(write-docx|write-pdf|read-pdf-text|read-docx-text)-/.test(path)) lazyChunks.push(path);
  });

  await page.goto('/signup');
  await submitSignUp(page, createCredentials('workspace'));
  await page.waitForURL('**/dashboard');
  await page.getByLabel('Paste your Resume').fill(exampleResume);
  await page.getByLabel('Paste Job Description').fill(exampleJobDescription);
});

afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') await reportFailedStep(page, server);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('readable and never lost', () => {
  it('the new letter is shown once, saved, with its saved state on screen', async () => {
    await generate();
    const letter = await generatedLetterText();
    expect(letter).toContain('Jordan Rivera');
    // Shown under "Generated Cover Letter" only; its saved entry is folded and says where it is.
    await expect(page.locator('.letter-text:visible').count()).resolves.toBe(1);
    await entry(1).getByText('This is the letter shown above.').waitFor();
    const rows = await readSavedRows(page, server.origin);
    expect(rows.map((row) => row.cover_letter)).toEqual([letter]);
  });

  it('saved letters open to their full length, with no scroll box inside the page', async () => {
    await entry(1).getByRole('button', { name: 'Show letter' }).click();
    const scrolls = await entry(1)
      .locator('.letter-text')
      .evaluate((element) => ({
        overflowY: getComputedStyle(element).overflowY,
        clipped: element.scrollHeight > element.clientHeight + 1,
      }));
    expect(scrolls).toEqual({ overflowY: 'visible', clipped: false });
    await entry(1).getByRole('button', { name: 'Hide letter' }).click();
  });

  it('editing the new letter updates its saved row once typing pauses', async () => {
    const edited = `${await generatedLetterText()}\n\nP.S. I can start in May.`;
    await generatedSection().getByRole('button', { name: 'Edit', exact: true }).click();
    await generatedSection().getByLabel('Edit your cover letter').fill(edited);
    await expect
      .poll(async () => (await readSavedRows(page, server.origin))[0]?.cover_letter, { timeout: 10_000 })
      .toBe(edited);
    await saveState().filter({ hasText: savedState }).waitFor();
    await generatedSection().getByRole('button', { name: 'Done editing' }).click();
    await expect(generatedLetterText()).resolves.toBe(edited);
  });

  it('an edit that cannot be saved stays on screen, says so, and leaving asks first', async () => {
    const isPromptWrite = (url: URL) => url.pathname.endsWith('/rest/v1/prompts');
    await page.route(isPromptWrite, (route) =>
      route.request().method() === 'PATCH' ? route.abort('internetdisconnected') : route.continue(),
    );
    const edited = `${await generatedLetterText()}\nKind regards once more.`;
    await generatedSection().getByRole('button', { name: 'Edit', exact: true }).click();
    await generatedSection().getByLabel('Edit your cover letter').fill(edited);
    await expect(generatedSection().getByRole('alert').textContent()).resolves.toBe(
      'Not saved. Server error. Please try again.',
    );

    // A new letter would replace it on screen: Generate first says so, and sends nothing.
    const requests = watchGenerateRequests(page);
    await page.getByRole('button', { name: 'Generate Cover Letter' }).click();
    await page
      .getByText(
        'The letter below could not be saved, and a new letter would replace it. Copy or download it first, then press Generate again.',
      )
      .waitFor();
    await expect(requests.stop()).resolves.toEqual([]);

    // Leaving inside the app: the dashboard asks, and "Stay" keeps everything.
    await page.getByRole('button', { name: 'Log out' }).click();
    const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/dashboard');

    // Closing the tab: the browser's own warning.
    const warning = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const beforeUnload = await warning;
    expect(beforeUnload.type()).toBe('beforeunload');
    await beforeUnload.dismiss();
    expect(page.isClosed()).toBe(false);
    await expect(generatedSection().getByLabel('Edit your cover letter').inputValue()).resolves.toBe(edited);

    await page.unroute(isPromptWrite);
    await generatedSection().getByRole('button', { name: 'Try again' }).click();
    await saveState().filter({ hasText: savedState }).waitFor();
    expect((await readSavedRows(page, server.origin))[0]?.cover_letter).toBe(edited);
    await generatedSection().getByRole('button', { name: 'Done editing' }).click();
  });
});

describe('out of the app', () => {
  it('Copy puts the letter as shown on the clipboard', async () => {
    await generatedSection().getByRole('button', { name: 'Copy', exact: true }).click();
    await generatedSection().getByText('Copied to the clipboard.').waitFor();
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard).toBe(await generatedLetterText());
  });

  it('the Word and PDF libraries load only when a file is asked for', () => {
    expect(lazyChunks).toEqual([]);
  });

  it('cover-letter.docx is laid out as a letter: name, contacts, date, company, role, then the letter by paragraph', async () => {
    const letter = await generatedLetterText();
    const file = await download(generatedSection().getByRole('button', { name: 'Word (.docx)' }));
    expect(file.fileName).toBe('cover-letter.docx');
    expect(lazyChunks.some((path) => path.includes('/write-docx-'))).toBe(true);
    const paragraphs = readDocxParagraphs(file.bytes);
    expect(paragraphs.slice(0, 2)).toEqual(['Jordan Rivera', 'jordan.rivera@example.com · (555) 010-2000']);
    expect(paragraphs[2]).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    expect(paragraphs.slice(3)).toEqual(['Northwind Cloud', 'Re: Backend Engineer', ...letterParagraphs(letter)]);
  });

  it('cover-letter.pdf has the same letter as real text, after the same header', async () => {
    const letter = await generatedLetterText();
    const file = await download(generatedSection().getByRole('button', { name: 'PDF (.pdf)' }));
    expect(file.fileName).toBe('cover-letter.pdf');
    const pdf = await readPdfText(file.bytes);
    const text = normalizeWhitespace(pdf.text);
    expect(text.startsWith('Jordan Rivera jordan.rivera@example.com · (555) 010-2000')).toBe(true);
    expect(text).toContain('Northwind Cloud Re: Backend Engineer');
    expect(text.endsWith(normalizeWhitespace(letter))).toBe(true);
    await generatedSection().getByText('PDF file saved.').waitFor();
  });
});

describe('letters with names', () => {
  const plainLetter = 'Dear hiring team,\n\nI build reliable services.\n\nSincerely,\nJordan Rivera';

  it('a letter is saved with the company and role of the facts it was written from', async () => {
    await generatedSection().getByText('Northwind Cloud · Backend Engineer', { exact: true }).waitFor();
    await entry(1).getByText('Northwind Cloud · Backend Engineer', { exact: true }).waitFor();
    const [row] = await readSavedRows(page, server.origin);
    expect(row).toMatchObject({ company: 'Northwind Cloud', role: 'Backend Engineer' });
  });

  it('a letter from a server that names no facts (the plain API) is saved without them', async () => {
    const isGenerate = (url: URL) => url.pathname.endsWith('/generate-cover-letter');
    await page.route(isGenerate, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ coverLetter: plainLetter }),
      }),
    );
    await generate();
    await page.unroute(isGenerate);
    await entry(1).getByText('No company or role yet').waitFor();
    await entry(2).getByText('Northwind Cloud · Backend Engineer', { exact: true }).waitFor();
    const [newest] = await readSavedRows(page, server.origin);
    expect(newest).toMatchObject({ cover_letter: plainLetter, company: null, role: null });
  });

  it("a saved letter's downloads carry its company and role, under the product's prompt-N names", async () => {
    const saved = (await readSavedRows(page, server.origin))[1]?.cover_letter ?? '';
    const word = await download(entry(2).getByRole('button', { name: 'Word (.docx)' }));
    expect(word.fileName).toBe('prompt-2.docx');
    const paragraphs = readDocxParagraphs(word.bytes);
    expect(paragraphs.slice(3)).toEqual(['Northwind Cloud', 'Re: Backend Engineer', ...letterParagraphs(saved)]);
    const pdf = await download(entry(2).getByRole('button', { name: 'PDF (.pdf)' }));
    expect(pdf.fileName).toBe('prompt-2.pdf');
    const text = normalizeWhitespace((await readPdfText(pdf.bytes)).text);
    expect(text.endsWith(`Northwind Cloud Re: Backend Engineer ${normalizeWhitespace(saved)}`)).toBe(true);
  });

  it('company and role are edited under "Prompt N" and saved through the data service', async () => {
    await entry(1).getByRole('button', { name: 'Add company and role' }).click();
    const form = entry(1).getByRole('form', { name: 'Company and role of Prompt 1' });
    await form.getByLabel('Company').fill('  Acme Analytics ');
    await form.getByLabel('Role').fill('Data Analyst');
    await form.getByRole('button', { name: 'Save company and role' }).click();
    await entry(1).getByText('Acme Analytics · Data Analyst', { exact: true }).waitFor();
    // The letter shown above is the same saved letter, so it carries the new names too.
    await generatedSection().getByText('Acme Analytics · Data Analyst', { exact: true }).waitFor();
    const rows = await readSavedRows(page, server.origin);
    expect(rows[0]).toMatchObject({ company: 'Acme Analytics', role: 'Data Analyst' });
  });

  it('the list filters by company or role and keeps each letter its number', async () => {
    const filter = page.getByLabel('Filter by company or role');
    await filter.fill('northwind');
    await page.getByText('Showing 1 of 2 saved letters.').waitFor();
    await expect(page.getByRole('heading', { name: /^Prompt \d+$/ }).allTextContents()).resolves.toEqual(['Prompt 2']);
    await filter.fill('analyst ACME');
    await expect(page.getByRole('heading', { name: /^Prompt \d+$/ }).allTextContents()).resolves.toEqual(['Prompt 1']);
    await filter.fill('nurse');
    await page.getByText('No saved letter matches “nurse”.').waitFor();
    await filter.fill('');
    await expect(page.getByRole('heading', { name: /^Prompt \d+$/ }).count()).resolves.toBe(2);
  });

  it('delete asks first, really deletes the row, and Undo brings the same letter back as it was', async () => {
    const before = await readSavedRows(page, server.origin);
    await entry(1).getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Prompt 1?' });
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await readSavedRows(page, server.origin)).toHaveLength(2);

    await entry(1).getByRole('button', { name: 'Delete', exact: true }).click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('Prompt 1 (Acme Analytics · Data Analyst) was deleted.').waitFor();
    // It was the letter shown above: that closes too. The other letter is now "Prompt 1".
    await expect(generatedSection().count()).resolves.toBe(0);
    await entry(1).getByText('Northwind Cloud · Backend Engineer', { exact: true }).waitFor();
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Undo');
    expect((await readSavedRows(page, server.origin)).map((row) => row.id)).toEqual([before[1]?.id]);

    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await entry(1).getByText('Acme Analytics · Data Analyst', { exact: true }).waitFor();
    expect(await readSavedRows(page, server.origin)).toEqual(before);
  });
});

describe('the plan, honestly', () => {
  it("the badge shows the server's count, not the saved rows", async () => {
    // Two rows, but the server wrote only one of the letters (the other came from a faked answer above).
    expect(await readSavedRows(page, server.origin)).toHaveLength(2);
    await expect(readLettersUsed(page, server.origin)).resolves.toBe(1);
    await page.getByText('Free plan: 1 of 3 letters used').waitFor();
  });

  it('one letter left is announced', async () => {
    await generate();
    await page.getByText('Free plan: 2 of 3 letters used').waitFor();
    await expect(
      page.getByRole('status').filter({ hasText: 'One letter left on the free plan.' }).count(),
    ).resolves.toBe(1);
  });

  it('three saved letters still stop a free user as the product says, with no request, though the server counted two', async () => {
    const requests = watchGenerateRequests(page);
    const button = page.getByRole('button', { name: 'Generate Cover Letter' });
    await expect(button.getAttribute('aria-disabled')).resolves.toBeNull();
    await button.click();
    await expect(page.getByRole('alert').textContent()).resolves.toBe(freePlanMessage);
    await button.waitFor();
    await expect(requests.stop()).resolves.toEqual([]);
  });

  it('at the limit Generate is disabled, the screen explains premium and links to the operator’s page', async () => {
    // Deleting a saved letter does not give it back: the server's count decides.
    await entry(3).getByRole('button', { name: 'Delete', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Delete Prompt 3?' })
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    await page.getByRole('button', { name: 'Dismiss', exact: true }).click();
    expect(await readSavedRows(page, server.origin)).toHaveLength(2);
    await generate();
    await page.getByText('Free plan: 3 of 3 letters used').waitFor();

    const limit = page.getByRole('region', { name: 'You have used your 3 free letters' });
    await limit.getByText('Premium has no limit on new letters.', { exact: false }).waitFor();
    await expect(limit.getByRole('link', { name: 'Upgrade to premium' }).getAttribute('href')).resolves.toBe(
      upgradeUrl,
    );
    const button = page.getByRole('button', { name: 'Generate Cover Letter' });
    await expect(button.getAttribute('aria-disabled')).resolves.toBe('true');

    await entry(3).getByRole('button', { name: 'Delete', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Delete Prompt 3?' })
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    // The dialog closes before the deletion has reached the server: wait for it, within a bound.
    await expect.poll(async () => (await readSavedRows(page, server.origin)).length, { timeout: 10_000 }).toBe(2);
    const requests = watchGenerateRequests(page);
    await button.click({ force: true });
    await expect(page.getByRole('alert').textContent()).resolves.toBe(freePlanMessage);
    await button.waitFor();
    await expect(requests.stop()).resolves.toEqual([]);
  });
});

describe('the whole file', () => {
  it('the page logs no errors along the way', () => {
    expect(pageErrors).toEqual([]);
  });
});
