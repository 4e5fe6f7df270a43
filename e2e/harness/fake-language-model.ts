import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** Holds a streamed answer part way until the test opens it, so the browser can be seen mid-letter. */
export type StreamGate = { open: () => void };

type Reply =
  | { kind: 'letter'; pieces: string[]; holdAfterPieces: number; opened: Promise<void> }
  | { kind: 'status'; status: number };

export type FakeLanguageModel = {
  /** LLM_BASE_URL for the server under test. */
  baseUrl: string;
  /** The next request streams these pieces; with `holdAfterPieces`, it stops after that many until the gate opens. */
  replyWithLetter: (pieces: string[], options?: { holdAfterPieces?: number }) => StreamGate;
  /** The next request gets this HTTP error status. */
  replyWithStatus: (status: number) => void;
  close: () => Promise<void>;
};

const loopbackHost = '127.0.0.1';

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function chunkEvent(delta: Record<string, unknown>, finishReason: string | null): string {
  const chunk = {
    id: 'chatcmpl-e2e',
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model: 'e2e-letter-model',
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
  };
  return `data: ${JSON.stringify(chunk)}\n\n`;
}

function pause(milliseconds: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, milliseconds));
}

/**
 * A language model replaced at the network edge (docs/architecture.md#tests): a local server speaking the OpenAI chat-completions
 * streaming protocol, as OpenAI, Ollama, vLLM and llama.cpp do.
 */
export async function startFakeLanguageModel(): Promise<FakeLanguageModel> {
  const replies: Reply[] = [];
  const sockets = new Set<Socket>();

  async function answer(request: IncomingMessage, response: ServerResponse) {
    const body = await readBody(request);
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      response.writeHead(404, { 'Content-Type': 'application/json' }).end('{"error":{"message":"not found"}}');
      return;
    }
    const reply = replies.shift() ?? {
      kind: 'letter',
      pieces: ['Dear Hiring Manager,\n\nThank you.'],
      holdAfterPieces: 0,
      opened: Promise.resolve(),
    };
    if (reply.kind === 'status') {
      response.writeHead(reply.status, { 'Content-Type': 'application/json' }).end(
        JSON.stringify({
          error: { message: `fake error ${reply.status}`, type: 'invalid_request_error', param: null, code: null },
        }),
      );
      return;
    }
    const streamed = body.includes('"stream":true');
    if (!streamed) {
      const completion = {
        id: 'chatcmpl-e2e',
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: 'e2e-letter-model',
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: reply.pieces.join('') },
            logprobs: null,
            finish_reason: 'stop',
          },
        ],
        usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 },
      };
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(completion));
      return;
    }
    response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
    response.write(chunkEvent({ role: 'assistant', content: '' }, null));
    for (const [index, piece] of reply.pieces.entries()) {
      if (index === reply.holdAfterPieces && index > 0) await reply.opened;
      if (response.destroyed) return;
      response.write(chunkEvent({ content: piece }, null));
      await pause(2);
    }
    response.write(chunkEvent({}, 'stop'));
    response.end('data: [DONE]\n\n');
  }

  const server = createServer((request, response) => {
    answer(request, response).catch(() => response.destroy());
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, loopbackHost, resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the fake language model has no port');

  return {
    baseUrl: `http://${loopbackHost}:${address.port}/v1`,
    replyWithLetter(pieces, options = {}) {
      let open = () => {};
      const opened = new Promise<void>((resolve) => {
        open = resolve;
      });
      replies.push({ kind: 'letter', pieces, holdAfterPieces: options.holdAfterPieces ?? 0, opened });
      if (options.holdAfterPieces === undefined) open();
      return { open };
    },
    replyWithStatus(status) {
      replies.push({ kind: 'status', status });
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
