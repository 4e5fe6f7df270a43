import { sql } from 'kysely';
import { freePlanLetterLimit, type Plan } from '@cover-letter/shared/plans';
import type { Database } from '../database/create-database.ts';

/** How many generations one user may have under way at once. */
export const maximumConcurrentGenerations = 3;

/** A reservation older than this belongs to a server that died mid-generation; it no longer counts. */
const staleReservationMinutes = 10;

export type ReservationResult =
  { reserved: true; reservationId: string } | { reserved: false; reason: 'plan_limit' | 'too_many_running' };

/**
 * Takes one of the user's generations before any work starts. Under a per-user advisory lock, so ten
 * parallel requests from a free user get exactly three reservations.
 */
export async function reserveGeneration(database: Database, userId: string, plan: Plan): Promise<ReservationResult> {
  return database.transaction().execute(async (transaction) => {
    await sql`select pg_advisory_xact_lock(hashtextextended(${userId}, 42))`.execute(transaction);
    const usage = await sql<{ succeeded: number; running: number }>`
      select
        count(*) filter (where status = 'succeeded')::int as succeeded,
        count(*) filter (where status = 'reserved' and created_at > now() - make_interval(mins => ${staleReservationMinutes}))::int as running
      from app.generation_usage where user_id = ${userId}`.execute(transaction);
    const { succeeded = 0, running = 0 } = usage.rows[0] ?? {};
    if (plan !== 'premium' && succeeded + running >= freePlanLetterLimit)
      return { reserved: false, reason: 'plan_limit' } as const;
    if (running >= maximumConcurrentGenerations) return { reserved: false, reason: 'too_many_running' } as const;
    const inserted = await transaction
      .insertInto('app.generation_usage')
      .values({ user_id: userId, status: 'reserved' })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { reserved: true, reservationId: String(inserted.id) } as const;
  });
}

/** Counts the reserved generation as delivered. */
export async function completeGeneration(database: Database, reservationId: string): Promise<void> {
  await database
    .updateTable('app.generation_usage')
    .set({ status: 'succeeded' })
    .where('id', '=', reservationId)
    .execute();
}

/** Gives the reservation back: a failed generation costs nothing. */
export async function releaseGeneration(database: Database, reservationId: string): Promise<void> {
  await database.deleteFrom('app.generation_usage').where('id', '=', reservationId).execute();
}

/** The letters delivered to the user so far: what the plan counts (a reservation under way is not yet a letter). */
export async function countDeliveredGenerations(database: Database, userId: string): Promise<number> {
  const row = await database
    .selectFrom('app.generation_usage')
    .select((expression) => expression.fn.countAll<string>().as('delivered'))
    .where('user_id', '=', userId)
    .where('status', '=', 'succeeded')
    .executeTakeFirst();
  return Number(row?.delivered ?? 0);
}
