// A small reader for `text/event-stream` responses, following the HTML standard's parsing rules
// (https://html.spec.whatwg.org/multipage/server-sent-events.html#event-stream-interpretation). EventSource cannot
// POST or send headers, so the generate call reads its stream with fetch and this parser.

export type ServerSentEvent = {
  /** The `event:` field, or "message" when the event names none. */
  event: string;
  /** The `data:` lines joined with "\n". */
  data: string;
  /** The last `id:` seen so far, or "" when none was sent. */
  lastEventId: string;
};

export type ServerSentEventParser = {
  /** Takes the next piece of decoded text (cut anywhere) and returns the events it completed. */
  push: (text: string) => ServerSentEvent[];
  /** Ends the stream; an event without its closing blank line is dropped, as the standard says. */
  finish: () => ServerSentEvent[];
};

const byteOrderMark = '\uFEFF';

export function createServerSentEventParser(): ServerSentEventParser {
  let buffer = '';
  let atStreamStart = true;
  let eventType = '';
  let dataLines: string[] = [];
  let lastEventId = '';

  function processLine(line: string, completed: ServerSentEvent[]) {
    if (line === '') {
      if (dataLines.length > 0) {
        completed.push({ event: eventType || 'message', data: dataLines.join('\n'), lastEventId });
      }
      eventType = '';
      dataLines = [];
      return;
    }
    // A comment: keep-alives and the like.
    if (line.startsWith(':')) return;

    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);

    if (field === 'event') eventType = value;
    else if (field === 'data') dataLines.push(value);
    else if (field === 'id' && !value.includes('\u0000')) lastEventId = value;
    // `retry` only matters for reconnecting, which this reader does not do; unknown fields are ignored.
  }

  function processBuffer(streamEnded: boolean): ServerSentEvent[] {
    const completed: ServerSentEvent[] = [];
    let lineStart = 0;
    for (let index = 0; index < buffer.length; index += 1) {
      const character = buffer[index];
      if (character !== '\n' && character !== '\r') continue;
      // A CR at the very end may be the first half of a CRLF cut in two: wait for the next piece.
      if (character === '\r' && index === buffer.length - 1 && !streamEnded) break;
      processLine(buffer.slice(lineStart, index), completed);
      if (character === '\r' && buffer[index + 1] === '\n') index += 1;
      lineStart = index + 1;
    }
    buffer = buffer.slice(lineStart);
    return completed;
  }

  return {
    push(text) {
      buffer += text;
      if (atStreamStart && buffer.length > 0) {
        if (buffer.startsWith(byteOrderMark)) buffer = buffer.slice(byteOrderMark.length);
        atStreamStart = false;
      }
      return processBuffer(false);
    },
    finish() {
      const completed = processBuffer(true);
      buffer = '';
      eventType = '';
      dataLines = [];
      return completed;
    },
  };
}

/** Reads a response body as server-sent events, decoding UTF-8 across chunk boundaries. */
export async function* readServerSentEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<ServerSentEvent> {
  const parser = createServerSentEventParser();
  const decoder = new TextDecoder();
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      yield* parser.push(decoder.decode(value, { stream: true }));
    }
    yield* parser.push(decoder.decode());
    yield* parser.finish();
  } finally {
    // A caller that stops early (at a `done` event) leaves the rest unread rather than cancelling: the server then sees
    // a request that finished normally, not a client that went away (which it would treat as abandoned).
    reader.releaseLock();
  }
}
