import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { runWithRequestContext } from './logger.ts';

type NodeRequestListener = (incoming: IncomingMessage, outgoing: ServerResponse) => unknown;

/** An id a load balancer or client may pass in X-Request-Id: kept when it is short and plain, replaced otherwise. */
const requestIdPattern = /^[A-Za-z0-9._:-]{1,128}$/;

/** Query parameters that carry secrets (issue-10's recovery links), never written to a log. */
const secretParameters = new Set(['token', 'token_hash', 'access_token', 'refresh_token', 'apikey', 'code']);

function describeUrl(url: string | undefined): string {
  const parsed = new URL(url ?? '/', 'http://server');
  for (const name of [...parsed.searchParams.keys()]) {
    if (secretParameters.has(name.toLowerCase())) parsed.searchParams.set(name, '[redacted]');
  }
  return `${parsed.pathname}${parsed.search}`;
}

/**
 * Wraps the HTTP server's request listener: every request gets an id (X-Request-Id, also sent back), one line when
 * it ends (method, path, status, time; never headers, tokens or bodies), and every line logged while it is handled,
 * however deep, carries the id (logger.ts's request context).
 */
export function withRequestLogging(logger: Logger, listener: NodeRequestListener): NodeRequestListener {
  const httpLogger = pinoHttp({
    logger,
    quietReqLogger: true,
    customAttributeKeys: { reqId: 'requestId', responseTime: 'durationMs' },
    genReqId: (incoming) => {
      const given = incoming.headers['x-request-id'];
      return typeof given === 'string' && requestIdPattern.test(given) ? given : randomUUID();
    },
    serializers: {
      req: (request: { method?: string; url?: string; remoteAddress?: string }) => ({
        method: request.method,
        url: describeUrl(request.url),
        remoteAddress: request.remoteAddress,
      }),
      res: (response: { statusCode?: number }) => ({ statusCode: response.statusCode }),
    },
    // The completion line of a failed request says only its status; the error itself has its own line, logged
    // where it happened (create-app.ts's onError, the generation routes), with the same request id.
    customErrorObject: (_request, _response, _error, value: Record<string, unknown>) => {
      const { err: _syntheticError, ...line } = value;
      return line;
    },
    customLogLevel: (_request, response, error) => {
      if (error || response.statusCode >= 500) return 'error';
      return 'info';
    },
    customSuccessMessage: (request, response) =>
      // 'close' before 'finish': the client left (a cancelled letter) before the whole answer was written.
      `${request.method} ${describeUrl(request.url)} ${response.statusCode}${response.writableFinished ? '' : ' (client left before the end)'}`,
    customErrorMessage: (request, response) => `${request.method} ${describeUrl(request.url)} ${response.statusCode}`,
  });
  return (incoming, outgoing) => {
    httpLogger(incoming, outgoing);
    const requestId = String(incoming.id);
    outgoing.setHeader('X-Request-Id', requestId);
    return runWithRequestContext({ requestId, logger: incoming.log }, () => listener(incoming, outgoing));
  };
}
