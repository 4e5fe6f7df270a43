import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/** The caller's IP address: the socket's, or the first X-Forwarded-For entry when a trusted proxy sits in front. */
export function clientAddress(context: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = context.req.header('X-Forwarded-For')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(context).remote.address ?? 'unknown';
  } catch {
    // app.request() in-process has no socket.
    return 'unknown';
  }
}
