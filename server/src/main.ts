import { startServer } from './app/start-server.ts';
import { ConfigError, loadConfig } from './config/load-config.ts';
import { DataDirectoryLockedError } from './database/data-directory-lock.ts';

try {
  const config = loadConfig();
  const server = await startServer(config);
  const mode = server.databaseHandle.kind === 'pglite' ? `embedded database in ${config.dataDirectory}` : 'PostgreSQL';
  console.log(`Cover-letter generator listening on http://localhost:${server.port} (${mode})`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`Received ${signal}: closing connections and the database.`);
    // A stuck connection must not keep the process (and the data-directory lock) alive for ever.
    setTimeout(() => process.exit(1), 10_000).unref();
    await server.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
} catch (error) {
  if (error instanceof ConfigError || error instanceof DataDirectoryLockedError) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
}
