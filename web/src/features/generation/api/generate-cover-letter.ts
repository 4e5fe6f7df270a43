import { messages } from '@cover-letter/shared/messages';
import {
  GenerateErrorSchema,
  GenerateSuccessSchema,
  GenerationDeltaEventSchema,
  GenerationErrorEventSchema,
  type GenerateRequest,
  type GenerateSuccess,
  type ReviseLetterRequest,
} from '@cover-letter/shared/generation-schema';
import { fail, runApiCall, succeed, type ApiResult } from '../../../lib/api-result.ts';
import { readServerSentEvents } from '../../../lib/server-sent-events.ts';

export type GenerateCoverLetterOptions = {
  apiUrl: string;
  accessToken: string | null;
  request: GenerateRequest;
  /**
   * A letter to correct with the checker's findings: sent with the request to POST /revise-cover-letter instead, which
   * answers in the same way (docs/decisions/0023-check-any-letter.md).
   */
  letterToRevise?: string;
  /** Called with the whole letter so far each time more of it arrives (streamed responses only). */
  onText?: (letterSoFar: string) => void;
  signal?: AbortSignal;
};

export type GeneratedLetter = GenerateSuccess & {
  /** The company and role of the facts the letter was written from, when the server says (`facts.job`). */
  company: string | null;
  role: string | null;
};

function buildEndpointUrl(apiUrl: string, endpoint: 'generate-cover-letter' | 'revise-cover-letter'): string {
  const base = apiUrl.endsWith('/') ? apiUrl : `${apiUrl}/`;
  return new URL(endpoint, base).toString();
}

/**
 * The body of docs/product.md#calls. `length` and `tone` are sent only when they differ from the defaults (standard, formal), and the
 * confirmed facts, a variation and a chosen language only when given, so a plain request is exactly
 * `{resume, jobDescription}`.
 */
export function buildGenerateRequestBody(request: GenerateRequest): GenerateRequest {
  return {
    resume: request.resume,
    jobDescription: request.jobDescription,
    ...(request.length && request.length !== 'standard' ? { length: request.length } : {}),
    ...(request.tone && request.tone !== 'formal' ? { tone: request.tone } : {}),
    ...(request.facts ? { facts: request.facts } : {}),
    ...(request.variation !== undefined ? { variation: request.variation } : {}),
    ...(request.language ? { language: request.language } : {}),
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

/** docs/product.md#messages: the response's error text, or "Error generating cover letter." when it has none. */
function toFailure(body: unknown, status?: number): ApiResult<GeneratedLetter> {
  const parsedError = GenerateErrorSchema.safeParse(body);
  const errorText = parsedError.success ? parsedError.data.error.trim() : '';
  return fail('refused', errorText || messages.generationFailed, status);
}

function toLetter(body: unknown): ApiResult<GeneratedLetter> {
  const parsed = GenerateSuccessSchema.safeParse(body);
  if (!parsed.success || parsed.data.coverLetter.trim() === '') {
    return fail('invalid-response', messages.generationFailed);
  }
  const job = parsed.data.facts?.job;
  return succeed({ ...parsed.data, company: job?.company || null, role: job?.role || null });
}

function isEventStream(response: Response): boolean {
  return /^\s*text\/event-stream\b/i.test(response.headers.get('Content-Type') ?? '');
}

async function readLetterStream(
  body: ReadableStream<Uint8Array>,
  onText: ((letterSoFar: string) => void) | undefined,
): Promise<ApiResult<GeneratedLetter>> {
  let letterSoFar = '';
  for await (const event of readServerSentEvents(body)) {
    if (event.event === 'delta') {
      const delta = GenerationDeltaEventSchema.safeParse(parseJsonText(event.data));
      if (delta.success && delta.data.text !== '') {
        letterSoFar += delta.data.text;
        onText?.(letterSoFar);
      }
    } else if (event.event === 'done') {
      return toLetter(parseJsonText(event.data));
    } else if (event.event === 'error') {
      const failure = GenerationErrorEventSchema.safeParse(parseJsonText(event.data));
      return toFailure(failure.success ? failure.data : undefined);
    }
  }
  // The stream ended without saying how the generation went.
  return fail('invalid-response', messages.generationFailed);
}

/**
 * POST {apiUrl}/generate-cover-letter (docs/product.md#calls), or /revise-cover-letter with `letterToRevise`, asking for server-sent events so the letter can be shown as it is
 * written; a server that answers with JSON instead is read as docs/product.md#calls describes. A request that gets no answer, or
 * whose connection breaks mid-stream, is `unreachable` ("Server error. Please try again."); one stopped through
 * `signal` is `aborted`.
 */
export function generateCoverLetter(options: GenerateCoverLetterOptions): Promise<ApiResult<GeneratedLetter>> {
  return runApiCall(() => requestLetter(options));
}

async function requestLetter({
  apiUrl,
  accessToken,
  request,
  letterToRevise,
  onText,
  signal,
}: GenerateCoverLetterOptions): Promise<ApiResult<GeneratedLetter>> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'text/event-stream, application/json;q=0.9',
  };
  if (accessToken) {
    headers['Authorization'] = `Bearer ${accessToken}`;
  }
  const body: ReviseLetterRequest | GenerateRequest =
    letterToRevise === undefined
      ? buildGenerateRequestBody(request)
      : { ...buildGenerateRequestBody(request), letter: letterToRevise };
  const endpoint = letterToRevise === undefined ? 'generate-cover-letter' : 'revise-cover-letter';
  const response = await fetch(buildEndpointUrl(apiUrl, endpoint), {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
    ...(signal ? { signal } : {}),
  });

  if (!response.ok) {
    return toFailure(await readJson(response), response.status);
  }
  if (isEventStream(response) && response.body) {
    return readLetterStream(response.body, onText);
  }
  return toLetter(await readJson(response));
}
