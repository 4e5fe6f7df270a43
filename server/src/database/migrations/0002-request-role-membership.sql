-- The server switches to anon, authenticated or service_role for every data request. A superuser may switch to any
-- role; a non-superuser login role (recommended for DATABASE_URL) must be a member of the three. It created them
-- (CREATEROLE), so it may grant them to itself.
do $$
begin
  if not (select rolsuper from pg_roles where rolname = current_user) then
    execute format('grant anon, authenticated, service_role to %I', current_user);
  end if;
end
$$;
