/** An error on /rest/v1 in PostgREST's shape: `{code, message, details, hint}` (reference/supabase-contract.md §5.2). */
export class PostgrestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: string | null;
  readonly hint: string | null;

  constructor(
    status: number,
    code: string,
    message: string,
    details: string | null = null,
    hint: string | null = null,
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
    this.hint = hint;
  }

  toBody() {
    return { code: this.code, message: this.message, details: this.details, hint: this.hint };
  }
}

/** PGRST100: a query parameter that does not parse. */
export function parseError(message: string, details: string | null = null): PostgrestError {
  return new PostgrestError(400, 'PGRST100', message, details);
}

type DatabaseErrorLike = { code: string; message: string; detail?: string | undefined; hint?: string | undefined };

function isDatabaseError(error: unknown): error is DatabaseErrorLike {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string' &&
    /^[0-9A-Z]{5}$/.test(error.code) &&
    'message' in error &&
    typeof error.message === 'string'
  );
}

/** Maps a PostgreSQL error to PostgREST's status for it; anything unrecognised stays a server error. */
export function fromDatabaseError(error: unknown, role: string): PostgrestError | undefined {
  if (!isDatabaseError(error)) return undefined;
  const details = error.detail ?? null;
  const hint = error.hint ?? null;
  const code = error.code;
  if (code === '42501') return new PostgrestError(role === 'anon' ? 401 : 403, code, error.message, details, hint);
  if (code === '23505' || code === '23503') return new PostgrestError(409, code, error.message, details, hint);
  // PostgREST's convention for errors raised on purpose: SQLSTATE PTxyz answers with HTTP status xyz.
  const chosenStatus = /^PT([45]\d\d)$/.exec(code)?.[1];
  if (chosenStatus) return new PostgrestError(Number(chosenStatus), code, error.message, details, hint);
  if (code === '57014')
    return new PostgrestError(504, code, 'canceling statement due to statement timeout', details, hint);
  // Class 22 (data exceptions), 23 (integrity), 42 (syntax/undefined things) are the client's mistakes: 400.
  if (/^(22|23|42|2F|P0)/.test(code)) return new PostgrestError(400, code, error.message, details, hint);
  return undefined;
}
