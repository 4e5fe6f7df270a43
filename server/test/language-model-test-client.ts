/** One server-sent event as the browser's EventSource would see it. */
export type ServerSentEvent = { event: string; data: string };

/** Posts to /generate-cover-letter as the browser does, as JSON or asking for server-sent events. */
export function requestLetter(
  serverUrl: string,
  accessToken: string,
  body: unknown,
  options: { stream?: boolean; signal?: AbortSignal } = {},
): Promise<Response> {
  return fetch(`${serverUrl}/generate-cover-letter`, {
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

function parseEvent(block: string): ServerSentEvent | undefined {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    if (field === 'data') data.push(value);
  }
  return data.length > 0 ? { event, data: data.join('\n') } : undefined;
}

/** The events of a text/event-stream response, each yielded as soon as its bytes have arrived. */
export async function* readServerSentEvents(response: Response): AsyncGenerator<ServerSentEvent> {
  if (!response.body) return;
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of response.body) {
    buffer += decoder.decode(chunk, { stream: true }).replace(/\r\n?/g, '\n');
    let boundary = buffer.indexOf('\n\n');
    while (boundary >= 0) {
      const parsed = parseEvent(buffer.slice(0, boundary));
      buffer = buffer.slice(boundary + 2);
      if (parsed) yield parsed;
      boundary = buffer.indexOf('\n\n');
    }
  }
  const last = parseEvent(buffer.trim());
  if (last) yield last;
}

/** All events of a text/event-stream response, once it has ended. */
export async function collectServerSentEvents(response: Response): Promise<ServerSentEvent[]> {
  const events: ServerSentEvent[] = [];
  for await (const event of readServerSentEvents(response)) events.push(event);
  return events;
}
