import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../database/create-database.ts';
import { normaliseEmail } from './credential-rules.ts';
import type { UserRow } from './user-response.ts';

/** How long a reset link works. */
export const recoveryLinkLifetimeMinutes = 60;

/** Where a reset link leads when the caller names no target, or one on another site: the app's reset page. */
export const defaultRecoveryPath = '/reset-password';

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The page a reset link may lead to: the one asked for when it is on the site itself, else the site's reset page.
 * Never another origin: the link carries a session in its fragment, and must not hand it to someone else's site.
 */
export function chooseRedirect(siteUrl: string, requested: string | undefined): string {
  const site = new URL(siteUrl);
  if (requested) {
    try {
      const target = new URL(requested, site);
      if (target.origin === site.origin) return target.toString();
    } catch {
      // Not a URL: the default below.
    }
  }
  return new URL(defaultRecoveryPath, site).toString();
}

export type RecoveryLink = { user: UserRow; token: string; link: string; redirectTo: string };

/**
 * A one-time reset link for the account with this email, replacing any earlier one; undefined when no account has the
 * email. The token is stored only as a hash.
 */
export async function createRecoveryLink(
  database: Database,
  options: { email: string; siteUrl: string; redirectTo?: string | undefined },
): Promise<RecoveryLink | undefined> {
  const token = randomBytes(32).toString('base64url');
  const user = await database
    .updateTable('auth.users')
    .set({ recovery_token_hash: hashToken(token), recovery_sent_at: new Date() })
    .where(sql<string>`lower(email)`, '=', normaliseEmail(options.email))
    .returningAll()
    .executeTakeFirst();
  if (!user) return undefined;
  const redirectTo = chooseRedirect(options.siteUrl, options.redirectTo);
  const link = new URL('/auth/v1/verify', options.siteUrl);
  link.searchParams.set('token', token);
  link.searchParams.set('type', 'recovery');
  link.searchParams.set('redirect_to', redirectTo);
  return { user, token, link: link.toString(), redirectTo };
}

/**
 * Uses a reset token up: the account it belongs to, with its email now confirmed (the link proved the address), or
 * undefined when the token is unknown, used or more than an hour old.
 */
export async function consumeRecoveryToken(database: Database, token: string): Promise<UserRow | undefined> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return undefined;
  return database
    .updateTable('auth.users')
    .set({
      recovery_token_hash: null,
      email_confirmed_at: sql`coalesce(email_confirmed_at, now())`,
      updated_at: new Date(),
    })
    .where('recovery_token_hash', '=', hashToken(token))
    .where('recovery_sent_at', '>', sql<Date>`now() - make_interval(mins => ${recoveryLinkLifetimeMinutes})`)
    .returningAll()
    .executeTakeFirst();
}
