import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page, Request } from 'playwright-core';
import { FactSheetSchema, type FactSheet } from '@cover-letter/shared/fact-sheet-schema';
import { GenerateRequestSchema, type GenerateRequest } from '@cover-letter/shared/generation-schema';
import { jobDescription, polishJobDescription, resume } from './fixtures/finance-manager.ts';
import { findViolationsAtBothWidths, measureSidewaysOverflow, desktopViewport } from './harness/check-accessibility.ts';
import { collectPageErrors } from './harness/collect-page-errors.ts';
import { createCredentials, fillCredentials, submitSignUp } from './harness/credentials.ts';
import { readLettersUsed, readProfileRows, readSavedRows } from './harness/data-service.ts';
import { isGenerateRequest } from './harness/is-generate-request.ts';
import { launchBrowser, openContext } from './harness/launch-browser.ts';
import { reportFailedStep } from './harness/report-failed-step.ts';
import { setPlan } from './harness/set-plan.ts';
import { startServer, type RunningServer } from './harness/start-server.ts';
import { watchGenerateRequests } from './harness/watch-generate-requests.ts';

// The facts panel, the profile, "Another version" and the letter's language (issue 8): one account goes through them
// in order, against the real server with the built-in writer, on the free plan until the plan's limit is shown, then
// on premium.

const freePlanMessage = 'Free users can only generate 3 cover letters. Upgrade to premium.';
const savedState = 'Saved under Saved Prompts';
const credentials = createCredentials('facts');

let server: RunningServer;
let browser: Browser;
let page: Page;
let pageErrors: string[] = [];
/** The resume as it reads after the second test changes it. */
let currentResume = resume;
let firstLetter = '';
let firstRequest: GenerateRequest | undefined;

const panel = () => page.getByRole('region', { name: 'Facts for your letter' });
const resumeFacts = () => panel().getByRole('group', { name: 'From your resume' });
const jobFacts = () => panel().getByRole('group', { name: 'From the job ad' });
const item = (name: string) => resumeFacts().getByRole('group', { name, exact: true });
const generatedSection = () => page.getByRole('region', { name: 'Generated Cover Letter' });
const saveState = () => page.getByTestId('generated-letter-save-state');

async function generatedLetterText(): Promise<string> {
  return (await page.getByTestId('generated-cover-letter').textContent()) ?? '';
}

function inputValues(group: Locator, labels: string[]): Promise<string[]> {
  return Promise.all(labels.map((label) => group.getByLabel(label, { exact: true }).inputValue()));
}

/** Records the bodies of the generate requests the page sends until `stop()`. */
function recordGenerateBodies(): { stop: () => GenerateRequest[] } {
  const bodies: GenerateRequest[] = [];
  const listen = (request: Request) => {
    if (isGenerateRequest(request)) bodies.push(GenerateRequestSchema.parse(JSON.parse(request.postData() ?? '{}')));
  };
  page.on('request', listen);
  return {
    stop: () => {
      page.off('request', listen);
      return bodies;
    },
  };
}

/** Presses a button that writes a letter, and waits until the letter is saved and the form is idle again. */
async function writeLetterWith(button: Locator): Promise<GenerateRequest> {
  const recorder = recordGenerateBodies();
  await button.click();
  await saveState().filter({ hasText: savedState }).waitFor();
  await page.getByRole('button', { name: 'Generate Cover Letter' }).waitFor();
  const [body, ...more] = recorder.stop();
  expect(more).toEqual([]);
  if (!body) throw new Error('no generate request was sent');
  return body;
}

function factsOf(request: GenerateRequest | undefined): FactSheet {
  return FactSheetSchema.parse(request?.facts);
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await (await openContext(browser, server.origin)).newPage();
  pageErrors = collectPageErrors(page);
  await page.goto('/signup');
  await submitSignUp(page, credentials);
  await page.waitForURL('**/dashboard');
});

afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') await reportFailedStep(page, server);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the facts panel', () => {
  it('shows what the server read from the resume and the job ad, field by field', async () => {
    const reads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/read-facts') reads.push(request.postData() ?? '');
    });
    await panel().getByText('Paste your resume and the job description').waitFor();
    await page.getByLabel('Paste your Resume').fill(resume);
    await page.getByLabel('Paste Job Description').fill(jobDescription);

    const name = resumeFacts().getByLabel('Your name');
    await name.waitFor();
    await expect(name.inputValue()).resolves.toBe('Priya Natarajan-Holt');
    await expect(inputValues(jobFacts(), ['Company', 'Role'])).resolves.toEqual([
      'Harrow & Finch',
      'Commercial Finance Manager',
    ]);
    const roleFields = ['Employer', 'Job title', 'From', 'To'];
    await expect(inputValues(item('Role 1'), roleFields)).resolves.toEqual([
      'Calder Mills Ltd',
      'Senior Financial Analyst',
      'March 2020',
      'Present',
    ]);
    await expect(inputValues(item('Role 2'), roleFields)).resolves.toEqual([
      'Brightwater Retail Group',
      'Financial Analyst',
      '2016',
      '2020',
    ]);
    const credentialRows = [];
    for (const number of [1, 2, 3, 4]) {
      const credential = item(`Credential ${number}`);
      credentialRows.push([
        await credential.getByLabel('Credential', { exact: true }).inputValue(),
        await credential.getByLabel('Status').evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text),
        await credential.getByLabel('Date').inputValue(),
      ]);
    }
    expect(credentialRows).toEqual([
      ['CPA', 'Held', '2019'],
      ['CFA Level II', 'In progress', 'June 2025'],
      ['ACCA', 'Planned', '2026'],
      ['CIMA Certificate in Business Accounting', 'Exams passed, award pending', '2025'],
    ]);
    await expect(inputValues(item('Skill 1'), ['Skill', 'Qualifier'])).resolves.toEqual(['Excel', 'advanced']);
    await expect(inputValues(item('Skill 4'), ['Skill', 'Qualifier'])).resolves.toEqual(['Python', 'basic']);
    await expect(inputValues(item('Language 2'), ['Language', 'Level'])).resolves.toEqual(['German', 'b2']);
    // Read once, when typing paused, with both texts.
    expect(reads.map((body) => Object.keys(JSON.parse(body)).sort())).toEqual([['jobDescription', 'resume']]);
  });

  it('keeps a correction when the same texts are read again, and when a changed resume is read', async () => {
    await resumeFacts().getByLabel('Your name').fill('Priya N. Holt');
    await panel().getByRole('button', { name: 'Read again' }).click();
    await panel()
      .getByText('Read again: your texts say what they said before, and your corrections are kept.')
      .waitFor();
    await expect(resumeFacts().getByLabel('Your name').inputValue()).resolves.toBe('Priya N. Holt');

    // The person corrects an employer, then changes the resume: the new text names that employer differently, and
    // adds a skill.
    await item('Role 1').getByLabel('Employer').fill('Calder Mills plc');
    currentResume = resume
      .replace('| Calder Mills Ltd |', '| Calder Mills Group |')
      .replace('Python (basic),', 'Python (basic), Tableau (coursework),');
    await page.getByLabel('Paste your Resume').fill(currentResume);
    await panel()
      .getByText(/^Read again after your text changed: .*1 new.*One correction differs/)
      .waitFor();

    await expect(resumeFacts().getByLabel('Your name').inputValue()).resolves.toBe('Priya N. Holt');
    const role = item('Role 1');
    await expect(role.getByLabel('Employer').inputValue()).resolves.toBe('Calder Mills plc');
    await role.getByText('Employer: you corrected this; your text now says “Calder Mills Group”.').waitFor();
    const added = resumeFacts().getByRole('group', { name: /^Skill \d+ New in your text$/ });
    await expect(inputValues(added, ['Skill', 'Qualifier'])).resolves.toEqual(['Tableau', 'coursework']);

    // The panel with its marks is as accessible as the rest of the dashboard.
    const violations: string[] = [];
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      violations.push(...(await findViolationsAtBothWidths(page)).map((line) => `${colorScheme}: ${line}`));
    }
    await page.emulateMedia({ colorScheme: 'light' });
    expect(violations).toEqual([]);

    await role.getByRole('button', { name: 'Keep mine' }).click();
    await expect(role.getByText('your text now says').count()).resolves.toBe(0);
    await expect(role.getByLabel('Employer').inputValue()).resolves.toBe('Calder Mills plc');
  });

  it('is usable at 390 and 320 px: no sideways scrolling, every control a 44 px touch target', async () => {
    const small = [];
    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: 800 });
      expect(await measureSidewaysOverflow(page)).toBe(0);
      small.push(
        ...(await panel().evaluate((element, viewportWidth) => {
          return Array.from(element.querySelectorAll<HTMLElement>('button, select, input'))
            .filter((control) => control.getClientRects().length > 0)
            .map((control) => ({ control, box: control.getBoundingClientRect() }))
            .filter(({ box }) => box.width < 44 || box.height < 44 || box.right > viewportWidth)
            .map(({ control }) => `${viewportWidth}: ${control.tagName} ${control.textContent ?? ''}`);
        }, width)),
      );
    }
    await page.setViewportSize(desktopViewport);
    expect(small).toEqual([]);
  });

  it('Enter in a field of the panel does not write a letter', async () => {
    const requests = watchGenerateRequests(page);
    await jobFacts().getByLabel('Role').press('Enter');
    await expect(requests.stop()).resolves.toEqual([]);
  });
});

describe('Generate sends the confirmed facts', () => {
  it('a corrected name, employer and credential status are what the letter says', async () => {
    await item('Credential 1').getByLabel('Status').selectOption({ label: 'Planned' });
    firstRequest = await writeLetterWith(page.getByRole('button', { name: 'Generate Cover Letter' }));
    expect(firstRequest.resume).toBe(currentResume);
    expect(firstRequest.jobDescription).toBe(jobDescription);
    const facts = factsOf(firstRequest);
    expect(facts.resume.name).toBe('Priya N. Holt');
    expect(facts.resume.roles[0]?.employer).toBe('Calder Mills plc');
    expect(facts.resume.credentials[0]).toEqual({ name: 'CPA', status: 'planned', date: '2019' });
    expect(facts.job).toMatchObject({ company: 'Harrow & Finch', role: 'Commercial Finance Manager' });

    firstLetter = await generatedLetterText();
    expect(firstLetter.trim().split('\n').at(-1)).toBe('Priya N. Holt');
    expect(firstLetter).toContain('Calder Mills plc');
    expect(firstLetter).not.toMatch(/Calder Mills (Ltd|Group)|Natarajan/);
    // Planned, so never presented as held.
    expect(firstLetter).not.toMatch(/CPA certified|I hold (a |the )?CPA|as a CPA|I am a CPA/);
  });

  it('after the letter the panel folds to one line, and "Edit facts" opens it again', async () => {
    await panel().getByText('Priya N. Holt', { exact: true }).waitFor();
    await panel().getByText('For Commercial Finance Manager at Harrow & Finch').waitFor();
    await expect(resumeFacts().count()).resolves.toBe(0);
    await panel().getByRole('button', { name: 'Edit facts' }).click();
    // Focus goes to the first field of the opened panel, not back to the top of the page.
    await expect(
      panel().evaluate((element) =>
        element.contains(document.activeElement) ? document.activeElement?.tagName : null,
      ),
    ).resolves.toBe('INPUT');
    await expect(resumeFacts().getByLabel('Your name').inputValue()).resolves.toBe('Priya N. Holt');
    await panel().getByRole('button', { name: 'Confirm facts' }).click();
    await panel().getByRole('button', { name: 'Edit facts' }).waitFor();
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Edit facts');
  });
});

describe('"Another version"', () => {
  it('writes a different letter from the same inputs and facts, shown as the current one, saved and counted', async () => {
    const request = await writeLetterWith(generatedSection().getByRole('button', { name: 'Another version' }));
    expect(request).toEqual({ ...firstRequest, variation: 1 });
    const letter = await generatedLetterText();
    expect(letter).not.toBe(firstLetter);
    expect(letter.trim().split('\n').at(-1)).toBe('Priya N. Holt');
    await generatedSection().getByText('Harrow & Finch · Commercial Finance Manager · Version 2').waitFor();
    const rows = await readSavedRows(page, server.origin);
    expect(rows.map((row) => row.cover_letter)).toEqual([letter, firstLetter]);
    await expect(readLettersUsed(page, server.origin)).resolves.toBe(2);
    await page.getByText('Free plan: 2 of 3 letters used').waitFor();
  });
});

describe('the profile', () => {
  it('a new login fills in the resume and the facts confirmed before', async () => {
    const [profile] = await readProfileRows(page, server.origin);
    expect(profile?.resume).toBe(currentResume);
    expect(FactSheetSchema.shape.resume.parse(profile?.resume_facts).name).toBe('Priya N. Holt');

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL('**/login');
    await fillCredentials(page, credentials);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL('**/dashboard');

    await page
      .getByText('Filled in from your profile: the resume you used last time, with the facts you confirmed.')
      .waitFor();
    await expect(page.getByLabel('Paste your Resume').inputValue()).resolves.toBe(currentResume);
    await expect(page.getByLabel('Paste Job Description').inputValue()).resolves.toBe('');
    await panel().getByText('Priya N. Holt', { exact: true }).waitFor();
    await panel().getByText('Confirmed by you on an earlier visit.').waitFor();

    // The job ad is read when it is pasted; the confirmed facts stay as they were confirmed.
    await page.getByLabel('Paste Job Description').fill(jobDescription);
    await panel().getByText('For Commercial Finance Manager at Harrow & Finch').waitFor();
    await panel().getByRole('button', { name: 'Edit facts' }).click();
    await expect(resumeFacts().getByLabel('Your name').inputValue()).resolves.toBe('Priya N. Holt');
    await expect(item('Role 1').getByLabel('Employer').inputValue()).resolves.toBe('Calder Mills plc');
    await expect(
      item('Credential 1')
        .getByLabel('Status')
        .evaluate((select: HTMLSelectElement) => select.value),
    ).resolves.toBe('planned');
  });
});

describe('without a reading', () => {
  it('a failed read says so and never blocks Generate, which sends the plain request', async () => {
    const isReadFacts = (url: URL) => url.pathname === '/read-facts';
    await page.route(isReadFacts, (route) => route.abort('internetdisconnected'));
    const changedAd = `${jobDescription}\n\nThe role is based in Manchester.`;
    await page.getByLabel('Paste Job Description').fill(changedAd);
    await panel()
      .getByText(
        'Your texts could not be read: Server error. Please try again. You can still generate: the letter is then written from your texts as they are.',
      )
      .waitFor();
    const request = await writeLetterWith(page.getByRole('button', { name: 'Generate Cover Letter' }));
    expect(request).toEqual({ resume: currentResume, jobDescription: changedAd });
    await page.unroute(isReadFacts);
  });

  it('at the plan’s limit "Another version" says why and sends nothing', async () => {
    await page.getByText('Free plan: 3 of 3 letters used').waitFor();
    const button = generatedSection().getByRole('button', { name: 'Another version' });
    await expect(button.getAttribute('aria-disabled')).resolves.toBe('true');
    const requests = watchGenerateRequests(page);
    // Off for a reason, but still says why when pressed.
    await button.click({ force: true });
    await expect(generatedSection().getByRole('alert').textContent()).resolves.toBe(freePlanMessage);
    await expect(requests.stop()).resolves.toEqual([]);
  });
});

describe("the letter's language", () => {
  it('a chosen language gives a German letter for an English ad, and says so', async () => {
    await setPlan(server, credentials.email, 'premium');
    await page.reload();
    await page.getByLabel('Paste Job Description').fill(jobDescription);
    await panel().getByText('For Commercial Finance Manager at Harrow & Finch').waitFor();
    await page.getByLabel('Letter language').selectOption({ label: 'Deutsch' });
    const request = await writeLetterWith(page.getByRole('button', { name: 'Generate Cover Letter' }));
    expect(request.language).toBe('de');
    const letter = await generatedLetterText();
    expect(letter).toMatch(/^(Sehr geehrte|Guten Tag)/);
    expect(letter).toContain('Mit freundlichen Grüßen');
    await expect(page.getByTestId('letter-language-notice').textContent()).resolves.toBe(
      'The ad is in English; this letter is in German, as you chose.',
    );
  });

  it('a Polish ad gets a letter in English, with the reason next to it', async () => {
    const choice = page.getByLabel('Letter language');
    await choice.selectOption({ value: '' });
    await page.getByLabel('Paste Job Description').fill(polishJobDescription);
    await choice.getByRole('option', { name: 'Same as the job ad (Polish)' }).waitFor({ state: 'attached' });
    const request = await writeLetterWith(page.getByRole('button', { name: 'Generate Cover Letter' }));
    expect(request.language).toBeUndefined();
    expect(factsOf(request).job.language).toBe('pl');
    expect(await generatedLetterText()).toMatch(/^Dear /);
    const notice = (await page.getByTestId('letter-language-notice').textContent()) ?? '';
    expect(notice).toMatch(/^The ad is in Polish\..* so this letter is in English/);
  });
});

describe('a resume without a name', () => {
  it('gives a letter that says it is not signed, and how to sign it', async () => {
    await panel().getByRole('button', { name: 'Edit facts' }).click();
    await resumeFacts().getByLabel('Your name').fill('');
    await panel().getByRole('button', { name: 'Confirm facts' }).click();
    await panel().getByText('No name found: add yours so your letter is signed').waitFor();
    const request = await writeLetterWith(page.getByRole('button', { name: 'Generate Cover Letter' }));
    expect(factsOf(request).resume.name ?? '').toBe('');
    expect((await generatedLetterText()).trimEnd()).toMatch(/sincerely,$/iu);
    await expect(page.getByTestId('letter-unsigned-notice').textContent()).resolves.toBe(
      'Your resume gives no name, so this letter is not signed. Type your name under the sign-off, or add it to the facts (“Your name”) and your next letters are signed.',
    );
  });
});

describe('a profile that cannot be saved', () => {
  it('says so next to the resume, keeps the letter, and is saved on "Try again"', async () => {
    const isProfileWrite = (url: URL) => url.pathname.endsWith('/rest/v1/profiles');
    await page.route(isProfileWrite, (route) =>
      route.request().method() === 'GET' ? route.continue() : route.abort('internetdisconnected'),
    );
    await panel().getByRole('button', { name: 'Edit facts' }).click();
    await resumeFacts().getByLabel('Your name').fill('Priya Holt');
    await writeLetterWith(page.getByRole('button', { name: 'Generate Cover Letter' }));
    const letter = await generatedLetterText();
    expect(letter.trim().split('\n').at(-1)).toBe('Priya Holt');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Your resume could not be kept' }).textContent(),
    ).resolves.toBe('Your resume could not be kept for next time. Server error. Please try again.');
    expect((await readSavedRows(page, server.origin))[0]?.cover_letter).toBe(letter);

    await page.unroute(isProfileWrite);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByText('Kept in your profile, to fill in next time.').waitFor();
    const [profile] = await readProfileRows(page, server.origin);
    expect(FactSheetSchema.shape.resume.parse(profile?.resume_facts).name).toBe('Priya Holt');
  });
});

describe('clearing the profile', () => {
  it('"Clear saved resume" forgets the profile and empties the field it filled in', async () => {
    await page.getByRole('button', { name: 'Clear saved resume' }).click();
    await page.getByText('Your saved resume was removed. Your next letter keeps its resume again.').waitFor();
    await expect(page.getByLabel('Paste your Resume').inputValue()).resolves.toBe('');
    await expect(readProfileRows(page, server.origin)).resolves.toEqual([]);
  });
});

describe('an ad for several posts', () => {
  it('offers its posts beside the role, and the one chosen is the role', async () => {
    const edit = panel().getByRole('button', { name: 'Edit facts' });
    if (await edit.isVisible()) await edit.click();
    // (The panel reads once both texts are there; the resume was cleared above.)
    await page.getByLabel('Paste your Resume').fill(resume);
    await page.getByLabel('Paste Job Description').fill(`Work with us
We are always looking for talented designers and marketers at Renga Studio.
Account Manager
Digital Marketing Specialist
Graphic Designer
Role
Design artwork for offline and digital marketing.`);
    const posts = jobFacts().getByRole('group', { name: 'Posts the ad names' });
    await posts.waitFor();
    await expect(jobFacts().getByLabel('Role', { exact: true }).inputValue()).resolves.toBe('Account Manager');
    await posts.getByRole('button', { name: 'Graphic Designer' }).click();
    await expect(jobFacts().getByLabel('Role', { exact: true }).inputValue()).resolves.toBe('Graphic Designer');
    await expect(posts.getByRole('button', { name: 'Graphic Designer' }).getAttribute('aria-pressed')).resolves.toBe(
      'true',
    );
    await expect(posts.getByRole('button', { name: 'Account Manager' }).getAttribute('aria-pressed')).resolves.toBe(
      'false',
    );
  });
});

describe('the whole file', () => {
  it('the page logs no errors along the way', () => {
    expect(pageErrors).toEqual([]);
  });
});
