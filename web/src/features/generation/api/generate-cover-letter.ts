import { messages } from '@cover-letter/shared/messages';
import {
  GenerateErrorSchema,
  GenerateSuccessSchema,
  GenerationDeltaEventSchema,
  GenerationDoneEventSchema,
  GenerationErrorEventSchema,
  type GenerateRequest,
  type LetterChecksResponse,
} from '@cover-letter/shared/generation-schema';
import { readServerSentEvents } from '../../../lib/server-sent-events.ts';

export type GenerateCoverLetterOptions = {
  apiUrl: string;
  accessToken: string | null;
  request: GenerateRequest;
  /** Called with the whole letter so far each time more of it arrives (streamed responses only). */
  onText?: (letterSoFar: string) => void;
  signal?: AbortSignal;
};

export type GeneratedLetter = {
  ok: true;
  coverLetter: string;
  /** What the server's letter checker found; absent from servers that do not check. */
  checks?: LetterChecksResponse;
  generator?: string;
};

export type GenerateCoverLetterResult = GeneratedLetter | { ok: false; error: string };

function buildEndpointUrl(apiUrl: string): string {
  const base = apiUrl.endsWith('/') ? apiUrl : `${apiUrl}/`;
  return new URL('generate-cover-letter', base).toString();
}

/**
 * SPEC.md §7's body. `length` and `tone` are sent only when they differ from the defaults (standard, formal), so a
 * request with the defaults is exactly `{resume, jobDescription}`.
 */
export function buildGenerateRequestBody(request: GenerateRequest): GenerateRequest {
  return {
    resume: request.resume,
    jobDescription: request.jobDescription,
    ...(request.length && request.length !== 'standard' ? { length: request.length } : {}),
    ...(request.tone && request.tone !== 'formal' ? { tone: request.tone } : {}),
  };
}

function parseJsonText(text: string): unknown {
  try {
    const value: unknown = JSON.parse(text);
    return value;
  } catch {
    return undefined;
  }
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return parseJsonText(await response.text());
  } catch {
    return undefined;
  }
}

function toFailure(body: unknown): { ok: false; error: string } {
  const parsedError = GenerateErrorSchema.safeParse(body);
  const errorText = parsedError.success ? parsedError.data.error.trim() : '';
  return { ok: false, error: errorText || messages.generationFailed };
}

function toLetter(body: unknown): GenerateCoverLetterResult {
  const parsed = GenerateSuccessSchema.safeParse(body);
  if (!parsed.success || parsed.data.coverLetter.trim() === '') {
    return { ok: false, error: messages.generationFailed };
  }
  return { ok: true, ...parsed.data };
}

function isEventStream(response: Response): boolean {
  return /^\s*text\/event-stream\b/i.test(response.headers.get('Content-Type') ?? '');
}

async function readLetterStream(
  body: ReadableStream<Uint8Array>,
  onText: ((letterSoFar: string) => void) | undefined,
): Promise<GenerateCoverLetterResult> {
  let letterSoFar = '';
  for await (const event of readServerSentEvents(body)) {
    if (event.event === 'delta') {
      const delta = GenerationDeltaEventSchema.safeParse(parseJsonText(event.data));
      if (delta.success && delta.data.text !== '') {
        letterSoFar += delta.data.text;
        onText?.(letterSoFar);
      }
    } else if (event.event === 'done') {
      const done = GenerationDoneEventSchema.safeParse(parseJsonText(event.data));
      return done.success ? toLetter(done.data) : { ok: false, error: messages.generationFailed };
    } else if (event.event === 'error') {
      const failure = GenerationErrorEventSchema.safeParse(parseJsonText(event.data));
      return toFailure(failure.success ? failure.data : undefined);
    }
  }
  // The stream ended without saying how the generation went.
  return { ok: false, error: messages.generationFailed };
}

/**
 * POST {apiUrl}/generate-cover-letter (SPEC.md §7), asking for server-sent events so the letter can be shown as it is
 * written; a server that answers with JSON instead is read as SPEC.md describes. Throws only when the request itself
 * fails (the network, or the connection breaking mid-stream).
 */
export async function generateCoverLetter({
  apiUrl,
  accessToken,
  request,
  onText,
  signal,
}: GenerateCoverLetterOptions): Promise<GenerateCoverLetterResult> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'text/event-stream, application/json;q=0.9',
  };
  if (accessToken) {
    headers['Authorization'] = `Bearer ${accessToken}`;
  }
  const response = await fetch(buildEndpointUrl(apiUrl), {
    method: 'POST',
    headers,
    body: JSON.stringify(buildGenerateRequestBody(request)),
    ...(signal ? { signal } : {}),
  });

  if (!response.ok) {
    return toFailure(await readJson(response));
  }
  if (isEventStream(response) && response.body) {
    return readLetterStream(response.body, onText);
  }
  return toLetter(await readJson(response));
}
