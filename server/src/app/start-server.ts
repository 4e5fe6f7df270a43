import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import type { Logger } from 'pino';
import { createAccessTokenKeys, type AccessTokenKeys } from '../auth/access-token-keys.ts';
import { createHostedProjectAuthenticator, createLocalApiAuthenticator } from '../auth/api-user.ts';
import { createAuthService } from '../auth/auth-service.ts';
import { createMailer } from '../auth/mailer.ts';
import { createAnonKey, loadJwtSecret } from '../auth/server-secrets.ts';
import { loadSigningKeys } from '../auth/signing-keys.ts';
import type { ServerConfig } from '../config/load-config.ts';
import { openDatabase, type DatabaseHandle } from '../database/create-database.ts';
import { lockDataDirectory } from '../database/data-directory-lock.ts';
import { createLetterGenerator } from '../generation/create-letter-generator.ts';
import type { LetterGenerator } from '../generation/letter-generator.ts';
import { createLogger } from '../observability/logger.ts';
import { createMetrics } from '../observability/metrics.ts';
import { withRequestLogging } from '../observability/request-logging.ts';
import { createApp } from './create-app.ts';

export type RunningServer = {
  url: string;
  port: number;
  anonKey: string;
  jwtSecret: string;
  accessTokenKeys: AccessTokenKeys;
  databaseHandle: DatabaseHandle;
  /**
   * Stops taking requests, lets running ones (letters being streamed) finish for up to `timeoutSeconds`
   * (`SHUTDOWN_TIMEOUT` by default), then ends what is left (a stream is told, and not charged), and closes the
   * database and the lock, in that order.
   */
  stop: (options?: { timeoutSeconds?: number }) => Promise<void>;
};

/** After the time limit, streams told to stop get this long to say so and give their reservation back. */
const interruptedRequestsGraceMs = 5_000;

/** Opens the database, builds the app and listens. */
export async function startServer(
  config: ServerConfig,
  overrides: { generator?: LetterGenerator; logger?: Logger } = {},
): Promise<RunningServer> {
  const logger = overrides.logger ?? createLogger({ level: config.logLevel });
  const lock = config.databaseUrl ? undefined : await lockDataDirectory(config.dataDirectory);
  let databaseHandle: DatabaseHandle;
  try {
    databaseHandle = await openDatabase({ dataDirectory: config.dataDirectory, databaseUrl: config.databaseUrl });
  } catch (error) {
    await lock?.release();
    throw error;
  }
  const jwtSecret = await loadJwtSecret({ dataDirectory: config.dataDirectory, configuredSecret: config.jwtSecret });
  const signingKeys =
    config.jwtAlgorithm === 'ES256'
      ? (config.jwtSigningKeys ??
        (await loadSigningKeys({ dataDirectory: config.dataDirectory, configuredKeys: undefined })))
      : undefined;
  const accessTokenKeys = createAccessTokenKeys({ algorithm: config.jwtAlgorithm, jwtSecret, signingKeys });
  const anonKey = createAnonKey(jwtSecret);
  const issuerBase = config.publicUrl ?? `http://localhost:${config.port}`;
  // Known once the server listens (PORT=0 picks a free port); PUBLIC_URL, when set, is always the answer.
  let listeningUrl = issuerBase;
  const mailer = config.mail ? createMailer(config.mail) : undefined;
  const authService = createAuthService({
    siteUrl: () => config.publicUrl ?? listeningUrl,
    mailer,
    database: databaseHandle.database,
    accessTokenKeys,
    issuer: `${issuerBase}/auth/v1`,
    emailConfirmationRequired: config.emailConfirmationRequired,
    refreshTokenReuseIntervalSeconds: config.refreshTokenReuseIntervalSeconds,
  });
  const metrics = createMetrics({
    poolStatistics: databaseHandle.poolStatistics,
    ...(databaseHandle.memory ? { databaseMemory: databaseHandle.memory } : {}),
  });
  let stopping = false;
  const shutdown = new AbortController();
  const app = createApp({
    database: databaseHandle.database,
    authService,
    accessTokenKeys,
    authenticateApiUser: config.hostedProject
      ? createHostedProjectAuthenticator(config.hostedProject)
      : createLocalApiAuthenticator(authService),
    generator: overrides.generator ?? createLetterGenerator(config.languageModel),
    anonKey,
    hostedProject: config.hostedProject,
    publicUrl: config.publicUrl,
    upgradeUrl: config.upgradeUrl,
    webDistDirectory: config.webDistDirectory,
    emailConfirmationRequired: config.emailConfirmationRequired,
    trustProxy: config.trustProxy,
    rateLimits: config.rateLimits,
    maximumPromptsPerUser: config.maximumPromptsPerUser,
    metrics,
    metricsToken: config.metricsToken,
    isStopping: () => stopping,
    shutdownSignal: shutdown.signal,
  });

  const server = createServer(
    withRequestLogging(
      logger,
      getRequestListener(app.fetch, {
        errorHandler: (error) => {
          logger.error({ err: error }, 'A response could not be written');
        },
      }),
    ),
  );
  // Requests whose response has not ended yet, streams included: what a stopping server waits for.
  const running = new Set<ServerResponse>();
  let onRequestEnded = () => {};
  server.on('request', (_incoming, outgoing: ServerResponse) => {
    running.add(outgoing);
    outgoing.once('close', () => {
      running.delete(outgoing);
      onRequestEnded();
    });
  });
  const runningEnded = (timeoutMs: number) =>
    new Promise<void>((resolve) => {
      if (running.size === 0) return resolve();
      const timer = setTimeout(resolve, timeoutMs);
      onRequestEnded = () => {
        if (running.size > 0) return;
        clearTimeout(timer);
        resolve();
      };
    });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const localHost = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  const url = `http://${localHost.includes(':') ? `[${localHost}]` : localHost}:${address.port}`;
  listeningUrl = url;
  await lock?.recordUrl(url);

  let stopped: Promise<void> | undefined;
  const stop = async (timeoutSeconds: number) => {
    stopping = true;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    if (running.size > 0) {
      logger.info(`Waiting up to ${timeoutSeconds} s for ${running.size} running request(s) to finish.`);
      await runningEnded(timeoutSeconds * 1000);
    }
    if (running.size > 0) {
      logger.warn(`${running.size} request(s) still running after ${timeoutSeconds} s: stopping them.`);
      shutdown.abort();
      await runningEnded(interruptedRequestsGraceMs);
    }
    server.closeAllConnections();
    await closed;
    mailer?.close();
    metrics.stop();
    await databaseHandle.close();
    await lock?.release();
  };
  return {
    url,
    port: address.port,
    anonKey,
    jwtSecret,
    accessTokenKeys,
    databaseHandle,
    stop: (options = {}) => {
      stopped ??= stop(options.timeoutSeconds ?? config.shutdownTimeoutSeconds);
      return stopped;
    },
  };
}
