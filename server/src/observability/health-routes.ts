import { timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { findMissingMigrations, type Database } from '../database/create-database.ts';
import { requestLogger } from './logger.ts';
import type { Metrics } from './metrics.ts';

/** A readiness probe answers within this time, or the database counts as unreachable. */
const readinessTimeoutMs = 3_000;

function sameToken(given: string, expected: string): boolean {
  const left = Buffer.from(given);
  const right = Buffer.from(expected);
  return left.length === right.length && timingSafeEqual(left, right);
}

async function withinTime<T>(work: Promise<T>, milliseconds: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${milliseconds} ms`)), milliseconds);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * What a load balancer and a monitoring system ask: `/health` (the process is alive), `/ready` (it should get
 * traffic: the database answers, every migration is applied, and it is not shutting down) and `/metrics`
 * (Prometheus text; behind `METRICS_TOKEN` when one is set).
 */
export function createHealthRoutes(options: {
  database: Database;
  metrics: Metrics;
  metricsToken: string | undefined;
  isStopping: () => boolean;
}) {
  const routes = new Hono();

  routes.get('/health', (context) => context.json({ status: 'ok' }));

  routes.get('/ready', async (context) => {
    context.header('Cache-Control', 'no-store');
    if (options.isStopping()) return context.json({ status: 'stopping' }, 503);
    let missing: string[];
    try {
      missing = await withinTime(findMissingMigrations(options.database), readinessTimeoutMs);
    } catch (error) {
      requestLogger().warn(
        `Not ready: the database did not answer (${error instanceof Error ? error.message : String(error)})`,
      );
      return context.json({ status: 'unavailable', reason: 'The database does not answer.' }, 503);
    }
    if (missing.length > 0) {
      return context.json({ status: 'unavailable', reason: `Migrations not applied yet: ${missing.join(', ')}` }, 503);
    }
    return context.json({ status: 'ready' });
  });

  routes.get('/metrics', async (context) => {
    if (options.metricsToken) {
      const token = /^Bearer\s+(\S+)$/i.exec(context.req.header('Authorization') ?? '')?.[1];
      if (!token || !sameToken(token, options.metricsToken)) {
        context.header('WWW-Authenticate', 'Bearer');
        return context.text('The metrics need the token set in METRICS_TOKEN.', 401);
      }
    }
    context.header('Content-Type', options.metrics.registry.contentType);
    context.header('Cache-Control', 'no-store');
    return context.body(await options.metrics.registry.metrics());
  });

  return routes;
}
