import { messages } from '@cover-letter/shared/messages';

// The one error convention of the browser's API functions (web/README.md, docs/decisions/0011-thin-dashboard.md):
// every function under features/*/api resolves with an ApiResult and never rejects, and `error.message` is always a
// text the screen may show as is. Callers branch on `ok`, and on `error.kind` only where docs/product.md#messages asks for a
// difference (a refusal shows the service's own words; no answer at all shows "Server error. Please try again.").

export type ApiErrorKind =
  /** The service answered and said no; `message` is its own text (or the screen's fallback when it gave none). */
  | 'refused'
  /** No answer: offline, the server down, the connection cut. */
  | 'unreachable'
  /** An answer that does not have the shape the browser expects. */
  | 'invalid-response'
  /** The row asked for is not there (deleted meanwhile, or someone else's). */
  | 'not-found'
  /** The caller cancelled the request. */
  | 'aborted';

export type ApiError = { kind: ApiErrorKind; message: string; status?: number };

export type ApiResult<Value> = { ok: true; value: Value } | { ok: false; error: ApiError };

export function succeed<Value>(value: Value): ApiResult<Value> {
  return { ok: true, value };
}

export function fail<Value = never>(kind: ApiErrorKind, message: string, status?: number): ApiResult<Value> {
  return { ok: false, error: status === undefined ? { kind, message } : { kind, message, status } };
}

/** A request that got no answer: the message is the one docs/product.md#messages gives for no answer. */
export function failUnreachable<Value = never>(): ApiResult<Value> {
  return fail('unreachable', messages.serverError);
}

function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * Runs an API call and turns anything it throws into a result: an abort stays an abort, everything else is a
 * request that got no usable answer. Keeps the "never rejects" promise of the convention in one place.
 */
export async function runApiCall<Value>(call: () => Promise<ApiResult<Value>>): Promise<ApiResult<Value>> {
  try {
    return await call();
  } catch (error) {
    if (isAbortError(error)) return fail('aborted', 'The request was cancelled.');
    return failUnreachable();
  }
}

/** The shape supabase-js gives a data-service error (PostgREST's message, code, details, hint). */
type DataServiceError = { message: string; code?: string };

/**
 * supabase-js reports a network failure as an error with status 0 and a "FetchError: ..." message
 * (docs/architecture.md#supabase-wire-compatibility); that is no answer, not a refusal.
 */
export function failFromDataService<Value = never>(error: DataServiceError, status: number): ApiResult<Value> {
  if (status === 0 || error.message.startsWith('FetchError') || error.message.startsWith('TypeError')) {
    return failUnreachable();
  }
  return fail('refused', error.message, status);
}
