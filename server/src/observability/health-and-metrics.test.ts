import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { requestLetter } from '../../test/language-model-test-client.ts';
import { readJson } from '../../test/read-json.ts';
import { startTestServer, testDatabaseUrl, type TestServer } from '../../test/test-server.ts';
import { listMigrationNames } from '../database/create-database.ts';
import { LetterGenerationFailure, type LetterGenerator } from '../generation/letter-generator.ts';

const metricsToken = 'metrics-token-for-the-tests';

/** Writes a short letter, or fails as a model can, when the resume asks it to. */
const testGenerator: LetterGenerator = {
  name: 'test-model',
  async *streamLetter(input) {
    if (input.resume.includes('please fail')) throw new LetterGenerationFailure(502, 'The test model failed.');
    yield 'Dear Hiring Manager,\n\nI would like to apply for the role.\n\n';
    yield 'Kind regards,\nJane Doe';
  },
};

const ReadySchema = z.object({ status: z.string(), reason: z.string().optional() });

async function readMetrics(server: TestServer): Promise<string> {
  const response = await fetch(`${server.url}/metrics`, { headers: { Authorization: `Bearer ${metricsToken}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get('Content-Type')).toContain('text/plain');
  return response.text();
}

/** The value of one sample, e.g. `http_requests_total{method="GET",route="/health",status="200"}`; 0 when absent. */
function sample(text: string, name: string, labels: Record<string, string>): number {
  const wanted = Object.entries(labels).map(([label, value]) => `${label}="${value}"`);
  const line = text.split('\n').find((entry) => {
    if (!entry.startsWith(`${name}{`)) return false;
    const labelText = entry.slice(name.length + 1, entry.lastIndexOf('}'));
    return wanted.every((pair) => labelText.split(',').includes(pair));
  });
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ environment: { METRICS_TOKEN: metricsToken }, generator: testGenerator });
});
afterAll(async () => {
  await server?.close();
});

describe('health, readiness and metrics', () => {
  it('answers /health while alive and /ready once the database holds every migration', async () => {
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
    const ready = await fetch(`${server.url}/ready`);
    expect(ready.status).toBe(200);
    expect(await readJson(ready, ReadySchema)).toEqual({ status: 'ready' });
  });

  it('is not ready while a migration this code expects is missing from the database', async () => {
    const database = server.databaseHandle.database;
    const newest = (await listMigrationNames()).at(-1) ?? '';
    await database.deleteFrom('app.schema_migrations').where('name', '=', newest).execute();
    try {
      const response = await fetch(`${server.url}/ready`);
      expect(response.status).toBe(503);
      expect((await readJson(response, ReadySchema)).reason).toContain(newest);
    } finally {
      await sql`insert into app.schema_migrations (name) values (${newest})`.execute(database);
    }
    expect((await fetch(`${server.url}/ready`)).status).toBe(200);
  });

  it('wants the METRICS_TOKEN when one is set', async () => {
    expect((await fetch(`${server.url}/metrics`)).status).toBe(401);
    const wrong = await fetch(`${server.url}/metrics`, { headers: { Authorization: 'Bearer not-the-token-at-all' } });
    expect(wrong.status).toBe(401);
  });

  it('counts requests by route pattern and status, never by raw path', async () => {
    const before = await readMetrics(server);
    await fetch(`${server.url}/health`);
    await fetch(`${server.url}/health`);
    await fetch(`${server.url}/rest/v1/no_such_table?select=*`, { headers: { apikey: server.anonKey } });
    const after = await readMetrics(server);
    const health = { method: 'GET', route: '/health', status: '200' };
    expect(sample(after, 'http_requests_total', health) - sample(before, 'http_requests_total', health)).toBe(2);
    const rest = { method: 'GET', route: '/rest/v1/:table', status: '404' };
    expect(sample(after, 'http_requests_total', rest) - sample(before, 'http_requests_total', rest)).toBe(1);
    expect(after).not.toContain('no_such_table');
    expect(sample(after, 'http_request_duration_seconds_count', health)).toBeGreaterThanOrEqual(2);
  });

  it('counts generations by generator and outcome, with their latency', async () => {
    const { accessToken } = await server.signUpUser();
    const letter = { resume: 'Jane Doe, engineer', jobDescription: 'Globex needs an engineer.' };
    expect((await requestLetter(server.url, accessToken, letter)).status).toBe(200);
    expect((await requestLetter(server.url, accessToken, letter, { stream: true })).status).toBe(200);
    const failed = await requestLetter(server.url, accessToken, { ...letter, resume: 'Jane Doe, please fail' });
    expect(failed.status).toBe(502);
    expect((await requestLetter(server.url, accessToken, letter)).status).toBe(200);
    expect((await requestLetter(server.url, accessToken, letter)).status).toBe(403);

    const text = await readMetrics(server);
    const succeeded = { generator: 'test-model', outcome: 'succeeded' };
    expect(sample(text, 'cover_letter_generations_total', succeeded)).toBe(3);
    expect(sample(text, 'cover_letter_generations_total', { generator: 'test-model', outcome: 'failed' })).toBe(1);
    expect(sample(text, 'cover_letter_generations_total', { generator: 'test-model', outcome: 'refused' })).toBe(1);
    expect(sample(text, 'cover_letter_generation_duration_seconds_count', succeeded)).toBe(3);
    expect(sample(text, 'cover_letter_generation_duration_seconds_bucket', { ...succeeded, le: '+Inf' })).toBe(3);
  });

  it('reports the database pool', async () => {
    const text = await readMetrics(server);
    expect(sample(text, 'cover_letter_database_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    if (testDatabaseUrl) {
      expect(text).toMatch(/cover_letter_database_pool_connections\{state="idle"\} \d+/);
      expect(text).toContain('cover_letter_database_pool_max_connections 10\n');
    } else {
      expect(text).toContain('cover_letter_database_pool_max_connections 1');
    }
    expect(text).toContain('process_resident_memory_bytes');
  });

  it("reports the embedded database's memory: PGlite's WebAssembly memory and its thread's heap", async () => {
    const text = await readMetrics(server);
    if (testDatabaseUrl) {
      expect(text).not.toContain('cover_letter_embedded_database_memory_bytes{');
      return;
    }
    expect(sample(text, 'cover_letter_embedded_database_memory_bytes', { kind: 'webassembly' })).toBeGreaterThan(0);
    expect(sample(text, 'cover_letter_embedded_database_memory_bytes', { kind: 'heap_total' })).toBeGreaterThan(0);
  });

  // Last: it takes the database away from this file's server.
  it('is alive but not ready when the database does not answer', async () => {
    await server.databaseHandle.database.destroy();
    const ready = await fetch(`${server.url}/ready`);
    expect(ready.status).toBe(503);
    expect(await readJson(ready, ReadySchema)).toEqual({
      status: 'unavailable',
      reason: 'The database does not answer.',
    });
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
  });
});
