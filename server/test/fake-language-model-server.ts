import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** What the fake model does with one request. Replies are used in order; when none is queued, `defaultReply` answers. */
export type FakeReply =
  /**
   * A successful answer; streamed as these pieces when the client asks for a stream. `gate` holds the stream after the
   * piece at `gateAfterPiece` (the first by default); `holdBeforeEnd` holds it after the last piece, before the model
   * says it has finished.
   */
  | { kind: 'letter'; pieces: string[]; gate?: FakeGate; gateAfterPiece?: number; holdBeforeEnd?: FakeGate }
  /** An HTTP error with the provider's error body. */
  | { kind: 'status'; status: number; message?: string }
  /** Accepts the request and never answers. */
  | { kind: 'hang' }
  /** Streams these pieces, then cuts the connection without finishing. */
  | { kind: 'break'; pieces: string[] };

/** Holds a streamed letter after its first piece until the test opens it: proves the client sees text before the end. */
export type FakeGate = { open: () => void; opened: Promise<void> };

export function createFakeGate(): FakeGate {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

export type RecordedRequest = {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
  /** Set when the client closed the connection before the answer was complete. */
  closedEarly: boolean;
};

/** The wire format of one provider: how a letter, an error and a stream look. */
export type FakeProtocol = {
  path: string;
  json: (text: string, body: unknown) => unknown;
  streamEvents: (body: unknown) => { start: string[]; piece: (text: string) => string; end: string[] };
  errorBody: (status: number, message: string) => unknown;
};

export type FakeLanguageModelServer = {
  /** The API root a provider is configured with (LLM_BASE_URL). */
  baseUrl: string;
  requests: RecordedRequest[];
  /** Queues replies for the next requests. */
  reply: (...replies: FakeReply[]) => void;
  defaultReply: FakeReply;
  /** Resolves once a request has been closed by the client before its answer was complete. */
  nextEarlyClose: () => Promise<RecordedRequest>;
  close: () => Promise<void>;
};

/** The model a request asked for, echoed in the fake's answers as a provider does. */
export function modelOf(body: unknown): string {
  return typeof body === 'object' && body !== null && 'model' in body && typeof body.model === 'string'
    ? body.model
    : 'fake-model';
}

const pieceDelayMs = 2;

function delay(milliseconds: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, milliseconds));
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function wantsStream(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'stream' in body && body.stream === true;
}

function closedByClient(response: ServerResponse): Promise<void> {
  return new Promise((resolve) => response.once('close', () => resolve()));
}

/** A local HTTP server on 127.0.0.1 that speaks one provider's real protocol and records every request. */
export async function startFakeLanguageModelServer(
  protocol: FakeProtocol,
  options: { apiRoot: string },
): Promise<FakeLanguageModelServer> {
  const queue: FakeReply[] = [];
  const earlyCloseWaiters: Array<(request: RecordedRequest) => void> = [];
  const sockets = new Set<Socket>();
  const fake: FakeLanguageModelServer = {
    baseUrl: '',
    requests: [],
    reply: (...replies) => queue.push(...replies),
    defaultReply: { kind: 'letter', pieces: ['Dear Hiring Manager,\n\n', 'Thank you.'] },
    nextEarlyClose: () => new Promise((resolve) => earlyCloseWaiters.push(resolve)),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };

  async function answer(request: IncomingMessage, response: ServerResponse) {
    const body = parseJson(await readBody(request));
    const recorded: RecordedRequest = {
      method: request.method ?? '',
      path: request.url ?? '',
      headers: request.headers,
      body,
      closedEarly: false,
    };
    fake.requests.push(recorded);
    response.on('close', () => {
      if (response.writableFinished) return;
      recorded.closedEarly = true;
      for (const waiter of earlyCloseWaiters.splice(0)) waiter(recorded);
    });
    if (request.method !== 'POST' || request.url !== protocol.path) {
      response
        .writeHead(404, { 'Content-Type': 'application/json' })
        .end(JSON.stringify(protocol.errorBody(404, 'not found')));
      return;
    }
    const reply = queue.shift() ?? fake.defaultReply;
    if (reply.kind === 'hang') return;
    if (reply.kind === 'status') {
      response
        .writeHead(reply.status, { 'Content-Type': 'application/json' })
        .end(JSON.stringify(protocol.errorBody(reply.status, reply.message ?? `fake error ${reply.status}`)));
      return;
    }
    if (!wantsStream(body)) {
      if (reply.kind === 'break') {
        response.destroy();
        return;
      }
      response
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify(protocol.json(reply.pieces.join(''), body)));
      return;
    }
    const events = protocol.streamEvents(body);
    response.writeHead(200, {
      'Content-Type': 'text/event-stream',
      'Cache-Control': 'no-cache',
      Connection: 'keep-alive',
    });
    for (const event of events.start) response.write(event);
    // Let the status line and the opening events reach the client before anything else happens.
    await delay(pieceDelayMs);
    for (const [index, piece] of reply.pieces.entries()) {
      if (response.destroyed) return;
      response.write(events.piece(piece));
      if (reply.kind === 'letter' && reply.gate && index === (reply.gateAfterPiece ?? 0)) await reply.gate.opened;
      await delay(pieceDelayMs);
    }
    if (reply.kind === 'break') {
      response.destroy();
      return;
    }
    if (reply.holdBeforeEnd) await Promise.race([reply.holdBeforeEnd.opened, closedByClient(response)]);
    if (response.destroyed) return;
    for (const event of events.end) response.write(event);
    response.end();
  }

  const server = createServer((request, response) => {
    answer(request, response).catch((error: unknown) => {
      response.destroy(error instanceof Error ? error : undefined);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.baseUrl = `http://127.0.0.1:${port}${options.apiRoot}`;
  return fake;
}
