import { randomBytes, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exposedTables } from '../rest/exposed-tables.ts';
import { testDatabaseUrl } from '../../test/test-server.ts';

const hostedProjectSql = path.resolve(import.meta.dirname, '../../../docs/supabase/hosted-project.sql');

/**
 * What a Supabase project has before the SQL runs: the three API roles, the auth schema with its users table, and
 * auth.uid() reading the request's claims (reference: supabase/auth's migrations, as 0001-initial.sql copies them).
 */
const supabaseStandIn = `
do $$
declare
  role_name text;
begin
  foreach role_name in array array['anon', 'authenticated', 'service_role']
  loop
    if not exists (select 1 from pg_roles where rolname = role_name) then
      begin
        execute format('create role %I nologin noinherit', role_name);
      exception when duplicate_object or unique_violation then
        null;
      end;
    end if;
  end loop;
  if not (select rolsuper from pg_roles where rolname = current_user) then
    execute format('grant anon, authenticated, service_role to %I', current_user);
  end if;
end
$$;
create schema auth;
create table auth.users (id uuid primary key, email text);
create function auth.uid() returns uuid language sql stable as $fn$
  select nullif((nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub'), '')::uuid
$fn$;
grant usage on schema auth to anon, authenticated, service_role;
grant usage on schema public to anon, authenticated, service_role;
`;

type Scratch = {
  exec: (text: string) => Promise<void>;
  query: (text: string, parameters?: unknown[]) => Promise<Array<Record<string, unknown>>>;
  close: () => Promise<void>;
};

/** A fresh database: in-memory PGlite, or a new database on the PostgreSQL run's cluster. */
async function openScratchDatabase(): Promise<Scratch> {
  if (!testDatabaseUrl) {
    const pglite = await PGlite.create();
    return {
      exec: async (text) => {
        await pglite.exec(text);
      },
      query: async (text, parameters) => (await pglite.query<Record<string, unknown>>(text, parameters)).rows,
      close: () => pglite.close(),
    };
  }
  const name = `hosted_project_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return {
    exec: async (text) => {
      await client.query(text);
    },
    query: async (text, parameters) => (await client.query<Record<string, unknown>>(text, parameters)).rows,
    close: async () => {
      await client.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** Runs statements as a signed-in user (or anon), the way PostgREST does: a role and claims for one transaction. */
async function asUser<T>(
  database: Scratch,
  userId: string | undefined,
  work: () => Promise<T>,
  options: { commit?: boolean } = {},
): Promise<T> {
  const claims = JSON.stringify(userId ? { sub: userId, role: 'authenticated' } : { role: 'anon' });
  await database.exec('begin');
  let succeeded = false;
  try {
    await database.query(`select set_config('request.jwt.claims', $1, true)`, [claims]);
    await database.exec(`set local role ${userId ? 'authenticated' : 'anon'}`);
    const result = await work();
    succeeded = true;
    return result;
  } finally {
    await database.exec(succeeded && options.commit ? 'commit' : 'rollback');
  }
}

async function failure(work: Promise<unknown>): Promise<string> {
  return work.then(
    () => 'no error',
    (error: unknown) => (error instanceof Error ? error.message : String(error)),
  );
}

describe("the SQL for a hosted project's tables (docs/supabase/hosted-project.sql)", () => {
  let database: Scratch;
  const owner = randomUUID();
  const stranger = randomUUID();

  beforeAll(async () => {
    database = await openScratchDatabase();
    await database.exec(supabaseStandIn);
    const script = await readFile(hostedProjectSql, 'utf8');
    await database.exec(script);
    // Run twice: the steps say running it again changes nothing.
    await database.exec(script);
    await database.query('insert into auth.users (id, email) values ($1, $2), ($3, $4)', [
      owner,
      'owner@example.com',
      stranger,
      'stranger@example.com',
    ]);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('creates every column the web app reads and writes, as this server serves them', async () => {
    for (const table of Object.values(exposedTables)) {
      const rows = await database.query(
        `select column_name from information_schema.columns where table_schema = 'public' and table_name = $1`,
        [table.name],
      );
      expect(rows.map((row) => String(row.column_name)).sort()).toEqual(Object.keys(table.columns).sort());
    }
  });

  it("lets a user save and read their own letters and profile, and nobody else's", async () => {
    await asUser(
      database,
      owner,
      async () => {
        await database.query(
          `insert into public.prompts (resume, job_description, cover_letter, company) values ('r', 'j', 'Dear team', 'Globex')`,
        );
        await database.query(`insert into public.profiles (resume) values ('My resume')`);
      },
      { commit: true },
    );
    await asUser(database, owner, async () => {
      const prompts = await database.query('select user_id, company from public.prompts');
      expect(prompts).toEqual([{ user_id: owner, company: 'Globex' }]);
      expect(await database.query('select user_id, resume from public.profiles')).toEqual([
        { user_id: owner, resume: 'My resume' },
      ]);
    });
    await asUser(database, owner, async () => {
      expect(
        await failure(
          database.query(
            `insert into public.prompts (user_id, resume, job_description, cover_letter) values ($1, 'r', 'j', 'l')`,
            [stranger],
          ),
        ),
      ).toContain('row-level security');
    });
  });

  it("hides one user's rows from another and from the anon key", async () => {
    await asUser(database, stranger, async () => {
      expect(await database.query('select * from public.prompts')).toEqual([]);
      expect(await database.query('select * from public.profiles')).toEqual([]);
      const updated = await database.query(`update public.prompts set cover_letter = 'mine now' returning id`);
      expect(updated).toEqual([]);
    });
    expect(await failure(asUser(database, undefined, () => database.query('select * from public.prompts')))).toContain(
      'permission denied',
    );
  });
});
