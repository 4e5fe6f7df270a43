-- The user's profile: the resume they last used and the facts they confirmed from it (the fact sheet,
-- docs/decisions/0015-letters-from-confirmed-facts.md), filled in again next time. One row per user, served over
-- /rest/v1/profiles under the same row-level security as the letters.
create table public.profiles (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  resume text not null default '' check (char_length(resume) <= 50000),
  -- The confirmed ResumeFacts (packages/shared/src/fact-sheet-schema.ts). The server parses it with that schema
  -- before using it; the size limit keeps one row from holding more than a fact sheet ever needs.
  resume_facts jsonb check (resume_facts is null or (jsonb_typeof(resume_facts) = 'object' and octet_length(resume_facts::text) <= 200000)),
  updated_at timestamptz not null default clock_timestamp()
);

alter table public.profiles enable row level security;
create policy "Users read their own profile" on public.profiles
  for select to authenticated using ((select auth.uid()) = user_id);
create policy "Users create their own profile" on public.profiles
  for insert to authenticated with check ((select auth.uid()) = user_id);
create policy "Users update their own profile" on public.profiles
  for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "Users delete their own profile" on public.profiles
  for delete to authenticated using ((select auth.uid()) = user_id);
create policy "The service role manages every profile" on public.profiles
  for all to service_role using (true) with check (true);

grant select, insert, update, delete on public.profiles to anon, authenticated, service_role;
