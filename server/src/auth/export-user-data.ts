import { sql } from 'kysely';
import type { Database } from '../database/create-database.ts';
import { toUserResponse, type UserRow } from './user-response.ts';

/** Saved letters read per database round trip while an export streams out. */
const promptsPerPage = 20;

/**
 * Everything the product keeps about one user, as one JSON document: the account (as `GET /user` shows it), every
 * saved letter with its inputs, the profile (last resume and confirmed facts), every generation counted against the
 * plan, and the open sessions (without tokens).
 * Streamed: the letters are read a page at a time, at the pace the client reads, so a large account never sits in
 * memory whole.
 */
export function exportUserData(database: Database, user: UserRow): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let stage: 'head' | 'prompts' | 'tail' | 'done' = 'head';
  let after: { createdAt: string; id: string } | undefined;
  let promptsWritten = 0;
  return new ReadableStream<Uint8Array>(
    {
      // Each pull enqueues something or closes: a pull that did neither would leave the reader waiting for ever.
      async pull(controller) {
        for (;;) {
          const enqueued = await writeNext(controller);
          if (enqueued || stage === 'done') return;
        }
      },
    },
    { highWaterMark: 0 },
  );

  /** Writes the next part of the document; false when that part turned out empty. */
  async function writeNext(controller: ReadableStreamDefaultController<Uint8Array>): Promise<boolean> {
    if (stage === 'head') {
      const head = { exported_at: new Date().toISOString(), user: toUserResponse(user) };
      // The document is written in pieces: the head without its closing brace, then the letters, then the rest.
      const headWithoutClose = JSON.stringify(head, null, 2).slice(0, -2);
      controller.enqueue(encoder.encode(`${headWithoutClose},\n  "prompts": [`));
      stage = 'prompts';
      return true;
    }
    if (stage === 'prompts') {
      const page = await sql<{ row: string; created_at: string; id: string }>`
            select row_to_json(prompt)::text as row, prompt.created_at::text as created_at, prompt.id::text as id
            from (select id, resume, job_description, cover_letter, created_at from public.prompts
                  where user_id = ${user.id}
                    ${after ? sql`and (created_at, id) > (${after.createdAt}::timestamptz, ${after.id}::uuid)` : sql``}
                  order by created_at, id limit ${promptsPerPage}) as prompt`.execute(database);
      const rows = page.rows;
      if (rows.length > 0) {
        const text = rows.map((row) => row.row).join(',\n    ');
        controller.enqueue(encoder.encode(`${promptsWritten > 0 ? ',' : ''}\n    ${text}`));
        promptsWritten += rows.length;
        const last = rows.at(-1);
        if (last) after = { createdAt: last.created_at, id: last.id };
      }
      if (rows.length < promptsPerPage) stage = 'tail';
      return rows.length > 0;
    }
    if (stage === 'tail') {
      const generations = await database
        .selectFrom('app.generation_usage')
        .select(['status', 'created_at'])
        .where('user_id', '=', user.id)
        .orderBy('created_at')
        .execute();
      const sessions = await database
        .selectFrom('auth.sessions')
        .select(['id', 'created_at', 'refreshed_at', 'authentication_method'])
        .where('user_id', '=', user.id)
        .orderBy('created_at')
        .execute();
      const profile = await database
        .selectFrom('public.profiles')
        .select(['resume', 'resume_facts', 'updated_at'])
        .where('user_id', '=', user.id)
        .executeTakeFirst();
      const tail = JSON.stringify({ profile: profile ?? null, generations, sessions }, null, 2).replace(/^{\n/, '');
      controller.enqueue(encoder.encode(`${promptsWritten > 0 ? '\n  ' : ''}],\n${tail}\n`));
      stage = 'done';
      controller.close();
      return true;
    }
    return false;
  }
}
