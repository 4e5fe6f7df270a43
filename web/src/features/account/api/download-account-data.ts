import { getAccessToken } from '../../auth/api/get-access-token.ts';
import { getAppConfig } from '../../../lib/app-config.ts';
import { downloadBlob } from '../../../lib/download-text-file.ts';
import type { AccountResult } from './change-password.ts';

export const accountDataFileName = 'cover-letter-data.json';

/** GET /auth/v1/user/export, saved as cover-letter-data.json: the account, every saved letter and its inputs. */
export async function downloadAccountData(): Promise<AccountResult> {
  const [{ supabaseUrl, supabaseAnonKey }, accessToken] = await Promise.all([getAppConfig(), getAccessToken()]);
  const response = await fetch(new URL('auth/v1/user/export', `${supabaseUrl.replace(/\/$/, '')}/`), {
    headers: { apikey: supabaseAnonKey, Authorization: `Bearer ${accessToken ?? ''}` },
  });
  if (!response.ok) return { ok: false, message: 'Your data could not be downloaded. Please try again.' };
  downloadBlob(accountDataFileName, new Blob([await response.blob()], { type: 'application/json' }));
  return { ok: true };
}
