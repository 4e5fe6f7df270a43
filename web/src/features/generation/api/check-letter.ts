import { messages } from '@cover-letter/shared/messages';
import {
  CheckLetterResponseSchema,
  GenerateErrorSchema,
  type CheckLetterRequest,
  type LetterChecksResponse,
} from '@cover-letter/shared/generation-schema';
import { fail, runApiCall, succeed, type ApiResult } from '../../../lib/api-result.ts';

export type CheckLetterOptions = {
  apiUrl: string;
  accessToken: string | null;
  request: CheckLetterRequest;
  signal?: AbortSignal;
};

/**
 * POST {apiUrl}/check-letter: any letter (typed, pasted from another AI) checked against the resume and the ad, as a
 * generated one is. Not counted toward the plan. A refusal (not logged in, too many checks) carries the server's
 * words; no answer is "Server error. Please try again."
 */
export function checkLetter(options: CheckLetterOptions): Promise<ApiResult<LetterChecksResponse>> {
  return runApiCall(async () => {
    const base = options.apiUrl.endsWith('/') ? options.apiUrl : `${options.apiUrl}/`;
    const response = await fetch(new URL('check-letter', base).toString(), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(options.accessToken ? { Authorization: `Bearer ${options.accessToken}` } : {}),
      },
      body: JSON.stringify(options.request),
      ...(options.signal ? { signal: options.signal } : {}),
    });
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      body = undefined;
    }
    if (!response.ok) {
      const refusal = GenerateErrorSchema.safeParse(body);
      const text = refusal.success ? refusal.data.error.trim() : '';
      return fail('refused', text || messages.serverError, response.status);
    }
    const parsed = CheckLetterResponseSchema.safeParse(body);
    if (!parsed.success) return fail('invalid-response', messages.serverError);
    return succeed(parsed.data.checks);
  });
}
