import { startServer } from './app/start-server.ts';
import { ConfigError, loadConfig } from './config/load-config.ts';
import { DataDirectoryLockedError } from './database/data-directory-lock.ts';
import { createLogger, routeConsoleToLogger, useProcessLogger } from './observability/logger.ts';

// Every line the server prints is one JSON object (pino), libraries' console output included.
let logger = createLogger({ level: 'info' });
useProcessLogger(logger);
routeConsoleToLogger();

try {
  const config = loadConfig();
  logger = createLogger({ level: config.logLevel });
  useProcessLogger(logger);
  const server = await startServer(config, { logger });
  const mode = server.databaseHandle.kind === 'pglite' ? `embedded database in ${config.dataDirectory}` : 'PostgreSQL';
  const accounts = config.hostedProject ? `, accounts and data at ${config.hostedProject.url}` : '';
  logger.info(`Cover-letter generator listening on http://localhost:${server.port} (${mode}${accounts})`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(
      `Received ${signal}: closing connections and the database (running requests get ${config.shutdownTimeoutSeconds} s).`,
    );
    // A stuck connection must not keep the process (and the data-directory lock) alive for ever.
    setTimeout(() => process.exit(1), (config.shutdownTimeoutSeconds + 15) * 1000).unref();
    await server.stop();
    logger.info('Stopped.');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
} catch (error) {
  if (error instanceof ConfigError || error instanceof DataDirectoryLockedError) {
    logger.fatal(error.message);
  } else {
    logger.fatal({ err: error }, 'The server could not start');
  }
  // pino writes synchronously to stdout by default; nothing is lost by exiting now.
  process.exit(1);
}
