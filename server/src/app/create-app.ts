import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { routePath } from 'hono/route';
import { messages } from '@cover-letter/shared/messages';
import type { AppConfig } from '@cover-letter/shared/app-config-schema';
import type { AccessTokenKeys } from '../auth/access-token-keys.ts';
import type { AuthenticateApiUser } from '../auth/api-user.ts';
import { AuthError } from '../auth/auth-error.ts';
import { createAdminRoutes } from '../auth/admin-routes.ts';
import { createAuthRoutes, type AuthRouteOptions } from '../auth/auth-routes.ts';
import type { AuthService } from '../auth/auth-service.ts';
import type { ServerConfig } from '../config/load-config.ts';
import type { Database } from '../database/create-database.ts';
import { createGenerationRoutes, GenerationError } from '../generation/generation-routes.ts';
import type { LetterGenerator } from '../generation/letter-generator.ts';
import { createHealthRoutes } from '../observability/health-routes.ts';
import { requestLogger } from '../observability/logger.ts';
import type { Metrics } from '../observability/metrics.ts';
import { PostgrestError } from '../rest/postgrest-error.ts';
import { createRestRoutes } from '../rest/rest-routes.ts';
import { createWebAppHandler } from './serve-web-app.ts';

export type AppOptions = {
  database: Database;
  authService: AuthService;
  accessTokenKeys: AccessTokenKeys;
  /** Who a generation request is for: our own accounts, or the hosted project's tokens. */
  authenticateApiUser: AuthenticateApiUser;
  generator: LetterGenerator;
  anonKey: string;
  /** The split deployment: accounts and data on this Supabase project; /auth/v1 and /rest/v1 are not served here. */
  hostedProject: { url: string; anonKey: string } | undefined;
  publicUrl: string | undefined;
  upgradeUrl: string | undefined;
  webDistDirectory: string;
  emailConfirmationRequired: boolean;
  trustProxy: boolean;
  rateLimits: AuthRouteOptions['rateLimits'] & Pick<ServerConfig['rateLimits'], 'letterChecksPerUser'>;
  maximumPromptsPerUser: number;
  metrics: Metrics;
  metricsToken: string | undefined;
  /** True once the server has been told to stop: /ready says so and new requests are turned away. */
  isStopping: () => boolean;
  /** Aborted when a stopping server's time for running requests is up: streams end with an error, uncharged. */
  shutdownSignal: AbortSignal;
};

/** Thrown for a request that arrives on an open connection while the server stops. */
class ServerStopping extends Error {}

/** Headers supabase-js sends and reads across origins (docs/architecture.md#supabase-wire-compatibility). */
const corsOptions = {
  origin: '*',
  allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
  allowHeaders: [
    'apikey',
    'authorization',
    'content-type',
    'x-client-info',
    'x-supabase-api-version',
    'prefer',
    'accept',
    'accept-profile',
    'content-profile',
    'range',
    'x-retry-count',
    'traceparent',
    'tracestate',
    'baggage',
  ],
  exposeHeaders: ['Content-Range', 'X-Supabase-Api-Version', 'X-Total-Count', 'Retry-After'],
  maxAge: 86_400,
};

/** The origin the browser used: behind a trusted proxy, the one it forwarded. */
function requestOrigin(request: Request, trustProxy: boolean): string {
  const url = new URL(request.url);
  if (!trustProxy) return url.origin;
  const forwardedProtocol = request.headers.get('X-Forwarded-Proto')?.split(',')[0]?.trim();
  const forwardedHost = request.headers.get('X-Forwarded-Host')?.split(',')[0]?.trim();
  const protocol =
    forwardedProtocol === 'http' || forwardedProtocol === 'https' ? `${forwardedProtocol}:` : url.protocol;
  const host = forwardedHost && /^[A-Za-z0-9.-]+(:\d{1,5})?$/.test(forwardedHost) ? forwardedHost : url.host;
  return new URL(`${protocol}//${host}`).origin;
}

/** The whole HTTP surface: auth, data, generation, health, runtime config and the SPA. */
export function createApp(options: AppOptions) {
  const app = new Hono();
  const { hostedProject } = options;

  app.use(async (context, next) => {
    const started = performance.now();
    await next();
    options.metrics.countRequest(
      { method: context.req.method, route: routePath(context) || 'unmatched', status: context.res.status },
      (performance.now() - started) / 1000,
    );
  });
  app.use(async (context, next) => {
    // The load balancer stops sending new requests once /ready fails; one that still arrives on a kept-alive
    // connection is told to try again (elsewhere) rather than started and cut off.
    if (options.isStopping() && !['/health', '/ready', '/metrics'].includes(context.req.path)) {
      context.header('Connection', 'close');
      throw new ServerStopping('The server is restarting. Please try again.');
    }
    await next();
  });
  if (!hostedProject) {
    app.use('/auth/v1/*', cors(corsOptions));
    app.use('/rest/v1/*', cors(corsOptions));
  }
  app.use('/generate-cover-letter', cors(corsOptions));
  app.use('/check-letter', cors(corsOptions));
  app.use('/revise-cover-letter', cors(corsOptions));
  app.use('/usage', cors(corsOptions));
  app.use(async (context, next) => {
    await next();
    // An answer given before the request body was read (a refusal) must not leave the rest of that body on a
    // kept-alive socket: the client would reuse a connection the server is about to drop.
    const request = context.req.raw;
    if (request.body !== null && !request.bodyUsed) context.header('Connection', 'close');
    context.header('X-Content-Type-Options', 'nosniff');
    context.header('Referrer-Policy', 'no-referrer');
  });

  app.route(
    '/',
    createHealthRoutes({
      database: options.database,
      metrics: options.metrics,
      metricsToken: options.metricsToken,
      isStopping: options.isStopping,
    }),
  );

  app.get('/app-config.json', (context) => {
    const origin = options.publicUrl ?? requestOrigin(context.req.raw, options.trustProxy);
    const config: AppConfig = {
      supabaseUrl: hostedProject?.url ?? origin,
      supabaseAnonKey: hostedProject?.anonKey ?? options.anonKey,
      apiUrl: origin,
      ...(options.upgradeUrl ? { upgradeUrl: options.upgradeUrl } : {}),
    };
    context.header('Cache-Control', 'no-store');
    return context.json(config);
  });

  if (!hostedProject) {
    app.route(
      '/auth/v1/admin',
      createAdminRoutes({
        database: options.database,
        accessTokenKeys: options.accessTokenKeys,
        siteUrl: options.authService.siteUrl,
      }),
    );
    app.route(
      '/auth/v1',
      createAuthRoutes(options.authService, {
        emailConfirmationRequired: options.emailConfirmationRequired,
        trustProxy: options.trustProxy,
        rateLimits: options.rateLimits,
        publicKeySet: options.accessTokenKeys.publicKeySet,
        database: options.database,
      }),
    );
    app.route(
      '/rest/v1',
      createRestRoutes({
        database: options.database,
        accessTokenKeys: options.accessTokenKeys,
        maximumPromptsPerUser: options.maximumPromptsPerUser,
      }),
    );
  }
  app.route(
    '/',
    createGenerationRoutes({
      database: options.database,
      authenticateApiUser: options.authenticateApiUser,
      generator: options.generator,
      observeGeneration: options.metrics.observeGeneration,
      shutdownSignal: options.shutdownSignal,
      letterChecksPerUser: options.rateLimits.letterChecksPerUser,
    }),
  );

  // Anything else under an API prefix gets that surface's own 404, never the SPA's index.html. In the split
  // deployment the whole of /auth/v1 and /rest/v1 lives at the hosted project, and the answer says so.
  app.all('/auth/v1/*', () => {
    if (hostedProject) {
      throw new AuthError(404, 'not_found', `Accounts are kept by ${hostedProject.url}/auth/v1, not by this server`);
    }
    throw new AuthError(404, 'not_found', 'This endpoint is not supported');
  });
  app.all('/rest/v1/*', (context) => {
    if (hostedProject) {
      throw new PostgrestError(404, 'PGRST125', `Data is kept by ${hostedProject.url}/rest/v1, not by this server`);
    }
    throw new PostgrestError(404, 'PGRST125', `Invalid path specified in request URL: ${context.req.path}`);
  });
  app.all('/generate-cover-letter', (context) => context.json({ error: 'Use POST to generate a cover letter.' }, 405));
  app.all('/check-letter', (context) => context.json({ error: 'Use POST to check a letter.' }, 405));
  app.all('/revise-cover-letter', (context) => context.json({ error: 'Use POST to revise a cover letter.' }, 405));

  // The page may talk to its own origin and, in the split deployment, to the hosted project.
  app.get(
    '*',
    createWebAppHandler(options.webDistDirectory, {
      connectSources: hostedProject ? [new URL(hostedProject.url).origin] : [],
    }),
  );

  app.onError((error, context) => {
    if (error instanceof AuthError) {
      context.header('X-Supabase-Api-Version', '2024-01-01');
      context.header('x-sb-error-code', error.code);
      for (const [name, value] of Object.entries(error.headers)) context.header(name, value);
      return context.json(error.toBody(), error.status as 400);
    }
    if (error instanceof PostgrestError) {
      context.header('Proxy-Status', `PostgREST; error=${error.code}`);
      if (error.status === 401)
        context.header(
          'WWW-Authenticate',
          `Bearer error="invalid_token", error_description="${error.message.replaceAll('"', "'")}"`,
        );
      return context.json(error.toBody(), error.status as 400);
    }
    if (error instanceof GenerationError) {
      for (const [name, value] of Object.entries(error.headers)) context.header(name, value);
      return context.json({ error: error.message }, error.status);
    }
    const path = context.req.path;
    if (error instanceof ServerStopping) {
      context.header('Retry-After', '1');
      if (path.startsWith('/auth/')) {
        context.header('X-Supabase-Api-Version', '2024-01-01');
        return context.json(new AuthError(503, 'service_unavailable', error.message).toBody(), 503);
      }
      if (path.startsWith('/rest/')) {
        return context.json({ code: 'PGRST000', message: error.message, details: null, hint: null }, 503);
      }
      return context.json({ error: error.message }, 503);
    }
    requestLogger().error({ err: error }, `Unhandled error on ${context.req.method} ${path}`);
    if (path.startsWith('/auth/')) {
      const failure = new AuthError(
        500,
        'unexpected_failure',
        'Unexpected failure, please check server logs for more information',
      );
      context.header('X-Supabase-Api-Version', '2024-01-01');
      return context.json(failure.toBody(), 500);
    }
    if (path.startsWith('/rest/')) {
      return context.json({ code: 'PGRST000', message: 'Internal server error', details: null, hint: null }, 500);
    }
    return context.json({ error: messages.serverError }, 500);
  });

  return app;
}
