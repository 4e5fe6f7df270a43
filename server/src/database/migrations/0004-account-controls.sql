-- Account controls (change and reset a password, delete an account, download one's data).

-- A password-reset link's token, stored as a SHA-256 hash (a database leak gives no usable link), and when it was
-- sent; one outstanding link per user, used once, valid for an hour.
alter table auth.users
  add column recovery_token_hash text,
  add column recovery_sent_at timestamptz;
create unique index users_recovery_token_hash_key on auth.users (recovery_token_hash)
  where recovery_token_hash is not null;

-- How a session began: a session opened by a reset link may set a new password without the old one, once.
alter table auth.sessions
  add column authentication_method text not null default 'password'
    check (authentication_method in ('password', 'recovery'));
