import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factSheetOf, type FactSheet } from '@cover-letter/shared/fact-sheet-schema';
import { messages } from '@cover-letter/shared/messages';
import { generateCoverLetter } from './generate-cover-letter.ts';

// A real HTTP server stands in for the generation API (mocked at the network edge only).
type Reply = { status: number; body: string; contentType?: string; chunks?: string[] };
const replies = new Map<string, Reply>();
const received: {
  path: string;
  authorization: string | undefined;
  accept: string | undefined;
  contentType: string | undefined;
  body: string;
}[] = [];
let server: Server;
let apiUrl: string;

function handle(request: IncomingMessage, response: ServerResponse) {
  let body = '';
  request.setEncoding('utf8');
  request.on('data', (chunk: string) => (body += chunk));
  request.on('end', () => {
    const path = request.url ?? '/';
    received.push({
      path,
      authorization: request.headers.authorization,
      accept: request.headers.accept,
      contentType: request.headers['content-type'],
      body,
    });
    const reply = replies.get(path.split('/')[1] ?? '') ?? { status: 404, body: '' };
    response.writeHead(reply.status, { 'Content-Type': reply.contentType ?? 'application/json' });
    if (!reply.chunks) {
      response.end(reply.body);
      return;
    }
    void writeChunks(response, reply.chunks);
  });
}

/** Writes each chunk in its own network write, a moment apart, as a server streaming a letter does. */
async function writeChunks(response: ServerResponse, chunks: string[]) {
  for (const chunk of chunks) {
    response.write(chunk);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  response.end();
}

function eventText(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

beforeAll(async () => {
  server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the test server has no port');
  apiUrl = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  // Kept-alive connections would hold close() open until they time out.
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const request = { resume: 'Ada Lovelace\nAnalyst', jobDescription: 'Analyst at Babbage & Co.' };

/** A fact sheet as the server sends it with a letter (packages/shared/src/fact-sheet-schema.ts). */
function factSheet(job: { company: string | null; role: string | null }): FactSheet {
  return factSheetOf({ name: 'Ada Lovelace', headline: 'Analyst' }, job);
}

describe('generateCoverLetter', () => {
  it('posts the JSON body with the bearer token and returns the letter', async () => {
    replies.set('ok', { status: 200, body: JSON.stringify({ coverLetter: 'Dear Hiring Manager,' }) });
    const result = await generateCoverLetter({ apiUrl: `${apiUrl}/ok`, accessToken: 'token-1', request });
    expect(result).toEqual({ ok: true, value: { coverLetter: 'Dear Hiring Manager,', company: null, role: null } });
    const last = received.at(-1);
    expect(last?.path).toBe('/ok/generate-cover-letter');
    expect(last?.authorization).toBe('Bearer token-1');
    expect(last?.contentType).toBe('application/json');
    expect(last?.accept).toMatch(/^text\/event-stream/);
    expect(last?.body).toBe(JSON.stringify({ resume: request.resume, jobDescription: request.jobDescription }));
  });

  it('sends no Authorization header when no token is stored', async () => {
    replies.set('anonymous', { status: 200, body: JSON.stringify({ coverLetter: 'Dear team,' }) });
    await generateCoverLetter({ apiUrl: `${apiUrl}/anonymous/`, accessToken: null, request });
    expect(received.at(-1)?.authorization).toBeUndefined();
    expect(received.at(-1)?.path).toBe('/anonymous/generate-cover-letter');
  });

  it("shows the response's error text when the status is not ok", async () => {
    replies.set('limit', { status: 403, body: JSON.stringify({ error: messages.freePlanLimit }) });
    await expect(generateCoverLetter({ apiUrl: `${apiUrl}/limit`, accessToken: 't', request })).resolves.toEqual({
      ok: false,
      error: { kind: 'refused', message: messages.freePlanLimit, status: 403 },
    });
  });

  it('falls back to "Error generating cover letter." when the error text is absent', async () => {
    replies.set('empty', { status: 500, body: JSON.stringify({}) });
    replies.set('html', { status: 502, body: '<html>Bad gateway</html>' });
    for (const [path, status] of [
      ['empty', 500],
      ['html', 502],
    ] as const) {
      await expect(generateCoverLetter({ apiUrl: `${apiUrl}/${path}`, accessToken: 't', request })).resolves.toEqual({
        ok: false,
        error: { kind: 'refused', message: messages.generationFailed, status },
      });
    }
  });

  it('treats a success without a letter as a failed generation', async () => {
    replies.set('malformed', { status: 200, body: JSON.stringify({ letter: 'wrong field' }) });
    await expect(generateCoverLetter({ apiUrl: `${apiUrl}/malformed`, accessToken: 't', request })).resolves.toEqual({
      ok: false,
      error: { kind: 'invalid-response', message: messages.generationFailed },
    });
  });

  it('sends length and tone only when they differ from standard and formal', async () => {
    replies.set('options', { status: 200, body: JSON.stringify({ coverLetter: 'Dear team,' }) });
    await generateCoverLetter({
      apiUrl: `${apiUrl}/options`,
      accessToken: 't',
      request: { ...request, length: 'standard', tone: 'formal' },
    });
    expect(received.at(-1)?.body).toBe(
      JSON.stringify({ resume: request.resume, jobDescription: request.jobDescription }),
    );
    await generateCoverLetter({
      apiUrl: `${apiUrl}/options`,
      accessToken: 't',
      request: { ...request, length: 'short', tone: 'warm' },
    });
    expect(received.at(-1)?.body).toBe(JSON.stringify({ ...request, length: 'short', tone: 'warm' }));
  });

  it('passes on the letter as it streams in and returns the final letter with its checks', async () => {
    const checks = {
      passed: true,
      criteria: { length: { passed: true, errors: 0, warnings: 0 } },
      findings: [],
      wordCount: 5,
      paragraphCount: 2,
      language: { expected: 'en', detected: 'en' },
      mustHaves: [],
    };
    const stream = [
      ': generating\n\n',
      eventText('delta', { text: 'Dear Hiring Manager,' }),
      ': still generating\n\n',
      eventText('delta', { text: '\n\nI build models.' }),
      eventText('done', { coverLetter: 'Dear Hiring Manager,\n\nI build models!', checks, generator: 'builtin' }),
    ].join('');
    // Cut the stream in awkward places: inside a comment, a field name and the JSON.
    const chunks = [stream.slice(0, 17), stream.slice(17, 40), stream.slice(40, 95), stream.slice(95)];
    replies.set('stream', { status: 200, body: '', contentType: 'text/event-stream; charset=utf-8', chunks });
    const seen: string[] = [];
    const result = await generateCoverLetter({
      apiUrl: `${apiUrl}/stream`,
      accessToken: 't',
      request,
      onText: (letterSoFar) => seen.push(letterSoFar),
    });
    expect(seen).toEqual(['Dear Hiring Manager,', 'Dear Hiring Manager,\n\nI build models.']);
    expect(result).toEqual({
      ok: true,
      value: {
        coverLetter: 'Dear Hiring Manager,\n\nI build models!',
        checks,
        generator: 'builtin',
        company: null,
        role: null,
      },
    });
  });

  it("shows an error event's message", async () => {
    replies.set('stream-error', {
      status: 200,
      body: '',
      contentType: 'text/event-stream',
      chunks: [eventText('delta', { text: 'Dear' }), eventText('error', { error: 'The language model timed out.' })],
    });
    await expect(generateCoverLetter({ apiUrl: `${apiUrl}/stream-error`, accessToken: 't', request })).resolves.toEqual(
      { ok: false, error: { kind: 'refused', message: 'The language model timed out.' } },
    );
  });

  it('treats a stream that ends without a done event, or with a malformed one, as a failed generation', async () => {
    replies.set('stream-cut', {
      status: 200,
      body: '',
      contentType: 'text/event-stream',
      chunks: [eventText('delta', { text: 'Dear' })],
    });
    replies.set('stream-malformed', {
      status: 200,
      body: '',
      contentType: 'text/event-stream',
      chunks: [eventText('done', { letter: 'wrong field' }), 'event: done\ndata: {not json\n\n'],
    });
    for (const path of ['stream-cut', 'stream-malformed']) {
      await expect(generateCoverLetter({ apiUrl: `${apiUrl}/${path}`, accessToken: 't', request })).resolves.toEqual({
        ok: false,
        error: { kind: 'invalid-response', message: messages.generationFailed },
      });
    }
  });

  it('ignores delta events it cannot read', async () => {
    replies.set('stream-odd-delta', {
      status: 200,
      body: '',
      contentType: 'text/event-stream',
      chunks: [
        'event: delta\ndata: {"words":"x"}\n\n',
        eventText('progress', { percent: 50 }),
        eventText('delta', { text: 'Dear team,' }),
        eventText('done', { coverLetter: 'Dear team,' }),
      ],
    });
    const seen: string[] = [];
    const result = await generateCoverLetter({
      apiUrl: `${apiUrl}/stream-odd-delta`,
      accessToken: 't',
      request,
      onText: (letterSoFar) => seen.push(letterSoFar),
    });
    expect(seen).toEqual(['Dear team,']);
    expect(result).toEqual({ ok: true, value: { coverLetter: 'Dear team,', company: null, role: null } });
  });

  it('gives "Server error. Please try again." when the request cannot be sent', async () => {
    await expect(generateCoverLetter({ apiUrl: 'http://127.0.0.1:1', accessToken: 't', request })).resolves.toEqual({
      ok: false,
      error: { kind: 'unreachable', message: messages.serverError },
    });
  });

  it('reads the company and role of the facts the letter was written from, when the server sends them', async () => {
    const facts = factSheet({ company: 'Babbage & Co.', role: 'Analyst' });
    replies.set('facts', { status: 200, body: JSON.stringify({ coverLetter: 'Dear team,', facts }) });
    await expect(generateCoverLetter({ apiUrl: `${apiUrl}/facts`, accessToken: 't', request })).resolves.toEqual({
      ok: true,
      value: { coverLetter: 'Dear team,', facts, company: 'Babbage & Co.', role: 'Analyst' },
    });
    replies.set('stream-facts', {
      status: 200,
      body: '',
      contentType: 'text/event-stream',
      chunks: [eventText('done', { coverLetter: 'Dear team,', facts: factSheet({ company: null, role: 'Analyst' }) })],
    });
    await expect(
      generateCoverLetter({ apiUrl: `${apiUrl}/stream-facts`, accessToken: 't', request }),
    ).resolves.toMatchObject({ ok: true, value: { company: null, role: 'Analyst' } });
  });

  it('sends confirmed facts, a variation and a chosen language only when given', async () => {
    replies.set('facts-request', { status: 200, body: JSON.stringify({ coverLetter: 'Dear team,' }) });
    const facts = factSheet({ company: 'Babbage & Co.', role: 'Analyst' });
    await generateCoverLetter({
      apiUrl: `${apiUrl}/facts-request`,
      accessToken: 't',
      request: { ...request, facts, variation: 2, language: 'de' },
    });
    expect(JSON.parse(received.at(-1)?.body ?? '{}')).toEqual({ ...request, facts, variation: 2, language: 'de' });
  });

  it('stops a streamed letter when asked, and says it was cancelled rather than failed', async () => {
    replies.set('stream-slow', {
      status: 200,
      body: '',
      contentType: 'text/event-stream',
      chunks: [eventText('delta', { text: 'Dear' }), ...Array.from({ length: 20 }, () => ': still generating\n\n')],
    });
    const abortController = new AbortController();
    const result = generateCoverLetter({
      apiUrl: `${apiUrl}/stream-slow`,
      accessToken: 't',
      request,
      onText: () => abortController.abort(),
      signal: abortController.signal,
    });
    await expect(result).resolves.toEqual({
      ok: false,
      error: { kind: 'aborted', message: 'The request was cancelled.' },
    });
  });

  it('gives "Server error. Please try again." when the connection breaks mid-letter', async () => {
    const server = createServer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/event-stream' });
      response.write(eventText('delta', { text: 'Dear' }), () => response.destroy());
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('the test server has no port');
    try {
      await expect(
        generateCoverLetter({ apiUrl: `http://127.0.0.1:${address.port}`, accessToken: 't', request }),
      ).resolves.toEqual({ ok: false, error: { kind: 'unreachable', message: messages.serverError } });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
