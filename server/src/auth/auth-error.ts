/** An error on /auth/v1, sent in the shape GoTrue uses for API version 2024-01-01 (see docs/architecture.md#supabase-wire-compatibility). */
export class AuthError extends Error {
  readonly status: number;
  readonly code: string;
  readonly extra: Record<string, unknown>;
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    code: string,
    message: string,
    extra: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.extra = extra;
    this.headers = headers;
  }

  toBody(): Record<string, unknown> {
    return { code: this.code, error_code: this.code, msg: this.message, message: this.message, ...this.extra };
  }
}

export const invalidCredentials = () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
