-- Letters are metered by user id in this server's own database, whoever keeps the accounts. In the split deployment
-- (docs/decisions/0030-split-deployment.md) the users live in a hosted Supabase project, not in auth.users here, so the
-- meter cannot reference them. Deleting one of our own users still forgets their meter, as the cascade did.
alter table app.generation_usage drop constraint if exists generation_usage_user_id_fkey;

create or replace function app.forget_generation_usage() returns trigger
language plpgsql
as $$
begin
  delete from app.generation_usage where user_id = old.id;
  return old;
end
$$;

create trigger users_forget_generation_usage
  after delete on auth.users
  for each row execute function app.forget_generation_usage();
