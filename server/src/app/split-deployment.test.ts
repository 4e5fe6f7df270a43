import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppConfigSchema } from '@cover-letter/shared/app-config-schema';
import { messages } from '@cover-letter/shared/messages';
import { UsageSchema } from '@cover-letter/shared/usage-schema';
import { setPlan } from '../admin/user-administration.ts';
import { generateSigningJwk } from '../auth/signing-keys.ts';
import { readJson } from '../../test/read-json.ts';
import { requestLetter } from '../../test/language-model-test-client.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { importJWK, SignJWT } from 'jose';

const letterRequest = {
  resume: 'Jane Doe\nSoftware engineer at Acme since 2019. Built TypeScript services and PostgreSQL schemas.',
  jobDescription: 'Globex is hiring a backend engineer with TypeScript and PostgreSQL experience.',
};

const ErrorSchema = z.object({ error: z.string() });

async function usageAt(server: TestServer, accessToken: string) {
  const response = await fetch(`${server.url}/usage`, { headers: { Authorization: `Bearer ${accessToken}` } });
  expect(response.status).toBe(200);
  return readJson(response, UsageSchema);
}

/** How often the hosted project's JWKS was asked for, as its own /metrics counts it. */
async function keySetFetches(project: TestServer): Promise<number> {
  const text = await (await fetch(`${project.url}/metrics`)).text();
  const line = text
    .split('\n')
    .find(
      (entry) => entry.startsWith('http_requests_total{') && entry.includes('route="/auth/v1/.well-known/jwks.json"'),
    );
  return line ? Number(line.split(' ').at(-1)) : 0;
}

const projects: Array<{ algorithm: string; projectEnvironment: Record<string, string> }> = [
  { algorithm: 'ES256', projectEnvironment: { JWT_ALGORITHM: 'ES256' } },
  { algorithm: 'HS256', projectEnvironment: {} },
];

describe.each(projects)(
  'the split deployment against a project that signs with $algorithm',
  ({ algorithm, projectEnvironment }) => {
    let project: TestServer;
    let api: TestServer;

    beforeAll(async () => {
      project = await startTestServer({ environment: projectEnvironment });
      api = await startTestServer({
        environment: {
          SUPABASE_URL: project.url,
          SUPABASE_ANON_KEY: project.anonKey,
          ...(algorithm === 'HS256' ? { SUPABASE_JWT_SECRET: project.jwtSecret } : {}),
        },
      });
      const webDist = path.join(api.dataDirectory, 'no-web-build');
      await mkdir(webDist, { recursive: true });
      await writeFile(
        path.join(webDist, 'index.html'),
        '<!doctype html><title>Cover letters</title><div id="root"></div>',
      );
    });
    afterAll(async () => {
      await api?.close();
      await project?.close();
    });

    it('points the browser at the project for auth and data, and at itself for generation', async () => {
      const config = AppConfigSchema.parse(await (await fetch(`${api.url}/app-config.json`)).json());
      expect(config).toMatchObject({ supabaseUrl: project.url, supabaseAnonKey: project.anonKey, apiUrl: api.url });
      const page = await fetch(`${api.url}/dashboard`);
      expect(page.headers.get('Content-Security-Policy')).toContain(
        `connect-src 'self' ${new URL(project.url).origin}`,
      );
    });

    it('serves no /auth/v1 and no /rest/v1 of its own, and says where they are', async () => {
      const signUp = await fetch(`${api.url}/auth/v1/signup`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', apikey: project.anonKey },
        body: JSON.stringify({ email: 'nobody@example.com', password: 'secret-password' }),
      });
      expect(signUp.status).toBe(404);
      expect(await signUp.json()).toMatchObject({ code: 'not_found', message: expect.stringContaining(project.url) });
      const keys = await fetch(`${api.url}/auth/v1/.well-known/jwks.json`);
      expect(keys.status).toBe(404);
      const prompts = await fetch(`${api.url}/rest/v1/prompts?select=*`, { headers: { apikey: project.anonKey } });
      expect(prompts.status).toBe(404);
      expect(await prompts.json()).toMatchObject({ code: 'PGRST125' });
    });

    it("generates for the project's users, meters them in its own database, and reads the plan from app_metadata", async () => {
      const user = await project.signUpUser();
      for (let letter = 1; letter <= 3; letter += 1) {
        const response = await requestLetter(api.url, user.accessToken, letterRequest);
        expect(response.status).toBe(200);
      }
      expect(await usageAt(api, user.accessToken)).toEqual({ plan: 'free', lettersUsed: 3, letterLimit: 3 });
      // The project itself generated nothing: the meter lives with the generation API.
      expect((await usageAt(project, user.accessToken)).lettersUsed).toBe(0);
      const fourth = await requestLetter(api.url, user.accessToken, letterRequest);
      expect(fourth.status).toBe(403);
      expect(await readJson(fourth, ErrorSchema)).toEqual({ error: messages.freePlanLimit });

      // Premium is set in the project; the user's next token carries it.
      await setPlan(project.databaseHandle.database, user.email, 'premium');
      const refreshed = await user.client.auth.refreshSession();
      const premiumToken = refreshed.data.session?.access_token ?? '';
      const afterUpgrade = await requestLetter(api.url, premiumToken, letterRequest);
      expect(afterUpgrade.status).toBe(200);
      expect(await usageAt(api, premiumToken)).toEqual({ plan: 'premium', lettersUsed: 4, letterLimit: null });
    });

    it('refuses tokens the project did not sign for a user: another key, the anon key, none', async () => {
      const user = await project.signUpUser();
      const now = Math.floor(Date.now() / 1000);
      const otherKey = generateSigningJwk();
      const foreign = await new SignJWT({ sub: user.userId, role: 'authenticated', aud: 'authenticated' })
        .setProtectedHeader({ alg: 'ES256', kid: otherKey.kid ?? '' })
        .setIssuedAt(now)
        .setExpirationTime(now + 600)
        .sign(await importJWK(otherKey, 'ES256'));
      for (const token of [foreign, project.anonKey, 'not-a-token']) {
        const response = await requestLetter(api.url, token, letterRequest);
        expect(response.status).toBe(401);
        expect(await readJson(response, ErrorSchema)).toEqual({ error: 'Please log in to generate a cover letter.' });
      }
      const anonymous = await fetch(`${api.url}/usage`);
      expect(anonymous.status).toBe(401);
    });

    it.runIf(algorithm === 'ES256')('fetches the project keys once and keeps them for later requests', async () => {
      const user = await project.signUpUser();
      await usageAt(api, user.accessToken);
      const fetched = await keySetFetches(project);
      expect(fetched).toBeGreaterThanOrEqual(1);
      for (let request = 0; request < 3; request += 1) await usageAt(api, user.accessToken);
      expect(await keySetFetches(project)).toBe(fetched);
    });
  },
);

describe('the split deployment without the legacy secret', () => {
  it("refuses an HS256 project's tokens unless SUPABASE_JWT_SECRET is given", async () => {
    const project = await startTestServer();
    const api = await startTestServer({
      environment: { SUPABASE_URL: project.url, SUPABASE_ANON_KEY: project.anonKey },
    });
    try {
      const user = await project.signUpUser();
      const response = await requestLetter(api.url, user.accessToken, letterRequest);
      expect(response.status).toBe(401);
    } finally {
      await api.close();
      await project.close();
    }
    // Two embedded-database starts inside one test: many times their usual seconds on a loaded machine.
  }, 120_000);
});
