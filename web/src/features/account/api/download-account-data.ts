import { fail, runApiCall, succeed, type ApiResult } from '../../../lib/api-result.ts';
import { getAccessToken } from '../../../lib/get-access-token.ts';
import { getAppConfig } from '../../../lib/app-config.ts';
import { downloadBlob } from '../../../lib/download-file.ts';

export const accountDataFileName = 'cover-letter-data.json';

/** GET /auth/v1/user/export, saved as cover-letter-data.json: the account, every saved letter and its inputs. */
export function downloadAccountData(): Promise<ApiResult<null>> {
  return runApiCall(async () => {
    const [{ supabaseUrl, supabaseAnonKey }, accessToken] = await Promise.all([getAppConfig(), getAccessToken()]);
    const response = await fetch(new URL('auth/v1/user/export', `${supabaseUrl.replace(/\/$/, '')}/`), {
      headers: { apikey: supabaseAnonKey, Authorization: `Bearer ${accessToken ?? ''}` },
    });
    if (!response.ok) {
      return fail('refused', 'Your data could not be downloaded. Please try again.', response.status);
    }
    downloadBlob(accountDataFileName, new Blob([await response.blob()], { type: 'application/json' }));
    return succeed(null);
  });
}
