import { z } from 'zod';
import type { Selectable } from 'kysely';
import type { UsersTable } from '../database/database-schema.ts';

export type UserRow = Selectable<UsersTable>;

const MetadataSchema = z.record(z.string(), z.unknown());

/** Metadata columns are jsonb; parse them rather than trust their shape. */
export function parseMetadata(value: unknown): Record<string, unknown> {
  const parsed = MetadataSchema.safeParse(typeof value === 'string' ? safeJsonParse(value) : value);
  return parsed.success ? parsed.data : {};
}

function safeJsonParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The user's app_metadata as tokens and responses carry it: provider facts plus the plan. */
export function appMetadataOf(user: UserRow): Record<string, unknown> {
  return { provider: 'email', providers: ['email'], plan: 'free', ...parseMetadata(user.raw_app_meta_data) };
}

function timestamp(value: Date | null): string | undefined {
  return value ? value.toISOString() : undefined;
}

/** A user in the JSON shape GoTrue returns (reference/supabase-contract.md §3). */
export function toUserResponse(user: UserRow): Record<string, unknown> {
  const userMetadata = {
    ...parseMetadata(user.raw_user_meta_data),
    email: user.email,
    email_verified: user.email_confirmed_at !== null,
    phone_verified: false,
    sub: user.id,
  };
  const createdAt = user.created_at.toISOString();
  const updatedAt = user.updated_at.toISOString();
  const response: Record<string, unknown> = {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: timestamp(user.email_confirmed_at),
    phone: '',
    confirmation_sent_at: timestamp(user.confirmation_sent_at),
    confirmed_at: timestamp(user.email_confirmed_at),
    last_sign_in_at: timestamp(user.last_sign_in_at),
    recovery_sent_at: timestamp(user.recovery_sent_at),
    app_metadata: appMetadataOf(user),
    user_metadata: userMetadata,
    identities: [
      {
        identity_id: user.id,
        id: user.id,
        user_id: user.id,
        identity_data: {
          email: user.email,
          email_verified: user.email_confirmed_at !== null,
          phone_verified: false,
          sub: user.id,
        },
        provider: 'email',
        last_sign_in_at: timestamp(user.last_sign_in_at) ?? createdAt,
        created_at: createdAt,
        updated_at: updatedAt,
        email: user.email,
      },
    ],
    created_at: createdAt,
    updated_at: updatedAt,
    is_anonymous: false,
  };
  for (const key of Object.keys(response)) if (response[key] === undefined) delete response[key];
  return response;
}
