import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { clientAddress } from '../http/client-address.ts';
import { createRateLimiter, type RateLimiter } from '../http/rate-limiter.ts';
import { readJsonBody } from '../http/read-json-body.ts';
import { AuthError } from './auth-error.ts';
import { normaliseEmail, type AuthService } from './auth-service.ts';

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
  rateLimits: { signInSignUpsPerAddress: number; tokenRefreshesPerAddress: number; failedSignInsPerAccount: number };
  /** The public keys access tokens are signed with (none for HS256). */
  publicKeySet: () => { keys: unknown[] };
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

function enforce(limiter: RateLimiter, key: string): void {
  const result = limiter.hit(key);
  if (!result.allowed) throw tooManyRequests(result.retryAfterSeconds);
}

/** The Supabase Auth (GoTrue) endpoints the product uses, mounted at /auth/v1. */
export function createAuthRoutes(authService: AuthService, options: AuthRouteOptions) {
  const routes = new Hono();
  const fiveMinutes = 300;
  const signInSignUpsPerAddress = createRateLimiter({
    limit: options.rateLimits.signInSignUpsPerAddress,
    windowSeconds: fiveMinutes,
  });
  const tokenRefreshesPerAddress = createRateLimiter({
    limit: options.rateLimits.tokenRefreshesPerAddress,
    windowSeconds: fiveMinutes,
  });
  const signUpsPerAccount = createRateLimiter({ limit: 5, windowSeconds: fiveMinutes });
  const failedSignInsPerAccount = createRateLimiter({
    limit: options.rateLimits.failedSignInsPerAccount,
    windowSeconds: 15 * 60,
  });
  const addressOf = (context: Context) => clientAddress(context, options.trustProxy);
  const accountKey = (email: string | undefined) => normaliseEmail(email ?? '');

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
    enforce(signInSignUpsPerAddress, addressOf(context));
    const body = await parseBody(context.req.raw, SignUpBodySchema);
    enforce(signUpsPerAccount, accountKey(body.email));
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
      enforce(signInSignUpsPerAddress, addressOf(context));
      const body = await parseBody(context.req.raw, PasswordGrantBodySchema);
      const account = accountKey(body.email);
      // Blocked accounts are refused before the password is checked, so guessing cannot go on behind the 429.
      const blocked = failedSignInsPerAccount.isBlocked(account);
      if (blocked.blocked) throw tooManyRequests(blocked.retryAfterSeconds);
      try {
        const session = await authService.signInWithPassword(body);
        failedSignInsPerAccount.reset(account);
        return context.json(session);
      } catch (error) {
        if (error instanceof AuthError && error.code === 'invalid_credentials') failedSignInsPerAccount.hit(account);
        throw error;
      }
    }
    if (grantType === 'refresh_token') {
      enforce(tokenRefreshesPerAddress, addressOf(context));
      const body = await parseBody(context.req.raw, RefreshGrantBodySchema);
      return context.json(await authService.refreshSession(body.refresh_token));
    }
    throw new AuthError(400, 'invalid_credentials', 'unsupported_grant_type');
  });

  routes.get('/user', async (context) => {
    const { user } = await authService.authenticate(context.req.header('Authorization'));
    return context.json(authService.toUserResponse(user));
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
