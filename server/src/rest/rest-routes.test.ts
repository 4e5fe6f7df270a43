import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

function promptFor(userId: string, label: string) {
  return {
    user_id: userId,
    resume: `resume ${label}`,
    job_description: `job ${label}`,
    cover_letter: `letter ${label}`,
  };
}

describe('data service with the real supabase-js client', () => {
  it('inserts a prompt and lists the user own prompts newest first', async () => {
    const { client, userId } = await server.signUpUser();
    for (const label of ['first', 'second', 'third']) {
      const { error, status } = await client.from('prompts').insert(promptFor(userId, label));
      expect(error).toBeNull();
      expect(status).toBe(201);
    }
    const { data, error } = await client
      .from('prompts')
      .select('*')
      .eq('user_id', userId)
      .order('created_at', { ascending: false });
    expect(error).toBeNull();
    expect(data?.map((row) => row.cover_letter)).toEqual(['letter third', 'letter second', 'letter first']);
    expect(Object.keys(data?.[0] ?? {}).sort()).toEqual([
      'company',
      'cover_letter',
      'created_at',
      'id',
      'job_description',
      'resume',
      'role',
      'user_id',
    ]);
  });

  it('hides another user prompts, even when asked for them by user_id', async () => {
    const owner = await server.signUpUser();
    const intruder = await server.signUpUser();
    await owner.client.from('prompts').insert(promptFor(owner.userId, 'private'));
    const byFilter = await intruder.client.from('prompts').select('*').eq('user_id', owner.userId);
    expect(byFilter.error).toBeNull();
    expect(byFilter.data).toEqual([]);
    const everything = await intruder.client.from('prompts').select('*');
    expect(everything.data?.some((row) => row.user_id === owner.userId)).toBe(false);
  });

  it('refuses to write a prompt into another user account', async () => {
    const owner = await server.signUpUser();
    const intruder = await server.signUpUser();
    const { error, status } = await intruder.client.from('prompts').insert(promptFor(owner.userId, 'forged'));
    expect(status).toBe(403);
    expect(error?.code).toBe('42501');
    const ownerView = await owner.client.from('prompts').select('*');
    expect(ownerView.data).toEqual([]);
  });

  it('cannot update or delete another user prompts', async () => {
    const owner = await server.signUpUser();
    const intruder = await server.signUpUser();
    const inserted = await owner.client.from('prompts').insert(promptFor(owner.userId, 'keep')).select().single();
    const id = inserted.data?.id;
    expect(typeof id).toBe('string');
    const update = await intruder.client.from('prompts').update({ cover_letter: 'hacked' }).eq('id', id).select();
    expect(update.data).toEqual([]);
    const deletion = await intruder.client.from('prompts').delete().eq('id', id).select();
    expect(deletion.data).toEqual([]);
    const check = await owner.client.from('prompts').select('cover_letter').eq('id', id).single();
    expect(check.data?.cover_letter).toBe('letter keep');
  });

  it('lets anonymous callers see nothing and write nothing', async () => {
    const owner = await server.signUpUser();
    await owner.client.from('prompts').insert(promptFor(owner.userId, 'secret'));
    const anonymous = server.createSupabaseClient();
    const read = await anonymous.from('prompts').select('*');
    expect(read.data).toEqual([]);
    const write = await anonymous.from('prompts').insert(promptFor(owner.userId, 'anon'));
    expect(write.status).toBe(401);
    expect(write.error?.code).toBe('42501');
  });

  it('deletes the user own prompt by id', async () => {
    const { client, userId } = await server.signUpUser();
    const inserted = await client.from('prompts').insert(promptFor(userId, 'gone')).select('id').single();
    const deletion = await client.from('prompts').delete().eq('id', inserted.data?.id);
    expect(deletion.status).toBe(204);
    const after = await client.from('prompts').select('*');
    expect(after.data).toEqual([]);
  });

  it('fills user_id from the token when the insert leaves it out', async () => {
    const { client, userId } = await server.signUpUser();
    const inserted = await client
      .from('prompts')
      .insert({ resume: 'r', job_description: 'j', cover_letter: 'c' })
      .select()
      .single();
    expect(inserted.error).toBeNull();
    expect(inserted.data?.user_id).toBe(userId);
  });

  it('applies select columns, limit, offset and exact counts', async () => {
    const { client, userId } = await server.signUpUser();
    await client.from('prompts').insert(['a', 'b', 'c', 'd'].map((label) => promptFor(userId, label)));
    const page = await client
      .from('prompts')
      .select('id, cover_letter', { count: 'exact' })
      .order('cover_letter', { ascending: true })
      .range(1, 2);
    expect(page.error).toBeNull();
    expect(page.status).toBe(206);
    expect(page.count).toBe(4);
    expect(page.data?.map((row) => row.cover_letter)).toEqual(['letter b', 'letter c']);
    expect(Object.keys(page.data?.[0] ?? {})).toEqual(['id', 'cover_letter']);
    const head = await client.from('prompts').select('*', { count: 'exact', head: true });
    expect(head.count).toBe(4);
    expect(head.data).toBeNull();
  });

  it('answers an offset read longer than one page with the rows after the offset, complete and in order', async () => {
    const { client, userId } = await server.signUpUser();
    const labels = Array.from({ length: 45 }, (_, index) => String(index).padStart(2, '0'));
    expect((await client.from('prompts').insert(labels.map((label) => promptFor(userId, label)))).error).toBeNull();
    const page = await client
      .from('prompts')
      .select('cover_letter', { count: 'exact' })
      .order('cover_letter', { ascending: false })
      .range(3, 32);
    expect(page.error).toBeNull();
    expect(page.count).toBe(45);
    expect(page.data?.map((row) => row.cover_letter)).toEqual(
      labels
        .toReversed()
        .slice(3, 33)
        .map((label) => `letter ${label}`),
    );
  });

  it('answers a single-object request over several rows with PGRST116', async () => {
    const { client, userId } = await server.signUpUser();
    await client.from('prompts').insert([promptFor(userId, 'x'), promptFor(userId, 'y')]);
    const { error, status } = await client.from('prompts').select('*').single();
    expect(status).toBe(406);
    expect(error?.code).toBe('PGRST116');
  });

  it('answers an unknown table with 404 and a bad filter with PGRST100', async () => {
    const { client } = await server.signUpUser();
    const unknown = await client.from('secrets').select('*');
    expect(unknown.status).toBe(404);
    expect(unknown.error?.code).toBe('PGRST205');
    const badFilter = await fetch(`${server.url}/rest/v1/prompts?select=*&cover_letter=eqq.1`, {
      headers: { apikey: server.anonKey },
    });
    expect(badFilter.status).toBe(400);
    expect(await badFilter.json()).toMatchObject({ code: 'PGRST100' });
  });

  it('refuses a forged or expired token with 401', async () => {
    const response = await fetch(`${server.url}/rest/v1/prompts?select=*`, {
      headers: { apikey: server.anonKey, Authorization: 'Bearer not.a.token' },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'PGRST301' });
  });
});

describe('a saved letter’s company and role', () => {
  it('are null until set, then written, changed and cleared through the data service', async () => {
    const { client, userId } = await server.signUpUser();
    const plain = await client.from('prompts').insert(promptFor(userId, 'plain')).select().single();
    expect(plain.data).toMatchObject({ company: null, role: null });

    const named = await client
      .from('prompts')
      .insert({ ...promptFor(userId, 'named'), company: 'Northwind Cloud', role: 'Backend Engineer' })
      .select()
      .single();
    expect(named.data).toMatchObject({ company: 'Northwind Cloud', role: 'Backend Engineer' });

    const renamed = await client
      .from('prompts')
      .update({ company: 'Northwind', role: null })
      .eq('id', named.data?.id)
      .select()
      .single();
    expect(renamed.data).toMatchObject({ company: 'Northwind', role: null, cover_letter: 'letter named' });
  });

  it('are refused over 200 characters with a check violation, and the row keeps its values', async () => {
    const { client, userId } = await server.signUpUser();
    const inserted = await client
      .from('prompts')
      .insert({ ...promptFor(userId, 'limit'), company: 'c'.repeat(200) })
      .select()
      .single();
    expect(inserted.error).toBeNull();
    const tooLong = await client
      .from('prompts')
      .update({ role: 'r'.repeat(201) })
      .eq('id', inserted.data?.id);
    expect(tooLong.status).toBe(400);
    expect(tooLong.error?.code).toBe('23514');
    const after = await client.from('prompts').select('company, role').eq('id', inserted.data?.id).single();
    expect(after.data).toEqual({ company: 'c'.repeat(200), role: null });
  });

  it('come back with the rest of a deleted row when it is inserted again as it was', async () => {
    const { client, userId } = await server.signUpUser();
    await client.from('prompts').insert(promptFor(userId, 'older'));
    const deleted = await client
      .from('prompts')
      .insert({ ...promptFor(userId, 'undone'), company: 'Acme', role: 'Analyst' })
      .select()
      .single();
    await client.from('prompts').insert(promptFor(userId, 'newer'));
    const removal = await client.from('prompts').delete().eq('id', deleted.data?.id).select();
    expect(removal.data).toEqual([deleted.data]);

    const restored = await client.from('prompts').insert(removal.data?.[0]).select().single();
    expect(restored.data).toEqual(deleted.data);
    const list = await client.from('prompts').select('cover_letter').order('created_at', { ascending: false });
    expect(list.data?.map((row) => row.cover_letter)).toEqual(['letter newer', 'letter undone', 'letter older']);
  });
});
