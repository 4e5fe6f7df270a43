-- The tables the web app keeps in a hosted Supabase project when this server runs in the split deployment
-- (docs/deploy.md): the saved letters (prompts) and the profile (the last resume and its confirmed facts),
-- each row visible only to its owner through row-level security. Run it once in the project's SQL editor, or with
-- `psql "$SUPABASE_DB_URL" -f docs/supabase/hosted-project.sql`; running it again changes nothing.
--
-- The same shape as this server's own migrations (server/src/database/migrations/0001-initial.sql,
-- 0010-prompt-company-and-role.sql, 0020-profiles.sql), so the one web app works against either.
-- server/src/database/hosted-project-sql.test.ts applies it to a stand-in for a project's auth schema and checks both.

create table if not exists public.prompts (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  resume text not null,
  job_description text not null,
  cover_letter text not null,
  -- clock_timestamp, not now(): two letters saved in one transaction still order newest first.
  created_at timestamptz not null default clock_timestamp(),
  company text check (char_length(company) <= 200),
  role text check (char_length(role) <= 200)
);
create index if not exists prompts_user_id_created_at_idx on public.prompts (user_id, created_at desc);

alter table public.prompts enable row level security;
drop policy if exists "Users read their own prompts" on public.prompts;
create policy "Users read their own prompts" on public.prompts
  for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "Users insert their own prompts" on public.prompts;
create policy "Users insert their own prompts" on public.prompts
  for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "Users update their own prompts" on public.prompts;
create policy "Users update their own prompts" on public.prompts
  for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "Users delete their own prompts" on public.prompts;
create policy "Users delete their own prompts" on public.prompts
  for delete to authenticated using ((select auth.uid()) = user_id);

create table if not exists public.profiles (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  resume text not null default '' check (char_length(resume) <= 50000),
  resume_facts jsonb check (
    resume_facts is null or (jsonb_typeof(resume_facts) = 'object' and octet_length(resume_facts::text) <= 200000)
  ),
  updated_at timestamptz not null default clock_timestamp()
);

alter table public.profiles enable row level security;
drop policy if exists "Users read their own profile" on public.profiles;
create policy "Users read their own profile" on public.profiles
  for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "Users create their own profile" on public.profiles;
create policy "Users create their own profile" on public.profiles
  for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "Users update their own profile" on public.profiles;
create policy "Users update their own profile" on public.profiles
  for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "Users delete their own profile" on public.profiles;
create policy "Users delete their own profile" on public.profiles
  for delete to authenticated using ((select auth.uid()) = user_id);

-- Signed-in users only; the anon key reads and writes nothing here. (The service role bypasses row-level security.)
revoke all on public.prompts, public.profiles from anon;
grant select, insert, update, delete on public.prompts, public.profiles to authenticated;
