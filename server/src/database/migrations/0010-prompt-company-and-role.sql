-- Each saved letter carries the company and role it was written for (issue 11): filled from the facts the letter was
-- written from when the generator reports them, editable by the person, null when unknown. The limit matches the
-- fact sheet's short texts (packages/shared/src/prompt-schema.ts), so a bad client cannot store a resume in a label.
alter table public.prompts
  add column company text check (char_length(company) <= 200),
  add column role text check (char_length(role) <= 200);
