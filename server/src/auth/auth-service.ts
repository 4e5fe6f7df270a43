import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../database/create-database.ts';
import { AuthError, invalidCredentials } from './auth-error.ts';
import type { AccessTokenKeys } from './access-token-keys.ts';
import type { JwtClaims } from './json-web-token.ts';
import { hashPassword, verifyAgainstDummyHash, verifyPassword } from './password-hashing.ts';
import { appMetadataOf, parseMetadata, toUserResponse, type UserRow } from './user-response.ts';

export type AuthServiceOptions = {
  database: Database;
  accessTokenKeys: AccessTokenKeys;
  issuer: string;
  emailConfirmationRequired: boolean;
  accessTokenLifetimeSeconds?: number;
  refreshTokenReuseIntervalSeconds?: number;
};

export type SessionResponse = {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
};

export const minimumPasswordLength = 6;
export const maximumPasswordLength = 72;
const emailPattern = /^[^\s@"<>()[\]\\,;:]+@[^\s@"<>()[\]\\,;:]+\.[^\s@"<>()[\]\\,;:]+$/;

function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Emails compare case-insensitively and without surrounding spaces. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Checks an email the way GoTrue words its answers. */
export function validateEmail(email: string | undefined): string {
  if (!email || email.trim() === '') throw new AuthError(400, 'validation_failed', 'An email address is required');
  const normalised = normaliseEmail(email);
  if (normalised.length > 255 || !emailPattern.test(normalised) || /[\u0000-\u001f\u007f]/.test(normalised)) {
    throw new AuthError(400, 'email_address_invalid', 'Unable to validate email address: invalid format');
  }
  return normalised;
}

/** SPEC.md's minimum of 6 and a maximum; the answer carries GoTrue's `weak_password` reasons. */
export function validateNewPassword(password: string | undefined): string {
  if (password === undefined || password === '') {
    throw new AuthError(400, 'validation_failed', 'Signup requires a valid password');
  }
  if (password.includes('\u0000')) {
    throw new AuthError(400, 'validation_failed', 'Password cannot contain the NUL character');
  }
  if ([...password].length > maximumPasswordLength) {
    throw new AuthError(400, 'validation_failed', `Password cannot be longer than ${maximumPasswordLength} characters`);
  }
  if ([...password].length < minimumPasswordLength) {
    throw new AuthError(422, 'weak_password', `Password should be at least ${minimumPasswordLength} characters.`, {
      weak_password: { reasons: ['length'] },
    });
  }
  return password;
}

/** Accounts and sessions, wire-compatible with Supabase Auth. */
export function createAuthService(options: AuthServiceOptions) {
  const { database, accessTokenKeys } = options;
  const accessTokenLifetimeSeconds = options.accessTokenLifetimeSeconds ?? 3600;
  const reuseIntervalSeconds = options.refreshTokenReuseIntervalSeconds ?? 10;

  function issueAccessToken(user: UserRow, sessionId: string, signedInAt: Date): { token: string; expiresAt: number } {
    const issuedAt = Math.floor(Date.now() / 1000);
    const expiresAt = issuedAt + accessTokenLifetimeSeconds;
    const token = accessTokenKeys.signAccessToken({
      iss: options.issuer,
      sub: user.id,
      aud: 'authenticated',
      exp: expiresAt,
      iat: issuedAt,
      email: user.email,
      phone: '',
      app_metadata: appMetadataOf(user),
      user_metadata: parseMetadata(user.raw_user_meta_data),
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: Math.floor(signedInAt.getTime() / 1000) }],
      session_id: sessionId,
      is_anonymous: false,
    });
    return { token, expiresAt };
  }

  function buildSession(user: UserRow, sessionId: string, signedInAt: Date, refreshToken: string): SessionResponse {
    const accessToken = issueAccessToken(user, sessionId, signedInAt);
    return {
      access_token: accessToken.token,
      token_type: 'bearer',
      expires_in: accessTokenLifetimeSeconds,
      expires_at: accessToken.expiresAt,
      refresh_token: refreshToken,
      user: toUserResponse(user),
    };
  }

  async function startSession(user: UserRow): Promise<SessionResponse> {
    const refreshToken = randomBytes(32).toString('base64url');
    const signedInAt = new Date();
    const sessionId = await database.transaction().execute(async (transaction) => {
      const session = await transaction
        .insertInto('auth.sessions')
        .values({ user_id: user.id })
        .returning('id')
        .executeTakeFirstOrThrow();
      await transaction
        .insertInto('auth.refresh_tokens')
        .values({
          token_hash: hashRefreshToken(refreshToken),
          session_id: session.id,
          user_id: user.id,
          parent_id: null,
        })
        .execute();
      return session.id;
    });
    const signedInUser = await database
      .updateTable('auth.users')
      .set({ last_sign_in_at: signedInAt })
      .where('id', '=', user.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return buildSession(signedInUser, sessionId, signedInAt, refreshToken);
  }

  function findUserByEmail(email: string): Promise<UserRow | undefined> {
    return database
      .selectFrom('auth.users')
      .selectAll()
      .where(sql<string>`lower(email)`, '=', normaliseEmail(email))
      .executeTakeFirst();
  }

  function assertNotBanned(user: UserRow, status: number): void {
    if (user.banned_until && user.banned_until.getTime() > Date.now()) {
      throw new AuthError(status, 'user_banned', 'User is banned');
    }
  }

  return {
    /** Creates an account; returns a session, or only the user when email confirmation is required. */
    async signUp(input: {
      email?: string;
      password?: string;
      userMetadata?: Record<string, unknown>;
    }): Promise<{ session: SessionResponse } | { user: Record<string, unknown> }> {
      const email = validateEmail(input.email);
      const password = validateNewPassword(input.password);
      const existing = await findUserByEmail(email);
      if (existing) {
        if (options.emailConfirmationRequired) {
          // GoTrue answers an existing email with an obfuscated user so sign-up cannot probe for accounts.
          const now = new Date().toISOString();
          return {
            user: {
              id: randomUUID(),
              aud: 'authenticated',
              role: '',
              email,
              phone: '',
              confirmation_sent_at: now,
              app_metadata: { provider: 'email', providers: ['email'] },
              user_metadata: {},
              identities: [],
              created_at: now,
              updated_at: now,
              is_anonymous: false,
            },
          };
        }
        // Hash anyway, so the answer takes as long as a real sign-up.
        await verifyAgainstDummyHash(password);
        throw new AuthError(422, 'user_already_exists', 'User already registered');
      }
      const encryptedPassword = await hashPassword(password);
      const now = new Date();
      const inserted = await database
        .insertInto('auth.users')
        .values({
          email,
          encrypted_password: encryptedPassword,
          raw_app_meta_data: JSON.stringify({ provider: 'email', providers: ['email'], plan: 'free' }),
          raw_user_meta_data: JSON.stringify(input.userMetadata ?? {}),
          email_confirmed_at: options.emailConfirmationRequired ? null : now,
          confirmation_sent_at: options.emailConfirmationRequired ? now : null,
        })
        .onConflict((conflict) => conflict.expression(sql`lower(email)`).doNothing())
        .returningAll()
        .executeTakeFirst();
      if (!inserted) throw new AuthError(422, 'user_already_exists', 'User already registered');
      if (options.emailConfirmationRequired) return { user: toUserResponse(inserted) };
      return { session: await startSession(inserted) };
    },

    /** The password grant; unknown emails cost the same hashing time as wrong passwords. */
    async signInWithPassword(input: { email?: string; password?: string }): Promise<SessionResponse> {
      const email = (input.email ?? '').trim();
      const password = input.password ?? '';
      if (email === '' || password === '') {
        throw new AuthError(400, 'validation_failed', 'missing email or phone');
      }
      // PostgreSQL text cannot hold NUL, and no stored email or password has one: refuse before the query.
      if ([...password].length > 1024 || email.includes('\u0000') || email.length > 255) {
        await verifyAgainstDummyHash('');
        throw invalidCredentials();
      }
      const user = await findUserByEmail(email);
      const passwordMatches = user
        ? await verifyPassword(password, user.encrypted_password)
        : await verifyAgainstDummyHash(password);
      if (!user || !passwordMatches) throw invalidCredentials();
      if (!user.email_confirmed_at) throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
      assertNotBanned(user, 400);
      return startSession(user);
    },

    /** Rotates a refresh token; reusing a rotated one after the reuse interval revokes the whole session. */
    async refreshSession(refreshToken: string | undefined): Promise<SessionResponse> {
      if (!refreshToken) throw new AuthError(400, 'validation_failed', 'Refresh token is not valid');
      const result = await database.transaction().execute(async (transaction) => {
        const stored = await transaction
          .selectFrom('auth.refresh_tokens')
          .selectAll()
          .where('token_hash', '=', hashRefreshToken(refreshToken))
          .forUpdate()
          .executeTakeFirst();
        if (!stored) {
          throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
        }
        const session = await transaction
          .selectFrom('auth.sessions')
          .selectAll()
          .where('id', '=', stored.session_id)
          .forUpdate()
          .executeTakeFirst();
        if (!session) {
          throw new AuthError(400, 'session_not_found', 'Invalid Refresh Token: No Valid Session Found');
        }
        const now = new Date();
        if (stored.revoked_at) {
          const secondsSinceRotation = (now.getTime() - stored.revoked_at.getTime()) / 1000;
          if (secondsSinceRotation > reuseIntervalSeconds) {
            return { outcome: 'reused', sessionId: session.id } as const;
          }
          // Inside the reuse interval (two tabs refreshing at once) the caller gets a fresh sibling token.
        } else {
          await transaction
            .updateTable('auth.refresh_tokens')
            .set({ revoked_at: now })
            .where('id', '=', stored.id)
            .execute();
        }
        const nextToken = randomBytes(32).toString('base64url');
        await transaction
          .insertInto('auth.refresh_tokens')
          .values({
            token_hash: hashRefreshToken(nextToken),
            session_id: session.id,
            user_id: stored.user_id,
            parent_id: stored.id,
          })
          .execute();
        await transaction
          .updateTable('auth.sessions')
          .set({ refreshed_at: now })
          .where('id', '=', session.id)
          .execute();
        const user = await transaction
          .selectFrom('auth.users')
          .selectAll()
          .where('id', '=', stored.user_id)
          .executeTakeFirstOrThrow();
        return { outcome: 'rotated', user, sessionId: session.id, signedInAt: session.created_at, nextToken } as const;
      });
      if (result.outcome === 'reused') {
        // Outside the transaction so the revocation commits even though the request fails.
        await database.deleteFrom('auth.sessions').where('id', '=', result.sessionId).execute();
        throw new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
      }
      assertNotBanned(result.user, 400);
      return buildSession(result.user, result.sessionId, result.signedInAt, result.nextToken);
    },

    /** Resolves a Bearer access token to its user and session, with GoTrue's codes for each failure. */
    async authenticate(
      authorizationHeader: string | undefined,
    ): Promise<{ user: UserRow; claims: JwtClaims; sessionId: string | undefined }> {
      const token = /^Bearer\s+(\S+)\s*$/i.exec(authorizationHeader ?? '')?.[1];
      if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
      const verification = await accessTokenKeys.verify(token);
      if (!verification.valid) {
        throw new AuthError(
          403,
          'bad_jwt',
          `invalid JWT: unable to parse or verify signature, ${verification.message}`,
        );
      }
      const { claims } = verification;
      if (!claims.sub) throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
      if (!/^[0-9a-f-]{36}$/i.test(claims.sub))
        throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
      const user = await database.selectFrom('auth.users').selectAll().where('id', '=', claims.sub).executeTakeFirst();
      if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
      if (claims.session_id !== undefined) {
        const sessionExists = /^[0-9a-f-]{36}$/i.test(claims.session_id)
          ? await database
              .selectFrom('auth.sessions')
              .select('id')
              .where('id', '=', claims.session_id)
              .executeTakeFirst()
          : undefined;
        if (!sessionExists) {
          throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
        }
      }
      assertNotBanned(user, 403);
      return { user, claims, sessionId: claims.session_id };
    },

    toUserResponse,

    /** Ends sessions: `global` all of the user's, `local` this one, `others` all but this one. */
    async signOut(input: {
      userId: string;
      sessionId: string | undefined;
      scope: 'global' | 'local' | 'others';
    }): Promise<void> {
      let query = database.deleteFrom('auth.sessions').where('user_id', '=', input.userId);
      if (input.scope === 'local') {
        const sessionId = input.sessionId;
        if (!sessionId) return;
        query = query.where('id', '=', sessionId);
      } else if (input.scope === 'others' && input.sessionId) {
        query = query.where('id', '!=', input.sessionId);
      }
      await query.execute();
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
