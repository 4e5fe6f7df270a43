import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@cover-letter/shared/messages';
import { generateCoverLetter } from './generate-cover-letter.ts';

// A real HTTP server stands in for the generation API (mocked at the network edge only).
type Reply = { status: number; body: string };
const replies = new Map<string, Reply>();
const received: { path: string; authorization: string | undefined; contentType: string | undefined; body: string }[] =
  [];
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
      contentType: request.headers['content-type'],
      body,
    });
    const reply = replies.get(path.split('/')[1] ?? '') ?? { status: 404, body: '' };
    response.writeHead(reply.status, { 'Content-Type': 'application/json' });
    response.end(reply.body);
  });
}

beforeAll(async () => {
  server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the test server has no port');
  apiUrl = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const request = { resume: 'Ada Lovelace\nAnalyst', jobDescription: 'Analyst at Babbage & Co.' };

describe('generateCoverLetter', () => {
  it('posts the JSON body with the bearer token and returns the letter', async () => {
    replies.set('ok', { status: 200, body: JSON.stringify({ coverLetter: 'Dear Hiring Manager,' }) });
    const result = await generateCoverLetter({ apiUrl: `${apiUrl}/ok`, accessToken: 'token-1', request });
    expect(result).toEqual({ ok: true, coverLetter: 'Dear Hiring Manager,' });
    const last = received.at(-1);
    expect(last?.path).toBe('/ok/generate-cover-letter');
    expect(last?.authorization).toBe('Bearer token-1');
    expect(last?.contentType).toBe('application/json');
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
      error: messages.freePlanLimit,
    });
  });

  it('falls back to "Error generating cover letter." when the error text is absent', async () => {
    replies.set('empty', { status: 500, body: JSON.stringify({}) });
    replies.set('html', { status: 502, body: '<html>Bad gateway</html>' });
    for (const path of ['empty', 'html']) {
      await expect(generateCoverLetter({ apiUrl: `${apiUrl}/${path}`, accessToken: 't', request })).resolves.toEqual({
        ok: false,
        error: messages.generationFailed,
      });
    }
  });

  it('treats a success without a letter as a failed generation', async () => {
    replies.set('malformed', { status: 200, body: JSON.stringify({ letter: 'wrong field' }) });
    await expect(generateCoverLetter({ apiUrl: `${apiUrl}/malformed`, accessToken: 't', request })).resolves.toEqual({
      ok: false,
      error: messages.generationFailed,
    });
  });

  it('throws when the request cannot be sent, so the caller shows "Server error. Please try again."', async () => {
    await expect(
      generateCoverLetter({ apiUrl: 'http://127.0.0.1:1', accessToken: 't', request }),
    ).rejects.toBeInstanceOf(Error);
  });
});
