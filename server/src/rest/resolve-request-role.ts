import type { AccessTokenKeys } from '../auth/access-token-keys.ts';
import type { RequestRole } from '../database/with-request-role.ts';
import { PostgrestError } from './postgrest-error.ts';

function isRequestRole(role: string): role is RequestRole {
  return role === 'anon' || role === 'authenticated' || role === 'service_role';
}

function jwtError(message: string): PostgrestError {
  return new PostgrestError(401, 'PGRST301', message);
}

/** The database role and claims for a data request, from its Bearer token (PostgREST's rules, reference §6). */
export async function resolveRequestRole(
  headers: { authorization: string | undefined; apikey: string | undefined },
  accessTokenKeys: AccessTokenKeys,
): Promise<{ role: RequestRole; claims: Record<string, unknown> }> {
  const authorization = headers.authorization?.trim();
  if (!authorization) return { role: 'anon', claims: {} };
  const match = /^Bearer\s+(\S*)$/i.exec(authorization);
  if (!match) throw jwtError('Authorization header is not a Bearer token');
  const token = match[1] ?? '';
  // supabase-js sends the API key itself as the Bearer when nobody is signed in; an opaque key means anon.
  if (headers.apikey && token === headers.apikey && token.split('.').length !== 3) return { role: 'anon', claims: {} };
  const verification = await accessTokenKeys.verify(token);
  if (!verification.valid) {
    if (verification.reason === 'expired') throw new PostgrestError(401, 'PGRST303', 'JWT expired');
    if (verification.reason === 'malformed' && token.split('.').length !== 3) throw jwtError(verification.message);
    throw jwtError(verification.reason === 'signature' ? 'JWT cryptographic operation failed' : verification.message);
  }
  const role = verification.claims.role ?? 'anon';
  if (!isRequestRole(role)) throw new PostgrestError(401, '22023', `role "${role}" does not exist`);
  return { role, claims: verification.claims };
}
