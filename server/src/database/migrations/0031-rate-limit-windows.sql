-- Rate limits and password-guess slowing shared by every app server on this database
-- (docs/decisions/0031-limits-in-postgresql.md): one fixed window per limit and key, counted with an atomic upsert.
-- Keys (addresses, emails) are stored as SHA-256 digests only. Not exposed over /rest/v1.
create table app.rate_limit_windows (
  bucket text not null,
  key_digest text not null,
  hits integer not null,
  resets_at timestamptz not null,
  primary key (bucket, key_digest)
);
create index rate_limit_windows_resets_at_idx on app.rate_limit_windows (resets_at);
