import { AsyncLocalStorage } from 'node:async_hooks';
import { format } from 'node:util';
import { pino, type DestinationStream, type Logger } from 'pino';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/** What is known about the request being handled, wherever in its work a line is logged. */
type RequestContext = { requestId: string; logger: Logger };

const requestContext = new AsyncLocalStorage<RequestContext>();

/** The logger used outside any request (and by code that has no logger of its own), until a server sets one. */
let processLogger: Logger = createLogger({ level: 'info' });

/**
 * One JSON object per line on stdout (pino), with the level as a word and an ISO time, so that any log collector
 * reads it without configuration.
 */
export function createLogger(options: { level: LogLevel; destination?: DestinationStream }): Logger {
  return pino(
    {
      level: options.level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    options.destination,
  );
}

/** Makes `logger` the one lines outside a request go to (the server process's own logger). */
export function useProcessLogger(logger: Logger): void {
  processLogger = logger;
}

/** Runs `work` (the whole handling of one request) with its request id attached to every line it logs. */
export function runWithRequestContext<T>(context: RequestContext, work: () => T): T {
  return requestContext.run(context, work);
}

/** The id of the request being handled, if any. */
export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}

/** The current request's logger (its lines carry the request id), or the process's logger outside a request. */
export function requestLogger(): Logger {
  return requestContext.getStore()?.logger ?? processLogger;
}

/**
 * Sends what libraries print with console.* (the AI SDK's warnings, the HTTP adapter's notes) through the logger, so
 * the server's output stays one JSON object per line, with the request id when printed during a request.
 */
export function routeConsoleToLogger(): void {
  const write = (level: 'info' | 'warn' | 'error' | 'debug') => {
    return (...values: unknown[]) => {
      const logger = requestLogger();
      const error = values.find((value) => value instanceof Error);
      if (error) logger[level]({ err: error }, format(...values.filter((value) => value !== error)) || error.message);
      else logger[level](format(...values));
    };
  };
  console.log = write('info');
  console.info = write('info');
  console.warn = write('warn');
  console.error = write('error');
  console.debug = write('debug');
}
