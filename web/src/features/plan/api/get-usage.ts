import { GenerateErrorSchema } from '@cover-letter/shared/generation-schema';
import { UsageSchema, type Usage } from '@cover-letter/shared/usage-schema';
import { fail, failUnreachable, runApiCall, succeed, type ApiResult } from '../../../lib/api-result.ts';
import { getAccessToken } from '../../../lib/get-access-token.ts';
import { getAppConfig } from '../../../lib/app-config.ts';

/** GET {apiUrl}/usage with the session's token: the server's own count of the letters used and the plan's limit. */
export function getUsage(): Promise<ApiResult<Usage>> {
  return runApiCall(async () => {
    const [{ apiUrl }, accessToken] = await Promise.all([getAppConfig(), getAccessToken()]);
    if (!accessToken) return fail('refused', 'Please log in to see the letters you have used.', 401);
    const base = apiUrl.endsWith('/') ? apiUrl : `${apiUrl}/`;
    const response = await fetch(new URL('usage', base), {
      headers: { Accept: 'application/json', Authorization: `Bearer ${accessToken}` },
    });
    // A server that predates /usage (the plain API of docs/product.md#calls has none) simply gives no reading.
    if (response.status === 404) return fail('not-found', 'This server does not report usage.', 404);
    const body: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const refusal = GenerateErrorSchema.safeParse(body);
      return refusal.success ? fail('refused', refusal.data.error, response.status) : failUnreachable();
    }
    const usage = UsageSchema.safeParse(body);
    return usage.success ? succeed(usage.data) : fail('invalid-response', 'The usage could not be read.');
  });
}
