-- Roles as Supabase has them: requests switch to anon or authenticated, and row-level security is the real gate.
-- service_role gets explicit policies instead of BYPASSRLS, which only a superuser may grant: the server can then
-- run under an ordinary login role.
-- Roles are shared by every database of a cluster, so two databases migrating at once may race to create
-- them: whichever loses treats the role as already there.
do $$
declare
  role_definition text;
begin
  foreach role_definition in array array['anon nologin noinherit', 'authenticated nologin noinherit', 'service_role nologin noinherit']
  loop
    if not exists (select 1 from pg_roles where rolname = split_part(role_definition, ' ', 1)) then
      begin
        execute 'create role ' || role_definition;
      exception when duplicate_object or unique_violation then
        null;
      end;
    end if;
  end loop;
end
$$;

create schema if not exists auth;

create table auth.users (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  encrypted_password text not null,
  raw_app_meta_data jsonb not null default '{}'::jsonb,
  raw_user_meta_data jsonb not null default '{}'::jsonb,
  email_confirmed_at timestamptz,
  confirmation_sent_at timestamptz,
  last_sign_in_at timestamptz,
  banned_until timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index users_email_key on auth.users (lower(email));

create table auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  refreshed_at timestamptz,
  not_after timestamptz
);
create index sessions_user_id_idx on auth.sessions (user_id);

-- Refresh tokens are stored as SHA-256 hashes: a database leak gives no usable token.
create table auth.refresh_tokens (
  id bigint generated always as identity primary key,
  token_hash text not null unique,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  parent_id bigint references auth.refresh_tokens (id) on delete set null,
  revoked_at timestamptz,
  created_at timestamptz not null default now()
);
create index refresh_tokens_session_id_idx on auth.refresh_tokens (session_id);

-- auth.uid() as Supabase defines it: the sub claim of the request's JWT, or null for anonymous requests.
create or replace function auth.uid() returns uuid
language sql stable
as $$
  select nullif(
    coalesce(
      nullif(current_setting('request.jwt.claim.sub', true), ''),
      (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
    ),
    ''
  )::uuid
$$;

create or replace function auth.role() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )
$$;

grant usage on schema auth to anon, authenticated, service_role;
grant execute on function auth.uid() to anon, authenticated, service_role;
grant execute on function auth.role() to anon, authenticated, service_role;

create table public.prompts (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  resume text not null,
  job_description text not null,
  cover_letter text not null,
  -- clock_timestamp, not now(): two letters saved in one transaction still order newest first.
  created_at timestamptz not null default clock_timestamp()
);
create index prompts_user_id_created_at_idx on public.prompts (user_id, created_at desc);

alter table public.prompts enable row level security;
create policy "Users read their own prompts" on public.prompts
  for select to authenticated using ((select auth.uid()) = user_id);
create policy "Users insert their own prompts" on public.prompts
  for insert to authenticated with check ((select auth.uid()) = user_id);
create policy "Users update their own prompts" on public.prompts
  for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "Users delete their own prompts" on public.prompts
  for delete to authenticated using ((select auth.uid()) = user_id);
create policy "The service role manages every prompt" on public.prompts
  for all to service_role using (true) with check (true);

grant usage on schema public to anon, authenticated, service_role;
grant select, insert, update, delete on public.prompts to anon, authenticated, service_role;

-- What the server meters: one row per generation that succeeded or is under way. Not exposed over /rest/v1.
create schema if not exists app;
create table app.generation_usage (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  status text not null check (status in ('reserved', 'succeeded')),
  created_at timestamptz not null default now()
);
create index generation_usage_user_id_idx on app.generation_usage (user_id);
