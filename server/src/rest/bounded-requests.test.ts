import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readJson } from '../../test/read-json.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

let server: TestServer;

const maximumPromptsPerUser = 110;

beforeAll(async () => {
  server = await startTestServer({ environment: { MAX_PROMPTS_PER_USER: String(maximumPromptsPerUser) } });
});
afterAll(async () => {
  await server?.close();
});

type User = Awaited<ReturnType<TestServer['signUpUser']>>;

function rest(user: User, path: string, init: RequestInit = {}) {
  return fetch(`${server.url}/rest/v1/${path}`, {
    ...init,
    headers: {
      apikey: server.anonKey,
      Authorization: `Bearer ${user.accessToken}`,
      'Content-Type': 'application/json',
      ...(init.headers ?? {}),
    },
  });
}

function insert(user: User, rows: Record<string, string> | Array<Record<string, string>>, prefer?: string) {
  return rest(user, 'prompts', {
    method: 'POST',
    body: JSON.stringify(rows),
    headers: prefer ? { Prefer: prefer } : {},
  });
}

const ErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  details: z.string().nullable(),
  hint: z.string().nullable(),
});

/**
 * Sends a request and, while it is in flight, a GET /health: both must be answered. A request that froze the server
 * (as a back-reference over a long row did on the embedded database) would hold /health until it finished.
 */
async function sendWithHealthCheck(send: () => Promise<Response>): Promise<Response> {
  const request = send();
  const health = await fetch(`${server.url}/health`);
  expect(health.status).toBe(200);
  return request;
}

describe('one request cannot hold up the others', () => {
  let user: User;

  beforeAll(async () => {
    user = await server.signUpUser();
    // An odd number of a's: the back-reference pattern below finds no match and has to try every split.
    expect((await insert(user, { resume: 'a'.repeat(2_999), job_description: 'j', cover_letter: 'c' })).status).toBe(
      201,
    );
  });

  it('refuses a back-reference in a match filter at once, with a 400 that says why', async () => {
    for (const operator of ['match', 'imatch']) {
      const response = await sendWithHealthCheck(() =>
        rest(user, `prompts?select=id&resume=${operator}.${encodeURIComponent('^(a*)(a*)\\1\\2$')}`),
      );
      expect(response.status).toBe(400);
      const error = await readJson(response, ErrorSchema);
      expect(error.code).toBe('PGRST100');
      expect(error.details).toMatch(/Back-references/);
    }
  });

  it('refuses lookaround constraints, which PostgreSQL checks afresh at every position', async () => {
    const response = await sendWithHealthCheck(() =>
      rest(user, `prompts?select=id&resume=match.${encodeURIComponent('a(?=.*z)')}`),
    );
    expect(response.status).toBe(400);
    expect((await readJson(response, ErrorSchema)).details).toMatch(/Lookahead/);
  });

  it('still answers ordinary regular expressions and patterns', async () => {
    const response = await rest(user, `prompts?select=id&resume=match.${encodeURIComponent('^(a|aa)*$')}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toHaveLength(1);
    const like = await rest(user, 'prompts?select=id&resume=like.aaa*&job_description=ilike.J');
    expect(await like.json()).toHaveLength(1);
  });

  it('answers or/and trees nested 1,200 deep with a 400, not a server error', async () => {
    let tree = 'resume.eq.x';
    for (let depth = 0; depth < 1_200; depth += 1) tree = `${depth % 2 ? 'or' : 'and'}(${tree})`;
    const response = await sendWithHealthCheck(() => rest(user, `prompts?select=id&or=(${tree})`));
    expect(response.status).toBe(400);
    expect((await readJson(response, ErrorSchema)).message).toMatch(/nested or\/and/);
  });

  it('answers a select of 2,000 columns with a 400', async () => {
    const columns = Array.from({ length: 2_000 }, () => 'id').join(',');
    const response = await sendWithHealthCheck(() => rest(user, `prompts?select=${columns}`));
    expect(response.status).toBe(400);
    expect((await readJson(response, ErrorSchema)).message).toMatch(/columns in select/);
  });

  it('answers a huge in-list, too many filters and too many pattern filters with a 400', async () => {
    const values = Array.from({ length: 3_000 }, (_, index) => index).join(',');
    const inList = await sendWithHealthCheck(() => rest(user, `prompts?select=id&cover_letter=in.(${values})`));
    expect(inList.status).toBe(400);
    expect((await readJson(inList, ErrorSchema)).message).toMatch(/values in in-lists/);
    const filters = Array.from({ length: 60 }, (_, index) => `resume.neq.${index}`).join(',');
    const manyFilters = await rest(user, `prompts?select=id&or=(${filters})`);
    expect(manyFilters.status).toBe(400);
    const patterns = await rest(
      user,
      'prompts?select=id&resume=like.*a*&job_description=like.*j*&cover_letter=ilike.*c*&or=(resume.match.b,resume.imatch.c)',
    );
    expect(patterns.status).toBe(400);
    expect((await readJson(patterns, ErrorSchema)).message).toMatch(/like, ilike, match and imatch/);
  });
});

describe('bounded storage', () => {
  it('refuses a resume or job description over 50,000 characters and a letter over 20,000, in the database', async () => {
    const user = await server.signUpUser();
    const longResume = await insert(user, { resume: 'r'.repeat(50_001), job_description: 'j', cover_letter: 'c' });
    expect(longResume.status).toBe(400);
    expect(await readJson(longResume, ErrorSchema)).toMatchObject({ code: '23514' });
    const longAd = await insert(user, { resume: 'r', job_description: 'j'.repeat(50_001), cover_letter: 'c' });
    expect(longAd.status).toBe(400);
    const longLetter = await insert(user, { resume: 'r', job_description: 'j', cover_letter: 'c'.repeat(20_001) });
    expect(longLetter.status).toBe(400);
    const atTheLimits = await insert(user, {
      resume: 'r'.repeat(50_000),
      job_description: 'j'.repeat(50_000),
      cover_letter: 'c'.repeat(20_000),
    });
    expect(atTheLimits.status).toBe(201);
    // A saved letter cannot grow past the limit by an update either.
    const grown = await rest(user, 'prompts?cover_letter=like.c*', {
      method: 'PATCH',
      body: JSON.stringify({ cover_letter: 'c'.repeat(20_001) }),
    });
    expect(grown.status).toBe(400);
  });

  it(`refuses saved letter number ${maximumPromptsPerUser + 1} with a clear 403, even when the inserts race`, async () => {
    const user = await server.signUpUser();
    const attempts = await Promise.all(
      Array.from({ length: maximumPromptsPerUser + 10 }, (_, index) =>
        insert(user, { resume: 'r', job_description: 'j', cover_letter: `letter ${index}` }),
      ),
    );
    expect(attempts.filter((response) => response.status === 201)).toHaveLength(maximumPromptsPerUser);
    const refused = attempts.filter((response) => response.status !== 201);
    expect(refused.map((response) => response.status)).toEqual(Array.from({ length: 10 }, () => 403));
    expect(await readJson(refused[0] ?? new Response('{}'), ErrorSchema)).toEqual({
      code: 'PT403',
      message: `You have reached the limit of ${maximumPromptsPerUser} saved cover letters`,
      details: `Each account may keep at most ${maximumPromptsPerUser} saved cover letters.`,
      hint: 'Delete saved letters you no longer need, then save again.',
    });
    // Another user is not affected, and deleting makes room again.
    const other = await server.signUpUser();
    expect((await insert(other, { resume: 'r', job_description: 'j', cover_letter: 'mine' })).status).toBe(201);
    expect((await rest(user, 'prompts?cover_letter=eq.letter 0', { method: 'DELETE' })).status).toBe(204);
    expect((await insert(user, { resume: 'r', job_description: 'j', cover_letter: 'again' })).status).toBe(201);
  });

  it('lists many large rows page by page, complete and in order', async () => {
    const user = await server.signUpUser();
    const rows = Array.from({ length: maximumPromptsPerUser }, (_, index) => ({
      resume: `${String(index).padStart(3, '0')} ${'r'.repeat(40_000)}`,
      job_description: 'j'.repeat(20_000),
      cover_letter: `letter ${String(index).padStart(3, '0')}`,
    }));
    for (let start = 0; start < rows.length; start += 10) {
      expect((await insert(user, rows.slice(start, start + 10))).status).toBe(201);
    }
    const response = await rest(user, 'prompts?select=*&order=cover_letter.desc', {
      headers: { Prefer: 'count=exact' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Range')).toBe(`0-${maximumPromptsPerUser - 1}/${maximumPromptsPerUser}`);
    const listed = await readJson(response, z.array(z.object({ cover_letter: z.string(), resume: z.string() })));
    expect(listed.map((row) => row.cover_letter)).toEqual(rows.map((row) => row.cover_letter).reverse());
    expect(listed.every((row) => row.resume.length === 40_004)).toBe(true);
    const paged = await rest(user, 'prompts?select=cover_letter&order=cover_letter.asc&offset=25&limit=10');
    expect(
      (await readJson(paged, z.array(z.object({ cover_letter: z.string() })))).map((row) => row.cover_letter),
    ).toEqual(Array.from({ length: 10 }, (_, index) => `letter ${String(25 + index).padStart(3, '0')}`));
  });

  it('deletes all of a user’s rows, and refuses to return more than 100 deleted rows, rolling back', async () => {
    const user = await server.signUpUser();
    const rows = Array.from({ length: maximumPromptsPerUser }, (_, index) => ({
      resume: 'r'.repeat(5_000),
      job_description: 'j',
      cover_letter: `letter ${index}`,
    }));
    expect((await insert(user, rows)).status).toBe(201);
    const everything = `prompts?user_id=eq.${user.userId}`;
    const returned = await rest(user, everything, { method: 'DELETE', headers: { Prefer: 'return=representation' } });
    expect(returned.status).toBe(400);
    expect(await readJson(returned, ErrorSchema)).toMatchObject({ code: 'PGRST124' });
    const kept = await rest(user, 'prompts?select=id', { method: 'HEAD', headers: { Prefer: 'count=exact' } });
    expect(kept.headers.get('Content-Range')).toMatch(new RegExp(`/${maximumPromptsPerUser}$`));
    expect((await rest(user, everything, { method: 'DELETE' })).status).toBe(204);
    expect(await (await rest(user, 'prompts?select=id')).json()).toEqual([]);
  });
});
