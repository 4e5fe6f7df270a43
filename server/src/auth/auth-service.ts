import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../database/create-database.ts';
import { AuthError, invalidCredentials } from './auth-error.ts';
import type { AccessTokenKeys } from './access-token-keys.ts';
import type { JwtClaims } from './json-web-token.ts';
import { normaliseEmail, validateEmail, validateNewPassword } from './credential-rules.ts';
import { hashPassword, verifyAgainstDummyHash, verifyPassword } from './password-hashing.ts';
import { exportUserData } from './export-user-data.ts';
import type { Mailer } from './mailer.ts';
import { consumeRecoveryToken, createRecoveryLink } from './password-recovery.ts';
import { validateUserMetadata } from './user-metadata-rules.ts';
import { appMetadataOf, parseMetadata, toUserResponse, type UserRow } from './user-response.ts';

export type AuthServiceOptions = {
  database: Database;
  accessTokenKeys: AccessTokenKeys;
  issuer: string;
  emailConfirmationRequired: boolean;
  accessTokenLifetimeSeconds?: number;
  refreshTokenReuseIntervalSeconds?: number;
  /** The site's own URL, for links in emails (PUBLIC_URL, or the address the server listens on). */
  siteUrl: () => string;
  /** Sends reset links; undefined when no SMTP server is configured. */
  mailer: Mailer | undefined;
};

export type SessionInfo = { id: string; authenticationMethod: 'password' | 'recovery'; createdAt: Date };

/** A session opened by a reset link may set a new password without the old one for this long. */
const recoverySessionPasswordWindowMinutes = 60;

export type SessionResponse = {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
};

function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Accounts and sessions, wire-compatible with Supabase Auth. */
export function createAuthService(options: AuthServiceOptions) {
  const { database, accessTokenKeys } = options;
  const accessTokenLifetimeSeconds = options.accessTokenLifetimeSeconds ?? 3600;
  const reuseIntervalSeconds = options.refreshTokenReuseIntervalSeconds ?? 10;

  function issueAccessToken(
    user: UserRow,
    sessionId: string,
    signedInAt: Date,
    method: 'password' | 'recovery',
  ): { token: string; expiresAt: number } {
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
      amr: [{ method, timestamp: Math.floor(signedInAt.getTime() / 1000) }],
      session_id: sessionId,
      is_anonymous: false,
    });
    return { token, expiresAt };
  }

  function buildSession(
    user: UserRow,
    session: { id: string; signedInAt: Date; method: 'password' | 'recovery' },
    refreshToken: string,
  ): SessionResponse {
    const accessToken = issueAccessToken(user, session.id, session.signedInAt, session.method);
    return {
      access_token: accessToken.token,
      token_type: 'bearer',
      expires_in: accessTokenLifetimeSeconds,
      expires_at: accessToken.expiresAt,
      refresh_token: refreshToken,
      user: toUserResponse(user),
    };
  }

  async function startSession(user: UserRow, method: 'password' | 'recovery' = 'password'): Promise<SessionResponse> {
    const refreshToken = randomBytes(32).toString('base64url');
    const signedInAt = new Date();
    const sessionId = await database.transaction().execute(async (transaction) => {
      const session = await transaction
        .insertInto('auth.sessions')
        .values({ user_id: user.id, authentication_method: method })
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
    return buildSession(signedInUser, { id: sessionId, signedInAt, method }, refreshToken);
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
      const userMetadata = validateUserMetadata(input.userMetadata ?? {});
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
          raw_user_meta_data: JSON.stringify(userMetadata),
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
        return {
          outcome: 'rotated',
          user,
          session: { id: session.id, signedInAt: session.created_at, method: session.authentication_method },
          nextToken,
        } as const;
      });
      if (result.outcome === 'reused') {
        // Outside the transaction so the revocation commits even though the request fails.
        await database.deleteFrom('auth.sessions').where('id', '=', result.sessionId).execute();
        throw new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
      }
      assertNotBanned(result.user, 400);
      return buildSession(result.user, result.session, result.nextToken);
    },

    /** Resolves a Bearer access token to its user and session, with GoTrue's codes for each failure. */
    async authenticate(
      authorizationHeader: string | undefined,
    ): Promise<{ user: UserRow; claims: JwtClaims; sessionId: string | undefined; session: SessionInfo | undefined }> {
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
      let session: SessionInfo | undefined;
      if (claims.session_id !== undefined) {
        const row = /^[0-9a-f-]{36}$/i.test(claims.session_id)
          ? await database
              .selectFrom('auth.sessions')
              .select(['id', 'authentication_method', 'created_at'])
              .where('id', '=', claims.session_id)
              .where('user_id', '=', user.id)
              .executeTakeFirst()
          : undefined;
        if (!row) {
          throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
        }
        session = { id: row.id, authenticationMethod: row.authentication_method, createdAt: row.created_at };
      }
      assertNotBanned(user, 403);
      return { user, claims, sessionId: claims.session_id, session };
    },

    /**
     * `PUT /user` (supabase-js updateUser): a new password, and user metadata merged in (a null value removes its key).
     * A password change needs the current password, unless the session came from a reset link in the last hour; it
     * signs out every other session of the user, as GoTrue does.
     */
    async updateUser(input: {
      user: UserRow;
      session: SessionInfo | undefined;
      email?: string | undefined;
      password?: string | undefined;
      currentPassword?: string | undefined;
      data?: Record<string, unknown> | undefined;
    }): Promise<UserRow> {
      const { user, session } = input;
      if (input.email !== undefined && normaliseEmail(input.email) !== normaliseEmail(user.email)) {
        throw new AuthError(422, 'validation_failed', 'Changing the email address is not supported by this server');
      }
      let userMetadata: Record<string, unknown> | undefined;
      if (input.data) {
        const merged: Record<string, unknown> = { ...parseMetadata(user.raw_user_meta_data) };
        for (const [key, value] of Object.entries(input.data)) {
          if (value === null) delete merged[key];
          else merged[key] = value;
        }
        userMetadata = validateUserMetadata(merged);
      }
      let encryptedPassword: string | undefined;
      if (input.password !== undefined) {
        const password = validateNewPassword(input.password, 'Password update requires a valid password');
        const recoveryWindowOpen =
          session?.authenticationMethod === 'recovery' &&
          Date.now() - session.createdAt.getTime() < recoverySessionPasswordWindowMinutes * 60_000;
        if (!recoveryWindowOpen) {
          if (!input.currentPassword) {
            throw new AuthError(400, 'reauthentication_needed', 'Password update requires reauthentication');
          }
          if (!(await verifyPassword(input.currentPassword, user.encrypted_password))) {
            throw new AuthError(400, 'reauthentication_not_valid', 'The current password is not correct');
          }
        }
        if (await verifyPassword(password, user.encrypted_password)) {
          throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
        }
        encryptedPassword = await hashPassword(password);
      }
      if (encryptedPassword === undefined && userMetadata === undefined) return user;
      return database.transaction().execute(async (transaction) => {
        const updated = await transaction
          .updateTable('auth.users')
          .set({
            ...(encryptedPassword ? { encrypted_password: encryptedPassword, recovery_token_hash: null } : {}),
            ...(userMetadata ? { raw_user_meta_data: JSON.stringify(userMetadata) } : {}),
            updated_at: new Date(),
          })
          .where('id', '=', user.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        if (encryptedPassword) {
          let others = transaction.deleteFrom('auth.sessions').where('user_id', '=', user.id);
          if (session) others = others.where('id', '!=', session.id);
          await others.execute();
          // The reset link has done its work: this session changes the password again only with the new one.
          if (session) {
            await transaction
              .updateTable('auth.sessions')
              .set({ authentication_method: 'password' })
              .where('id', '=', session.id)
              .execute();
          }
        }
        return updated;
      });
    },

    /** Deletes the account and, by cascade, every session, saved letter and generation record of it. */
    async deleteAccount(input: { user: UserRow; password: string | undefined }): Promise<void> {
      if (!input.password) {
        throw new AuthError(400, 'reauthentication_needed', 'Deleting the account requires the current password');
      }
      if (!(await verifyPassword(input.password, input.user.encrypted_password))) {
        throw new AuthError(400, 'reauthentication_not_valid', 'The current password is not correct');
      }
      await database.deleteFrom('auth.users').where('id', '=', input.user.id).execute();
    },

    /**
     * `POST /recover`: emails a reset link when the address has an account. The answer is the same either way and
     * comes at once; the email goes out in the background, so neither its content nor its timing tells whether the
     * account exists.
     */
    async requestPasswordRecovery(input: { email: string | undefined; redirectTo: string | undefined }): Promise<void> {
      if (!input.email || input.email.trim() === '') {
        throw new AuthError(400, 'validation_failed', 'Password recovery requires an email');
      }
      const email = validateEmail(input.email);
      const mailer = options.mailer;
      if (!mailer) {
        throw new AuthError(
          422,
          'email_provider_disabled',
          "Password reset by email is not set up on this server. Ask the site's operator for a reset link.",
        );
      }
      const recovery = await createRecoveryLink(database, {
        email,
        siteUrl: options.siteUrl(),
        redirectTo: input.redirectTo,
      });
      if (!recovery) return;
      mailer.sendPasswordRecovery(recovery.user.email, recovery.link).catch((error: unknown) => {
        console.error(`The password-reset email to ${recovery.user.email} could not be sent:`, error);
      });
    },

    /** A reset link's token, used once: a session that may set a new password. */
    async verifyRecovery(token: string | undefined): Promise<SessionResponse> {
      const user = token ? await consumeRecoveryToken(database, token) : undefined;
      if (!user) throw new AuthError(403, 'otp_expired', 'Email link is invalid or has expired');
      assertNotBanned(user, 400);
      return startSession(user, 'recovery');
    },

    siteUrl: options.siteUrl,

    /** The signed-in user's data as a JSON stream (`GET /user/export`). */
    exportUserData: (user: UserRow) => exportUserData(database, user),

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
