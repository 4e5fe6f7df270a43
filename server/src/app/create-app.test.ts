import { mkdir, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppConfigSchema } from '@cover-letter/shared/app-config-schema';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { verifyJwt } from '../auth/json-web-token.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  const webDist = path.join(server.dataDirectory, 'no-web-build');
  await mkdir(path.join(webDist, 'static', 'js'), { recursive: true });
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Cover letters</title><div id="root"></div>');
  await writeFile(path.join(webDist, 'static', 'js', 'main-abc123.js'), 'console.log("app")');
});
afterAll(async () => {
  await server?.close();
});

describe('the server shell', () => {
  it('answers /health with 200 once ready', async () => {
    const response = await fetch(`${server.url}/health`);
    expect(response.status).toBe(200);
  });

  it('gives the browser its runtime configuration with an anon key signed by the server', async () => {
    const response = await fetch(`${server.url}/app-config.json`);
    const config = AppConfigSchema.parse(await response.json());
    expect(config.supabaseUrl).toBe(server.url);
    expect(config.apiUrl).toBe(server.url);
    const verification = verifyJwt(config.supabaseAnonKey, server.jwtSecret);
    expect(verification.valid && verification.claims.role).toBe('anon');
    expect(verification.valid && verification.claims.sub).toBeUndefined();
  });

  it('ignores forwarded headers unless a proxy is trusted', async () => {
    const response = await fetch(`${server.url}/app-config.json`, {
      headers: { 'X-Forwarded-Host': 'evil.example.com', 'X-Forwarded-Proto': 'https' },
    });
    const config = AppConfigSchema.parse(await response.json());
    expect(config.supabaseUrl).toBe(server.url);
  });

  it('uses the forwarded origin behind a trusted proxy', async () => {
    const proxied = await startTestServer({ environment: { TRUST_PROXY: 'true' } });
    try {
      const response = await fetch(`${proxied.url}/app-config.json`, {
        headers: { 'X-Forwarded-Host': 'letters.example.com', 'X-Forwarded-Proto': 'https' },
      });
      const config = AppConfigSchema.parse(await response.json());
      expect(config.supabaseUrl).toBe('https://letters.example.com');
      expect(config.apiUrl).toBe('https://letters.example.com');
    } finally {
      await proxied.close();
    }
  });

  it('serves the SPA for any page path so browser history routing works', async () => {
    for (const page of ['/', '/dashboard', '/login', '/some/unknown/page']) {
      const response = await fetch(`${server.url}${page}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toContain('text/html');
      expect(await response.text()).toContain('<div id="root">');
      expect(response.headers.get('Content-Security-Policy')).toContain("script-src 'self'");
    }
  });

  it('sends the same Content-Security-Policy with /index.html as with any other page', async () => {
    for (const page of ['/index.html', '/', '/dashboard']) {
      const response = await fetch(`${server.url}${page}`);
      expect(response.status).toBe(200);
      const policy = response.headers.get('Content-Security-Policy') ?? '';
      expect(policy).toContain("script-src 'self'");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(response.headers.get('X-Frame-Options')).toBe('DENY');
    }
  });

  it('never lets the Host header reach /app-config.json when PUBLIC_URL is set', async () => {
    const configured = await startTestServer({ environment: { PUBLIC_URL: 'https://letters.example.com/' } });
    try {
      const { port } = new URL(configured.url);
      const body = await new Promise<string>((resolve, reject) => {
        // fetch() does not let a caller choose the Host header; a raw request does, as an attacker's would.
        const request = httpRequest(
          { host: '127.0.0.1', port, path: '/app-config.json', headers: { Host: 'evil.example.com' } },
          (response) => {
            let text = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => (text += chunk));
            response.on('end', () => resolve(text));
          },
        );
        request.on('error', reject);
        request.end();
      });
      const config = AppConfigSchema.parse(JSON.parse(body));
      expect(config.supabaseUrl).toBe('https://letters.example.com');
      expect(config.apiUrl).toBe('https://letters.example.com');
      expect(body).not.toContain('evil');
    } finally {
      await configured.close();
    }
  });

  it('serves hashed chunks from /static/js/ with long caching and a real 404 for a missing chunk', async () => {
    const chunk = await fetch(`${server.url}/static/js/main-abc123.js`);
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('Content-Type')).toContain('javascript');
    expect(chunk.headers.get('Cache-Control')).toContain('immutable');
    const missing = await fetch(`${server.url}/static/js/gone-000.js`);
    expect(missing.status).toBe(404);
  });

  it('answers unknown API paths in their surface error shape, never with the SPA', async () => {
    const auth = await fetch(`${server.url}/auth/v1/magic-link`);
    expect(auth.status).toBe(404);
    expect(await auth.json()).toMatchObject({ code: 'not_found' });
    const rest = await fetch(`${server.url}/rest/v1/prompts/nested/path`);
    expect(rest.status).toBe(404);
    expect(await rest.json()).toMatchObject({ code: 'PGRST125' });
    const generation = await fetch(`${server.url}/generate-cover-letter`);
    expect(generation.status).toBe(405);
    expect(await generation.json()).toEqual({ error: 'Use POST to generate a cover letter.' });
  });

  it('does not serve files outside the web build', async () => {
    // Sent as written: fetch would resolve the dots before they left the client.
    const getAsWritten = (requestPath: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const request = httpRequest(
          { host: '127.0.0.1', port: new URL(server.url).port, path: requestPath },
          (response) => {
            let body = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => (body += chunk));
            response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
          },
        );
        request.on('error', reject);
        request.end();
      });
    // The secret sits in DATA_DIR, beside the web build (WEB_DIST_DIR is DATA_DIR/no-web-build in the test server).
    // Each path is answered as a page of the app or as a missing file, the two answers the web build gives.
    const page = { status: 200, body: '<!doctype html><title>Cover letters</title><div id="root"></div>' };
    const missing = { status: 404, body: 'Not Found' };
    for (const requestPath of [
      '/static/../../jwt-secret',
      '/static/%2e%2e/%2e%2e/jwt-secret',
      '/%2e%2e/jwt-secret',
      '/static/..%2f..%2fjwt-secret',
    ]) {
      const answer = await getAsWritten(requestPath);
      expect([page, missing], requestPath).toContainEqual(answer);
    }
  });

  it('allows a cross-origin SPA and exposes the headers supabase-js reads', async () => {
    const preflight = await fetch(`${server.url}/rest/v1/prompts`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://app.example.com',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'apikey, authorization, prefer',
      },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe('*');
    const response = await fetch(`${server.url}/rest/v1/prompts?select=*`, {
      headers: { Origin: 'https://app.example.com', apikey: server.anonKey },
    });
    expect(response.headers.get('Access-Control-Expose-Headers')).toContain('Content-Range');
  });
});
