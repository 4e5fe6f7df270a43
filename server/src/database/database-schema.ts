import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type JsonObject = ColumnType<unknown, string | undefined, string>;

export interface UsersTable {
  id: Generated<string>;
  email: string;
  encrypted_password: string;
  raw_app_meta_data: JsonObject;
  raw_user_meta_data: JsonObject;
  email_confirmed_at: NullableTimestamp;
  confirmation_sent_at: NullableTimestamp;
  last_sign_in_at: NullableTimestamp;
  banned_until: NullableTimestamp;
  recovery_token_hash: ColumnType<string | null, string | null | undefined, string | null>;
  recovery_sent_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionsTable {
  id: Generated<string>;
  user_id: string;
  created_at: Timestamp;
  refreshed_at: NullableTimestamp;
  not_after: NullableTimestamp;
  authentication_method: ColumnType<
    'password' | 'recovery',
    'password' | 'recovery' | undefined,
    'password' | 'recovery'
  >;
}

export interface RefreshTokensTable {
  id: Generated<string>;
  token_hash: string;
  session_id: string;
  user_id: string;
  parent_id: string | null;
  revoked_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface PromptsTable {
  id: Generated<string>;
  user_id: string;
  resume: string;
  job_description: string;
  cover_letter: string;
  created_at: Timestamp;
  company: string | null;
  role: string | null;
}

export interface ProfilesTable {
  user_id: string;
  resume: string;
  resume_facts: JsonObject | null;
  updated_at: Timestamp;
}

export interface GenerationUsageTable {
  id: Generated<string>;
  user_id: string;
  status: 'reserved' | 'succeeded';
  created_at: Timestamp;
}

export interface RateLimitWindowsTable {
  bucket: string;
  key_digest: string;
  hits: number;
  resets_at: Timestamp;
}

export interface SchemaMigrationsTable {
  name: string;
  applied_at: Timestamp;
}

export interface DatabaseSchema {
  'auth.users': UsersTable;
  'auth.sessions': SessionsTable;
  'auth.refresh_tokens': RefreshTokensTable;
  'public.prompts': PromptsTable;
  'public.profiles': ProfilesTable;
  'app.generation_usage': GenerationUsageTable;
  'app.rate_limit_windows': RateLimitWindowsTable;
  'app.schema_migrations': SchemaMigrationsTable;
}
