import { describe, expect, it } from 'vitest';
import { createServerSentEventParser, readServerSentEvents, type ServerSentEvent } from './server-sent-events.ts';

function parseInPieces(pieces: string[]): ServerSentEvent[] {
  const parser = createServerSentEventParser();
  return [...pieces.flatMap((piece) => parser.push(piece)), ...parser.finish()];
}

function everySplit(text: string): string[][] {
  const splits: string[][] = [[text]];
  for (let cut = 1; cut < text.length; cut += 1) splits.push([text.slice(0, cut), text.slice(cut)]);
  splits.push([...text]);
  return splits;
}

function streamOf(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}

async function collect(body: ReadableStream<Uint8Array>): Promise<ServerSentEvent[]> {
  const events: ServerSentEvent[] = [];
  for await (const event of readServerSentEvents(body)) events.push(event);
  return events;
}

const generationStream =
  ': generating\n\n' +
  'event: delta\ndata: {"text":"Dear Hiring Manager,"}\n\n' +
  ': still generating\n\n' +
  'event: delta\ndata: {"text":"\\n\\nI build models."}\n\n' +
  'event: done\ndata: {"coverLetter":"Dear Hiring Manager,\\n\\nI build models."}\n\n';

const expectedGenerationEvents: ServerSentEvent[] = [
  { event: 'delta', data: '{"text":"Dear Hiring Manager,"}', lastEventId: '' },
  { event: 'delta', data: '{"text":"\\n\\nI build models."}', lastEventId: '' },
  { event: 'done', data: '{"coverLetter":"Dear Hiring Manager,\\n\\nI build models."}', lastEventId: '' },
];

describe('createServerSentEventParser', () => {
  it('reads named events and skips comment lines', () => {
    expect(parseInPieces([generationStream])).toEqual(expectedGenerationEvents);
  });

  it('gives the same events wherever the stream is cut into pieces', () => {
    for (const pieces of everySplit(generationStream)) {
      expect(parseInPieces(pieces)).toEqual(expectedGenerationEvents);
    }
  });

  it('joins several data lines with a line break', () => {
    expect(parseInPieces(['event: done\ndata: first\ndata:second\ndata\n\n'])).toEqual([
      { event: 'done', data: 'first\nsecond\n', lastEventId: '' },
    ]);
  });

  it('accepts CRLF and lone CR line endings, even with a CRLF cut between two pieces', () => {
    const text = 'event: delta\r\ndata: {"text":"a"}\r\n\r\nevent: delta\rdata: {"text":"b"}\r\r';
    for (const pieces of everySplit(text)) {
      expect(parseInPieces(pieces).map((event) => event.data)).toEqual(['{"text":"a"}', '{"text":"b"}']);
    }
  });

  it('names an event without an event field "message" and ignores one without data', () => {
    expect(parseInPieces(['data: plain\n\n', 'event: ping\n\n', 'retry: 100\nid: 7\ndata: x\n\n'])).toEqual([
      { event: 'message', data: 'plain', lastEventId: '' },
      { event: 'message', data: 'x', lastEventId: '7' },
    ]);
  });

  it('removes only one space after the colon and keeps colons inside the value', () => {
    expect(parseInPieces(['data:  two spaces: and a colon\n\n'])).toEqual([
      { event: 'message', data: ' two spaces: and a colon', lastEventId: '' },
    ]);
  });

  it('drops a byte order mark at the start and an unfinished event at the end', () => {
    expect(parseInPieces(['\uFEFFdata: first\n\n', 'event: done\ndata: cut off'])).toEqual([
      { event: 'message', data: 'first', lastEventId: '' },
    ]);
  });
});

describe('readServerSentEvents', () => {
  it('decodes UTF-8 characters split between network chunks', async () => {
    const bytes = new TextEncoder().encode('event: delta\ndata: {"text":"Grüße – 👋"}\n\n');
    const chunks = [...bytes].map((byte) => Uint8Array.of(byte));
    await expect(collect(streamOf(chunks))).resolves.toEqual([
      { event: 'delta', data: '{"text":"Grüße – 👋"}', lastEventId: '' },
    ]);
  });

  it('lets the caller stop early and releases its lock on the stream without cancelling it', async () => {
    const body = streamOf([new TextEncoder().encode(generationStream)]);
    for await (const event of readServerSentEvents(body)) {
      if (event.event === 'delta') break;
    }
    expect(body.locked).toBe(false);
  });
});
