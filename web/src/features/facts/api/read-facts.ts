import { GenerateErrorSchema } from '@cover-letter/shared/generation-schema';
import {
  ReadFactsResponseSchema,
  type ReadFactsRequest,
  type ReadFactsResponse,
} from '@cover-letter/shared/fact-sheet-schema';
import { fail, failUnreachable, runApiCall, succeed, type ApiResult } from '../../../lib/api-result.ts';
import { getAccessToken } from '../../../lib/get-access-token.ts';
import { getAppConfig } from '../../../lib/app-config.ts';

/** A read takes milliseconds on the server; one that has not answered by then is not coming. */
const readTimeoutMilliseconds = 15_000;

export const factsNotReadMessage = 'The facts could not be read.';

/**
 * POST {apiUrl}/read-facts with the session's token: what the letter engine reads from the resume, the job ad, or both
 * (docs/decisions/0015-letters-from-confirmed-facts.md). Not metered and nothing is stored; the texts go to the same
 * server that writes the letter.
 */
export function readFacts(request: ReadFactsRequest, signal?: AbortSignal): Promise<ApiResult<ReadFactsResponse>> {
  return runApiCall(async () => {
    const [{ apiUrl }, accessToken] = await Promise.all([getAppConfig(), getAccessToken()]);
    if (!accessToken) return fail('refused', 'Please log in to read your resume and the job ad.', 401);
    const base = apiUrl.endsWith('/') ? apiUrl : `${apiUrl}/`;
    const timeout = AbortSignal.timeout(readTimeoutMilliseconds);
    const response = await fetch(new URL('read-facts', base), {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        Authorization: `Bearer ${accessToken}`,
      },
      body: JSON.stringify(request),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    const body: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      // A server without /read-facts (the plain API of docs/product.md#calls) or a gateway's error page: no reading, said plainly.
      const refusal = GenerateErrorSchema.safeParse(body);
      if (refusal.success) return fail('refused', refusal.data.error, response.status);
      return response.status >= 500 ? failUnreachable() : fail('refused', factsNotReadMessage, response.status);
    }
    const facts = ReadFactsResponseSchema.safeParse(body);
    return facts.success ? succeed(facts.data) : fail('invalid-response', factsNotReadMessage);
  });
}
