import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createAuthService } from '../auth/auth-service.ts';
import { createAnonKey, loadJwtSecret } from '../auth/server-secrets.ts';
import type { ServerConfig } from '../config/load-config.ts';
import { openDatabase, type DatabaseHandle } from '../database/create-database.ts';
import { lockDataDirectory } from '../database/data-directory-lock.ts';
import { createLetterGenerator } from '../generation/create-letter-generator.ts';
import type { LetterGenerator } from '../generation/letter-generator.ts';
import { createApp } from './create-app.ts';

export type RunningServer = {
  url: string;
  port: number;
  anonKey: string;
  jwtSecret: string;
  databaseHandle: DatabaseHandle;
  stop: () => Promise<void>;
};

/** Opens the database, builds the app and listens; `stop` closes connections, the database and the lock, in that order. */
export async function startServer(
  config: ServerConfig,
  overrides: { generator?: LetterGenerator } = {},
): Promise<RunningServer> {
  const lock = config.databaseUrl ? undefined : await lockDataDirectory(config.dataDirectory);
  let databaseHandle: DatabaseHandle;
  try {
    databaseHandle = await openDatabase({ dataDirectory: config.dataDirectory, databaseUrl: config.databaseUrl });
  } catch (error) {
    await lock?.release();
    throw error;
  }
  const jwtSecret = await loadJwtSecret({ dataDirectory: config.dataDirectory, configuredSecret: config.jwtSecret });
  const anonKey = createAnonKey(jwtSecret);
  const issuerBase = config.publicUrl ?? `http://localhost:${config.port}`;
  const authService = createAuthService({
    database: databaseHandle.database,
    jwtSecret,
    issuer: `${issuerBase}/auth/v1`,
    emailConfirmationRequired: config.emailConfirmationRequired,
    refreshTokenReuseIntervalSeconds: config.refreshTokenReuseIntervalSeconds,
  });
  const app = createApp({
    database: databaseHandle.database,
    authService,
    generator: overrides.generator ?? createLetterGenerator(config.languageModel),
    jwtSecret,
    anonKey,
    publicUrl: config.publicUrl,
    upgradeUrl: config.upgradeUrl,
    webDistDirectory: config.webDistDirectory,
    emailConfirmationRequired: config.emailConfirmationRequired,
    trustProxy: config.trustProxy,
    rateLimits: config.rateLimits,
  });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const listening = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolve(listening));
  });
  const address = server.address() as AddressInfo;
  const localHost = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  await lock?.recordUrl(`http://${localHost.includes(':') ? `[${localHost}]` : localHost}:${address.port}`);
  let stopped = false;
  return {
    url: `http://${localHost.includes(':') ? `[${localHost}]` : localHost}:${address.port}`,
    port: address.port,
    anonKey,
    jwtSecret,
    databaseHandle,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
      await databaseHandle.close();
      await lock?.release();
    },
  };
}
