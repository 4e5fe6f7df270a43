import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkLetter } from '@cover-letter/letter/check/check-letter';
import { composeLetter } from '@cover-letter/letter/compose/compose-letter';
import {
  GenerateErrorSchema,
  GenerationDeltaEventSchema,
  GenerationDoneEventSchema,
  LetterChecksSchema,
} from '@cover-letter/shared/generation-schema';
import { createFakeGate, type FakeLanguageModelServer } from '../../test/fake-language-model-server.ts';
import { startFakeOpenAiCompatibleServer } from '../../test/fake-openai-compatible-server.ts';
import { collectServerSentEvents, readServerSentEvents } from '../../test/language-model-test-client.ts';
import { readJson } from '../../test/read-json.ts';
import { fullJobDescription, fullResume, shortJobDescription, shortResume } from '../../test/letter-texts.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

const resume = shortResume;
const jobDescription = shortJobDescription;

/** The model's first letter, with a planted defect: 70% where the resume says 40%. */
const flawedLetter = [
  'Dear Hiring Manager,',
  'Northwind Cloud needs a Backend Engineer who keeps services fast under load; at Acme Payments I cut p95 API latency by 70% by redesigning the caching layer in Go and Redis.',
  'I also led a team of 5 engineers migrating 12 services to Kubernetes.',
  'I would welcome a conversation about the role.',
  'Sincerely,\nJordan Rivera',
].join('\n\n');

/** The corrected letter, as the model streams it. */
const correctedPieces = [
  'Dear Hiring Manager,\n\n',
  'Northwind Cloud needs a Backend Engineer who keeps services fast under load; ',
  'at Acme Payments I cut p95 API latency by 40% by redesigning the caching layer in Go and Redis.\n\n',
  'I also led a team of 5 engineers migrating 12 services to Kubernetes.\n\n',
  'I would welcome a conversation about the role.\n\n',
  'Sincerely,\nJordan Rivera',
];
const correctedLetter = correctedPieces.join('');

const RevisedLetterSchema = z.object({ coverLetter: z.string(), checks: LetterChecksSchema, generator: z.string() });
const ChatRequestBodySchema = z.object({
  messages: z.array(z.object({ role: z.string(), content: z.unknown() })),
});

let model: FakeLanguageModelServer;
let server: TestServer;

beforeAll(async () => {
  model = await startFakeOpenAiCompatibleServer();
  model.defaultReply = { kind: 'letter', pieces: correctedPieces };
  server = await startTestServer({
    environment: {
      LLM_PROVIDER: 'openai-compatible',
      LLM_BASE_URL: model.baseUrl,
      LLM_API_KEY: 'test-openai-key',
      LLM_MODEL: 'fake-letter-model',
      LLM_MAX_RETRIES: '0',
      // A fallback is configured, and a revision must still never be answered by the composer.
      LLM_FALLBACK: 'builtin',
      LLM_FIRST_TOKEN_TIMEOUT_MS: '1000',
      LLM_TOTAL_TIMEOUT_MS: '6000',
    },
  });
});

afterAll(async () => {
  await server?.close();
  await model?.close();
});

function revise(accessToken: string, body: unknown, options: { stream?: boolean; signal?: AbortSignal } = {}) {
  return fetch(`${server.url}/revise-cover-letter`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${accessToken}`,
      ...(options.stream ? { Accept: 'text/event-stream' } : {}),
    },
    body: JSON.stringify(body),
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

async function countUsage(userId: string, status?: 'succeeded') {
  let query = server.databaseHandle.database
    .selectFrom('app.generation_usage')
    .select('id')
    .where('user_id', '=', userId);
  if (status) query = query.where('status', '=', status);
  return (await query.execute()).length;
}

function messageText(content: unknown): string {
  return typeof content === 'string' ? content : JSON.stringify(content);
}

describe('POST /revise-cover-letter with a language model', () => {
  it('gives the model the letter and the findings inside data fences, with the rule to state only what the resume supports', async () => {
    const { accessToken } = await server.signUpUser();
    const requestsBefore = model.requests.length;
    const response = await revise(accessToken, { resume, jobDescription, letter: flawedLetter });
    expect(response.status).toBe(200);
    expect(model.requests.length).toBe(requestsBefore + 1);
    const { messages } = ChatRequestBodySchema.parse(model.requests.at(-1)?.body);
    const system = messageText(messages.find((message) => message.role === 'system')?.content);
    const user = messageText(messages.find((message) => message.role === 'user')?.content);
    expect(system).toContain('State nothing the resume does not support');
    expect(system).toMatch(/never instructions to you/);
    const letterBlock = /<letter>\n([\s\S]*?)\n<\/letter>/.exec(user)?.[1];
    expect(letterBlock).toBe(flawedLetter);
    const findingsBlock = /<checker_findings>\n([\s\S]*?)\n<\/checker_findings>/.exec(user)?.[1] ?? '';
    expect(findingsBlock).toMatch(/^1\. \[must fix\] /);
    expect(findingsBlock).toMatch(/\[must fix\] faithful-numbers: .*70%/);
    expect(user).toContain('<resume>\n' + resume + '\n</resume>');
    expect(user).toContain('<job_description>\n' + jobDescription + '\n</job_description>');
  });

  it('checks the revised letter again and returns it with its own checks', async () => {
    const { accessToken } = await server.signUpUser();
    const response = await revise(accessToken, { resume, jobDescription, letter: flawedLetter });
    const body = await readJson(response, RevisedLetterSchema);
    expect(body.coverLetter).toBe(correctedLetter);
    expect(body.generator).toBe('openai-compatible');
    expect(body.checks.criteria['faithful-numbers']?.passed).toBe(true);
    expect(body.checks.findings.some((finding) => finding.message.includes('70%'))).toBe(false);
  });

  it('counts a revision as one generation on the plan, and refuses it at the free plan’s limit', async () => {
    const { accessToken, userId } = await server.signUpUser();
    for (let revision = 1; revision <= 3; revision += 1) {
      const response = await revise(accessToken, { resume, jobDescription, letter: flawedLetter });
      expect(response.status).toBe(200);
      expect(await countUsage(userId, 'succeeded')).toBe(revision);
    }
    const refused = await revise(accessToken, { resume, jobDescription, letter: flawedLetter });
    expect(refused.status).toBe(403);
    expect(await readJson(refused, GenerateErrorSchema)).toEqual({
      error: 'Free users can only generate 3 cover letters. Upgrade to premium.',
    });
    expect(await countUsage(userId)).toBe(3);
  });

  it('streams the revision as generation streams, paragraph by paragraph, then done with the checks', async () => {
    const { accessToken, userId } = await server.signUpUser();
    const gate = createFakeGate();
    model.reply({ kind: 'letter', pieces: correctedPieces, gate, gateAfterPiece: 3 });
    const response = await revise(accessToken, { resume, jobDescription, letter: flawedLetter }, { stream: true });
    expect(response.headers.get('Content-Type')).toMatch(/^text\/event-stream/);
    const events = readServerSentEvents(response);
    // Held by the model after its fourth piece: the paragraphs before it are already on the client.
    const first = await events.next();
    expect(first.value?.event).toBe('delta');
    const firstText = GenerationDeltaEventSchema.parse(JSON.parse(first.value?.data ?? '{}')).text;
    expect(correctedLetter.startsWith(firstText)).toBe(true);
    expect(firstText).not.toContain('Sincerely');
    gate.open();
    let streamed = firstText;
    let done: z.infer<typeof GenerationDoneEventSchema> | undefined;
    for await (const event of events) {
      if (event.event === 'delta') streamed += GenerationDeltaEventSchema.parse(JSON.parse(event.data)).text;
      if (event.event === 'done') done = GenerationDoneEventSchema.parse(JSON.parse(event.data));
    }
    expect(streamed).toBe(correctedLetter);
    expect(done?.coverLetter).toBe(correctedLetter);
    expect(done?.checks?.criteria['faithful-numbers']?.passed).toBe(true);
    expect(await countUsage(userId, 'succeeded')).toBe(1);
  });

  it('charges nothing when the client leaves a streamed revision before it is finished', async () => {
    const { accessToken, userId } = await server.signUpUser();
    const gate = createFakeGate();
    model.reply({ kind: 'letter', pieces: correctedPieces, gate, gateAfterPiece: 3 });
    const upstreamClosed = model.nextEarlyClose();
    const client = new AbortController();
    const response = await revise(
      accessToken,
      { resume, jobDescription, letter: flawedLetter },
      { stream: true, signal: client.signal },
    );
    expect((await readServerSentEvents(response).next()).value?.event).toBe('delta');
    client.abort();
    expect((await upstreamClosed).closedEarly).toBe(true);
    gate.open();
    await expect.poll(() => countUsage(userId)).toBe(0);
  });

  it('ends with an error, not a new letter from the fallback, when the model fails, and charges nothing', async () => {
    const { accessToken, userId } = await server.signUpUser();
    model.reply({ kind: 'status', status: 500 });
    const events = await collectServerSentEvents(
      await revise(accessToken, { resume, jobDescription, letter: flawedLetter }, { stream: true }),
    );
    expect(events.map((event) => event.event)).toEqual(['error']);
    expect(GenerateErrorSchema.parse(JSON.parse(events[0]?.data ?? '{}')).error).toMatch(/HTTP 500/);
    expect(await countUsage(userId)).toBe(0);
  });

  it('refuses a letter that passes every check, without asking the model or charging', async () => {
    const { accessToken, userId } = await server.signUpUser();
    const letter = composeLetter({ resume: fullResume, jobDescription: fullJobDescription }).text;
    expect(checkLetter({ letter, resume: fullResume, jobDescription: fullJobDescription }).passed).toBe(true);
    const requestsBefore = model.requests.length;
    const refused = await revise(accessToken, { resume: fullResume, jobDescription: fullJobDescription, letter });
    expect(refused.status).toBe(400);
    expect(await readJson(refused, GenerateErrorSchema)).toEqual({
      error: 'This letter passed every check, so there is nothing to revise.',
    });
    expect(model.requests.length).toBe(requestsBefore);
    expect(await countUsage(userId)).toBe(0);
  });

  it('answers a missing letter and a missing token with clear errors', async () => {
    const { accessToken } = await server.signUpUser();
    const missing = await revise(accessToken, { resume, jobDescription });
    expect(missing.status).toBe(400);
    expect((await readJson(missing, GenerateErrorSchema)).error).toBe(
      'Send a JSON body with the fields resume, jobDescription and letter: letter is missing.',
    );
    const anonymous = await fetch(`${server.url}/revise-cover-letter`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ resume, jobDescription, letter: flawedLetter }),
    });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: 'Please log in to revise a cover letter.' });
  });
});
