-- Bounded storage (docs/decisions/0009-bounded-queries.md). The limits live in the database, so that no path that
-- writes (the data service, the admin command, a future endpoint) can store more.
--
-- NOT VALID: rows stored before these limits existed stay readable and deletable; every new or changed row is checked.

-- The generation endpoint's 50,000-character inputs (packages/shared/src/generation-schema.ts), and 20,000 characters
-- for a letter: the generators write at most 6,000, and a person editing a saved letter has room to spare.
alter table public.prompts
  add constraint prompts_resume_length check (char_length(resume) <= 50000) not valid,
  add constraint prompts_job_description_length check (char_length(job_description) <= 50000) not valid,
  add constraint prompts_cover_letter_length check (char_length(cover_letter) <= 20000) not valid;

-- User metadata rides in every access token, which travels in a request header: 4 KiB of JSON keeps tokens well under
-- the 16 KiB that servers and proxies accept for headers.
alter table auth.users
  add constraint users_user_metadata_size check (octet_length(raw_user_meta_data::text) <= 4096) not valid;

-- Saved letters per user. The server sets app.max_prompts_per_user for each data request (MAX_PROMPTS_PER_USER); a
-- session without it (an operator in psql) is not limited. The per-user advisory lock makes parallel inserts count one
-- after another, so the limit holds under races. SQLSTATE PT403 is PostgREST's convention for "answer with HTTP 403".
create or replace function app.enforce_prompts_per_user() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  maximum_prompts integer := nullif(current_setting('app.max_prompts_per_user', true), '')::integer;
  stored_prompts integer;
begin
  if maximum_prompts is null then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtextextended(new.user_id::text, 7341));
  select count(*) into stored_prompts from public.prompts where user_id = new.user_id;
  if stored_prompts >= maximum_prompts then
    raise exception using
      errcode = 'PT403',
      message = format('You have reached the limit of %s saved cover letters', maximum_prompts),
      detail = format('Each account may keep at most %s saved cover letters.', maximum_prompts),
      hint = 'Delete saved letters you no longer need, then save again.';
  end if;
  return new;
end
$$;

revoke all on function app.enforce_prompts_per_user() from public;

create trigger prompts_per_user_limit
  before insert on public.prompts
  for each row execute function app.enforce_prompts_per_user();
