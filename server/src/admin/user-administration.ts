import { sql } from 'kysely';
import type { Plan } from '@cover-letter/shared/plans';
import { normaliseEmail } from '../auth/credential-rules.ts';
import { appMetadataOf, type UserRow } from '../auth/user-response.ts';
import type { Database } from '../database/create-database.ts';

export type UserSummary = {
  id: string;
  email: string;
  plan: string;
  confirmed: boolean;
  createdAt: string;
  lastSignInAt: string | null;
};

export class UserNotFoundError extends Error {}

function findUser(database: Database, email: string): Promise<UserRow | undefined> {
  return database
    .selectFrom('auth.users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', normaliseEmail(email))
    .executeTakeFirst();
}

/** Every user with plan and letters generated, oldest first. */
export async function listUsers(database: Database): Promise<UserSummary[]> {
  const users = await database.selectFrom('auth.users').selectAll().orderBy('created_at', 'asc').execute();
  return users.map(summarizeUser);
}

/** The operator's view of one user. */
export function summarizeUser(user: UserRow): UserSummary {
  return {
    id: user.id,
    email: user.email,
    plan: String(appMetadataOf(user).plan ?? 'free'),
    confirmed: user.email_confirmed_at !== null,
    createdAt: user.created_at.toISOString(),
    lastSignInAt: user.last_sign_in_at?.toISOString() ?? null,
  };
}

/** Merges keys into a user's app_metadata (where the plan lives). */
export async function updateAppMetadata(
  database: Database,
  userId: string,
  changes: Record<string, unknown>,
): Promise<UserRow | undefined> {
  return database
    .updateTable('auth.users')
    .set({
      raw_app_meta_data: sql`raw_app_meta_data || ${JSON.stringify(changes)}::jsonb`,
      updated_at: new Date(),
    })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

/** Sets a user's plan by email; the next generation sees it (tokens are not trusted for the plan). */
export async function setPlan(database: Database, email: string, plan: Plan): Promise<UserSummary> {
  const user = await findUser(database, email);
  if (!user) throw new UserNotFoundError(`No user has the email ${email}.`);
  const updated = await updateAppMetadata(database, user.id, { plan });
  if (!updated) throw new UserNotFoundError(`No user has the email ${email}.`);
  return summarizeUser(updated);
}

/** Marks a user's email as confirmed (for ENABLE_EMAIL_CONFIRMATION without a mail server). */
export async function confirmUser(database: Database, email: string): Promise<void> {
  const user = await findUser(database, email);
  if (!user) throw new UserNotFoundError(`No user has the email ${email}.`);
  await database
    .updateTable('auth.users')
    .set({ email_confirmed_at: sql`coalesce(email_confirmed_at, now())`, updated_at: new Date() })
    .where('id', '=', user.id)
    .execute();
}
