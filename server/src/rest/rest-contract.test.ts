import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { z } from 'zod';
import { readJson } from '../../test/read-json.ts';
import { signJwt } from '../auth/json-web-token.ts';

let server: TestServer;
let user: Awaited<ReturnType<TestServer['signUpUser']>>;

beforeAll(async () => {
  server = await startTestServer();
  user = await server.signUpUser();
  const rows = [
    { cover_letter: 'alpha letter', resume: 'Go developer', job_description: 'Backend' },
    { cover_letter: 'beta letter', resume: 'Python developer', job_description: 'Data' },
    { cover_letter: 'gamma letter', resume: 'Rust developer', job_description: 'Systems' },
    { cover_letter: 'delta, with comma', resume: 'Go and Rust', job_description: 'Platform' },
  ];
  for (const row of rows) await user.client.from('prompts').insert({ ...row, user_id: user.userId });
});
afterAll(async () => {
  await server?.close();
});

function rest(path: string, init: RequestInit = {}) {
  return fetch(`${server.url}/rest/v1/${path}`, {
    ...init,
    headers: { apikey: server.anonKey, Authorization: `Bearer ${user.accessToken}`, ...(init.headers ?? {}) },
  });
}

async function letters(query: string): Promise<string[]> {
  const response = await rest(`prompts?select=cover_letter&order=cover_letter.asc&${query}`);
  expect(response.status).toBe(200);
  const rows = await readJson(response, z.array(z.object({ cover_letter: z.string() })));
  return rows.map((row) => row.cover_letter);
}

describe('the data contract in depth', () => {
  it('applies comparison, pattern, is, in and negated filters', async () => {
    const client = user.client;
    const byNeq = await client
      .from('prompts')
      .select('cover_letter')
      .neq('cover_letter', 'alpha letter')
      .order('cover_letter');
    expect(byNeq.data?.map((row) => row.cover_letter)).toEqual(['beta letter', 'delta, with comma', 'gamma letter']);
    const byLike = await client.from('prompts').select('cover_letter').like('resume', '%Rust%').order('cover_letter');
    expect(byLike.data?.map((row) => row.cover_letter)).toEqual(['delta, with comma', 'gamma letter']);
    const byIlike = await client.from('prompts').select('cover_letter').ilike('resume', 'go*').order('cover_letter');
    expect(byIlike.data?.map((row) => row.cover_letter)).toEqual(['alpha letter', 'delta, with comma']);
    const byIn = await client
      .from('prompts')
      .select('cover_letter')
      .in('cover_letter', ['beta letter', 'delta, with comma'])
      .order('cover_letter');
    expect(byIn.data?.map((row) => row.cover_letter)).toEqual(['beta letter', 'delta, with comma']);
    const byNotIn = await client
      .from('prompts')
      .select('cover_letter')
      .not('cover_letter', 'in', '("alpha letter","beta letter")')
      .order('cover_letter');
    expect(byNotIn.data?.map((row) => row.cover_letter)).toEqual(['delta, with comma', 'gamma letter']);
    const byIs = await client.from('prompts').select('cover_letter').not('created_at', 'is', null);
    expect(byIs.data).toHaveLength(4);
    const byGreater = await client
      .from('prompts')
      .select('cover_letter')
      .gt('cover_letter', 'beta letter')
      .lte('cover_letter', 'delta, with comma');
    expect(byGreater.data?.map((row) => row.cover_letter)).toEqual(['delta, with comma']);
  });

  it('applies or= and nested and() logic trees with quoted values', async () => {
    const result = await user.client
      .from('prompts')
      .select('cover_letter')
      .or('cover_letter.eq.alpha letter,and(resume.like.*Rust*,cover_letter.eq."delta, with comma")')
      .order('cover_letter');
    expect(result.error).toBeNull();
    expect(result.data?.map((row) => row.cover_letter)).toEqual(['alpha letter', 'delta, with comma']);
  });

  it('decodes query strings with form rules, so + is a space', async () => {
    expect(await letters('cover_letter=eq.alpha+letter')).toEqual(['alpha letter']);
  });

  it('orders by several keys, with aliases in select', async () => {
    const response = await rest(
      'prompts?select=letter:cover_letter,job_description&order=job_description.desc,cover_letter.asc',
    );
    const rows = await readJson(response, z.array(z.object({ letter: z.string(), job_description: z.string() })));
    expect(rows.map((row) => row.job_description)).toEqual(['Systems', 'Platform', 'Data', 'Backend']);
    expect(Object.keys(rows[0] ?? {})).toEqual(['letter', 'job_description']);
  });

  it('patches rows and returns the representation when asked', async () => {
    const inserted = await user.client
      .from('prompts')
      .insert({ user_id: user.userId, resume: 'r', job_description: 'j', cover_letter: 'draft' })
      .select()
      .single();
    const updated = await user.client
      .from('prompts')
      .update({ cover_letter: 'final' })
      .eq('id', inserted.data?.id)
      .select('cover_letter');
    expect(updated.status).toBe(200);
    expect(updated.data).toEqual([{ cover_letter: 'final' }]);
    const minimal = await user.client.from('prompts').update({ cover_letter: 'final 2' }).eq('id', inserted.data?.id);
    expect(minimal.status).toBe(204);
    await user.client.from('prompts').delete().eq('id', inserted.data?.id);
  });

  it('answers a duplicate primary key with 409 and 23505', async () => {
    const first = await user.client
      .from('prompts')
      .insert({ user_id: user.userId, resume: 'r', job_description: 'j', cover_letter: 'dup' })
      .select()
      .single();
    const again = await user.client
      .from('prompts')
      .insert({ id: first.data?.id, user_id: user.userId, resume: 'r', job_description: 'j', cover_letter: 'dup' });
    expect(again.status).toBe(409);
    expect(again.error?.code).toBe('23505');
    await user.client.from('prompts').delete().eq('id', first.data?.id);
  });

  it('answers HEAD with the count in Content-Range and no body', async () => {
    const response = await rest('prompts?select=*', { method: 'HEAD', headers: { Prefer: 'count=exact' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Range')).toBe('0-3/4');
    expect(await response.text()).toBe('');
  });

  it('answers an offset beyond the rows with 416 PGRST103 when counting', async () => {
    const response = await rest('prompts?select=*&offset=10&limit=5', { headers: { Prefer: 'count=exact' } });
    expect(response.status).toBe(416);
    expect(await response.json()).toMatchObject({ code: 'PGRST103' });
  });

  it('returns one object for the single-object Accept and 406 when no row matches', async () => {
    const single = await rest('prompts?select=cover_letter&cover_letter=eq.beta%20letter', {
      headers: { Accept: 'application/vnd.pgrst.object+json' },
    });
    expect(single.status).toBe(200);
    expect(await single.json()).toEqual({ cover_letter: 'beta letter' });
    const none = await user.client.from('prompts').select('*').eq('cover_letter', 'nothing').single();
    expect(none.status).toBe(406);
    expect(none.error?.code).toBe('PGRST116');
    expect(none.error?.details).toBe('The result contains 0 rows');
  });

  it('answers unknown columns, bad values, bad JSON and unknown schemas with clear 4xx errors', async () => {
    const unknownFilter = await rest('prompts?select=*&salary=eq.1');
    expect(unknownFilter.status).toBe(400);
    expect(await unknownFilter.json()).toMatchObject({ code: '42703' });
    const unknownSelect = await rest('prompts?select=salary');
    expect(unknownSelect.status).toBe(400);
    const badUuid = await rest('prompts?select=*&id=eq.not-a-uuid');
    expect(badUuid.status).toBe(400);
    expect(await badUuid.json()).toMatchObject({ code: '22P02' });
    const unknownWriteColumn = await user.client.from('prompts').insert({ user_id: user.userId, salary: 100 });
    expect(unknownWriteColumn.status).toBe(400);
    expect(unknownWriteColumn.error?.code).toBe('PGRST204');
    const badJson = await rest('prompts', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"resume":',
    });
    expect(badJson.status).toBe(400);
    expect(await badJson.json()).toMatchObject({ code: 'PGRST102' });
    const missingColumn = await user.client.from('prompts').insert({ user_id: user.userId, resume: 'only resume' });
    expect(missingColumn.status).toBe(400);
    expect(missingColumn.error?.code).toBe('23502');
    const schema = await rest('prompts?select=*', { headers: { 'Accept-Profile': 'private' } });
    expect(schema.status).toBe(406);
    expect(await schema.json()).toMatchObject({ code: 'PGRST106' });
    const embed = await rest('prompts?select=*,users(*)');
    expect(embed.status).toBe(400);
    const operator = await rest('prompts?select=*&resume=fts.developer');
    expect(operator.status).toBe(400);
    expect(await operator.json()).toMatchObject({ code: 'PGRST100' });
  });

  it('lets a service_role token see every user prompts, and nobody else', async () => {
    const other = await server.signUpUser();
    await other.client
      .from('prompts')
      .insert({ user_id: other.userId, resume: 'r', job_description: 'j', cover_letter: 'other user' });
    const now = Math.floor(Date.now() / 1000);
    const serviceToken = signJwt({ role: 'service_role', iat: now, exp: now + 60 }, server.jwtSecret);
    const response = await fetch(`${server.url}/rest/v1/prompts?select=user_id`, {
      headers: { apikey: server.anonKey, Authorization: `Bearer ${serviceToken}` },
    });
    const rows = await readJson(response, z.array(z.object({ user_id: z.string() })));
    expect(new Set(rows.map((row) => row.user_id))).toEqual(new Set([user.userId, other.userId]));
  });

  it('answers an anonymous insert with 401 and a signed-in forbidden one with 403', async () => {
    const anonymous = await fetch(`${server.url}/rest/v1/prompts`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ user_id: user.userId, resume: 'r', job_description: 'j', cover_letter: 'c' }),
    });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ code: '42501' });
  });
});
