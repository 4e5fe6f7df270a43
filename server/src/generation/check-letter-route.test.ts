import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CheckLetterResponseSchema,
  GenerateErrorSchema,
  GenerateSuccessSchema,
} from '@cover-letter/shared/generation-schema';
import { UsageSchema } from '@cover-letter/shared/usage-schema';
import { readJson } from '../../test/read-json.ts';
import { requestLetter } from '../../test/language-model-test-client.ts';
import { fullJobDescription, fullResume } from '../../test/letter-texts.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

const resume = fullResume;
const jobDescription = fullJobDescription;

// Three checks per user in five minutes: every test below but the last stays under it with a user of its own.
const checksPerUser = 3;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ environment: { RATE_LIMIT_LETTER_CHECKS: String(checksPerUser) } });
});
afterAll(async () => {
  await server?.close();
});

function checkLetter(accessToken: string | undefined, body: unknown) {
  return fetch(`${server.url}/check-letter`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function readUsage(accessToken: string) {
  const response = await fetch(`${server.url}/usage`, { headers: { Authorization: `Bearer ${accessToken}` } });
  return readJson(response, UsageSchema);
}

/** A letter the built-in composer wrote for these texts, and the checks it came with. */
async function generateLetter(accessToken: string) {
  const response = await requestLetter(server.url, accessToken, { resume, jobDescription });
  expect(response.status).toBe(200);
  return readJson(response, GenerateSuccessSchema);
}

describe('POST /check-letter', () => {
  it('needs a Bearer token, and answers without one in the generation endpoints’ error shape', async () => {
    const response = await checkLetter(undefined, { resume, jobDescription, letter: 'Dear Hiring Manager,' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Please log in to check a letter.' });
  });

  it('answers a missing, empty or oversized field with a message that names it', async () => {
    const { accessToken } = await server.signUpUser();
    const missing = await checkLetter(accessToken, { resume, jobDescription });
    expect(missing.status).toBe(400);
    expect(await readJson(missing, GenerateErrorSchema)).toEqual({
      error: 'Send a JSON body with the fields resume, jobDescription and letter: letter is missing.',
    });
    const empty = await checkLetter(accessToken, { resume, jobDescription, letter: '  \n ' });
    expect(empty.status).toBe(400);
    expect(await readJson(empty, GenerateErrorSchema)).toEqual({ error: 'Paste the letter to check.' });
    const oversized = await checkLetter(accessToken, { resume, jobDescription, letter: 'x'.repeat(20_001) });
    expect(oversized.status).toBe(400);
    expect(await readJson(oversized, GenerateErrorSchema)).toEqual({
      error: 'The letter may have at most 20,000 characters.',
    });
    // Another user: each of them may check three letters here.
    const { accessToken: otherToken } = await server.signUpUser();
    const oversizedResume = await checkLetter(otherToken, {
      resume: 'x'.repeat(50_001),
      jobDescription,
      letter: 'Dear Hiring Manager,',
    });
    expect(oversizedResume.status).toBe(400);
    expect(await readJson(oversizedResume, GenerateErrorSchema)).toEqual({
      error: 'The resume may have at most 50,000 characters.',
    });
    const notText = await checkLetter(otherToken, { resume, jobDescription, letter: 42 });
    expect(notText.status).toBe(400);
    expect((await readJson(notText, GenerateErrorSchema)).error).toMatch(/letter must be text\.$/);
  });

  it('gives a letter the same checks its generation gave it, and the plan count stays as it was', async () => {
    const { accessToken } = await server.signUpUser();
    const generated = await generateLetter(accessToken);
    expect((await readUsage(accessToken)).lettersUsed).toBe(1);

    const response = await checkLetter(accessToken, { resume, jobDescription, letter: generated.coverLetter });
    expect(response.status).toBe(200);
    const { checks } = await readJson(response, CheckLetterResponseSchema);
    expect(checks).toEqual(generated.checks);
    expect((await readUsage(accessToken)).lettersUsed).toBe(1);
  });

  it('shows the failing criterion and the claim for a letter with a number the resume does not have', async () => {
    const { accessToken } = await server.signUpUser();
    const letter = [
      'Dear Hiring Manager,',
      'Northwind Cloud needs a Backend Engineer who keeps services fast. At Acme Payments I cut p95 API latency by 70% by redesigning the caching layer in Go and Redis.',
      'I also led a team of 5 engineers migrating 12 services to Kubernetes.',
      'I would welcome a conversation about the role.',
      'Sincerely,\nJordan Rivera',
    ].join('\n\n');
    const response = await checkLetter(accessToken, { resume, jobDescription, letter });
    expect(response.status).toBe(200);
    const { checks } = await readJson(response, CheckLetterResponseSchema);
    expect(checks.passed).toBe(false);
    expect(checks.criteria['faithful-numbers']?.passed).toBe(false);
    const finding = checks.findings.find(
      (entry) => entry.criterion === 'faithful-numbers' && entry.severity === 'error',
    );
    expect(finding?.message).toContain('70%');
    // The finding points at the claim in the letter, so the dashboard can mark it.
    expect(finding?.span && letter.slice(finding.span.start, finding.span.end)).toContain('70');
    // The numbers the resume has are not flagged.
    expect(checks.findings.some((entry) => /\b40%/.test(entry.message))).toBe(false);
  });

  it('lets a free user who has used all 3 letters still check one, and counts nothing', async () => {
    const { accessToken } = await server.signUpUser();
    let lastLetter = '';
    for (let letter = 1; letter <= 3; letter += 1) lastLetter = (await generateLetter(accessToken)).coverLetter;
    expect(await readUsage(accessToken)).toMatchObject({ plan: 'free', lettersUsed: 3, letterLimit: 3 });

    const response = await checkLetter(accessToken, { resume, jobDescription, letter: lastLetter, length: 'short' });
    expect(response.status).toBe(200);
    const { checks } = await readJson(response, CheckLetterResponseSchema);
    // Checked against what was asked for: a standard-length letter is too long for the short version.
    expect(checks.criteria['length']?.passed).toBe(false);
    expect((await readUsage(accessToken)).lettersUsed).toBe(3);
    const refused = await requestLetter(server.url, accessToken, { resume, jobDescription });
    expect(refused.status).toBe(403);
  });

  it('answers 429 with Retry-After once a user has checked too many letters, and only that user', async () => {
    const { accessToken } = await server.signUpUser();
    const body = { resume, jobDescription, letter: 'Dear Hiring Manager,\n\nThank you.\n\nSincerely,\nJordan Rivera' };
    for (let check = 1; check <= checksPerUser; check += 1) {
      expect((await checkLetter(accessToken, body)).status).toBe(200);
    }
    const limited = await checkLetter(accessToken, body);
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(300);
    expect((await readJson(limited, GenerateErrorSchema)).error).toMatch(
      /^You have checked many letters in a short time\. Please try again in \d+ (seconds?|minutes?)\.$/,
    );

    const other = await server.signUpUser();
    expect((await checkLetter(other.accessToken, body)).status).toBe(200);
  });
});

describe('POST /revise-cover-letter with the built-in writer', () => {
  it('is refused with a reason, and charges nothing: the composer does not revise', async () => {
    const { accessToken } = await server.signUpUser();
    const response = await fetch(`${server.url}/revise-cover-letter`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({ resume, jobDescription, letter: 'Dear Hiring Manager,\n\nI cut costs by 90%.' }),
    });
    expect(response.status).toBe(400);
    expect((await readJson(response, GenerateErrorSchema)).error).toMatch(/needs a language model/);
    expect((await readUsage(accessToken)).lettersUsed).toBe(0);
  });
});
