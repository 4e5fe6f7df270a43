import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { clientAddress } from '../http/client-address.ts';
import type { Database } from '../database/create-database.ts';
import { createRateLimiter, type RateLimiter } from '../http/rate-limiter.ts';
import { readJsonBody } from '../http/read-json-body.ts';
import { AuthError } from './auth-error.ts';
import type { AuthService } from './auth-service.ts';
import { normaliseEmail } from './credential-rules.ts';
import { chooseRedirect } from './password-recovery.ts';

const apiVersion = '2024-01-01';

const SignUpBodySchema = z.object({
  email: z.string().optional(),
  password: z.string().optional(),
  data: z.record(z.string(), z.unknown()).nullish(),
});

const PasswordGrantBodySchema = z.object({
  email: z.string().optional(),
  password: z.string().optional(),
});

const RefreshGrantBodySchema = z.object({ refresh_token: z.string().optional() });

const LogoutScopeSchema = z.enum(['global', 'local', 'others']);

/** What supabase-js `updateUser` sends (docs/architecture.md#supabase-wire-compatibility). */
const UpdateUserBodySchema = z.object({
  email: z.string().optional(),
  phone: z.string().optional(),
  password: z.string().optional(),
  current_password: z.string().optional(),
  nonce: z.string().optional(),
  data: z.record(z.string(), z.unknown()).nullish(),
});

const DeleteUserBodySchema = z.object({ password: z.string().optional() });

const RecoverBodySchema = z.object({ email: z.string().optional() });

const VerifyBodySchema = z.object({
  type: z.string(),
  token_hash: z.string().optional(),
  token: z.string().optional(),
});

async function parseBody<T>(request: Request, schema: z.ZodType<T>): Promise<T> {
  const body = await readJsonBody(request);
  if (!body.ok) throw new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${body.reason}`);
  const parsed = schema.safeParse(body.value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
    throw new AuthError(
      400,
      'validation_failed',
      `Invalid request body${where}: ${issue?.message ?? 'unexpected shape'}`,
    );
  }
  return parsed.data;
}

export type AuthRouteOptions = {
  emailConfirmationRequired: boolean;
  trustProxy: boolean;
  rateLimits: {
    signInSignUpsPerAddress: number;
    tokenRefreshesPerAddress: number;
    failedSignInsPerAccountAndAddress: number;
  };
  /** The public keys access tokens are signed with (none for HS256). */
  publicKeySet: () => { keys: unknown[] };
  /** Where the rate limits' windows are kept. */
  database: Database;
};

function tooManyRequests(retryAfterSeconds: number): AuthError {
  return new AuthError(
    429,
    'over_request_rate_limit',
    'Request rate limit reached',
    {},
    { 'Retry-After': String(retryAfterSeconds) },
  );
}

async function enforce(limiter: RateLimiter, key: string): Promise<void> {
  const result = await limiter.hit(key);
  if (!result.allowed) throw tooManyRequests(result.retryAfterSeconds);
}

/** The Supabase Auth (GoTrue) endpoints the product uses, mounted at /auth/v1. */
export function createAuthRoutes(authService: AuthService, options: AuthRouteOptions) {
  const routes = new Hono();
  const fiveMinutes = 300;
  // Kept in the database, so several app servers on one PostgreSQL database share every limit.
  const limiter = (bucket: string, limit: number, windowSeconds: number) =>
    createRateLimiter({ database: options.database, bucket, limit, windowSeconds });
  const signInSignUpsPerAddress = limiter('sign-in-sign-up', options.rateLimits.signInSignUpsPerAddress, fiveMinutes);
  const tokenRefreshesPerAddress = limiter('token-refresh', options.rateLimits.tokenRefreshesPerAddress, fiveMinutes);
  const signUpsPerAccount = limiter('sign-up-account', 5, fiveMinutes);
  // Keyed by account and address together: one address guessing a password slows only itself, and cannot lock the
  // owner out of their own account from elsewhere. The per-address limits above still cap what one address tries.
  const failedSignInsPerAccountAndAddress = limiter(
    'failed-sign-in',
    options.rateLimits.failedSignInsPerAccountAndAddress,
    15 * 60,
  );
  const recoveryEmailsPerAccount = limiter('recovery-email', 1, 60);
  const addressOf = (context: Context) => clientAddress(context, options.trustProxy);
  const accountKey = (email: string | undefined) => normaliseEmail(email ?? '');
  const guesserOf = (context: Context, email: string | undefined) => `${accountKey(email)}\n${addressOf(context)}`;

  routes.use(async (context, next) => {
    await next();
    context.header('X-Supabase-Api-Version', apiVersion);
  });
  routes.use(
    bodyLimit({
      maxSize: 64 * 1024,
      onError: () => {
        throw new AuthError(413, 'request_too_large', 'Request body is too large');
      },
    }),
  );

  routes.post('/signup', async (context) => {
    await enforce(signInSignUpsPerAddress, addressOf(context));
    const body = await parseBody(context.req.raw, SignUpBodySchema);
    await enforce(signUpsPerAccount, accountKey(body.email));
    const result = await authService.signUp({
      email: body.email,
      password: body.password,
      userMetadata: body.data ?? {},
    });
    return context.json('session' in result ? result.session : result.user);
  });

  routes.post('/token', async (context) => {
    const grantType = context.req.query('grant_type');
    if (grantType === 'password') {
      await enforce(signInSignUpsPerAddress, addressOf(context));
      const body = await parseBody(context.req.raw, PasswordGrantBodySchema);
      const guesser = guesserOf(context, body.email);
      return context.json(
        await withPasswordGuessLimit(
          guesser,
          { wrongPasswordCode: 'invalid_credentials', rightPasswordClears: true },
          () => authService.signInWithPassword(body),
        ),
      );
    }
    if (grantType === 'refresh_token') {
      await enforce(tokenRefreshesPerAddress, addressOf(context));
      const body = await parseBody(context.req.raw, RefreshGrantBodySchema);
      return context.json(await authService.refreshSession(body.refresh_token));
    }
    throw new AuthError(400, 'invalid_credentials', 'unsupported_grant_type');
  });

  routes.get('/user', async (context) => {
    const { user } = await authService.authenticate(context.req.header('Authorization'));
    return context.json(authService.toUserResponse(user));
  });

  /**
   * Checks a password under the per-account-and-address slowing. The attempt is counted before the password is
   * checked, so parallel guesses (on any number of servers) get no more checks than the limit; a slowed address is
   * refused before its password is looked at, so guessing cannot go on behind the 429. Only a wrong password stays
   * counted. A right one at sign-in clears the count; account changes (which need not check a password) leave it.
   */
  async function withPasswordGuessLimit<T>(
    guesser: string,
    check: { wrongPasswordCode: string; rightPasswordClears: boolean },
    work: () => Promise<T>,
  ): Promise<T> {
    await enforce(failedSignInsPerAccountAndAddress, guesser);
    let result: T;
    try {
      result = await work();
    } catch (error) {
      if (!(error instanceof AuthError && error.code === check.wrongPasswordCode)) {
        await failedSignInsPerAccountAndAddress.giveBack(guesser);
      }
      throw error;
    }
    if (check.rightPasswordClears) await failedSignInsPerAccountAndAddress.reset(guesser);
    else await failedSignInsPerAccountAndAddress.giveBack(guesser);
    return result;
  }
  const currentPasswordCheck = { wrongPasswordCode: 'reauthentication_not_valid', rightPasswordClears: false };

  routes.put('/user', async (context) => {
    const { user, session } = await authService.authenticate(context.req.header('Authorization'));
    const body = await parseBody(context.req.raw, UpdateUserBodySchema);
    if (body.phone) throw new AuthError(422, 'validation_failed', 'Phone numbers are not supported by this server');
    const updated = await withPasswordGuessLimit(guesserOf(context, user.email), currentPasswordCheck, () =>
      authService.updateUser({
        user,
        session,
        email: body.email,
        password: body.password,
        currentPassword: body.current_password,
        data: body.data ?? undefined,
      }),
    );
    return context.json(authService.toUserResponse(updated));
  });

  // Not part of GoTrue (Supabase deletes users through its admin API only): the account's own "delete my account",
  // confirmed with the current password.
  routes.delete('/user', async (context) => {
    const { user } = await authService.authenticate(context.req.header('Authorization'));
    const body = await parseBody(context.req.raw, DeleteUserBodySchema);
    await withPasswordGuessLimit(guesserOf(context, user.email), currentPasswordCheck, () =>
      authService.deleteAccount({ user, password: body.password }),
    );
    return context.body(null, 204);
  });

  // Not part of GoTrue either: everything the product keeps about the signed-in user, as a JSON download.
  routes.get('/user/export', async (context) => {
    const { user } = await authService.authenticate(context.req.header('Authorization'));
    context.header('Content-Type', 'application/json; charset=utf-8');
    context.header('Content-Disposition', 'attachment; filename="cover-letter-data.json"');
    context.header('Cache-Control', 'no-store');
    return context.body(authService.exportUserData(user));
  });

  routes.post('/recover', async (context) => {
    await enforce(signInSignUpsPerAddress, addressOf(context));
    const body = await parseBody(context.req.raw, RecoverBodySchema);
    // One email per address a minute, as GoTrue's SMTP_MAX_FREQUENCY; counted whether or not the account exists.
    const sent = await recoveryEmailsPerAccount.hit(accountKey(body.email));
    if (!sent.allowed) {
      throw new AuthError(
        429,
        'over_email_send_rate_limit',
        `For security purposes, you can only request this after ${sent.retryAfterSeconds} seconds.`,
        {},
        { 'Retry-After': String(sent.retryAfterSeconds) },
      );
    }
    await authService.requestPasswordRecovery({ email: body.email, redirectTo: context.req.query('redirect_to') });
    return context.json({});
  });

  // The link in the reset email: a 303 to the app with the session in the URL fragment, as GoTrue answers it; the
  // fragment never reaches a server, and supabase-js reads it there (detectSessionInUrl, PASSWORD_RECOVERY).
  routes.get('/verify', async (context) => {
    const target = chooseRedirect(authService.siteUrl(), context.req.query('redirect_to'));
    const fragment = new URLSearchParams();
    try {
      if (context.req.query('type') !== 'recovery') {
        throw new AuthError(400, 'validation_failed', 'Only recovery links are supported by this server');
      }
      const session = await authService.verifyRecovery(context.req.query('token'));
      fragment.set('access_token', session.access_token);
      fragment.set('expires_at', String(session.expires_at));
      fragment.set('expires_in', String(session.expires_in));
      fragment.set('refresh_token', session.refresh_token);
      fragment.set('token_type', 'bearer');
      fragment.set('type', 'recovery');
    } catch (error) {
      if (!(error instanceof AuthError)) throw error;
      fragment.set('error', 'access_denied');
      fragment.set('error_code', error.code);
      fragment.set('error_description', error.message);
    }
    context.header('Cache-Control', 'no-store');
    return context.redirect(`${target}#${fragment.toString()}`, 303);
  });

  // supabase-js verifyOtp({ token_hash, type: 'recovery' }), for apps that put the token in their own link.
  routes.post('/verify', async (context) => {
    const body = await parseBody(context.req.raw, VerifyBodySchema);
    if (body.type !== 'recovery') {
      throw new AuthError(400, 'validation_failed', 'Only recovery links are supported by this server');
    }
    return context.json(await authService.verifyRecovery(body.token_hash ?? body.token));
  });

  routes.post('/logout', async (context) => {
    const scope = LogoutScopeSchema.safeParse(context.req.query('scope') ?? 'global');
    if (!scope.success) {
      throw new AuthError(
        400,
        'validation_failed',
        `Unsupported logout scope ${JSON.stringify(context.req.query('scope'))}`,
      );
    }
    const { user, sessionId } = await authService.authenticate(context.req.header('Authorization'));
    await authService.signOut({ userId: user.id, sessionId, scope: scope.data });
    return context.body(null, 204);
  });

  // Where a resource server finds the keys to check our access tokens, as GoTrue publishes them: with ES256 the public
  // key (by `kid`), with HS256 an empty set (the secret is never published).
  routes.get('/.well-known/jwks.json', (context) => {
    context.header('Cache-Control', 'public, max-age=600');
    return context.json(options.publicKeySet());
  });

  routes.get('/settings', (context) =>
    context.json({
      external: { email: true, phone: false },
      disable_signup: false,
      mailer_autoconfirm: !options.emailConfirmationRequired,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    }),
  );

  return routes;
}
