import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'hono';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/**
 * The page runs only its own scripts and talks only to its own origin (and, in the split deployment, to the hosted
 * project that keeps accounts and letters): pasted resumes and ads are shown as text, but should anything ever slip
 * into the page as markup, it can neither run nor send data elsewhere.
 */
function buildContentSecurityPolicy(connectSources: string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    ["connect-src 'self'", ...connectSources].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

async function readFileIfPresent(filePath: string): Promise<Buffer | undefined> {
  try {
    const info = await stat(filePath);
    if (!info.isFile()) return undefined;
    return await readFile(filePath);
  } catch {
    return undefined;
  }
}

/**
 * Serves the built SPA: files by path, and index.html for any other page path (history routing).
 * Hashed files under /static/ are cached for a year; a missing one is a real 404, so the browser's
 * chunk-load error handling sees it instead of receiving HTML.
 */
export function createWebAppHandler(webDistDirectory: string, options: { connectSources: string[] }) {
  const root = path.resolve(webDistDirectory);
  const contentSecurityPolicy = buildContentSecurityPolicy(options.connectSources);
  return async (context: Context) => {
    // Every answer of the web app carries the policy, whichever path reached the page: /, /index.html, a route.
    context.header('Content-Security-Policy', contentSecurityPolicy);
    context.header('X-Frame-Options', 'DENY');
    let requestPath: string;
    try {
      requestPath = decodeURIComponent(context.req.path);
    } catch {
      return context.text('Bad Request', 400);
    }
    const filePath = path.resolve(root, `.${path.posix.normalize(requestPath)}`);
    const isInside = filePath === root || filePath.startsWith(root + path.sep);
    if (isInside && requestPath !== '/') {
      const content = await readFileIfPresent(filePath);
      if (content) {
        context.header('Content-Type', contentTypes[path.extname(filePath)] ?? 'application/octet-stream');
        context.header(
          'Cache-Control',
          requestPath.startsWith('/static/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        return context.body(new Uint8Array(content));
      }
    }
    if (requestPath.startsWith('/static/') || path.extname(requestPath) !== '') return context.text('Not Found', 404);
    const index = await readFileIfPresent(path.join(root, 'index.html'));
    if (!index) {
      return context.text(
        'The web app is not built. Run `npm start` (it builds the web app first) or `npm run build`.',
        503,
      );
    }
    context.header('Content-Type', contentTypes['.html'] ?? 'text/html');
    context.header('Cache-Control', 'no-cache');
    return context.body(new Uint8Array(index));
  };
}
