import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProfileSchema } from '@cover-letter/shared/fact-sheet-schema';
import { readResumeFacts } from '@cover-letter/letter/facts/read-resume-facts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const resume = 'Ana Ruiz\nExperience\nData Analyst, Acme Ltd, 2019 - Present\n- Built finance dashboards for 3 teams';

describe('the profile: the resume and the facts the user confirmed, kept for next time', () => {
  it('is saved with supabase-js upsert, read back whole, and replaced by the next upsert', async () => {
    const { client } = await server.signUpUser();
    const facts = { ...readResumeFacts(resume), name: 'Ana M. Ruiz' };
    const saved = await client.from('profiles').upsert({ resume, resume_facts: facts }, { onConflict: 'user_id' });
    expect(saved.error).toBeNull();
    const updated = await client
      .from('profiles')
      .upsert({ resume: `${resume}\n`, resume_facts: facts }, { onConflict: 'user_id' });
    expect(updated.error).toBeNull();
    const { data, error } = await client.from('profiles').select('*');
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
    const profile = ProfileSchema.parse(data?.[0]);
    expect(profile.resume).toBe(`${resume}\n`);
    expect(profile.resume_facts?.name).toBe('Ana M. Ruiz');
    expect(profile.resume_facts?.roles[0]?.title).toBe('Data Analyst');
  });

  it('is visible to its owner only', async () => {
    const owner = await server.signUpUser();
    const other = await server.signUpUser();
    await owner.client.from('profiles').upsert({ resume, resume_facts: null }, { onConflict: 'user_id' });
    const { data } = await other.client.from('profiles').select('*');
    expect(data).toEqual([]);
    const forged = await other.client.from('profiles').insert({ user_id: owner.userId, resume: 'forged' });
    expect(forged.error?.code).toBe('42501');
  });

  it('refuses a resume over 50,000 characters and facts that are not an object', async () => {
    const { client } = await server.signUpUser();
    const tooLong = await client.from('profiles').upsert({ resume: 'a'.repeat(50_001) }, { onConflict: 'user_id' });
    expect(tooLong.error?.code).toBe('23514');
    const notAnObject = await client
      .from('profiles')
      .upsert({ resume, resume_facts: ['a list'] }, { onConflict: 'user_id' });
    expect(notAnObject.error?.code).toBe('23514');
  });
});
